import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { localDate } from '../../../shared/app/entry-time';
import { formatDay } from '../../../shared/dates-display';

dayjs.extend(customParseFormat);

/*
 * Dates as a person types them (issue 13): "today", "yesterday", "tomorrow", a weekday ("mon":
 * the most recent one, today included), "22/11", "22-11", "22.11.2026" (day and month in the
 * order of the user's locale; en-US is month/day) or ISO "2026-11-22". An impossible date is
 * refused with a message, never rolled over: validity comes from dayjs in strict mode, not from
 * Date's lenient arithmetic (which makes 30 February into 2 March).
 */

/** Which of day and month a locale writes first. */
export type DayMonthOrder = 'DM' | 'MD';

/** A typed date: the calendar day yyyy-mm-dd, or why it is not one. */
export type ParsedDate = { ok: true; date: string } | { ok: false; message: string };

/** What a typed date is relative to; both default to the user's (today, the browser's locale). */
export interface DateContext {
  today?: string;
  locale?: string;
}

const ISO = 'YYYY-MM-DD';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const RELATIVE: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1 };

/** The user's locale: the browser's (the one Intl formats with). */
export function userLocale(): string {
  return Intl.DateTimeFormat().resolvedOptions().locale;
}

/** Whether the locale writes the day before the month (en-GB 22/11) or after it (en-US 11/22). */
export function dayMonthOrder(locale = userLocale()): DayMonthOrder {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
    .formatToParts(Date.UTC(2026, 10, 22))
    .filter((p) => p.type === 'day' || p.type === 'month');
  return parts[0]?.type === 'month' ? 'MD' : 'DM';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day as the locale's numeric short form, for hints: "22/11/2026" (en-GB), "11/22/2026" (en-US). */
function numeric(day: Dayjs, order: DayMonthOrder): string {
  const [a, b] = order === 'DM' ? [day.date(), day.month() + 1] : [day.month() + 1, day.date()];
  return `${a}/${b}/${day.year()}`;
}

function hint(today: Dayjs, order: DayMonthOrder): string {
  const iso = today.format(ISO);
  return `type a date such as ${numeric(today, order)}, ${iso}, today, yesterday or mon`;
}

/** "February 2026" in the locale. */
function monthName(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** The day of a year, month and day as typed, or why there is no such day. */
function ofParts(y: number, m: number, d: number, locale: string, orderHint: string): ParsedDate {
  if (y < 1000) return { ok: false, message: `${y} is not a year; type four digits such as 2026` };
  if (m < 1 || m > 12) return { ok: false, message: `there is no month ${m}${orderHint}` };
  const days = dayjs(`${pad(y, 4)}-${pad(m)}-01`, ISO, true).daysInMonth();
  const day = dayjs(`${pad(y, 4)}-${pad(m)}-${pad(d)}`, ISO, true);
  if (d < 1 || d > days || !day.isValid())
    return { ok: false, message: `${monthName(y, m, locale)} has ${days} days, not ${d}${orderHint}` };
  return { ok: true, date: day.format(ISO) };
}

/** Lower case without dots or accents: "Nov." and "nov" and "März" and "marz" compare equal. */
const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/\./g, '').toLowerCase();

/** The names a locale (and English) gives months and weekdays, folded: month name -> number. */
function calendarWords(locale: string): { months: Map<string, number>; weekdays: Set<string> } {
  const months = new Map<string, number>();
  const weekdays = new Set<string>(WEEKDAYS.flatMap((w) => [w, w.slice(0, 3)]));
  for (const loc of [locale, 'en']) {
    for (const month of ['long', 'short'] as const) {
      const f = new Intl.DateTimeFormat(loc, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) months.set(fold(f.format(Date.UTC(2026, m, 1))), m + 1);
    }
    for (const weekday of ['long', 'short'] as const) {
      const f = new Intl.DateTimeFormat(loc, { weekday, timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) weekdays.add(fold(f.format(Date.UTC(2026, 10, 22 + d))));
    }
  }
  return { months, weekdays };
}

/**
 * A date written with its month's name, as the app shows dates ("22 Nov 2026", "Nov 22, 2026",
 * "Sun 22 Nov 2026", "22. Nov. 2026") or a person types them ("22 nov"): a weekday is ignored,
 * the year is optional. Undefined when the text is not of that form.
 */
function withMonthName(t: string, locale: string): { day: number; month: number; year?: number } | undefined {
  const words = t.split(/[\s,./-]+/).filter(Boolean);
  if (words.length < 2 || !words.some((w) => /^\p{L}/u.test(w))) return undefined;
  const { months, weekdays } = calendarWords(locale);
  let month: number | undefined;
  const numbers: string[] = [];
  for (const w of words) {
    const f = fold(w);
    if (/^\d+$/.test(f)) numbers.push(f);
    else if (months.has(f) && month === undefined) month = months.get(f);
    else if (!weekdays.has(f)) return undefined;
  }
  if (month === undefined || numbers.length < 1 || numbers.length > 2) return undefined;
  const [dayText, yearText] = numbers;
  if (dayText === undefined || dayText.length > 2) return undefined;
  const day = Number(dayText);
  if (yearText === undefined) return { day, month };
  return { day, month, year: Number(yearText.length === 2 ? `20${yearText}` : yearText) };
}

/** Reads a typed date (see the forms above); the message of a refusal says what would do. */
export function parseDateText(typed: string, ctx: DateContext = {}): ParsedDate {
  const locale = ctx.locale ?? userLocale();
  const order = dayMonthOrder(locale);
  const today = dayjs(ctx.today ?? localDate(Date.now()), ISO, true);
  const t = typed.trim().toLowerCase();
  const refuse: ParsedDate = { ok: false, message: hint(today, order) };

  const shift = RELATIVE[t];
  if (shift !== undefined) return { ok: true, date: today.add(shift, 'day').format(ISO) };
  if (/^\p{L}{3,}$/u.test(t)) {
    const weekday = WEEKDAYS.findIndex((w) => w.startsWith(t));
    if (weekday < 0) return refuse;
    return { ok: true, date: today.subtract((today.day() - weekday + 7) % 7, 'day').format(ISO) };
  }
  const named = withMonthName(t, locale);
  if (named) return ofParts(named.year ?? today.year(), named.month, named.day, locale, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return ofParts(Number(iso[1]), Number(iso[2]), Number(iso[3]), locale, '');
  const short = /^(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?$/.exec(t);
  if (!short) return refuse;
  const [a, b] = [Number(short[1]), Number(short[3])];
  const [d, m] = order === 'DM' ? [a, b] : [b, a];
  const yearText = short[4];
  const y =
    yearText === undefined ? today.year() : Number(yearText.length === 2 ? `20${yearText}` : yearText);
  const orderHint = ` (${order === 'DM' ? 'day/month' : 'month/day'} here, e.g. ${numeric(today, order)})`;
  return ofParts(y, m, d, locale, orderHint);
}

/** A day for the line under a date field, e.g. "Sun 22 Nov 2026" in the locale. */
export function formatDayLong(date: string, locale = userLocale()): string {
  return formatDay(date, { weekday: true, locale });
}

/**
 * A date field's hint from today's local day, worked out when called (at render, never cached):
 * "today, mon, 11/23" on Monday 23 November in en-US; weekday and date are of the same day.
 */
export function dateHint(now = Date.now(), locale = userLocale()): string {
  const today = dayjs(localDate(now), ISO, true);
  const [a, b] =
    dayMonthOrder(locale) === 'DM' ? [today.date(), today.month() + 1] : [today.month() + 1, today.date()];
  // The weekday as the field takes it (English, lower case), e.g. "mon".
  return `today, ${WEEKDAYS[today.day()]?.slice(0, 3) ?? ''}, ${a}/${b}`;
}
