/*
 * Lists of the local store are shown by name, the way people read them: case and accents do not
 * split the alphabet. A limit applies to the ordered list (the first N by name), never to an
 * arbitrary subset that is sorted afterwards.
 */

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Compares two names as the lists show them. */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** Compares two identifiers (bigint: a subtraction would not be a sort key's number). */
export const compareIds = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** The first `limit` items ordered by `nameOf` (ties by id, so the order is stable). */
export function firstByName<T extends { id: bigint }>(
  items: T[],
  nameOf: (item: T) => string,
  limit: number,
): T[] {
  items.sort((a, b) => compareNames(nameOf(a), nameOf(b)) || compareIds(a.id, b.id));
  return items.length > limit ? items.slice(0, limit) : items;
}
