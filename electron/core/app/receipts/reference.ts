import { withReceiptReference } from '../../../../shared/receipts';
import { listReceipts } from '../../db/repositories/receipts';
import { getReplicaSetting } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import type { Replica } from '../../replica/context';
import { setQueuedDescription } from '../../replica/edit-expenses';

/*
 * The receipt reference (issue 15, point 1): the PSA API has no attachment field, so with the
 * setting on (Settings › Expense categories, `receipt_reference`) the description sent for an
 * expense ends with the start of each receipt's SHA-256, " [receipt 3fa9c1]", and whoever holds the
 * receipts (this app's report ZIP names its files with the same six digits) can match them. Only a
 * description not sent yet can follow: once the expense is synced or in flight it stays as sent.
 */

/** Brings a pending expense's description in line with its receipts, when the setting is on. */
export function noteReceiptReference(r: Replica, expenseId: bigint): void {
  if (getReplicaSetting(r.db, 'receipt_reference') !== '1') return;
  writeTransaction(r.db, () => {
    const hashes = listReceipts(r.db, [expenseId]).map((x) => x.sha256);
    setQueuedDescription(r, expenseId, (d) => withReceiptReference(d, hashes));
  });
}
