import { isInteger, isSafeNumber, LosslessNumber, parse, stringify } from 'lossless-json';

/**
 * JSON that keeps every digit (decisions 7, 9): the real PSOhub's 17-digit identifiers do not fit
 * a binary float (JSON.parse turns 14073748835533011 into 14073748835533012), nor do 8-decimal
 * amounts past 15 significant digits.
 */

/**
 * A JSON number's value: a JS number when the float holds every digit, a bigint for a larger
 * integer, else a LosslessNumber that keeps the text (Id and Decimal schemas accept all three).
 */
function parseNumber(text: string): number | bigint | LosslessNumber {
  if (isSafeNumber(text)) return Number(text);
  if (isInteger(text)) return BigInt(text);
  return new LosslessNumber(text);
}

/** Parses JSON text without losing a digit of any number; throws SyntaxError like JSON.parse. */
export function parseJson(text: string): unknown {
  return parse(text, null, parseNumber);
}

/**
 * Writes JSON with every digit: bigint as its digits, a LosslessNumber as its text, everything
 * else as JSON.stringify would.
 */
export function stringifyJson(value: unknown, space?: number): string {
  const out = stringify(value, null, space);
  if (out === undefined) throw new TypeError('not JSON-serializable');
  return out;
}
