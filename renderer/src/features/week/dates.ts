/*
 * How the week view writes days. Dates are yyyy-mm-dd calendar days; formatting them as UTC
 * midnight shows that same day wherever the user is.
 */

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const range = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "Mon 23" (the day of the month after the weekday in every language: a column header). */
export function dayLabel(date: string): string {
  return `${weekday.format(utc(date))} ${Number(date.slice(8, 10))}`;
}

/** "Monday, November 23" (as the language writes it) */
export function longDay(date: string): string {
  return long.format(utc(date));
}

/** "Nov 23 – 29, 2026" (as the language writes a range) */
export function rangeLabel(from: string, to: string): string {
  return range.formatRange(utc(from), utc(to));
}
