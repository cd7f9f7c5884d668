import type { z } from 'zod';
import { fromUnits } from '../../../shared/decimal';
import type { InvoiceRead } from '../../../shared/psa/resources';
import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import type { Language } from '../../../shared/i18n/languages';
import type { Db } from '../db/connection';
import { getInvoicePdf } from '../db/repositories/invoice-pdfs';
import {
  getInvoice,
  listInvoiceDetailLines,
  listInvoiceLines,
  type InvoiceDetailLineRow,
  type InvoiceRow,
} from '../db/repositories/invoices';

/*
 * An invoice as the API reads it, over the schema the reference server and the replica share: the
 * server answers it, the app's invoices:get shows the replica's copy the same way.
 */

/** An invoice read record as the service answers it (a valid input of the InvoiceRead schema). */
export type InvoiceRecord = ReturnType<typeof invoiceRecord>;

const money = (units: bigint) => fromUnits(units, MONEY_SCALE);
const optMoney = (units: bigint | null) => (units === null ? null : money(units));

function detailRecord(d: InvoiceDetailLineRow) {
  return {
    AccountID: d.account_id,
    AccountName: d.account_name,
    BusinessUnit: d.business_unit,
    Date: d.date,
    Description: d.description,
    AmountOfHours: d.hours === null ? null : fromUnits(d.hours, HOURS_SCALE),
    Rate: optMoney(d.rate),
    RateBase: optMoney(d.rate_base),
    TotalAmount: money(d.total),
    TotalAmountBase: money(d.total_base),
  };
}

/**
 * The read record of a stored invoice: the spec's fields, ExternalID (decision 18) and ProjectID;
 * InvoicePDF (base64) only when the invoice is not Draft, in `language` when one was made in it.
 */
export function invoiceRecord(db: Db, inv: InvoiceRow, language?: Language) {
  const pdf = language === undefined ? inv.pdf : (getInvoicePdf(db, inv.id, language) ?? inv.pdf);
  const details = listInvoiceDetailLines(db, inv.id);
  const lines = listInvoiceLines(db, inv.id).map((l) => ({
    LineNumber: l.line_number,
    LineName: l.name,
    LineDescription: l.description,
    Description: l.description,
    GLAccount: l.gl_account,
    TaxPercentage: optMoney(l.tax_percentage),
    TaxName: l.tax_name,
    TaxCode: l.tax_code,
    TotalAmountExVAT: money(l.total_ex),
    TotalAmountIncVAT: money(l.total_inc),
    TotalAmountIncVATBaseCurrency: money(l.total_inc_base),
    TotalAmountExVATBaseCurrency: money(l.total_ex_base),
    InvoiceDetailLines: details.filter((d) => d.line_id === l.id).map(detailRecord),
  }));
  return {
    InvoiceName: inv.name,
    InvoiceDate: inv.invoice_date,
    InvoiceDueDate: inv.due_date,
    InvoiceNote: inv.note,
    InvoiceStatus: inv.status,
    InvoiceNumber: inv.number,
    InvoiceID: inv.id,
    CustomerID: inv.customer_id,
    CustomerName: inv.customer_name,
    InvoiceContactID: inv.contact_id,
    InvoiceContactName: inv.contact_name,
    InvoiceContactEmail: inv.contact_email,
    InvoiceCurrencyCode: inv.currency_code,
    TotalAmountExVAT: money(inv.total_ex),
    TotalAmountIncVAT: money(inv.total_inc),
    TotalAmountExVATBaseCurrency: money(inv.total_ex_base),
    TotalAmountIncVATBase: money(inv.total_inc_base),
    InvoiceLines: lines,
    ExternalID: inv.external_id,
    ProjectID: inv.project_id,
    ...(inv.status === 'Draft' || pdf === null ? {} : { InvoicePDF: Buffer.from(pdf).toString('base64') }),
  } satisfies z.input<typeof InvoiceRead>;
}

/** The invoice read record of one stored invoice, or undefined. */
export function getInvoiceRecord(db: Db, id: bigint): InvoiceRecord | undefined {
  const inv = getInvoice(db, id);
  return inv && invoiceRecord(db, inv);
}
