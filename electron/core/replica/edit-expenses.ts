import { PsaError } from '../../../shared/psa/errors';
import { getExpense } from '../db/repositories/expenses';
import { listOpenFor } from '../db/repositories/outbox';
import type { ExpenseInput } from './changes-entries';
import type { Replica } from './context';
import { resubmit } from './outbox-ops';

/**
 * Changes an expense that has not reached the remote: its queued create is corrected (validated
 * like a new expense, the local row follows) and stays queued. Synced expenses are read-only (the
 * API cannot change them), and an expense whose create may already be on the remote is refused
 * until a sync settled it: changing the body would make the lookup miss it and send it twice.
 */
export function editQueuedExpense(r: Replica, id: number, fields: Omit<ExpenseInput, 'AccountID'>): void {
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
  const account = expense.account_id;
  // Cleared optional fields must replace the queued values, not fall back to them.
  resubmit(r, create.id, {
    ...fields,
    Description: fields.Description ?? null,
    VATAmount: fields.VATAmount ?? null,
    AccountID: account,
  });
}
