import type { Db } from '../connection';
import { sameRow, sameRows } from '../same-row';

/** Invoice statuses as stored. */
export type InvoiceStatusValue = 'Draft' | 'Approved' | 'Sent' | 'Paid' | 'Void';

/** An invoices row: amounts in units of 10^-4, date-times canonical ISO, pdf bytes or null. */
export interface InvoiceRow {
  id: bigint;
  number: string | null;
  name: string;
  invoice_date: string | null;
  due_date: string | null;
  note: string | null;
  status: InvoiceStatusValue;
  project_id: bigint | null;
  customer_id: bigint | null;
  customer_name: string | null;
  contact_id: bigint | null;
  contact_name: string | null;
  contact_email: string | null;
  currency_code: string;
  total_ex: bigint;
  total_inc: bigint;
  total_ex_base: bigint;
  total_inc_base: bigint;
  external_id: string | null;
  pdf: Uint8Array | null;
}

/** An invoice_lines row; tax_percentage in units of 10^-4 percent. */
export interface InvoiceLineRow {
  id: bigint;
  invoice_id: bigint;
  position: number;
  line_number: string | null;
  name: string | null;
  description: string | null;
  gl_account: string | null;
  tax_percentage: bigint | null;
  tax_name: string | null;
  tax_code: string | null;
  total_ex: bigint;
  total_inc: bigint;
  total_ex_base: bigint;
  total_inc_base: bigint;
}

/** An invoice_detail_lines row: hours in units of 10^-2, rates and totals in units of 10^-4. */
export interface InvoiceDetailLineRow {
  id: bigint;
  line_id: bigint;
  position: number;
  account_id: bigint | null;
  account_name: string | null;
  business_unit: string | null;
  date: string | null;
  description: string | null;
  hours: bigint | null;
  rate: bigint | null;
  rate_base: bigint | null;
  total: bigint;
  total_base: bigint;
}

/** Rows to insert; ids are assigned unless given. */
export type InvoiceInsert = Omit<InvoiceRow, 'id'> & { id?: bigint };
export type InvoiceLineInsert = Omit<InvoiceLineRow, 'id'> & { id?: bigint };
export type InvoiceDetailLineInsert = Omit<InvoiceDetailLineRow, 'id'> & { id?: bigint };

/** Filter of an invoice list; status and number match case-insensitively. */
export interface InvoiceFilter {
  status?: string | undefined;
  number?: string | undefined;
  noExternalId?: boolean | undefined;
  limit: number;
}

const INVOICE_COLUMNS = [
  'number',
  'name',
  'invoice_date',
  'due_date',
  'note',
  'status',
  'project_id',
  'customer_id',
  'customer_name',
  'contact_id',
  'contact_name',
  'contact_email',
  'currency_code',
  'total_ex',
  'total_inc',
  'total_ex_base',
  'total_inc_base',
  'external_id',
  'pdf',
] as const satisfies readonly (keyof InvoiceRow)[];
const LINE_COLUMNS = [
  'invoice_id',
  'position',
  'line_number',
  'name',
  'description',
  'gl_account',
  'tax_percentage',
  'tax_name',
  'tax_code',
  'total_ex',
  'total_inc',
  'total_ex_base',
  'total_inc_base',
] as const satisfies readonly (keyof InvoiceLineRow)[];
const DETAIL_COLUMNS = [
  'line_id',
  'position',
  'account_id',
  'account_name',
  'business_unit',
  'date',
  'description',
  'hours',
  'rate',
  'rate_base',
  'total',
  'total_base',
] as const satisfies readonly (keyof InvoiceDetailLineRow)[];

function insertSql(table: string, columns: readonly string[], upsert: boolean): string {
  const sql = `INSERT INTO ${table} (id, ${columns.join(', ')}) VALUES (@id, ${columns.map((c) => '@' + c).join(', ')})`;
  return upsert
    ? `${sql} ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`
    : sql;
}

function params<T extends object>(
  row: T & { id?: bigint },
  columns: readonly (keyof T)[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id ?? null };
  for (const c of columns) out[c as string] = row[c] ?? null;
  return out;
}

/** Inserts an invoice row and returns its id. */
export function insertInvoice(db: Db, row: InvoiceInsert): bigint {
  const sql = insertSql('invoices', INVOICE_COLUMNS, false);
  return BigInt(db.prepare(sql).run(params(row, INVOICE_COLUMNS)).lastInsertRowid);
}

/** Inserts an invoice line row and returns its id. */
export function insertInvoiceLine(db: Db, row: InvoiceLineInsert): bigint {
  const sql = insertSql('invoice_lines', LINE_COLUMNS, false);
  return BigInt(db.prepare(sql).run(params(row, LINE_COLUMNS)).lastInsertRowid);
}

/** Inserts an invoice detail line row and returns its id. */
export function insertInvoiceDetailLine(db: Db, row: InvoiceDetailLineInsert): bigint {
  const sql = insertSql('invoice_detail_lines', DETAIL_COLUMNS, false);
  return BigInt(db.prepare(sql).run(params(row, DETAIL_COLUMNS)).lastInsertRowid);
}

/** A line to store with its detail lines, for upsertInvoiceWithLines. */
export interface InvoiceLineWithDetails {
  line: Omit<InvoiceLineInsert, 'invoice_id' | 'position'>;
  details: Omit<InvoiceDetailLineInsert, 'line_id' | 'position'>[];
}

/**
 * Inserts or fully replaces the invoice with this id and replaces its lines and detail lines
 * (a replica storing a pulled record; line ids are assigned afresh). Call inside a transaction.
 */
export function upsertInvoiceWithLines(
  db: Db,
  row: InvoiceRow,
  lines: readonly InvoiceLineWithDetails[],
): void {
  db.prepare(insertSql('invoices', INVOICE_COLUMNS, true)).run(params(row, INVOICE_COLUMNS));
  db.prepare('DELETE FROM invoice_lines WHERE invoice_id = ?').run(row.id);
  lines.forEach(({ line, details }, i) => {
    const lineId = insertInvoiceLine(db, { ...line, id: undefined, invoice_id: row.id, position: i + 1 });
    details.forEach((d, j) =>
      insertInvoiceDetailLine(db, { ...d, id: undefined, line_id: lineId, position: j + 1 }),
    );
  });
}

/** Whether the stored invoice already equals `row` with `lines` (a pull then leaves it alone). */
export function invoiceUnchanged(db: Db, row: InvoiceRow, lines: readonly InvoiceLineWithDetails[]): boolean {
  if (!sameRow(row, getInvoice(db, row.id))) return false;
  const stored = listInvoiceLines(db, row.id);
  if (stored.length !== lines.length) return false;
  const details = listInvoiceDetailLines(db, row.id);
  return lines.every(
    ({ line, details: next }, i) =>
      sameRow(line, stored[i]) &&
      sameRows(
        next,
        details.filter((d) => d.line_id === stored[i]?.id),
      ),
  );
}

/** The stored invoice, or undefined. */
export function getInvoice(db: Db, id: bigint): InvoiceRow | undefined {
  return db.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as InvoiceRow | undefined;
}

/** Invoices matching the filter, by id, at most `limit`. */
export function listInvoiceRows(db: Db, filter: InvoiceFilter): InvoiceRow[] {
  const where: string[] = [];
  const args: Record<string, unknown> = { limit: filter.limit };
  if (filter.status !== undefined) {
    where.push('status = @status COLLATE NOCASE');
    args.status = filter.status;
  }
  if (filter.number !== undefined) {
    where.push('number = @number COLLATE NOCASE');
    args.number = filter.number;
  }
  if (filter.noExternalId === true) where.push("(external_id IS NULL OR trim(external_id) = '')");
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return db.prepare(`SELECT * FROM invoices ${clause} ORDER BY id LIMIT @limit`).all(args) as InvoiceRow[];
}

/** Every invoice id, ascending. */
export function listInvoiceIds(db: Db): bigint[] {
  return (db.prepare('SELECT id FROM invoices ORDER BY id').all() as { id: bigint }[]).map((r) => r.id);
}

/** The lines of an invoice in position order. */
export function listInvoiceLines(db: Db, invoiceId: bigint): InvoiceLineRow[] {
  return db
    .prepare('SELECT * FROM invoice_lines WHERE invoice_id = ? ORDER BY position, id')
    .all(invoiceId) as InvoiceLineRow[];
}

/** All detail lines of an invoice, by line then position. */
export function listInvoiceDetailLines(db: Db, invoiceId: bigint): InvoiceDetailLineRow[] {
  return db
    .prepare(
      `SELECT d.* FROM invoice_detail_lines d JOIN invoice_lines l ON l.id = d.line_id
       WHERE l.invoice_id = ? ORDER BY l.position, l.id, d.position, d.id`,
    )
    .all(invoiceId) as InvoiceDetailLineRow[];
}

/** Sets the status; returns whether the invoice exists. */
export function setInvoiceStatus(db: Db, id: bigint, status: InvoiceStatusValue): boolean {
  return db.prepare('UPDATE invoices SET status = ? WHERE id = ?').run(status, id).changes > 0;
}

/** Sets the external identifier (null or '' clears it); returns whether the invoice exists. */
export function setInvoiceExternalIdRow(db: Db, id: bigint, externalId: string | null): boolean {
  return db.prepare('UPDATE invoices SET external_id = ? WHERE id = ?').run(externalId, id).changes > 0;
}

/** The finalized fields an approval writes. */
export interface InvoiceApproval {
  number: string;
  invoice_date: string;
  due_date: string;
  pdf: Uint8Array;
}

/** Moves a Draft invoice to Approved with its number, dates and PDF; false when it is not Draft. */
export function approveInvoiceRow(db: Db, id: bigint, approval: InvoiceApproval): boolean {
  const result = db
    .prepare(
      `UPDATE invoices SET status = 'Approved', number = @number, invoice_date = @invoice_date,
         due_date = @due_date, pdf = @pdf
       WHERE id = @id AND status = 'Draft'`,
    )
    .run({ id, ...approval });
  return result.changes > 0;
}

/** Invoice numbers starting with `prefix` (for picking the next number in a series). */
export function listInvoiceNumbersWithPrefix(db: Db, prefix: string): string[] {
  const rows = db
    .prepare('SELECT number FROM invoices WHERE number IS NOT NULL AND substr(number, 1, length(@p)) = @p')
    .all({ p: prefix }) as { number: string }[];
  return rows.map((r) => r.number);
}

/** Whether any invoice carries this number (case-insensitively). */
export function invoiceNumberExists(db: Db, number: string): boolean {
  return db.prepare('SELECT 1 FROM invoices WHERE number = ? COLLATE NOCASE').get(number) !== undefined;
}

/**
 * SQL condition of an overdue invoice: Sent or Approved with a due instant before
 * `@overdueBefore` (the local start of today, canonical ISO; both sides compare as text).
 */
export const OVERDUE_WHERE =
  "(status IN ('Sent', 'Approved') AND due_date IS NOT NULL AND due_date < @overdueBefore)";

/** Other invoices carrying this external id (trimmed, case-insensitively), by id. */
export function invoicesWithExternalId(
  db: Db,
  externalId: string,
  exceptId: bigint,
): Pick<InvoiceRow, 'id' | 'number' | 'name' | 'customer_name' | 'external_id'>[] {
  return db
    .prepare(
      `SELECT id, number, name, customer_name, external_id FROM invoices
       WHERE trim(external_id) = trim(@externalId) COLLATE NOCASE AND id <> @exceptId ORDER BY id`,
    )
    .all({ externalId, exceptId }) as Pick<
    InvoiceRow,
    'id' | 'number' | 'name' | 'customer_name' | 'external_id'
  >[];
}
