import { divRound, rescaleUnits, toUnits, unitsToText } from './decimal';
import { isProblem, problem, type Problem } from './i18n/problems';
import { DECIMAL_LIMIT, MONEY_SCALE } from './psa/scalars';

/*
 * The amounts of an expense, exactly: amount excluding VAT, VAT as a rate or an amount, and the
 * total, on scaled integers (units of 1e-8) and never through binary floating point. The expense
 * form computes with it as the user types; the core's `expenses:compute` answers with the same.
 */

/** Which input decides the VAT: a rate in percent, a VAT amount, or the total (VAT = total - ex). */
export type VatMode = 'rate' | 'amount' | 'total';

/** The typed amounts (decimal text; `,` as decimal separator is accepted). */
export interface ExpenseAmountsInput {
  amountExVAT: string;
  mode: VatMode;
  vatRate?: string | undefined;
  vatAmount?: string | undefined;
  totalAmount?: string | undefined;
}

/** Computed amounts as decimal text with at least two decimals ("121.12", "0.00", "12.3456"). */
export interface ExpenseAmounts {
  amountExVAT: string;
  vatAmount: string;
  totalAmount: string;
}

/** A computation: the amounts, or the field at fault and why (a problem code, said by the caller). */
export type ExpenseAmountsResult =
  | { ok: true; amounts: ExpenseAmounts; units: { ex: bigint; vat: bigint; total: bigint } }
  | { ok: false; field: keyof Omit<ExpenseAmountsInput, 'mode'>; problem: Problem };

/** VAT rates offered as presets, in percent. */
export const VAT_PRESETS = ['21', '9', '0'] as const;

const CENT = 10n ** BigInt(MONEY_SCALE - 2); // units per cent

/** Money units as text with at least two decimals: 12112000000n -> "121.12", 0n -> "0.00". */
export function moneyText(units: bigint): string {
  const text = unitsToText(units, MONEY_SCALE);
  const dot = text.indexOf('.');
  if (dot < 0) return `${text}.00`;
  return text.length - dot - 1 < 2 ? `${text}0` : text;
}

/** Parses typed money or a rate: units of 1e-8, or the problem with it. Empty text is null. */
export function parseAmount(text: string | undefined): bigint | null | Problem {
  const t = (text ?? '').trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(t)) return problem('core:validation.nonNegative');
  try {
    return toUnits(t.startsWith('.') ? `0${t}` : t.replace(/\.$/, ''), MONEY_SCALE);
  } catch {
    return problem('core:validation.decimalsN', { n: MONEY_SCALE });
  }
}

/** VAT of an amount at a rate (both units of 1e-8), rounded half away from zero to whole cents. */
export function vatAtRate(exUnits: bigint, rateUnits: bigint): bigint {
  // ex x rate (percent) is in units of 1e-16 money-percent: VAT in cents is that over 10^16.
  const perCent = 10n ** BigInt(2 * MONEY_SCALE);
  return divRound(exUnits * rateUnits, perCent) * CENT;
}

/** Computes VAT and total from the amount excluding VAT and the input the mode names. */
export function computeExpenseAmounts(input: ExpenseAmountsInput): ExpenseAmountsResult {
  const ex = parseAmount(input.amountExVAT);
  if (isProblem(ex)) return { ok: false, field: 'amountExVAT', problem: ex };
  if (ex === null) return { ok: false, field: 'amountExVAT', problem: problem('core:validation.required') };
  let vat: bigint;
  if (input.mode === 'rate') {
    const rate = parseAmount(input.vatRate);
    if (isProblem(rate)) return { ok: false, field: 'vatRate', problem: rate };
    if (rate === null) return { ok: false, field: 'vatRate', problem: problem('core:validation.required') };
    if (rate > 1_000n * 10n ** BigInt(MONEY_SCALE))
      return { ok: false, field: 'vatRate', problem: problem('core:validation.atMost1000Percent') };
    vat = vatAtRate(ex, rate);
  } else if (input.mode === 'amount') {
    const amount = parseAmount(input.vatAmount);
    if (isProblem(amount)) return { ok: false, field: 'vatAmount', problem: amount };
    vat = amount ?? 0n;
  } else {
    const total = parseAmount(input.totalAmount);
    if (isProblem(total)) return { ok: false, field: 'totalAmount', problem: total };
    if (total === null)
      return { ok: false, field: 'totalAmount', problem: problem('core:validation.required') };
    if (total < ex)
      return { ok: false, field: 'totalAmount', problem: problem('core:validation.notBelowAmount') };
    vat = total - ex;
  }
  const total = ex + vat;
  if (total > BigInt(DECIMAL_LIMIT) * 10n ** BigInt(MONEY_SCALE))
    return { ok: false, field: 'amountExVAT', problem: problem('core:validation.tooLarge') };
  return {
    ok: true,
    amounts: { amountExVAT: moneyText(ex), vatAmount: moneyText(vat), totalAmount: moneyText(total) },
    units: { ex, vat, total },
  };
}

const HUNDRED = 100n * 10n ** BigInt(MONEY_SCALE);

/** The amount excl. VAT (units) of a total at a VAT rate (percent, units), rounded half away from zero to the cent. */
export function exclusiveOfTotal(totalUnits: bigint, rateUnits: bigint): bigint {
  const ex = divRound(totalUnits * HUNDRED, HUNDRED + rateUnits);
  return rescaleUnits(rescaleUnits(ex, MONEY_SCALE, 2), 2, MONEY_SCALE);
}

/** The rate in percent VAT is of an amount (units), to two decimals ("21", "8.99"); null for no amount. */
export function effectiveRate(exUnits: bigint, vatUnits: bigint): string | null {
  if (exUnits <= 0n) return null;
  const hundredths = divRound(vatUnits * 10_000n, exUnits);
  return unitsToText(hundredths, 2);
}
