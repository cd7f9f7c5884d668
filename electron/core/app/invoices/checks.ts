import { EXTERNAL_ID_IN_USE } from '../../../../shared/app/channels/invoices';
import type { Db } from '../../db/connection';
import { invoicesWithExternalId, type InvoiceRow } from '../../db/repositories/invoices';
import { AppCoreError } from '../errors';
import { coreI18n } from '../../i18n';

/*
 * Invoice checks of issue 13 point 10. An external id is the invoice's number in the firm's
 * accounting system: the same one on two invoices is almost always a typing slip that breaks the
 * reconciliation, but a credit note re-using it can be deliberate, so it asks first
 * (NEEDS_CONFIRMATION, like the entry checks in entries/sanity.ts) instead of refusing.
 * Overdue is judged on the core's clock, never the renderer's.
 */

/** Asks first when another invoice already carries this external id, unless confirmed. */
export function checkExternalId(
  db: Db,
  id: bigint,
  externalId: string,
  confirm: readonly string[] | undefined,
): void {
  if (confirm?.includes(EXTERNAL_ID_IN_USE)) return;
  const others = invoicesWithExternalId(db, externalId, id);
  if (others.length === 0) return;
  const names = others.map((o) => {
    const label = o.number ?? `draft "${o.name}"`;
    return o.customer_name ? `${label} (${o.customer_name})` : label;
  });
  const message = coreI18n.t('core:invoiceExternalId', {
    externalId: others[0]?.external_id ?? externalId.trim(),
    invoices: names.join(', '),
  });
  throw new AppCoreError('NEEDS_CONFIRMATION', message, [{ path: EXTERNAL_ID_IN_USE, message }]);
}

/** The instant (canonical ISO) a due date must be before to be overdue: the local start of today. */
export function overdueBefore(now: number): string {
  const t = new Date(now);
  return new Date(t.getFullYear(), t.getMonth(), t.getDate()).toISOString();
}

/** Whether a Sent/Approved invoice is past its due date (same rule as OVERDUE_WHERE in SQL). */
export function isOverdue(inv: Pick<InvoiceRow, 'status' | 'due_date'>, before: string): boolean {
  return (
    (inv.status === 'Sent' || inv.status === 'Approved') && inv.due_date !== null && inv.due_date < before
  );
}
