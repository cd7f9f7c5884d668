/*
 * The demo's calendar. The plans in demo-entries.ts and demo-recent.ts are written for one anchor
 * day, REFERENCE_ANCHOR, the last working day of the demo's work; any other anchor moves every
 * date by the same number of days, while timesheets keep to their weekdays (the day loops check
 * the weekday of each shifted day). So the demo stays as fresh on any day it is seeded, and the
 * same anchor always yields the same rows.
 */

const DAY_MS = 86_400_000;

/** The anchor the demo's plans are written for: with it, the seeded rows are those plans' dates. */
export const REFERENCE_ANCHOR = '2026-11-20';

const ANCHOR_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a yyyy-mm-dd day, or NaN when it is not a real day. */
function dayMs(day: string): number {
  const m = ANCHOR_FORM.exec(day);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

/** Whether `day` is a yyyy-mm-dd day that exists (2026-02-30 does not). */
export function isDemoAnchor(day: string): boolean {
  return !Number.isNaN(dayMs(day));
}

const isWorkingDay = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The anchor when none is given: the last working day (Monday to Friday) before the day of `now`
 * on this machine's calendar, so the work ends yesterday and the current week holds the days
 * already past.
 */
export function defaultDemoAnchor(now: number): string {
  const local = new Date(now);
  let day = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) - DAY_MS;
  while (!isWorkingDay(day)) day -= DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

/** Dates of the demo's plans moved to an anchor. */
export interface DemoCalendar {
  /** The last working day of the demo's work, yyyy-mm-dd. */
  readonly anchor: string;
  /** A UTC instant of the plans (ms) moved to the anchor. */
  at(ms: number): number;
  /** A plan's yyyy-mm-dd day moved to the anchor, as yyyy-mm-dd. */
  day(day: string): string;
  /** Midnight UTC of a plan's day (given as y, month 0-11, d) moved to the anchor (ms). */
  utc(year: number, month: number, date: number): number;
}

/** The calendar of `anchor` (yyyy-mm-dd); throws on a day that does not exist. */
export function demoCalendar(anchor: string = REFERENCE_ANCHOR): DemoCalendar {
  const ms = dayMs(anchor);
  if (Number.isNaN(ms)) throw new Error(`the demo anchor must be a day as yyyy-mm-dd, not '${anchor}'`);
  const shift = ms - dayMs(REFERENCE_ANCHOR);
  const at = (t: number) => t + shift;
  return {
    anchor,
    at,
    day: (d) => new Date(at(dayMs(d))).toISOString().slice(0, 10),
    utc: (year, month, date) => at(Date.UTC(year, month, date)),
  };
}
