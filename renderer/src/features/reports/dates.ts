import dayjs from 'dayjs';
import { weekStartOf } from '../../../../shared/app/entry-time';
import { formatMonth, type FirstDay } from '../../../../shared/dates-display';

/*
 * Default ranges of the reports, from the user's local today. The core computes every figure;
 * these only choose which days to ask for (yyyy-mm-dd, weeks from the user's first day).
 */

const DAY = 'YYYY-MM-DD';

/** Today as yyyy-mm-dd (local calendar). */
export function today(): string {
  return dayjs().format(DAY);
}

/** The range of the last `weeks` weeks (Monday to Sunday, or Sunday to Saturday), this week included. */
export function lastWeeks(
  weeks: number,
  day = today(),
  firstDay: FirstDay = 1,
): { from: string; to: string } {
  const start = dayjs(weekStartOf(day, firstDay));
  return {
    from: start.subtract(weeks - 1, 'week').format(DAY),
    to: start.add(6, 'day').format(DAY),
  };
}

/** The last `months` calendar months, this month included. */
export function lastMonths(months: number, day = today()): { from: string; to: string } {
  const d = dayjs(day);
  return {
    from: d
      .startOf('month')
      .subtract(months - 1, 'month')
      .format(DAY),
    to: d.endOf('month').format(DAY),
  };
}

/** This month as yyyy-mm. */
export function thisMonth(day = today()): string {
  return day.slice(0, 7);
}

/** The month `n` months after `month` (yyyy-mm). */
export function shiftMonth(month: string, n: number): string {
  return dayjs(`${month}-01`).add(n, 'month').format('YYYY-MM');
}

/** A month as "November 2026" in the user's locale. */
export function monthLabel(month: string): string {
  return formatMonth(month);
}
