import { problem, validationCode, type Problem, type ProblemKey } from '../i18n/problems';

/*
 * Calendar days, clock times and hours of timesheet entries, shared by the core and the renderer.
 * Plain TypeScript (no zod): the renderer's week chunk imports it without the contract's schemas.
 * Hours are counted in exact units of 0.01 h (36 seconds), never summed as binary floats.
 * A "day" is a local calendar day (yyyy-mm-dd) of the machine the code runs on: the core and the
 * renderer run on the same machine, so they agree on it.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The earliest start of a new entry on an empty day: 09:00. */
export const DAY_START_MINUTES = 9 * 60;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether text is a real calendar date yyyy-mm-dd. */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * Why text is not a real calendar date yyyy-mm-dd (a problem code, said by the caller in its
 * language): not in that form, or a day that does not exist ("2026-02-30 is not a date: February
 * 2026 has 28 days"); null when it is one. The core says it at the field instead of rolling over.
 */
export function dateProblem(text: string): Problem | null {
  const m = DATE.exec(text);
  if (!m) return problem(validationCode('date'));
  if (isDate(text)) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12) return problem('core:impossibleDate.noMonth', { date: text, month: mo });
  if (d < 1) return problem('core:impossibleDate.noDay', { date: text, day: d });
  const month = problem(`core:impossibleDate.month.m${mo}` as ProblemKey);
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return problem('core:impossibleDate.daysInMonth', { date: text, month, year: y, days });
}

function parts(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The date `n` calendar days after `date` (negative: before). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The Monday of the ISO week holding `date`. */
export function mondayOf(date: string): string {
  const [y, m, d] = parts(date);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of the week holding `date` when weeks start on Monday (1) or Sunday (7). */
export function weekStartOf(date: string, firstDay: 1 | 7 = 1): string {
  if (firstDay === 1) return mondayOf(date);
  const [y, m, d] = parts(date);
  return addDays(date, -new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}

/** The seven dates of the week starting `monday` (or the Sunday of a week starting on Sunday). */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The ISO week number of a date (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: string): number {
  const thursday = addDays(mondayOf(date), 3);
  const [y] = parts(thursday);
  const first = Date.UTC(y, 0, 1);
  const [ty, tm, td] = parts(thursday);
  return Math.floor((Date.UTC(ty, tm - 1, td) - first) / 86_400_000 / 7) + 1;
}

/** The local calendar day of an instant (epoch ms or ISO text). */
export function localDate(instant: number | string): string {
  const t = new Date(instant);
  return `${pad(t.getFullYear(), 4)}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** The local clock time hh:mm of an instant. */
export function localTime(instant: number | string): string {
  const t = new Date(instant);
  return `${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** Epoch ms of a local day's start plus `minutes` (DST-safe: built from local calendar fields). */
export function localInstant(date: string, minutes = 0): number {
  const [y, m, d] = parts(date);
  return new Date(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 0, 0).getTime();
}

/** Minutes since midnight of a clock time: "9", "930", "9:30", "09.30" -> 570; null when not a time. */
export function parseClock(text: string): number | null {
  // "2:30 PM", "2pm", "2.30 p.m.": the 12-hour clock as times are shown where it is the custom.
  const meridiem = /^(.*?)\s*([ap])\.?\s*m\.?$/i.exec(text.trim());
  const t = meridiem ? (meridiem[1] ?? '') : text.trim();
  let h: number;
  let min: number;
  const sep = /^(\d{1,2})[:.h](\d{2})$/.exec(t);
  if (sep) {
    h = Number(sep[1]);
    min = Number(sep[2]);
  } else if (/^\d{1,2}$/.test(t)) {
    h = Number(t);
    min = 0;
  } else if (/^\d{3,4}$/.test(t)) {
    h = Number(t.slice(0, -2));
    min = Number(t.slice(-2));
  } else return null;
  if (meridiem) {
    if (h < 1 || h > 12 || min > 59) return null;
    h = (h % 12) + ((meridiem[2] ?? '').toLowerCase() === 'p' ? 12 : 0);
  }
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** A clock time as hh:mm (1440 is "24:00"). */
export function formatClock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Hours as exact units of 0.01 h from what a person types: "7.5", "7,5", "7.25", or "7:30" (h:mm,
 * rounded down to 0.01 h). Null when it is not hours (negative, more than 2 decimals, garbage).
 */
export function parseHoursText(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const hm = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (hm) {
    const minutes = Number(hm[2]);
    if (minutes > 59) return null;
    return Number(hm[1]) * 100 + Math.floor((minutes * 100) / 60);
  }
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(t) ?? /^()\.(\d{1,2})$/.exec(t);
  if (!m) return null;
  return Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Exact hour units as a decimal number for the contract: 725 -> 7.25 (via its decimal text). */
export function unitsToHours(units: number): number {
  const whole = Math.trunc(units / 100);
  const frac = Math.abs(units % 100);
  return Number(`${units < 0 && whole === 0 ? '-' : ''}${whole}.${pad(frac)}`);
}

/** Hours (a decimal number with at most 2 decimals) as exact units: 7.25 -> 725. */
export function hoursToUnits(hours: number): number {
  return Math.round(hours * 100);
}

/** Hours as short text without trailing zeros: 8 -> "8", 7.5 -> "7.5", 7.25 -> "7.25". */
export function formatHours(hours: number): string {
  const units = hoursToUnits(hours);
  const frac = Math.abs(units % 100);
  const whole = Math.trunc(units / 100);
  if (frac === 0) return String(whole);
  return `${units < 0 && whole === 0 ? '-' : ''}${whole}.${pad(frac).replace(/0$/, '')}`;
}

/** Whole hour units between two clock times (to after from), rounded down so the period holds them. */
export function unitsBetween(fromMinutes: number, toMinutes: number): number {
  return Math.floor(((toMinutes - fromMinutes) * 100) / 60);
}
