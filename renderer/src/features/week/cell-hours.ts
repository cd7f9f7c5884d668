import type { WeekCellT } from '../../../../shared/app/channels/week';

/**
 * The hours a cell shows: those the totals count (its rejected hours apart, walkthrough 30); a
 * cell of rejected entries alone shows them, struck out, to be fixed. Exact to the 4 decimals of
 * the contract's Hours (a float difference would read 0.04999...).
 */
export function countedHours(cell: WeekCellT | undefined): number {
  if (!cell) return 0;
  const counted = Math.round((cell.hours - cell.rejectedHours) * 10_000) / 10_000;
  return counted > 0 ? counted : cell.hours;
}
