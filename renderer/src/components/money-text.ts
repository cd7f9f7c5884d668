import { i18n } from '../i18n';
import { userLocale } from './date-text';
import { MONEY_SCALE } from '../../../shared/psa/scalars';

/*
 * Amounts as a person types them, with the grouping and decimal marks of either convention:
 * "1,234.56" and "1.234,56" are both 1234.56 (issue 13). Only a lone mark is ambiguous ("1,234"):
 * followed by exactly three digits it is the locale's grouping mark if it is that locale's, else a
 * decimal mark. The result is plain decimal text ("1234.56"), which the exact expense arithmetic
 * (shared/expense-math) reads; nothing passes through a binary float.
 */

/** A typed amount: plain decimal text, or why it is not an amount (with an example). */
export type ParsedMoney = { ok: true; text: string } | { ok: false; message: string };

/** The locale's grouping and decimal marks, e.g. { group: ',', decimal: '.' } for en-GB. */
function marks(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** Whether digits split by a grouping mark are well grouped: 1-3 digits, then groups of 3. */
const grouped = (groups: string[]) =>
  /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));

/** Reads a typed amount in the user's locale (or the one given); empty text is refused too. */
export function parseMoneyText(typed: string, locale = userLocale()): ParsedMoney {
  const { group, decimal } = marks(locale);
  const example = `1${group === '.' || group === ',' ? group : ','}234${decimal}56`;
  const refuse: ParsedMoney = { ok: false, message: i18n.t('common:amountField.invalid', { example }) };
  // Spaces and apostrophes only ever group digits (fr "1 234,56", de-CH "1'234.56").
  const t = typed.trim().replace(/(?<=\d)[\s\u00a0\u202f'’](?=\d{3}(?!\d))/g, '');
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return refuse;
  const dots = t.split('.').length - 1;
  const commas = t.split(',').length - 1;
  let groupMark: string | null = null;
  let decimalMark: string | null = null;
  if (dots > 0 && commas > 0) {
    // Both: the last one separates the decimals.
    decimalMark = t.lastIndexOf('.') > t.lastIndexOf(',') ? '.' : ',';
    groupMark = decimalMark === '.' ? ',' : '.';
  } else if (dots + commas > 1) groupMark = dots > 0 ? '.' : ',';
  else if (dots + commas === 1) {
    const mark = dots > 0 ? '.' : ',';
    const lone = t.split(mark);
    if (mark === group && /^\d{1,3}$/.test(lone[0] ?? '') && /^\d{3}$/.test(lone[1] ?? '')) groupMark = mark;
    else decimalMark = mark;
  }
  const [whole = '', fraction, extra] = decimalMark === null ? [t] : t.split(decimalMark);
  if (extra !== undefined) return refuse;
  const groups = groupMark === null ? [whole] : whole.split(groupMark);
  if (groupMark !== null ? !grouped(groups) : !/^\d*$/.test(whole)) return refuse;
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return refuse;
  const digits = groups.join('');
  if (digits === '' && !fraction) return refuse;
  return { ok: true, text: fraction === undefined ? digits : `${digits}.${fraction}` };
}

/**
 * Plain decimal text ("1493.75", as the exact computation writes it) as an amount field shows it:
 * in the display locale, grouped, every decimal kept ("1.493,75" de, "1,493.75" en), so what the
 * form computes reads like what a person types and parseMoneyText reads it back to the same text.
 * At least `minDecimals` decimals (2 for money, 0 for a rate); text that is no decimal as given.
 */
export function amountFieldText(plain: string, minDecimals = 2, locale = userLocale()): string {
  if (!/^\d+(\.\d+)?$/.test(plain)) return plain;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: MONEY_SCALE,
  }).format(plain as `${number}`);
}
