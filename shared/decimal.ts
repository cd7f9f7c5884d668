import { isLosslessNumber, LosslessNumber } from 'lossless-json';

/**
 * Exact decimal arithmetic on scaled integers: 12.34 at scale 2 is the integer 1234. Sums of money
 * and hours go through these functions, never through binary floating point (decision 9).
 */

/** A decimal as it may arrive: a JSON number (a LosslessNumber when a float would lose digits) or text. */
export type DecimalInput = number | bigint | string | LosslessNumber;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * The exact decimal text of a JSON number or numeric string: 100.1 gives "100.1", 1e-7 gives
 * "0.0000001". Returns null for non-finite values or text that is not a plain decimal.
 */
export function decimalText(value: DecimalInput): string | null {
  if (typeof value === 'bigint') return String(value);
  if (isLosslessNumber(value)) return decimalText(value.toString());
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const s = String(value);
    if (!/e/i.test(s)) return s;
    return expandExponent(s);
  }
  const t = value.trim();
  if (DECIMAL_TEXT.test(t)) return t;
  if (/^-?\d+(\.\d+)?e[+-]?\d+$/i.test(t)) return expandExponent(t);
  return null;
}

function expandExponent(s: string): string | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]?\d+)$/i.exec(s);
  if (!m) return null;
  const [, sign, int = '', frac = '', expText] = m;
  const exp = Number(expText);
  if (Math.abs(exp) > 40) return null;
  const digits = int + frac;
  const point = int.length + exp;
  let out: string;
  if (point <= 0) out = '0.' + '0'.repeat(-point) + digits;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = digits.slice(0, point) + '.' + digits.slice(point);
  out = out.replace(/^0+(?=\d)/, '');
  if (out.includes('.')) out = out.replace(/\.?0+$/, '');
  return sign + out;
}

/** Number of decimals in a decimal text. */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Largest magnitude of a unit count: SQLite's 64-bit INTEGER. */
const MAX_UNITS = 2n ** 63n - 1n;

function checkRange(units: bigint, text: string): bigint {
  if (units > MAX_UNITS || units < -MAX_UNITS) throw new RangeError(`${text} is out of range`);
  return units;
}

/** Converts a decimal number or text to an integer count of 10^-scale units; throws if inexact. */
export function toUnits(value: DecimalInput, scale: number): bigint {
  const text = decimalText(value);
  if (text === null) throw new RangeError(`not a decimal: ${String(value)}`);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [int = '0', frac = ''] = body.split('.');
  const trimmed = frac.replace(/0+$/, '');
  if (trimmed.length > scale) throw new RangeError(`${text} has more than ${scale} decimals`);
  const units = BigInt(int + frac.padEnd(scale, '0').slice(0, scale));
  return checkRange(negative ? -units : units, text);
}

/** The decimal text of a unit count: 1234n at scale 2 is "12.34", 1200n is "12". */
export function unitsToText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = String(negative ? -units : units).padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return (negative ? '-' : '') + int + (frac ? '.' + frac : '');
}

/**
 * The JSON number of a unit count, written with every digit by the lossless JSON writer
 * (shared/psa/json.ts): 991.73553719, never a binary float's nearest neighbour.
 */
export function fromUnits(units: bigint, scale: number): LosslessNumber {
  return new LosslessNumber(unitsToText(units, scale));
}

/**
 * The nearest JS number of a unit count, for display and charts only (exact up to 15 significant
 * digits; sums and stored values stay in units).
 */
export function unitsToNumber(units: bigint, scale: number): number {
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

/** Units at scale `from` as units at scale `to`, rounded half away from zero when `to` is smaller. */
export function rescaleUnits(units: bigint, from: number, to: number): bigint {
  return to >= from ? units * 10n ** BigInt(to - from) : divRound(units, 10n ** BigInt(from - to));
}

/**
 * Multiplies two unit counts (scales sa and sb) and returns units at scale `out`, rounded half
 * away from zero: hours(4) x rate(8) -> money(8).
 */
export function mulUnits(a: bigint, sa: number, b: bigint, sb: number, out: number): bigint {
  return rescaleUnits(a * b, sa + sb, out);
}

/** Sum of unit counts. */
export function sumUnits(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const v of values) total += v;
  return checkRange(total, 'the sum');
}

/** Like toUnits, but rounds half away from zero past `scale` decimals (for tolerant reading). */
export function toUnitsRounded(value: DecimalInput, scale: number): bigint {
  const text = decimalText(value);
  if (text === null) throw new RangeError(`not a decimal: ${String(value)}`);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [int = '0', frac = ''] = body.split('.');
  const units = rescaleUnits(BigInt(int + frac), frac.length, scale);
  return checkRange(negative ? -units : units, text);
}
