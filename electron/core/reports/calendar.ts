import { weekStartOf } from '../../../shared/app/entry-time';
import { weekLabelOf } from '../../../shared/app/week-number';

/*
 * Calendar days as 'yyyy-mm-dd' text in UTC, the way the app stores and shows PSA dates. Weeks
 * start on Monday (ISO 8601) unless the user's weeks start on Sunday (firstDay 7, issue 17).
 * Pure functions: no clock, no time zone of the machine.
 */

/** The day the user's weeks start on: 1 Monday, 7 Sunday. */
export type FirstDay = 1 | 7;

export const DAY_MS = 86_400_000;

/** The UTC midnight of a day, in ms. */
export function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The UTC day of an instant in ms. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return dayOf(dayMs(day) + n * DAY_MS);
}

/** 0 for Monday .. 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(dayMs(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  return weekdayIndex(day) < 5;
}

/** The ISO 8601 week of a day, e.g. "2026-W47" (the week belongs to the year of its Thursday). */
export function isoWeekLabel(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor((dayMs(thursday) - dayMs(`${year}-01-01`)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day of the week holding `day`: its Monday, or its Sunday when weeks start on Sunday. */
export function weekStartFor(day: string, firstDay: FirstDay = 1): string {
  return weekStartOf(day, firstDay);
}

/** The week starting on `weekStart` as "2026-W48", numbered as the Week screen numbers it. */
export function weekLabel(weekStart: string): string {
  return weekLabelOf(weekStart);
}

/** The first days (Mondays, or Sundays) of every week overlapping [from, to], oldest first. */
export function weekStarts(from: string, to: string, firstDay: FirstDay = 1): string[] {
  const out: string[] = [];
  for (let d = weekStartFor(from, firstDay); d <= to; d = addDays(d, 7)) out.push(d);
  return out;
}

/** The first and last day of a month 'yyyy-mm'. */
export function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = dayOf(Date.UTC(y, m, 0));
  return { first, last };
}

/** Every month 'yyyy-mm' from the month of `from` to the month of `to`, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > end) return out;
    out.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/** Working days (Monday to Friday) in [from, to]. */
export function workingDaysBetween(from: string, to: string): number {
  let n = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) if (isWorkingDay(d)) n += 1;
  return n;
}
