import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import {
  getInvoice,
  listInvoiceDetailLines,
  listInvoiceLines,
  type InvoiceRow,
} from '../../db/repositories/invoices';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { getReplicaSetting } from '../../db/repositories/sync-meta';
import { hours, money, syncState } from '../views';
import { isOverdue } from './checks';
import { coreI18n } from '../../i18n';

/** Whether an invoice in this status may be marked paid (Approved, Sent), with the reason when not. */
export function markPaidRule(status: InvoiceRow['status']): InvoiceDetailViewT['markPaid'] {
  return status === 'Draft' || status === 'Paid' || status === 'Void'
    ? { allowed: false, reason: coreI18n.t(`core:markPaid.${status}`) }
    : { allowed: true, reason: null };
}

/**
 * One invoice as the detail view shows it. VAT is inc minus ex on exact units, per line and in
 * total, in the invoice's and the base currency; the PDF travels as base64 (never for a Draft).
 * Overdue when Sent/Approved and due before `overdueBefore` (checks.ts, on the core's clock).
 */
export function invoiceDetail(db: Db, id: bigint, overdueBefore: string): InvoiceDetailViewT {
  const inv = getInvoice(db, id);
  if (!inv) throw new PsaError('NOT_FOUND', coreI18n.t('core:notFound.invoice', { id: String(id) }));
  const details = listInvoiceDetailLines(db, id);
  const change = openChangesByRecord(db, 'invoices').get(id);
  return {
    id: String(inv.id),
    number: inv.number,
    name: inv.name,
    status: inv.status,
    date: inv.invoice_date,
    dueDate: inv.due_date,
    overdue: isOverdue(inv, overdueBefore),
    note: inv.note,
    projectId: inv.project_id === null ? null : String(inv.project_id),
    customerName: inv.customer_name,
    contactName: inv.contact_name,
    contactEmail: inv.contact_email,
    currency: inv.currency_code,
    baseCurrency: getReplicaSetting(db, 'base_currency') ?? 'EUR',
    externalId: inv.external_id,
    totals: {
      exVAT: money(inv.total_ex),
      vat: money(inv.total_inc - inv.total_ex),
      incVAT: money(inv.total_inc),
      exVATBase: money(inv.total_ex_base),
      vatBase: money(inv.total_inc_base - inv.total_ex_base),
      incVATBase: money(inv.total_inc_base),
    },
    lines: listInvoiceLines(db, id).map((l) => ({
      number: l.line_number,
      name: l.name,
      description: l.description,
      taxName: l.tax_name,
      taxPercentage: l.tax_percentage === null ? null : money(l.tax_percentage),
      totalExVAT: money(l.total_ex),
      vat: money(l.total_inc - l.total_ex),
      totalIncVAT: money(l.total_inc),
      totalExVATBase: money(l.total_ex_base),
      vatBase: money(l.total_inc_base - l.total_ex_base),
      totalIncVATBase: money(l.total_inc_base),
      details: details
        .filter((d) => d.line_id === l.id)
        .map((d) => ({
          accountName: d.account_name,
          date: d.date,
          description: d.description,
          hours: d.hours === null ? null : hours(d.hours),
          rate: d.rate === null ? null : money(d.rate),
          amount: money(d.total),
          amountBase: money(d.total_base),
        })),
    })),
    pdfBase64: inv.status === 'Draft' || inv.pdf === null ? null : Buffer.from(inv.pdf).toString('base64'),
    markPaid: markPaidRule(inv.status),
    syncState: syncState(change),
    error: change?.error ?? null,
  };
}
