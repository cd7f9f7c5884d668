import type { expenseChannels } from '../../../../shared/app/channels/expenses';
import { computeExpenseAmounts } from '../../../../shared/expense-math';
import { problemText } from '../../i18n/problems';
import { PsaError } from '../../../../shared/psa/errors';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { listExpenseViews } from '../../db/repositories/expenses';
import { linkReceipts, listReceipts } from '../../db/repositories/receipts';
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
import { applyDetails, restoreDetails, storedDetails, withDetails } from './categories';
import { categoryHandlers } from './category-handlers';
import { inCreationOrder } from './order';

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
      return withDetails(
        db,
        inCreationOrder(rows).map((e) => expenseView(e, changes.get(e.id))),
      );
    },
    // Booked for the signed-in account; addExpense then applies the full create rules
    // (ExpenseCreate: totals add up), stores and queues in one transaction.
    'expenses:create': async ({ confirm, details, ...req }) => {
      // Units (mileage, per diem) decide the amounts; then the create rules, then the checks.
      const unit = applyDetails(db, req, details);
      const body = parseBody(ExpenseCreate, { ...unit.fields, AccountID: bookingAccount(ctx.r) });
      checkExpense(ctx.r, body, confirm);
      return writeTransaction(db, () => {
        const { id } = addExpense(ctx.r, body);
        unit.save(id);
        return { id: String(id) };
      });
    },
    'expenses:compute': async (req) => {
      const result = computeExpenseAmounts(req);
      if (!result.ok) {
        const message = problemText(result.problem);
        throw new PsaError('VALIDATION_FAILED', `${result.field}: ${message}`, [
          { path: result.field, message },
        ]);
      }
      return result.amounts;
    },
    'expenses:summary': async (req) => expenseSummary(ctx, req.from, req.to),
    'expenses:update': async ({ id, confirm, details, ...req }) => {
      const unit = applyDetails(db, req, details, id);
      checkExpense(ctx.r, unit.fields, confirm);
      writeTransaction(db, () => {
        editQueuedExpense(ctx.r, id, unit.fields);
        unit.save(id);
      });
      return OK;
    },
    'expenses:delete': async ({ id }) => {
      const details = storedDetails(db, id); // read first: the row's deletion cascades to them
      // Receipts are kept, detached by the deletion; the answer names them for an Undo.
      const receiptIds = listReceipts(db, [id]).map((r) => String(r.id));
      const view = expenseRestoreView(removeQueuedExpense(ctx.r, id), details);
      return { removed: [receiptIds.length > 0 ? { ...view, receiptIds } : view] };
    },
    'expenses:restore': async ({ expenses }) => {
      const account = requireAccountId(ctx.r);
      const ids = writeTransaction(ctx.r.db, () =>
        expenses.map((e) => {
          checkExpense(ctx.r, e, undefined, true);
          const { details, receiptIds, ...fields } = e;
          const added = addExpense(ctx.r, { ...fields, AccountID: account }).id;
          restoreDetails(db, added, fields, details);
          linkReceipts(db, receiptIds ?? [], added, true);
          return added;
        }),
      );
      return { ids: ids.map(String) };
    },
    'expenses:lines': async ({ projectId }) => expenseLineOptions(ctx, projectId),
    ...categoryHandlers(ctx),
  };
}
