import { decimalText } from './psa/scalars';

/**
 * Exact decimal arithmetic on scaled integers: 12.34 at scale 2 is the integer 1234. Sums of money
 * and hours go through these functions, never through binary floating point (decision 9).
 */

/** Converts a decimal number or text to an integer count of 10^-scale units; throws if inexact. */
export function toUnits(value: number | string, scale: number): number {
  const text = decimalText(value);
  if (text === null) throw new RangeError(`not a decimal: ${String(value)}`);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [int = '0', frac = ''] = body.split('.');
  const trimmed = frac.replace(/0+$/, '');
  if (trimmed.length > scale) throw new RangeError(`${text} has more than ${scale} decimals`);
  const units = BigInt(int + frac.padEnd(scale, '0').slice(0, scale));
  const n = Number(negative ? -units : units);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${text} is out of range`);
  return n;
}

/** The decimal text of a unit count: 1234 at scale 2 is "12.34", 1200 is "12". */
export function unitsToText(units: number, scale: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return (negative ? '-' : '') + int + (frac ? '.' + frac : '');
}

/** The JSON number of a unit count; prints as its exact decimal (100.1, not 100.09999). */
export function fromUnits(units: number, scale: number): number {
  return Number(unitsToText(units, scale));
}

/** Rounds a/b half away from zero, on integers, without floating point. */
export function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const q = (absA * 2n + absB) / (absB * 2n);
  return negative ? -q : q;
}

/**
 * Multiplies two unit counts (scales sa and sb) and returns units at scale `out`, rounded half
 * away from zero: hours(2) x rate(4) -> money(4).
 */
export function mulUnits(a: number, sa: number, b: number, sb: number, out: number): number {
  const product = BigInt(a) * BigInt(b);
  const shift = sa + sb - out;
  const result = shift >= 0 ? divRound(product, 10n ** BigInt(shift)) : product * 10n ** BigInt(-shift);
  return Number(result);
}

/** Sum of unit counts. */
export function sumUnits(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  if (!Number.isSafeInteger(total)) throw new RangeError('sum out of range');
  return total;
}

/** Like toUnits, but rounds half away from zero past `scale` decimals (for tolerant reading). */
export function toUnitsRounded(value: number | string, scale: number): number {
  const text = decimalText(value);
  if (text === null) throw new RangeError(`not a decimal: ${String(value)}`);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [int = '0', frac = ''] = body.split('.');
  const exact = BigInt(int + frac);
  const shift = frac.length - scale;
  const units = shift > 0 ? divRound(exact, 10n ** BigInt(shift)) : exact * 10n ** BigInt(-shift);
  const n = Number(negative ? -units : units);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${text} is out of range`);
  return n;
}
