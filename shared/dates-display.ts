import { localDate } from './app/entry-time';

/*
 * How the app writes dates and times for people (issue 13): ONE date style, in the user's locale,
 * on every screen and in the core's messages: day, short month and year ("22 Nov 2026" en-GB,
 * "Nov 22, 2026" en-US, "22. Nov. 2026" de), with the short weekday in front where the day of the
 * week matters ("Sun, 22 Nov 2026"), ranges in the same style ("16 – 22 Nov 2026"), and the clock
 * as the locale keeps it ("09:00" on a 24-hour clock, "9:00 AM" on a 12-hour one). Calendar days
 * (yyyy-mm-dd, or a PSA date at UTC midnight) are formatted at UTC midnight so the day is the same
 * wherever the user is; instants (a timesheet's start, a sync) in local time.
 *
 * The locale is the display locale: the one the language setting chooses (setDisplayLocale, from
 * formatLocale in shared/i18n/languages.ts), else the process's (the browser's in the renderer; the
 * OS's in Electron's main process and the CLI). `locale` in the options is for tests.
 */

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const cache = new Map<string, Intl.DateTimeFormat>();
/** Ranges already written (formatRange costs about a millisecond a call; headers ask for the same few). */
const ranges = new Map<string, string>();
/** The locale the user's language setting chose; undefined: the process's. */
let chosenLocale: string | undefined;
/** Who wants to know when the display locale changes (e.g. formatters cached per locale). */
const listeners = new Set<() => void>();

/** The locale every date, time, number and amount is written in (the language setting's). */
export function displayLocale(): string {
  return chosenLocale ?? Intl.DateTimeFormat().resolvedOptions().locale;
}

/** Sets the display locale (undefined: the process's) and drops every formatter made for the old one. */
export function setDisplayLocale(locale: string | undefined): void {
  if (locale === chosenLocale) return;
  chosenLocale = locale;
  cache.clear();
  ranges.clear();
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of the display locale; returns the unsubscribe. */
export function onDisplayLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function format(kind: string, given: string | undefined, options: Intl.DateTimeFormatOptions) {
  const locale = given ?? displayLocale();
  const key = `${kind}|${locale}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** Whether the locale's custom is a 12-hour clock (en-US) rather than 24 hours (en-GB, nl, de). */
function twelveHours(locale: string | undefined): boolean {
  const cycle = format('cycle', locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

/** The clock part's options: 24-hour locales write 09:00 (aligned in lists), 12-hour ones 9:00 AM. */
function clock(locale: string | undefined, seconds: boolean): Intl.DateTimeFormatOptions {
  const twelve = twelveHours(locale);
  return {
    hour: twelve ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  };
}

/** The calendar day a date text names (its first 10 characters yyyy-mm-dd), as UTC midnight; NaN if none. */
function dayMs(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
}

/** A calendar day, e.g. "22 Nov 2026" (with `weekday`: "Sun, 22 Nov 2026"); unreadable text as given. */
export function formatDay(date: string, opts: { weekday?: boolean; locale?: string } = {}): string {
  const t = dayMs(date);
  if (Number.isNaN(t)) return date;
  const kind = opts.weekday ? 'weekday-day' : 'day';
  const options: Intl.DateTimeFormatOptions = opts.weekday
    ? { weekday: 'short', ...DAY, timeZone: 'UTC' }
    : { ...DAY, timeZone: 'UTC' };
  return format(kind, opts.locale, options).format(t);
}

/** The local calendar day of an instant (a timesheet's start), in the style of formatDay. */
export function formatLocalDay(instant: string | number, opts: { weekday?: boolean; locale?: string } = {}) {
  const t = typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isNaN(t) ? String(instant) : formatDay(localDate(t), opts);
}

/** Two calendar days as the language writes a range in the same style: "16 – 22 Nov 2026". */
export function formatDayRange(from: string, to: string, locale?: string): string {
  const key = `${from}|${to}|${locale ?? displayLocale()}`;
  const known = ranges.get(key);
  if (known !== undefined) return known;
  const [a, b] = [dayMs(from), dayMs(to)];
  if (Number.isNaN(a) || Number.isNaN(b)) return `${from} – ${to}`;
  const text = format('day', locale, { ...DAY, timeZone: 'UTC' }).formatRange(a, b);
  if (ranges.size >= 500) ranges.clear();
  ranges.set(key, text);
  return text;
}

/** A month ("yyyy-mm" or any date in it), e.g. "November 2026" (`short`: "Nov 2026", for chart axes). */
export function formatMonth(month: string, opts: { short?: boolean; locale?: string } = {}): string {
  const t = dayMs(`${month.slice(0, 7)}-01`);
  if (Number.isNaN(t)) return month;
  const kind = opts.short ? 'month-short' : 'month';
  return format(kind, opts.locale, {
    month: opts.short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(t);
}

/** The local clock time of an instant: "09:00" (24-hour locales) or "9:00 AM" (12-hour ones). */
export function formatTime(instant: string | number, locale?: string): string {
  const t = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(t)) return String(instant);
  return format('clock', locale, clock(locale, false)).format(t);
}

/** A clock time of day (minutes after midnight, 0-1440) as the locale writes it; 1440 is "24:00". */
export function formatMinutes(minutes: number, locale?: string): string {
  if (minutes === 1440) return '24:00';
  return formatTime(new Date(2026, 0, 5, Math.floor(minutes / 60), minutes % 60).getTime(), locale);
}

/**
 * A local instant as the day and the time, e.g. "22 Nov 2026, 14:05" (with `seconds` "14:05:09":
 * when two moments within a minute must be told apart, as the last sync).
 */
export function formatInstant(instant: string | number, opts: { seconds?: boolean; locale?: string } = {}) {
  const t = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(t)) return String(instant);
  const seconds = opts.seconds ?? false;
  const kind = seconds ? 'instant-s' : 'instant';
  return format(kind, opts.locale, { ...DAY, ...clock(opts.locale, seconds) }).format(t);
}

/** The day a week starts on, ISO numbered: 1 Monday, 7 Sunday. */
export type FirstDay = 1 | 7;

/** The week start the user chose in Settings: the locale's custom, Monday or Sunday. */
export type WeekStartSetting = 'auto' | 'monday' | 'sunday';

/** Intl.Locale's week data (getWeekInfo() in newer engines, the weekInfo getter in older ones). */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The first day of the week for a setting: Monday or Sunday as chosen, else the locale's custom
 * (en-US Sunday, en-GB/nl/de Monday). Locales starting on Saturday (ar-EG) or a locale Intl
 * cannot say start on Monday: the grid offers the two starts only.
 */
export function firstDayOfWeek(setting: WeekStartSetting = 'auto', locale = displayLocale()): FirstDay {
  if (setting === 'monday') return 1;
  if (setting === 'sunday') return 7;
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & WeekInfoLocale;
    return (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay === 7 ? 7 : 1;
  } catch {
    return 1;
  }
}
