import { addDays, isoWeek, mondayOf } from './entry-time';

/*
 * The one rule that numbers a week (issue 17): a week starting on Monday is its ISO 8601 week; a
 * week starting on Sunday takes the number of the ISO week holding most of its days (its Monday to
 * Saturday), so Sunday 22 Nov 2026's week is week 48 like Monday 23's. The Week screen, the team
 * review and the reports all number weeks through here.
 */

/** The ISO year and week number naming the week that starts on `weekStart` (a Monday or a Sunday). */
export function weekNumberOf(weekStart: string): { year: number; week: number } {
  // The fourth day (Thursday of a Monday week, Wednesday of a Sunday week) lies in that ISO week;
  // its Thursday decides the ISO year.
  const thursday = addDays(mondayOf(addDays(weekStart, 3)), 3);
  return { year: Number(thursday.slice(0, 4)), week: isoWeek(thursday) };
}

/** The week starting on `weekStart` as text, e.g. "2026-W48". */
export function weekLabelOf(weekStart: string): string {
  const { year, week } = weekNumberOf(weekStart);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
