import { InvoiceRecordView, type invoiceChannels } from '../../../../shared/app/channels/invoices';
import { listInvoiceSummaries, openChangesByRecord } from '../../db/repositories/app-lookups';
import { getInvoiceRecord } from '../../records/invoices';
import { payInvoice, setInvoiceExternalId } from '../../replica/changes-records';
import { LOCAL_LIMIT, notFound } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { invoiceSummaryView } from '../views';
import { checkExternalId, isOverdue, overdueBefore } from './checks';
import { invoiceDetail } from './detail';

const OK = { ok: true } as const;

/** The core's handlers of the invoices channels (shared/app/channels/invoices.ts). */
export function invoiceHandlers(ctx: CoreContext): HandlersOf<keyof typeof invoiceChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'invoices:list': async (q) => {
      const changes = openChangesByRecord(db, 'invoices');
      const before = overdueBefore(r.now());
      const rows = listInvoiceSummaries(db, {
        status: q.status,
        number: q.number,
        withoutExternalId: q.withoutExternalId,
        overdueBefore: q.overdue === true ? before : undefined,
        limit: LOCAL_LIMIT,
      });
      return rows.map((i) => ({
        ...invoiceSummaryView(i, changes.get(i.id)),
        overdue: isOverdue(i, before),
      }));
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
