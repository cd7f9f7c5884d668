import type { Db } from '../connection';
import type { EntryFilter } from './timesheets';

/** An expenses row: amounts in units of 10^-4, date-times canonical ISO. */
export interface ExpenseRow {
  id: bigint;
  account_id: bigint;
  project_id: bigint;
  contract_line_id: bigint | null;
  description: string | null;
  amount_ex_vat: bigint;
  vat_amount: bigint | null;
  total_amount: bigint;
  expense_date: string;
  created_at: string;
  approved_at: string | null;
  invoice_id: bigint | null;
  project_name: string | null;
  contract_line_name: string | null;
  invoice_number: string | null;
  external_invoice_number: string | null;
}

/** A row to insert: the id is assigned by SQLite unless given; optional columns default to null. */
export type ExpenseInsert = Pick<
  ExpenseRow,
  'account_id' | 'project_id' | 'amount_ex_vat' | 'total_amount' | 'expense_date' | 'created_at'
> &
  Partial<ExpenseRow>;

/** An expense with names and invoice numbers resolved (see TimesheetView for the rule). */
export interface ExpenseView extends ExpenseRow {
  account_name: string | null;
  business_unit_name: string | null;
  invoice_status: string | null;
  /** The project's currency code; null when the project is not in the replica. */
  currency: string | null;
}

const COLUMNS = [
  'account_id',
  'project_id',
  'contract_line_id',
  'description',
  'amount_ex_vat',
  'vat_amount',
  'total_amount',
  'expense_date',
  'created_at',
  'approved_at',
  'invoice_id',
  'project_name',
  'contract_line_name',
  'invoice_number',
  'external_invoice_number',
] as const satisfies readonly (keyof ExpenseRow)[];

function params(row: ExpenseInsert): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id ?? null };
  for (const c of COLUMNS) out[c] = row[c] ?? null;
  return out;
}

const INSERT_SQL = `INSERT INTO expenses (id, ${COLUMNS.join(', ')}) VALUES (@id, ${COLUMNS.map((c) => '@' + c).join(', ')})`;

/** Inserts an expense row and returns its id. */
export function insertExpense(db: Db, row: ExpenseInsert): bigint {
  return BigInt(db.prepare(INSERT_SQL).run(params(row)).lastInsertRowid);
}

/** Inserts or fully replaces the row with this id (a replica storing a pulled record). */
export function upsertExpense(db: Db, row: ExpenseRow): void {
  const set = COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');
  db.prepare(`${INSERT_SQL} ON CONFLICT (id) DO UPDATE SET ${set}`).run(params(row));
}

/** The stored row, or undefined. */
export function getExpense(db: Db, id: bigint): ExpenseRow | undefined {
  return db.prepare('SELECT * FROM expenses WHERE id = ?').get(id) as ExpenseRow | undefined;
}

/** Deletes a row; true when one was deleted. */
export function deleteExpense(db: Db, id: bigint): boolean {
  return db.prepare('DELETE FROM expenses WHERE id = ?').run(id).changes > 0;
}

const VIEW_SQL = `
  SELECT e.id, e.account_id, e.project_id, e.contract_line_id, e.description, e.amount_ex_vat, e.vat_amount,
    e.total_amount, e.expense_date, e.created_at, e.approved_at, e.invoice_id,
    COALESCE(p.name, e.project_name) AS project_name,
    COALESCE(cl.name, e.contract_line_name) AS contract_line_name,
    CASE WHEN i.id IS NULL THEN e.invoice_number WHEN i.status = 'Draft' THEN 'Draft' ELSE i.number END
      AS invoice_number,
    CASE WHEN i.id IS NULL THEN e.external_invoice_number ELSE NULLIF(i.external_id, '') END
      AS external_invoice_number,
    a.name AS account_name, bu.name AS business_unit_name, i.status AS invoice_status,
    p.currency_code AS currency
  FROM expenses e
  LEFT JOIN accounts a ON a.id = e.account_id
  LEFT JOIN business_units bu ON bu.id = a.business_unit_id
  LEFT JOIN projects p ON p.id = e.project_id
  LEFT JOIN contract_lines cl ON cl.id = e.contract_line_id
  LEFT JOIN invoices i ON i.id = e.invoice_id`;

/** One expense with names resolved, or undefined. */
export function getExpenseView(db: Db, id: bigint): ExpenseView | undefined {
  return db.prepare(`${VIEW_SQL} WHERE e.id = ?`).get(id) as ExpenseView | undefined;
}

/** Expenses of a project and/or account, by expense_date ascending then id, at most `limit`. */
export function listExpenseViews(db: Db, filter: EntryFilter): ExpenseView[] {
  const where: string[] = [];
  const args: Record<string, unknown> = { limit: filter.limit };
  if (filter.projectId !== undefined) {
    where.push('e.project_id = @projectId');
    args.projectId = filter.projectId;
  }
  if (filter.accountId !== undefined) {
    where.push('e.account_id = @accountId');
    args.accountId = filter.accountId;
  }
  if (filter.fromInclusive !== undefined) {
    where.push('e.expense_date >= @from');
    args.from = filter.fromInclusive;
  }
  if (filter.toExclusive !== undefined) {
    where.push('e.expense_date < @to');
    args.to = filter.toExclusive;
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return db
    .prepare(`${VIEW_SQL} ${clause} ORDER BY e.expense_date, e.id LIMIT @limit`)
    .all(args) as ExpenseView[];
}

/**
 * Approved expenses of a project not attached to any invoice, by date then id; optionally only
 * those with expense_date in [from, to).
 */
export function listInvoiceableExpenses(
  db: Db,
  projectId: bigint,
  from?: string,
  to?: string,
): ExpenseView[] {
  return db
    .prepare(
      `${VIEW_SQL} WHERE e.project_id = @projectId AND e.invoice_id IS NULL AND e.approved_at IS NOT NULL
       AND (@from IS NULL OR e.expense_date >= @from) AND (@to IS NULL OR e.expense_date < @to)
       ORDER BY e.expense_date, e.id`,
    )
    .all({ projectId, from: from ?? null, to: to ?? null }) as ExpenseView[];
}

/** Expenses attached to an invoice, by date then id. */
export function listInvoiceExpenses(db: Db, invoiceId: bigint): ExpenseView[] {
  return db
    .prepare(`${VIEW_SQL} WHERE e.invoice_id = ? ORDER BY e.expense_date, e.id`)
    .all(invoiceId) as ExpenseView[];
}

/** Marks expenses approved at `at` (already approved ones keep their date); returns how many changed. */
export function approveExpenseRows(db: Db, ids: readonly bigint[], at: string): number {
  const stmt = db.prepare('UPDATE expenses SET approved_at = ? WHERE id = ? AND approved_at IS NULL');
  let changed = 0;
  for (const id of ids) changed += stmt.run(at, id).changes;
  return changed;
}

/** Attaches expenses to an invoice. */
export function attachExpensesToInvoice(db: Db, ids: readonly bigint[], invoiceId: bigint): void {
  const stmt = db.prepare('UPDATE expenses SET invoice_id = ? WHERE id = ?');
  for (const id of ids) stmt.run(invoiceId, id);
}

/** Detaches every expense from an invoice so it can be invoiced again. */
export function releaseInvoiceExpenses(db: Db, invoiceId: bigint): number {
  return db.prepare('UPDATE expenses SET invoice_id = NULL WHERE invoice_id = ?').run(invoiceId).changes;
}

/** Number of expense rows, optionally of one project. */
export function countExpenses(db: Db, projectId?: bigint): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM expenses WHERE (@p IS NULL OR project_id = @p)')
    .get({ p: projectId ?? null }) as { n: number };
  return row.n;
}
