import { z } from 'zod';
import { InvoiceRead } from '../../psa/resources';
import { InvoiceSummaryView, SyncState } from '../views';
import { confirm } from './entries';
import { id, ok, idText } from './fields';
import type { ChannelsOf } from './map';
import { isoDate } from './reports';
import { validationCode } from '../../i18n/problems';

/*
 * Invoices: the local list and the API's read record, an invoice's detail with exact VAT and its
 * PDF, and the two changes the API allows (mark paid, set the external id). Money arrives as
 * decimal numbers produced from exact units in the core (VAT = inc - ex there).
 */

const Money = z.number();

export const InvoiceDetailLineView = z.object({
  accountName: z.string().nullable(),
  date: z.string().nullable(),
  description: z.string().nullable(),
  hours: z.number().nullable(),
  rate: Money.nullable(),
  amount: Money,
  amountBase: Money,
});

export const InvoiceLineView = z.object({
  number: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  taxName: z.string().nullable(),
  taxPercentage: z.number().nullable(),
  totalExVAT: Money,
  vat: Money,
  totalIncVAT: Money,
  totalExVATBase: Money,
  vatBase: Money,
  totalIncVATBase: Money,
  details: z.array(InvoiceDetailLineView),
});

const InvoiceStatus = z.enum(['Draft', 'Approved', 'Sent', 'Paid', 'Void']);

const optIdText = (v: bigint | null | undefined) => (v === null || v === undefined ? v : String(v));

/** The API's invoice read record as the contract answers it: identifiers as decimal text (decision 7). */
export const InvoiceRecordView = InvoiceRead.transform((r) => ({
  ...r,
  InvoiceID: String(r.InvoiceID),
  CustomerID: optIdText(r.CustomerID),
  InvoiceContactID: optIdText(r.InvoiceContactID),
  ProjectID: optIdText(r.ProjectID),
  InvoiceLines: r.InvoiceLines.map((l) => ({
    ...l,
    InvoiceDetailLines: l.InvoiceDetailLines?.map((d) => ({ ...d, AccountID: optIdText(d.AccountID) })),
  })),
}));

/** One invoice as the detail view shows it: lines, detail lines, VAT and totals in both currencies. */
export const InvoiceDetailView = z.object({
  id: idText,
  number: z.string().nullable(),
  name: z.string(),
  status: InvoiceStatus,
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Sent or Approved and past its due date on the core's clock. */
  overdue: z.boolean(),
  note: z.string().nullable(),
  /** The invoiced project (its team review), when known. */
  projectId: idText.nullable(),
  customerName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  currency: z.string(),
  baseCurrency: z.string(),
  externalId: z.string().nullable(),
  totals: z.object({
    exVAT: Money,
    vat: Money,
    incVAT: Money,
    exVATBase: Money,
    vatBase: Money,
    incVATBase: Money,
  }),
  lines: z.array(InvoiceLineView),
  /** The PDF as base64 (never for a Draft); null when the store holds none. */
  pdfBase64: z.string().nullable(),
  /** Whether "mark paid" is allowed now, and why not when it is not. */
  markPaid: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  syncState: SyncState,
  /** The remote's reason when a change of this invoice was rejected. */
  error: z.string().nullable(),
});
export type InvoiceDetailViewT = z.output<typeof InvoiceDetailView>;

/** An invoice in the list: its summary and whether it is overdue (Sent/Approved past due, core clock). */
export const InvoiceListItemView = InvoiceSummaryView.extend({ overdue: z.boolean() });
export type InvoiceListItemViewT = z.output<typeof InvoiceListItemView>;

/** The check code that keeps an external id already on another invoice (NEEDS_CONFIRMATION). */
export const EXTERNAL_ID_IN_USE = 'EXTERNAL_ID_IN_USE';

/** What the invoice list and its totals filter on. */
const InvoiceFilter = z
  .object({
    status: InvoiceStatus.optional(),
    number: z.string().optional(),
    withoutExternalId: z.boolean().optional(),
    /** Only overdue invoices. */
    overdue: z.boolean().optional(),
    customerId: id.optional(),
    /** Invoice dates, inclusive (calendar days). */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    path: ['to'],
    message: validationCode('notBeforeStart'),
  });

/** Count and sums of the matching invoices per status and currency (never summed across currencies). */
export const InvoiceTotalsView = z.object({
  byStatus: z.array(
    z.object({
      status: InvoiceStatus,
      currency: z.string(),
      count: z.number(),
      exVAT: Money,
      incVAT: Money,
      /** How many of them are overdue. */
      overdue: z.number(),
    }),
  ),
  /** Every customer with invoices (the customer filter's choices). */
  customers: z.array(z.object({ id: idText, name: z.string(), count: z.number() })),
});
export type InvoiceTotalsViewT = z.output<typeof InvoiceTotalsView>;

/** The channels of invoices. */
export const invoiceChannels = {
  'invoices:list': { request: InvoiceFilter, response: z.array(InvoiceListItemView) },
  'invoices:totals': { request: InvoiceFilter, response: InvoiceTotalsView },
  'invoices:get': { request: z.object({ id }), response: InvoiceRecordView },
  'invoices:detail': { request: z.object({ id }), response: InvoiceDetailView },
  'invoices:markPaid': { request: z.object({ id }), response: ok },
  'invoices:setExternalId': {
    // `confirm: ['EXTERNAL_ID_IN_USE']` keeps an id another invoice already carries.
    request: z.object({ id, externalId: z.string().trim().min(1).max(128), confirm }),
    response: ok,
  },
} as const satisfies ChannelsOf<'invoices'>;
