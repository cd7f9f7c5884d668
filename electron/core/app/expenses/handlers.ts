import type { expenseChannels } from '../../../../shared/app/channels/expenses';
import { computeExpenseAmounts } from '../../../../shared/expense-math';
import { PsaError } from '../../../../shared/psa/errors';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { listExpenseViews } from '../../db/repositories/expenses';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { addExpense, parseBody } from '../../replica/changes-entries';
import { ExpenseCreate } from '../../../../shared/psa/resources';
import { requireAccountId } from '../../replica/context';
import { editQueuedExpense, removeQueuedExpense } from '../../replica/edit-expenses';
import { bookingAccount } from '../booking';
import { entryBound, LOCAL_LIMIT } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { expenseView } from '../views';
import { checkExpense } from '../entries/sanity';
import { expenseRestoreView } from './restore';
import { expenseLineOptions } from './lines';
import { expenseSummary } from './summary';

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
    'expenses:create': async ({ confirm, ...req }) => {
      // The create rules first (totals add up), then the checks that refuse or ask.
      const body = parseBody(ExpenseCreate, { ...req, AccountID: bookingAccount(ctx.r) });
      checkExpense(ctx.r, body, confirm);
      return { id: String(addExpense(ctx.r, body).id) };
    },
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
    'expenses:update': async ({ id, confirm, ...fields }) => {
      checkExpense(ctx.r, fields, confirm);
      editQueuedExpense(ctx.r, id, fields);
      return OK;
    },
    'expenses:delete': async ({ id }) => ({ removed: [expenseRestoreView(removeQueuedExpense(ctx.r, id))] }),
    'expenses:restore': async ({ expenses }) => {
      const account = requireAccountId(ctx.r);
      const ids = writeTransaction(ctx.r.db, () =>
        expenses.map((e) => {
          checkExpense(ctx.r, e, undefined, true);
          return addExpense(ctx.r, { ...e, AccountID: account }).id;
        }),
      );
      return { ids: ids.map(String) };
    },
    'expenses:lines': async ({ projectId }) => expenseLineOptions(ctx, projectId),
  };
}
