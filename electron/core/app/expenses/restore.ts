import type { z } from 'zod';
import type { ExpenseCreate } from '../../../../shared/psa/resources';
import type { ExpenseRestoreT } from '../../../../shared/app/channels/expenses';
import type { ExpenseDetailsStoredT } from '../../../../shared/app/channels/expense-categories';

/** A removed expense's create body, as the replica hands it back (bigint ids, exact amount text). */
type RemovedExpense = Omit<z.output<typeof ExpenseCreate>, 'AccountID'>;

/**
 * A removed expense as the contract answers it (ExpenseRestoreView): ids and amounts as decimal
 * text, so expenses:restore takes it back with every digit.
 */
export function expenseRestoreView(b: RemovedExpense, details?: ExpenseDetailsStoredT): ExpenseRestoreT {
  return {
    ProjectID: String(b.ProjectID),
    ContractLineID: String(b.ContractLineID),
    Description: b.Description,
    AmountExVAT: b.AmountExVAT,
    VATAmount: b.VATAmount,
    TotalAmount: b.TotalAmount,
    ExpenseDate: b.ExpenseDate,
    ...(details ? { details } : {}),
  };
}
