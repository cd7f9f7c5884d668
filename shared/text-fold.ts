/*
 * One folding of text for matching and sorting, used by the core's SQL functions (psa_fold,
 * psa_sort_key in electron/core/db/repositories/text-match.ts) and the duplicate checks: lower
 * case, accents off ('Côte' = 'cote', 'Göteborg' = 'goteborg'), letters NFKD does not decompose
 * spelled out ('ß' = 'ss', 'ø' = 'o').
 */

const LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** Text as matched and sorted: lower case, without accents. */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđðþ]/g, (c) => LETTERS[c] ?? c);
}

/**
 * The key names sort by, everywhere (the core's SQL through psa_sort_key, name-order.ts in JS):
 * the folded text with each run of digits written as its length and its digits, so that 'Phase 9'
 * comes before 'Phase 10' as with a numeric collation. Compared by code point, as SQLite compares
 * text (compareSortKeys), so a list sorted in SQL and one sorted in JS agree.
 */
export function nameSortKey(value: string): string {
  return foldText(value).replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '');
    return `${String(Math.min(digits.length, 99)).padStart(2, '0')}${digits}`;
  });
}

/** Orders two sort keys by code point (SQLite's BINARY order of UTF-8 text), not by UTF-16 unit. */
export function compareSortKeys(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length < y.length ? -1 : x.length > y.length ? 1 : 0;
}
