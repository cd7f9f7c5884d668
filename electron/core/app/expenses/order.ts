import type { ExpenseView } from '../../db/repositories/expenses';

/*
 * The app's order of its expenses (the renderer shows it newest first): by date, then by when the
 * expense was made here, never by the id alone. A pending expense's provisional id is negative and
 * becomes the remote's 17-digit id at sync, so an id order moved same-day rows at Sync now. Ties
 * left (rows made in the same millisecond, pulled rows of one day) go by |id|: provisional ids
 * count down and the remote numbers them up in the order they are pushed, so both keep creation order.
 */

const abs = (id: bigint) => (id < 0n ? -id : id);

/** Sorts expenses oldest first: date, creation time, then |id| (stable across the id swap at sync). */
export function inCreationOrder<T extends Pick<ExpenseView, 'expense_date' | 'created_at' | 'id'>>(
  rows: T[],
): T[] {
  return rows.sort((a, b) => {
    if (a.expense_date !== b.expense_date) return a.expense_date < b.expense_date ? -1 : 1;
    if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
    const x = abs(a.id);
    const y = abs(b.id);
    return x === y ? 0 : x < y ? -1 : 1;
  });
}
