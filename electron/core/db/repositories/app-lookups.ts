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

/** Invoice summaries matching the filter, newest first (PDF blobs are never read). */
export function listInvoiceSummaries(
  db: Db,
  filter: {
    status?: string | undefined;
    number?: string | undefined;
    withoutExternalId?: boolean | undefined;
    /** Only overdue invoices: Sent/Approved due before this instant (repositories/invoices.ts). */
    overdueBefore?: string | undefined;
    limit: number;
  },
): InvoiceSummaryRow[] {
  const where: string[] = [];
  const args: Record<string, unknown> = { limit: filter.limit };
  if (filter.status !== undefined) {
    where.push('status = @status');
    args.status = filter.status;
  }
  if (filter.number !== undefined) {
    where.push('number = @number COLLATE NOCASE');
    args.number = filter.number;
  }
  if (filter.withoutExternalId === true) where.push("(external_id IS NULL OR trim(external_id) = '')");
  if (filter.overdueBefore !== undefined) {
    where.push(OVERDUE_WHERE);
    args.overdueBefore = filter.overdueBefore;
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return db
    .prepare(
      `SELECT id, number, name, invoice_date, due_date, note, status, project_id, customer_id, customer_name,
         contact_id, contact_name, contact_email, currency_code, total_ex, total_inc, total_ex_base,
         total_inc_base, external_id, (pdf IS NOT NULL) AS has_pdf
       FROM invoices ${clause} ORDER BY coalesce(invoice_date, '') DESC, id DESC LIMIT @limit`,
    )
    .all(args) as InvoiceSummaryRow[];
}
