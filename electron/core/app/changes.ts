import { addExpense, addTimesheet } from '../replica/changes-entries';
import {
  addCompany,
  addContact,
  addProject,
  editCompany,
  editContact,
  editProject,
  payInvoice,
  setInvoiceExternalId,
} from '../replica/changes-records';
import { discard, resubmit } from '../replica/outbox-ops';
import { PsaError } from '../../../shared/psa/errors';
import { signedInAccount } from '../db/repositories/sync-meta';
import type { Replica } from '../replica/context';
import { listOpen } from '../db/repositories/outbox';
import type { CoreContext, HandlersOf } from './types';
import { changeView } from './views';

const OK = { ok: true } as const;

/** The signed-in account that entries are booked for. */
function bookingAccount(r: Replica): number {
  const v = signedInAccount(r.db);
  if (v === undefined)
    throw new PsaError(
      'VALIDATION_FAILED',
      'No account is set for this data folder: choose your account in Settings first.',
    );
  return Number(v);
}

/**
 * Local changes: each is validated, applied to the replica and queued for sync in one transaction
 * (replica/changes-*.ts); the replica's change listeners then tell the renderer which tables moved.
 */
export function changeHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'timesheets:create'
  | 'expenses:create'
  | 'companies:create'
  | 'companies:update'
  | 'contacts:create'
  | 'contacts:update'
  | 'projects:create'
  | 'projects:update'
  | 'invoices:markPaid'
  | 'invoices:setExternalId'
  | 'changes:list'
  | 'changes:resubmit'
  | 'changes:discard'
> {
  const r = ctx.r;
  return {
    // Entries are booked for the signed-in account; addTimesheet/addExpense then apply the full
    // create rules (TimesheetCreate: the period must hold the hours; ExpenseCreate: totals add up).
    'timesheets:create': async (req) => ({
      id: addTimesheet(r, { ...req, AccountID: bookingAccount(r) }).id,
    }),
    'expenses:create': async (req) => ({ id: addExpense(r, { ...req, AccountID: bookingAccount(r) }).id }),
    'companies:create': async (req) => addCompany(r, req),
    'companies:update': async (req) => (editCompany(r, req), OK),
    'contacts:create': async (req) => addContact(r, req),
    'contacts:update': async (req) => (editContact(r, req), OK),
    'projects:create': async (req) => addProject(r, req),
    'projects:update': async (req) => (editProject(r, req), OK),
    'invoices:markPaid': async ({ id }) => (payInvoice(r, { invoiceid: id }), OK),
    'invoices:setExternalId': async ({ id, externalId }) => (
      setInvoiceExternalId(r, { invoiceid: id, externalid: externalId }),
      OK
    ),
    'changes:list': async () => listOpen(r.db).map(changeView),
    'changes:resubmit': async ({ id, patch }) => (resubmit(r, id, patch), OK),
    'changes:discard': async ({ id }) => (discard(r, id), OK),
  };
}
