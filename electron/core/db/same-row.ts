/*
 * Compare before writing: a pulled record equal to the stored row is not written again, so a sync
 * with nothing changed writes (and announces) nothing. Only the fields the new value carries are
 * compared; undefined and null are the same (both store NULL), an integer equals its bigint.
 */

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'bigint' || typeof b === 'bigint') {
    const int = (v: unknown) => typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));
    return int(a) && int(b) && BigInt(a as number) === BigInt(b as number);
  }
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(a, b) === 0;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) === Number(b);
  return false;
}

/** Whether every field of `next` equals the same field of `prev` (a stored row; undefined: none). */
export function sameRow(next: object, prev: object | undefined): boolean {
  if (prev === undefined) return false;
  const stored = prev as Record<string, unknown>;
  for (const [key, value] of Object.entries(next)) if (!sameValue(value, stored[key])) return false;
  return true;
}

/** Whether two lists of rows are equal row by row (sameRow), in order. */
export function sameRows(next: readonly object[], prev: readonly object[]): boolean {
  return next.length === prev.length && next.every((row, i) => sameRow(row, prev[i]));
}
