import type { z } from 'zod';
import { ExpenseCreate } from '../../../shared/psa/resources';
import { PsaError } from '../../../shared/psa/errors';
import { deleteExpense, getExpense, type ExpenseRow } from '../db/repositories/expenses';
import { deleteOutbox, listOpenFor, logAttempt, type OutboxRow } from '../db/repositories/outbox';
import { writeTransaction } from '../db/transaction';
import { parseBody, type ExpenseInput } from './changes-entries';
import { emitChange, nowIso, type Replica } from './context';
import { resubmit } from './outbox-ops';
import { parseRequest } from './resources';

type ExpenseBody = z.output<typeof ExpenseCreate>;

/**
 * An expense whose queued create may still change, with that create. Synced expenses are
 * read-only (the API cannot change or delete them), and one whose create may already be on the
 * remote is refused until a sync settled it. Throws PsaError (NOT_FOUND, INVALID_STATE).
 */
function changeableExpense(r: Replica, id: bigint): { expense: ExpenseRow; create: OutboxRow } {
  const expense = getExpense(r.db, id);
  if (!expense) throw new PsaError('NOT_FOUND', `expense ${id} is not known here`);
  const create = listOpenFor(r.db, 'expenses', id).find((o) => o.endpoint === 'createExpense');
  if (!create) {
    throw new PsaError(
      'INVALID_STATE',
      `expense ${id} is synced: the PSA service does not allow changing it any more`,
    );
  }
  if (create.state === 'sending' || (create.needs_lookup === 1 && create.state !== 'rejected')) {
    throw new PsaError(
      'INVALID_STATE',
      `expense ${id} may already have reached the PSA service: sync first, then change it if it is still pending`,
    );
  }
  return { expense, create };
}

/**
 * Changes an expense that has not reached the remote: its queued create is corrected (validated
 * like a new expense, the local row follows) and stays queued. Synced expenses are read-only (the
 * API cannot change them), and an expense whose create may already be on the remote is refused
 * until a sync settled it: changing the body would make the lookup miss it and send it twice.
 */
export function editQueuedExpense(r: Replica, id: bigint, fields: Omit<ExpenseInput, 'AccountID'>): void {
  const { expense, create } = changeableExpense(r, id);
  const account = expense.account_id;
  // Cleared optional fields must replace the queued values, not fall back to them.
  resubmit(r, create.id, {
    ...fields,
    Description: fields.Description ?? null,
    VATAmount: fields.VATAmount ?? null,
    AccountID: account,
  });
}

/**
 * Removes an expense whose create has not been sent, or was rejected (row and queued create
 * together), and returns its create body without the account, so expenses:restore can bring it
 * back (Undo), as entries:delete does for timesheets.
 */
export function removeQueuedExpense(r: Replica, id: bigint): Omit<ExpenseBody, 'AccountID'> {
  const result = writeTransaction(r.db, () => {
    const { create } = changeableExpense(r, id);
    const { AccountID: _account, ...body } = parseBody(ExpenseCreate, parseRequest(create.request).body);
    for (const o of listOpenFor(r.db, 'expenses', id)) deleteOutbox(r.db, o.id);
    deleteExpense(r.db, id);
    logAttempt(
      r.db,
      { runId: null, outboxId: create.id, action: create.endpoint, outcome: 'discarded' },
      nowIso(r),
    );
    return body;
  });
  emitChange(r, ['expenses']);
  return result;
}

/**
 * Rewrites the description of an expense whose create is still queued and may change (as
 * editQueuedExpense, the other fields as queued); false when the expense is synced or in flight,
 * where the description stays as sent.
 */
export function setQueuedDescription(
  r: Replica,
  id: bigint,
  describe: (description: string | null) => string | null,
): boolean {
  let create: OutboxRow;
  try {
    ({ create } = changeableExpense(r, id));
  } catch (e) {
    if (e instanceof PsaError) return false;
    throw e;
  }
  const body = parseBody(ExpenseCreate, parseRequest(create.request).body);
  const Description = describe(body.Description ?? null);
  if (Description === (body.Description ?? null)) return false;
  resubmit(r, create.id, { ...body, Description });
  return true;
}
