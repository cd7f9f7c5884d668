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
