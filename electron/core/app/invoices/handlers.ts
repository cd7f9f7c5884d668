import {
  InvoiceRecordView,
  type invoiceChannels,
  type InvoiceListItemViewT,
} from '../../../../shared/app/channels/invoices';
import { unnamedIn } from '../../i18n/unnamed';
import {
  invoiceCustomers,
  invoiceTotals,
  listInvoiceSummaries,
  openChangesByRecord,
  type InvoiceFilter,
} from '../../db/repositories/app-lookups';
import { getInvoiceRecord } from '../../records/invoices';
import { payInvoice, setInvoiceExternalId } from '../../replica/changes-records';
import { LOCAL_LIMIT, notFound } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { invoiceSummaryView, money } from '../views';
import { checkExternalId, isOverdue, overdueBefore } from './checks';
import { invoiceDetail } from './detail';

const OK = { ok: true } as const;

type InvoiceStatusT = InvoiceListItemViewT['status'];

/** The repository's filter of a list or totals request (`before`: the overdue instant). */
function filterOf(
  q: {
    status?: InvoiceStatusT | undefined;
    number?: string | undefined;
    withoutExternalId?: boolean | undefined;
    overdue?: boolean | undefined;
    customerId?: bigint | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  before: string,
): InvoiceFilter {
  return {
    status: q.status,
    number: q.number,
    withoutExternalId: q.withoutExternalId,
    overdueBefore: q.overdue === true ? before : undefined,
    customerId: q.customerId,
    from: q.from,
    to: q.to,
  };
}

/** The core's handlers of the invoices channels (shared/app/channels/invoices.ts). */
export function invoiceHandlers(ctx: CoreContext): HandlersOf<keyof typeof invoiceChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'invoices:list': async (q) => {
      const changes = openChangesByRecord(db, 'invoices');
      const before = overdueBefore(r.now());
      const rows = listInvoiceSummaries(db, { ...filterOf(q, before), limit: LOCAL_LIMIT });
      return rows.map((i) => ({
        ...invoiceSummaryView(i, changes.get(i.id)),
        overdue: isOverdue(i, before),
      }));
    },
    'invoices:totals': async (q) => {
      const before = overdueBefore(r.now());
      return {
        byStatus: invoiceTotals(db, filterOf(q, before), before).map((t) => ({
          status: t.status as InvoiceStatusT,
          currency: t.currency_code,
          count: t.count,
          exVAT: money(t.total_ex),
          incVAT: money(t.total_inc),
          overdue: t.overdue,
        })),
        customers: invoiceCustomers(db).map((c) => ({
          id: String(c.customer_id),
          name: c.customer_name ?? unnamedIn('company', c.customer_id),
          count: c.count,
        })),
      };
    },
    'invoices:get': async ({ id }) => {
      const record = getInvoiceRecord(db, id);
      if (!record) throw notFound('invoice', id);
      return InvoiceRecordView.parse(record);
    },
    'invoices:detail': async ({ id }) => invoiceDetail(db, id, overdueBefore(r.now())),
    // Queued for sync in one transaction with the local change (replica/changes-records.ts).
    'invoices:markPaid': async ({ id }) => (payInvoice(r, { invoiceid: id }), OK),
    // Asks first when another invoice carries the id (checks.ts); stores nothing until confirmed.
    'invoices:setExternalId': async ({ id, externalId, confirm }) => {
      checkExternalId(db, id, externalId, confirm);
      setInvoiceExternalId(r, { invoiceid: id, externalid: externalId });
      return OK;
    },
  };
}
