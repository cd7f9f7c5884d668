import { z } from 'zod';
import { ExpenseFields } from '../../psa/resources';
import { ExpenseView } from '../views';
import { confirm } from './entries';
import { dateBound, id, limit, idText } from './fields';
import type { ChannelsOf } from './map';
import { RECEIPTS_PER_EXPENSE } from '../../receipts';
import { ExpenseDetailsInput, ExpenseDetailsStored, expenseCategoryChannels } from './expense-categories';

/*
 * Expenses: the signed-in account's local list, creating one (queued for sync), the form's exact
 * amounts, edits and deletes of pending expenses, and totals per project and month. Money in views
 * is numbers made from exact units in the core; the renderer never sums them.
 */

const money = z.number();

/** Totals of a group of expenses (one project, one month, one currency). */
export const ExpenseTotalsView = z.object({
  /** Project id (per project), 'yyyy-mm' (per month) or the currency (overall). */
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  count: z.number(),
  /** Of these, how many are not synced yet (pending, sending or rejected). */
  unsynced: z.number(),
  amountExVAT: money,
  vatAmount: money,
  totalAmount: money,
});
export type ExpenseTotalsViewT = z.output<typeof ExpenseTotalsView>;

export const ExpenseSummaryView = z.object({
  byProject: z.array(ExpenseTotalsView),
  byMonth: z.array(ExpenseTotalsView),
  overall: z.array(ExpenseTotalsView),
});
export type ExpenseSummaryViewT = z.output<typeof ExpenseSummaryView>;

/** A contract line to offer for a project: seen on its entries, or a line of the project itself. */
export const ContractLineOption = z.object({
  id: idText,
  name: z.string().nullable(),
  seenOn: z.enum(['project', 'expenses', 'timesheets']),
  uses: z.number(),
});
export type ContractLineOptionT = z.output<typeof ContractLineOption>;

const amountText = z.string().max(40);

/** A removed expense's create fields: give them to expenses:restore to undo the removal. */
export const ExpenseRestore = ExpenseFields.omit({ AccountID: true }).extend({
  ProjectID: id,
  details: ExpenseDetailsStored.optional(),
  // The receipts it had (delete's answer): re-linked to the restored expense if still detached.
  receiptIds: z.array(id).max(RECEIPTS_PER_EXPENSE).optional(),
});
/** A removed expense as an answer hands it back (for expenses:restore): ids and amounts as decimal text. */
export const ExpenseRestoreView = z.object({
  ProjectID: idText,
  ContractLineID: idText,
  Description: z.string().nullish(),
  AmountExVAT: z.string(),
  VATAmount: z.string().nullish(),
  TotalAmount: z.string(),
  ExpenseDate: z.string(),
  /** Mileage or per-diem units with the rates used (expense-categories.ts); absent: a plain amount. */
  details: ExpenseDetailsStored.optional(),
  /** Its receipts, kept (detached) for expenses:restore to re-link; none: absent. */
  receiptIds: z.array(idText).optional(),
});
export type ExpenseRestoreT = z.output<typeof ExpenseRestoreView>;

/** The channels of expenses. */
export const expenseChannels = {
  'expenses:list': {
    request: z.object({ from: dateBound, to: dateBound, limit }),
    response: z.array(ExpenseView),
  },
  // Booked for the signed-in account; the core applies the full create rules (ExpenseCreate), refuses
  // a date in the future and asks first (confirm, see entries.ts) for a VAT rate outside 0-30 %.
  'expenses:create': {
    // With details (mileage, per diem) the core computes the amounts from the units and the firm's
    // rates and refuses amounts that differ; an empty description gets a short text of the units.
    request: ExpenseFields.omit({ AccountID: true }).extend({
      ProjectID: id,
      confirm,
      details: ExpenseDetailsInput.optional(),
    }),
    response: z.object({ id: idText }),
  },
  // The exact amounts of an expense (the form computes the same with shared/expense-math.ts).
  'expenses:compute': {
    request: z.object({
      amountExVAT: amountText,
      mode: z.enum(['rate', 'amount', 'total']),
      vatRate: amountText.optional(),
      vatAmount: amountText.optional(),
      totalAmount: amountText.optional(),
    }),
    response: z.object({ amountExVAT: z.string(), vatAmount: z.string(), totalAmount: z.string() }),
  },
  // Totals of the signed-in account's local expenses per project, per month and overall (per currency).
  'expenses:summary': {
    request: z.object({ from: dateBound, to: dateBound }),
    response: ExpenseSummaryView,
  },
  // Changes an expense that is not synced yet (pending or rejected); synced ones are read-only.
  // Checked like expenses:create.
  'expenses:update': {
    request: ExpenseFields.omit({ AccountID: true }).extend({
      id,
      ProjectID: id,
      confirm,
      details: ExpenseDetailsInput.optional(),
    }),
    response: z.object({ ok: z.literal(true) }),
  },
  // Deletes an expense that is not synced yet (pending, or rejected: discards it) with its queued
  // create; answers what expenses:restore needs to bring it back (Undo).
  // Its receipts are kept, detached (never deleted here): `receiptIds` lists them so the UI can
  // say how many there were, and expenses:restore re-links them; receipts:remove deletes them.
  'expenses:delete': {
    request: z.object({ id }),
    response: z.object({ removed: z.array(ExpenseRestoreView) }),
  },
  // Brings deleted expenses back as new pending ones (one transaction); a future date is refused.
  'expenses:restore': {
    request: z.object({ expenses: z.array(ExpenseRestore).min(1).max(100) }),
    response: z.object({ ids: z.array(idText) }),
  },
  // Contract lines to offer for a project's expenses (no endpoint lists them: lines seen locally).
  'expenses:lines': {
    request: z.object({ projectId: id }),
    response: z.array(ContractLineOption),
  },
  ...expenseCategoryChannels,
} as const satisfies ChannelsOf<'expenses'>;
