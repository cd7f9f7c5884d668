import { moneyText, parseAmount } from '../../../../../shared/expense-math';
import { amountFieldText } from '../../../components/money-text';
import { editAmount, type ExpenseDraft } from '../form-model';

/*
 * A new expense prefilled from what receipts:scan read: the receipt's total as the Total (the VAT
 * then follows from the amount excl. VAT, worked back from the total at the form's rate and
 * rounded to the cent) and its date. Only empty amounts are filled, never what the user typed.
 */

/** The draft with the scan's amount and date where it can take them, and which ones it took. */
export function prefillDraft(
  d: ExpenseDraft,
  scan: { amount: string | null; date: string | null },
): { draft: ExpenseDraft; amount: boolean; date: boolean } {
  let draft = d;
  let amount = false;
  const untouched = d.amountExVAT.trim() === '' && d.totalAmount.trim() === '';
  const total = scan.amount === null ? null : parseAmount(scan.amount);
  if (untouched && typeof total === 'bigint' && total > 0n) {
    // The amount excl. VAT is worked back at the form's rate (form-model.ts), as for a typed total.
    draft = editAmount(draft, 'totalAmount', amountFieldText(moneyText(total)));
    amount = draft.amountExVAT !== '';
  }
  const date = untouched && scan.date !== null;
  if (date) draft = { ...draft, date: scan.date ?? draft.date };
  return { draft, amount, date };
}
