import { displayLocale, formatDay, formatDayRange } from '../../../../shared/dates-display';

/*
 * How the week view writes days: the app's one date style (shared/dates-display.ts). Dates are
 * yyyy-mm-dd calendar days; formatting them as UTC midnight shows that same day wherever the user is.
 */

/** The short weekday format of the display locale, made again when the language changes it. */
let weekday = { locale: '', format: new Intl.DateTimeFormat() };
function weekdayFormat(): Intl.DateTimeFormat {
  const locale = displayLocale();
  if (weekday.locale !== locale)
    weekday = { locale, format: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }) };
  return weekday.format;
}

/** "Mon 23" (the day of the month after the weekday in every language: a column header). */
export function dayLabel(date: string): string {
  return `${weekdayFormat().format(Date.parse(`${date}T00:00:00Z`))} ${Number(date.slice(8, 10))}`;
}

/** "Mon 23 Nov 2026" (the date style with its weekday, as the language writes it) */
export function longDay(date: string): string {
  return formatDay(date, { weekday: true });
}

/** "23 – 29 Nov 2026" (as the language writes a range) */
export function rangeLabel(from: string, to: string): string {
  return formatDayRange(from, to);
}
