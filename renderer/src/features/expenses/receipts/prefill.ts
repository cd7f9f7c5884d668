import { divRound, rescaleUnits } from '../../../../../shared/decimal';
import { moneyText, parseAmount } from '../../../../../shared/expense-math';
import { MONEY_SCALE } from '../../../../../shared/psa/scalars';
import { editAmount, type ExpenseDraft } from '../form-model';

/*
 * A new expense prefilled from what receipts:scan read: the receipt's total as the Total (the VAT
 * then follows from the amount excl. VAT, worked back from the total at the form's rate and
 * rounded to the cent) and its date. Only empty amounts are filled, never what the user typed.
 */

const HUNDRED = 100n * 10n ** BigInt(MONEY_SCALE);

/** The amount excl. VAT of a total at a VAT rate, rounded to the cent, as the form's text. */
function exclusive(totalUnits: bigint, rateUnits: bigint): string {
  const ex = divRound(totalUnits * HUNDRED, HUNDRED + rateUnits);
  return moneyText(rescaleUnits(rescaleUnits(ex, MONEY_SCALE, 2), 2, MONEY_SCALE));
}

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
    const rate = parseAmount(d.vatRate);
    const ex = exclusive(total, typeof rate === 'bigint' ? rate : 0n);
    draft = editAmount(editAmount(draft, 'amountExVAT', ex), 'totalAmount', moneyText(total));
    amount = true;
  }
  const date = untouched && scan.date !== null;
  if (date) draft = { ...draft, date: scan.date ?? draft.date };
  return { draft, amount, date };
}
