import { compareSortKeys, nameSortKey } from '../../../shared/text-fold';

/*
 * Lists of the local store are shown by name, the way people read them: case and accents do not
 * split the alphabet and numbers sort as numbers ('Phase 9' before 'Phase 10'). This is the one
 * order of names: the SQL lists sort by psa_sort_key, the same key (shared/text-fold.ts), so a
 * list sorted here and one sorted in SQL agree. A limit applies to the ordered list (the first N
 * by name), never to an arbitrary subset that is sorted afterwards.
 */

/** Compares two names as the lists show them. */
export const compareNames = (a: string, b: string): number => compareSortKeys(nameSortKey(a), nameSortKey(b));

/** Compares two identifiers (bigint: a subtraction would not be a sort key's number). */
export const compareIds = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** The first `limit` items ordered by `nameOf` (ties by id, so the order is stable). */
export function firstByName<T extends { id: bigint }>(
  items: T[],
  nameOf: (item: T) => string,
  limit: number,
): T[] {
  // One key per item, not two per comparison.
  const keyed = items.map((item) => ({ item, key: nameSortKey(nameOf(item)) }));
  keyed.sort((a, b) => compareSortKeys(a.key, b.key) || compareIds(a.item.id, b.item.id));
  const sorted = keyed.map((k) => k.item);
  return sorted.length > limit ? sorted.slice(0, limit) : sorted;
}
