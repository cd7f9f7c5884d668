import dayjs from 'dayjs';
import { formatMonth } from '../../../../shared/dates-display';

/*
 * Default ranges of the reports, from the user's local today. The core computes every figure;
 * these only choose which days to ask for (yyyy-mm-dd, weeks from Monday).
 */

const DAY = 'YYYY-MM-DD';

/** Today as yyyy-mm-dd (local calendar). */
export function today(): string {
  return dayjs().format(DAY);
}

/** The Monday-to-Sunday range of the last `weeks` weeks, this week included. */
export function lastWeeks(weeks: number, day = today()): { from: string; to: string } {
  const d = dayjs(day);
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return {
    from: monday.subtract(weeks - 1, 'week').format(DAY),
    to: monday.add(6, 'day').format(DAY),
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
