import type { Db } from '../connection';
import { OVERDUE_WHERE, type InvoiceRow } from './invoices';
import { keptChanges } from './offline-import';
import type { OutboxState } from './outbox';

/*
 * Queries of the app contract's lookups that the API-oriented repositories do not answer: sync
 * states of any replica table, and invoice summaries without their PDF blobs.
 */

/** The open (not done) change of a record that matters most to the user. */
export interface RecordChange {
  state: Exclude<OutboxState, 'done'>;
  outboxId: bigint;
  error: string | null;
  /** A pending change kept on this computer, never sent (an entry on a local-only project). */
  kept?: boolean;
}

const RANK: Record<RecordChange['state'], number> = { pending: 1, sending: 2, rejected: 3 };

/** Open changes per record id of a table; a rejected change wins over sending, sending over pending. */
export function openChangesByRecord(db: Db, entity: string): Map<bigint, RecordChange> {
  const rows = db
    .prepare(
      `SELECT local_id, state, id, last_error FROM outbox WHERE entity = ? AND state != 'done' ORDER BY id`,
    )
    .all(entity) as {
    local_id: bigint;
    state: RecordChange['state'];
    id: bigint;
    last_error: string | null;
  }[];
  const out = new Map<bigint, RecordChange>();
  const kept = rows.length > 0 ? keptChanges(db) : new Set<bigint>();
  for (const r of rows) {
    const prev = out.get(r.local_id);
    if (!prev || RANK[r.state] > RANK[prev.state])
      out.set(r.local_id, { state: r.state, outboxId: r.id, error: r.last_error, kept: kept.has(r.id) });
  }
  return out;
}

/** An invoice without its PDF, with whether it has one. */
export type InvoiceSummaryRow = Omit<InvoiceRow, 'pdf'> & { has_pdf: 0 | 1 };

/** What the invoice list and its totals filter on. */
export interface InvoiceFilter {
  status?: string | undefined;
  number?: string | undefined;
  withoutExternalId?: boolean | undefined;
  /** Only overdue invoices: Sent/Approved due before this instant (repositories/invoices.ts). */
  overdueBefore?: string | undefined;
  customerId?: bigint | undefined;
  /** Invoice dates (calendar days yyyy-mm-dd), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The WHERE clause and its arguments of an invoice filter. */
function invoiceWhere(filter: InvoiceFilter): { clause: string; args: Record<string, unknown> } {
  const where: string[] = [];
  const args: Record<string, unknown> = {};
  const add = (sql: string, name: string, value: unknown) => {
    if (value === undefined) return;
    where.push(sql);
    args[name] = value;
  };
  add('status = @status', 'status', filter.status);
  add('number = @number COLLATE NOCASE', 'number', filter.number);
  if (filter.withoutExternalId === true) where.push("(external_id IS NULL OR trim(external_id) = '')");
  add(OVERDUE_WHERE, 'overdueBefore', filter.overdueBefore);
  add('customer_id = @customerId', 'customerId', filter.customerId);
  add('substr(invoice_date, 1, 10) >= @from', 'from', filter.from);
  add('substr(invoice_date, 1, 10) <= @to', 'to', filter.to);
  return { clause: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', args };
}

/** Invoice summaries matching the filter, newest first (PDF blobs are never read). */
export function listInvoiceSummaries(db: Db, filter: InvoiceFilter & { limit: number }): InvoiceSummaryRow[] {
  const { clause, args } = invoiceWhere(filter);
  return db
    .prepare(
      `SELECT id, number, name, invoice_date, due_date, note, status, project_id, customer_id, customer_name,
         contact_id, contact_name, contact_email, currency_code, total_ex, total_inc, total_ex_base,
         total_inc_base, external_id, (pdf IS NOT NULL) AS has_pdf
       FROM invoices ${clause} ORDER BY coalesce(invoice_date, '') DESC, id DESC LIMIT @limit`,
    )
    .all({ ...args, limit: filter.limit }) as InvoiceSummaryRow[];
}

/** Count and exact sums (units) of the matching invoices per status and currency. */
export function invoiceTotals(
  db: Db,
  filter: InvoiceFilter,
  overdueBefore: string,
): {
  status: string;
  currency_code: string;
  count: number;
  total_ex: bigint;
  total_inc: bigint;
  overdue: number;
}[] {
  const { clause, args } = invoiceWhere(filter);
  return db
    .prepare(
      `SELECT status, currency_code, count(*) AS count, sum(total_ex) AS total_ex, sum(total_inc) AS total_inc,
         sum(${OVERDUE_WHERE.replaceAll('@overdueBefore', '@overdueNow')}) AS overdue
       FROM invoices ${clause} GROUP BY status, currency_code ORDER BY currency_code, status`,
    )
    .all({ ...args, overdueNow: overdueBefore }) as {
    status: string;
    currency_code: string;
    count: number;
    total_ex: bigint;
    total_inc: bigint;
    overdue: number;
  }[];
}

/** The customers that have invoices, with how many, by name. */
export function invoiceCustomers(
  db: Db,
): { customer_id: bigint; customer_name: string | null; count: number }[] {
  return db
    .prepare(
      `SELECT customer_id, max(customer_name) AS customer_name, count(*) AS count FROM invoices
       WHERE customer_id IS NOT NULL GROUP BY customer_id ORDER BY max(customer_name) COLLATE NOCASE, customer_id`,
    )
    .all() as { customer_id: bigint; customer_name: string | null; count: number }[];
}
