import type { Db } from '../connection';

/** A timesheets row: hours in units of 10^-2, rates in units of 10^-4, date-times canonical ISO. */
export interface TimesheetRow {
  id: bigint;
  account_id: bigint;
  project_id: bigint;
  contract_line_id: bigint | null;
  role_id: bigint | null;
  task_id: bigint | null;
  date_from: string;
  date_to: string;
  hours: bigint;
  description: string | null;
  created_at: string;
  changed_at: string;
  approved_pm_at: string | null;
  approved_tl_at: string | null;
  sales_rate: bigint | null;
  cost_rate: bigint | null;
  public_holiday: number;
  invoice_id: bigint | null;
  account_name: string | null;
  project_name: string | null;
  contract_line_name: string | null;
  role_name: string | null;
  company_name: string | null;
  invoice_number: string | null;
  external_invoice_number: string | null;
}

/** A row to insert: the id is assigned by SQLite unless given; optional columns default to null/0. */
export type TimesheetInsert = Pick<
  TimesheetRow,
  'account_id' | 'project_id' | 'date_from' | 'date_to' | 'hours' | 'created_at' | 'changed_at'
> &
  Partial<TimesheetRow>;

/** Filter of a timesheet list: date bounds on date_from, from inclusive and to exclusive. */
export interface EntryFilter {
  projectId?: bigint | undefined;
  accountId?: bigint | undefined;
  fromInclusive?: string | undefined;
  toExclusive?: string | undefined;
  limit: number;
}

const COLUMNS = [
  'account_id',
  'project_id',
  'contract_line_id',
  'role_id',
  'task_id',
  'date_from',
  'date_to',
  'hours',
  'description',
  'created_at',
  'changed_at',
  'approved_pm_at',
  'approved_tl_at',
  'sales_rate',
  'cost_rate',
  'public_holiday',
  'invoice_id',
  'account_name',
  'project_name',
  'contract_line_name',
  'role_name',
  'company_name',
  'invoice_number',
  'external_invoice_number',
] as const satisfies readonly (keyof TimesheetRow)[];

function params(row: TimesheetInsert): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id ?? null };
  for (const c of COLUMNS) out[c] = row[c] ?? (c === 'public_holiday' ? 0 : null);
  return out;
}

const INSERT_SQL = `INSERT INTO timesheets (id, ${COLUMNS.join(', ')}) VALUES (@id, ${COLUMNS.map((c) => '@' + c).join(', ')})`;

/** Inserts a timesheet row and returns its id. */
export function insertTimesheet(db: Db, row: TimesheetInsert): bigint {
  return BigInt(db.prepare(INSERT_SQL).run(params(row)).lastInsertRowid);
}

/** Inserts or fully replaces the row with this id (a replica storing a pulled record). */
export function upsertTimesheet(db: Db, row: TimesheetRow): void {
  const set = COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');
  db.prepare(`${INSERT_SQL} ON CONFLICT (id) DO UPDATE SET ${set}`).run(params(row));
}

/** The stored row, or undefined. */
export function getTimesheet(db: Db, id: bigint): TimesheetRow | undefined {
  return db.prepare('SELECT * FROM timesheets WHERE id = ?').get(id) as TimesheetRow | undefined;
}

/** Deletes a row; true when one was deleted. */
export function deleteTimesheet(db: Db, id: bigint): boolean {
  return db.prepare('DELETE FROM timesheets WHERE id = ?').run(id).changes > 0;
}

/**
 * A timesheet with names and invoice numbers resolved: from the referenced rows when they exist
 * (the server), else the names stored on the row (a replica's pulled record). invoice_number is
 * 'Draft' while the invoice is Draft (decision 20); invoice_status is null when not invoiced here.
 */
export interface TimesheetView extends TimesheetRow {
  invoice_status: string | null;
  business_unit_name: string | null;
}

const VIEW_SQL = `
  SELECT t.id, t.account_id, t.project_id, t.contract_line_id, t.role_id, t.task_id, t.date_from, t.date_to,
    t.hours, t.description, t.created_at, t.changed_at, t.approved_pm_at, t.approved_tl_at, t.sales_rate,
    t.cost_rate, t.public_holiday, t.invoice_id,
    COALESCE(a.name, t.account_name) AS account_name,
    COALESCE(p.name, t.project_name) AS project_name,
    COALESCE(cl.name, t.contract_line_name) AS contract_line_name,
    COALESCE(r.name, t.role_name) AS role_name,
    COALESCE(c.name, p.company_name, t.company_name) AS company_name,
    CASE WHEN i.id IS NULL THEN t.invoice_number WHEN i.status = 'Draft' THEN 'Draft' ELSE i.number END
      AS invoice_number,
    CASE WHEN i.id IS NULL THEN t.external_invoice_number ELSE NULLIF(i.external_id, '') END
      AS external_invoice_number,
    i.status AS invoice_status, bu.name AS business_unit_name
  FROM timesheets t
  LEFT JOIN accounts a ON a.id = t.account_id
  LEFT JOIN business_units bu ON bu.id = a.business_unit_id
  LEFT JOIN projects p ON p.id = t.project_id
  LEFT JOIN contract_lines cl ON cl.id = t.contract_line_id
  LEFT JOIN roles r ON r.id = t.role_id
  LEFT JOIN companies c ON c.id = p.company_id
  LEFT JOIN invoices i ON i.id = t.invoice_id`;

/** One timesheet with names resolved, or undefined. */
export function getTimesheetView(db: Db, id: bigint): TimesheetView | undefined {
  return db.prepare(`${VIEW_SQL} WHERE t.id = ?`).get(id) as TimesheetView | undefined;
}

/** Timesheets of a project and/or account, by date_from ascending then id, at most `limit`. */
export function listTimesheetViews(db: Db, filter: EntryFilter): TimesheetView[] {
  const where: string[] = [];
  const args: Record<string, unknown> = { limit: filter.limit };
  if (filter.projectId !== undefined) {
    where.push('t.project_id = @projectId');
    args.projectId = filter.projectId;
  }
  if (filter.accountId !== undefined) {
    where.push('t.account_id = @accountId');
    args.accountId = filter.accountId;
  }
  if (filter.fromInclusive !== undefined) {
    where.push('t.date_from >= @from');
    args.from = filter.fromInclusive;
  }
  if (filter.toExclusive !== undefined) {
    where.push('t.date_from < @to');
    args.to = filter.toExclusive;
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return db
    .prepare(`${VIEW_SQL} ${clause} ORDER BY t.date_from, t.id LIMIT @limit`)
    .all(args) as TimesheetView[];
}

/** Timesheets attached to an invoice, by date then id. */
export function listInvoiceTimesheets(db: Db, invoiceId: bigint): TimesheetView[] {
  return db
    .prepare(`${VIEW_SQL} WHERE t.invoice_id = ? ORDER BY t.date_from, t.id`)
    .all(invoiceId) as TimesheetView[];
}

/**
 * Approved (by the project manager) timesheets of a project not attached to any invoice, by date
 * then id; optionally only those with date_from in [from, to).
 */
export function listInvoiceableTimesheets(
  db: Db,
  projectId: bigint,
  from?: string,
  to?: string,
): TimesheetView[] {
  return db
    .prepare(
      `${VIEW_SQL} WHERE t.project_id = @projectId AND t.invoice_id IS NULL AND t.approved_pm_at IS NOT NULL
       AND (@from IS NULL OR t.date_from >= @from) AND (@to IS NULL OR t.date_from < @to)
       ORDER BY t.date_from, t.id`,
    )
    .all({ projectId, from: from ?? null, to: to ?? null }) as TimesheetView[];
}

/** Marks timesheets approved by PM and team lead at `at` (already approved ones keep their date). */
export function approveTimesheetRows(db: Db, ids: readonly bigint[], at: string): number {
  const stmt = db.prepare(
    `UPDATE timesheets SET approved_pm_at = COALESCE(approved_pm_at, @at),
       approved_tl_at = COALESCE(approved_tl_at, @at), changed_at = @at
     WHERE id = @id AND approved_pm_at IS NULL`,
  );
  let changed = 0;
  for (const id of ids) changed += stmt.run({ id, at }).changes;
  return changed;
}

/** Attaches timesheets to an invoice. */
export function attachTimesheetsToInvoice(db: Db, ids: readonly bigint[], invoiceId: bigint): void {
  const stmt = db.prepare('UPDATE timesheets SET invoice_id = ? WHERE id = ?');
  for (const id of ids) stmt.run(invoiceId, id);
}

/** Detaches every timesheet from an invoice so it can be invoiced again. */
export function releaseInvoiceTimesheets(db: Db, invoiceId: bigint): number {
  return db.prepare('UPDATE timesheets SET invoice_id = NULL WHERE invoice_id = ?').run(invoiceId).changes;
}

/** Number of timesheet rows. */
export function countTimesheets(db: Db, projectId?: bigint): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM timesheets WHERE (@p IS NULL OR project_id = @p)')
    .get({ p: projectId ?? null }) as { n: number };
  return row.n;
}
