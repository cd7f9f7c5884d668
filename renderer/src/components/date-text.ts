import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { localDate } from '../../../shared/app/entry-time';
import { displayLocale, formatDay } from '../../../shared/dates-display';
import { resolveLanguage, type Language } from '../../../shared/i18n/languages';
import type { resources } from '../../../shared/i18n/resources';
import { i18n } from '../i18n';

dayjs.extend(customParseFormat);

/*
 * Dates as a person types them (issue 13): "today", "yesterday", "tomorrow", a weekday ("mon":
 * the most recent one, today included), "22/11", "22-11", "22.11.2026" (day and month in the
 * order of the user's locale; en-US is month/day) or ISO "2026-11-22". The words are the user's
 * language's as well as English ("vandaag", "gisteren", "ma"; "heute", "gestern", "Mo"; issue 17),
 * month and weekday names the locale's (Intl). An impossible date is refused with a message,
 * never rolled over: validity comes from dayjs in strict mode, not from Date's lenient arithmetic
 * (which makes 30 February into 2 March).
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

/** The user's locale: the display locale the language setting chose (the one the app formats with). */
export function userLocale(): string {
  return displayLocale();
}

/** The interface language that goes with a locale (its words and messages): "nl-BE" -> nl. */
const languageOf = (locale: string): Language => resolveLanguage('system', locale);

/** The messages of a date field, in the `language` namespace. */
type DateTextKey = `language:dateText.${keyof (typeof resources)['en']['language']['dateText']}`;

/** A message of a date field in the locale's language. */
function say(locale: string, key: DateTextKey, values: Record<string, string | number> = {}): string {
  return i18n.t(key, { ...values, lng: languageOf(locale) });
}

/** The words of one language: relative days and short weekdays (Sunday first), lower case. */
function wordsOf(language: Language): { relative: Map<string, number>; weekdays: string[] } {
  const t = (key: 'today' | 'yesterday' | 'tomorrow' | 'weekdays') =>
    fold(i18n.t(`language:dateWords.${key}`, { lng: language }));
  return {
    relative: new Map([
      [t('today'), 0],
      [t('yesterday'), -1],
      [t('tomorrow'), 1],
    ]),
    weekdays: t('weekdays').split(','),
  };
}

/** The short weekday the field takes for a day of the week (0 Sunday) in the locale's language. */
function weekdayWord(day: number, locale: string): string {
  return wordsOf(languageOf(locale)).weekdays[day] ?? '';
}

/**
 * The day of the week (0 Sunday) a typed word names: a short weekday of the language or of
 * English ("ma", "Mo", "mon"), or the start (3 letters or more) of a full weekday name in the
 * locale or in English ("maan", "Montag", "monday"). -1 for none.
 */
function weekdayOf(word: string, locale: string): number {
  for (const language of new Set([languageOf(locale), 'en' as const])) {
    const exact = wordsOf(language).weekdays.indexOf(word);
    if (exact >= 0) return exact;
  }
  if (word.length < 3) return -1;
  for (const loc of [locale, 'en']) {
    const f = new Intl.DateTimeFormat(loc, { weekday: 'long', timeZone: 'UTC' });
    for (let d = 0; d < 7; d++) {
      // 22 November 2026 is a Sunday.
      if (fold(f.format(Date.UTC(2026, 10, 22 + d))).startsWith(word)) return d;
    }
  }
  return -1;
}

/** Whether the locale writes the day before the month (en-GB 22/11) or after it (en-US 11/22). */
export function dayMonthOrder(locale = userLocale()): DayMonthOrder {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
    .formatToParts(Date.UTC(2026, 10, 22))
    .filter((p) => p.type === 'day' || p.type === 'month');
  return parts[0]?.type === 'month' ? 'MD' : 'DM';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day in the locale's numeric form, for hints: "22/11/2026" (en-GB), "11/22/2026" (en-US), "22-11-2026" (nl). */
function numeric(day: Dayjs, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(day.year(), day.month(), day.date()));
}

function hint(today: Dayjs, locale: string): string {
  const words = wordsOf(languageOf(locale));
  const word = (shift: number) => [...words.relative].find(([, s]) => s === shift)?.[0] ?? '';
  return say(locale, 'language:dateText.hint', {
    numeric: numeric(today, locale),
    iso: today.format(ISO),
    today: word(0),
    yesterday: word(-1),
    weekday: words.weekdays[1] ?? '',
  });
}

/** "February 2026" in the locale. */
function monthName(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** How typed numbers were read, for a refusal: "day/month" and an example, or none (ISO, month names). */
type OrderHint = { order: string; example: string } | null;

/** The day of a year, month and day as typed, or why there is no such day. */
function ofParts(y: number, m: number, d: number, locale: string, orderHint: OrderHint): ParsedDate {
  if (y < 1000) return { ok: false, message: say(locale, 'language:dateText.notAYear', { year: y }) };
  if (m < 1 || m > 12) {
    const key = orderHint ? 'language:dateText.noMonthOrder' : 'language:dateText.noMonth';
    return { ok: false, message: say(locale, key, { month: m, ...orderHint }) };
  }
  const days = dayjs(`${pad(y, 4)}-${pad(m)}-01`, ISO, true).daysInMonth();
  const day = dayjs(`${pad(y, 4)}-${pad(m)}-${pad(d)}`, ISO, true);
  if (d < 1 || d > days || !day.isValid()) {
    const key = orderHint ? 'language:dateText.daysInMonthOrder' : 'language:dateText.daysInMonth';
    const month = monthName(y, m, locale);
    return { ok: false, message: say(locale, key, { month, days, day: d, ...orderHint }) };
  }
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
  // "22.11." as German writes a day and month: the closing dot ends the date.
  const t = typed
    .trim()
    .toLowerCase()
    .replace(/^(\d{1,2}\.\d{1,2})\.$/, '$1');
  const refuse: ParsedDate = { ok: false, message: hint(today, locale) };

  const word = fold(t);
  const shift = wordsOf(languageOf(locale)).relative.get(word) ?? wordsOf('en').relative.get(word);
  if (shift !== undefined) return { ok: true, date: today.add(shift, 'day').format(ISO) };
  if (/^\p{L}{2,}$/u.test(word)) {
    const weekday = weekdayOf(word, locale);
    if (weekday < 0) return refuse;
    return { ok: true, date: today.subtract((today.day() - weekday + 7) % 7, 'day').format(ISO) };
  }
  const named = withMonthName(t, locale);
  if (named) return ofParts(named.year ?? today.year(), named.month, named.day, locale, null);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return ofParts(Number(iso[1]), Number(iso[2]), Number(iso[3]), locale, null);
  const short = /^(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?$/.exec(t);
  if (!short) return refuse;
  const [a, b] = [Number(short[1]), Number(short[3])];
  const [d, m] = order === 'DM' ? [a, b] : [b, a];
  const yearText = short[4];
  const y =
    yearText === undefined ? today.year() : Number(yearText.length === 2 ? `20${yearText}` : yearText);
  const orderHint = {
    order: say(locale, order === 'DM' ? 'language:dateText.dayMonth' : 'language:dateText.monthDay'),
    example: numeric(today, locale),
  };
  return ofParts(y, m, d, locale, orderHint);
}

/** A day for the line under a date field, e.g. "Sun 22 Nov 2026" in the locale. */
export function formatDayLong(date: string, locale = userLocale()): string {
  return formatDay(date, { weekday: true, locale });
}

/**
 * A date field's hint from today's local day, worked out when called (at render, never cached):
 * "today, mon, 11/23" on Monday 23 November in en-US ("vandaag, ma, 23-11" in nl); weekday and
 * date are of the same day, the words as the field takes them.
 */
export function dateHint(now = Date.now(), locale = userLocale()): string {
  const today = dayjs(localDate(now), ISO, true);
  const [a, b] =
    dayMonthOrder(locale) === 'DM' ? [today.date(), today.month() + 1] : [today.month() + 1, today.date()];
  // The locale's mark between day and month where it has one ("-" nl, "." de), else "/".
  const mark = languageOf(locale) === 'en' ? '/' : (dayMonthMark(locale) ?? '/');
  const words = wordsOf(languageOf(locale));
  return say(locale, 'language:dateText.placeholder', {
    today: [...words.relative].find(([, s]) => s === 0)?.[0] ?? '',
    weekday: weekdayWord(today.day(), locale),
    dayMonth: `${a}${mark}${b}`,
  });
}

/** The mark a locale writes between day and month in a numeric date ("-" nl-NL, "." de-DE). */
function dayMonthMark(locale: string): string | undefined {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(Date.UTC(2026, 10, 22))
    .find((p) => p.type === 'literal')
    ?.value.trim();
}
