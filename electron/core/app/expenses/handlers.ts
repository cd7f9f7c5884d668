import type { expenseChannels } from '../../../../shared/app/channels/expenses';
import { computeExpenseAmounts } from '../../../../shared/expense-math';
import { PsaError } from '../../../../shared/psa/errors';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { listExpenseViews } from '../../db/repositories/expenses';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { addExpense } from '../../replica/changes-entries';
import { requireAccountId } from '../../replica/context';
import { editQueuedExpense, removeQueuedExpense } from '../../replica/edit-expenses';
import { bookingAccount } from '../booking';
import { entryBound, LOCAL_LIMIT } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { expenseView } from '../views';
import { expenseRestoreView } from './restore';
import { expenseLineOptions, expenseSummary } from './summary';

const OK = { ok: true } as const;

/** The core's handlers of the expenses channels (shared/app/channels/expenses.ts). */
export function expenseHandlers(ctx: CoreContext): HandlersOf<keyof typeof expenseChannels> {
  const db = ctx.r.db;
  return {
    'expenses:list': async (q) => {
      const changes = openChangesByRecord(db, 'expenses');
      const rows = listExpenseViews(db, {
        accountId: signedInAccount(db),
        fromInclusive: entryBound(q.from, 'from'),
        toExclusive: entryBound(q.to, 'to'),
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((e) => expenseView(e, changes.get(e.id)));
    },
    // Booked for the signed-in account; addExpense then applies the full create rules
    // (ExpenseCreate: totals add up), stores and queues in one transaction.
    'expenses:create': async (req) => ({
      id: String(addExpense(ctx.r, { ...req, AccountID: bookingAccount(ctx.r) }).id),
    }),
    'expenses:compute': async (req) => {
      const result = computeExpenseAmounts(req);
      if (!result.ok) {
        throw new PsaError('VALIDATION_FAILED', `${result.field}: ${result.message}`, [
          { path: result.field, message: result.message },
        ]);
      }
      return result.amounts;
    },
    'expenses:summary': async (req) => expenseSummary(ctx, req.from, req.to),
    'expenses:update': async ({ id, ...fields }) => (editQueuedExpense(ctx.r, id, fields), OK),
    'expenses:delete': async ({ id }) => ({ removed: [expenseRestoreView(removeQueuedExpense(ctx.r, id))] }),
    'expenses:restore': async ({ expenses }) => {
      const account = requireAccountId(ctx.r);
      const ids = writeTransaction(ctx.r.db, () =>
        expenses.map((e) => addExpense(ctx.r, { ...e, AccountID: account }).id),
      );
      return { ids: ids.map(String) };
    },
    'expenses:lines': async ({ projectId }) => expenseLineOptions(ctx, projectId),
  };
}
