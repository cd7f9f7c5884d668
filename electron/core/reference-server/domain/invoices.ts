import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import {
  getInvoice,
  listInvoiceRows,
  setInvoiceExternalIdRow,
  setInvoiceStatus,
  type InvoiceRow,
} from '../../db/repositories/invoices';
import { invoiceRecord } from '../../records/invoices';
import type { HandlersFor, ServiceOptions } from './handlers';
import { writeTransaction } from '../../db/transaction';

function requireInvoice(db: Db, id: bigint): InvoiceRow {
  const inv = getInvoice(db, id);
  if (!inv) throw new PsaError('NOT_FOUND', `invoice ${id} does not exist`);
  return inv;
}

/**
 * GET /invoices, PATCH /invoices/paid (Approved or Sent to Paid, else 409 and nothing changes)
 * and PATCH /invoices/external (stores the external identifier in any status).
 */
export function invoiceHandlers(
  db: Db,
  _options?: ServiceOptions,
): HandlersFor<'listInvoices' | 'markInvoicePaid' | 'setInvoiceExternalId'> {
  return {
    listInvoices: ({ query }, ctx) =>
      listInvoiceRows(db, {
        status: query.invoicestatus,
        number: query.invoicenumber,
        noExternalId: query.noexternalid,
        limit: query.limit ?? DEFAULT_LIMIT,
      }).map((inv) => invoiceRecord(db, inv, ctx.language)),

    markInvoicePaid: ({ query }, ctx) =>
      writeTransaction(db, () => {
        const inv = requireInvoice(db, query.invoiceid);
        if (inv.status !== 'Approved' && inv.status !== 'Sent') {
          throw new PsaError(
            'INVALID_STATE',
            `invoice ${inv.id} is ${inv.status}; only an Approved or Sent invoice can be marked paid`,
          );
        }
        setInvoiceStatus(db, inv.id, 'Paid');
        return invoiceRecord(db, requireInvoice(db, inv.id), ctx.language);
      }),

    setInvoiceExternalId: ({ query }, ctx) =>
      writeTransaction(db, () => {
        const inv = requireInvoice(db, query.invoiceid);
        setInvoiceExternalIdRow(db, inv.id, query.externalid);
        return invoiceRecord(db, requireInvoice(db, inv.id), ctx.language);
      }),
  };
}
