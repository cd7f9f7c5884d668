/*
 * Lists of the local store are shown by name, the way people read them: case and accents do not
 * split the alphabet. A limit applies to the ordered list (the first N by name), never to an
 * arbitrary subset that is sorted afterwards.
 */

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Compares two names as the lists show them. */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** The first `limit` items ordered by `nameOf` (ties by id, so the order is stable). */
export function firstByName<T extends { id: number }>(
  items: T[],
  nameOf: (item: T) => string,
  limit: number,
): T[] {
  items.sort((a, b) => compareNames(nameOf(a), nameOf(b)) || a.id - b.id);
  return items.length > limit ? items.slice(0, limit) : items;
}
