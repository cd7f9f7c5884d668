import { HOURS_SCALE, MONEY_SCALE } from '../../../../shared/psa/scalars';
import { sumUnits, toUnits, type DecimalInput } from '../../../../shared/decimal';
import { PsaError } from '../../../../shared/psa/errors';
import { addDays, localDate } from '../../../../shared/app/entry-time';
import { formatTime, formatDay } from '../../../../shared/dates-display';
import { isProvisionalId } from '../../../../shared/provisional';
import { coreHours, coreI18n, coreLocale } from '../../i18n';
import type { Db } from '../../db/connection';
import { listEntriesBetween } from '../../db/repositories/entries-week';
import { getReplicaSetting, type SettingKey } from '../../db/repositories/sync-meta';
import type { Replica } from '../../replica/context';
import { requireProject } from '../../replica/changes-entries';
import { AppCoreError } from '../errors';
import { dayBounds, withStates } from '../week/week';
import { hoursText } from './hour-units';
import { checkLineOfProject } from './line-owner';

/*
 * Sanity before anything is queued (issue 13): the PSA API cannot correct a synced timesheet, so
 * a mistake that leaves the laptop is a permanent billing error. Every write path of entries
 * (quick entry, grid, timer, CLI, undo) and expenses passes here before it stores anything.
 * Hard limits refuse (VALIDATION_FAILED on a field); the rest ask first (NEEDS_CONFIRMATION with
 * one detail per check, path = its code) unless the request's `confirm` names the check.
 */

/** A check the user can confirm ("Save anyway"); the codes are part of the contract (channels/entries.ts). */
export type ConfirmCode =
  'DAY_OVER_MAX' | 'DATE_AHEAD' | 'DATE_BACK' | 'DAY_APPROVED' | 'VAT_RATE' | 'OVERLAP';

/** One check that asks first. */
interface Ask {
  code: ConfirmCode;
  message: string;
}

export const DEFAULT_DAILY_MAX_HOURS = 12;
export const DEFAULT_DAYS_AHEAD = 14;
export const DEFAULT_DAYS_BACK = 60;
const DAY_UNITS = toUnits(24, HOURS_SCALE);
const MAX_VAT_PERCENT = 30n;

function numberSetting(db: Db, key: SettingKey, fallback: number): number {
  const raw = getReplicaSetting(db, key);
  const n = Number(raw);
  return raw !== undefined && Number.isFinite(n) ? n : fallback;
}

/** The sanity settings as stored (defaults: 12 h a day, 14 days ahead, 60 days back). */
export function sanitySettings(db: Db): {
  dailyMaxHours: number;
  entryDaysAhead: number;
  entryDaysBack: number;
} {
  return {
    dailyMaxHours: numberSetting(db, 'daily_max_hours', DEFAULT_DAILY_MAX_HOURS),
    entryDaysAhead: numberSetting(db, 'entry_days_ahead', DEFAULT_DAYS_AHEAD),
    entryDaysBack: numberSetting(db, 'entry_days_back', DEFAULT_DAYS_BACK),
  };
}

/** A day as people read it, in the app's date style and the core's language: "Sat, 7 Mar 2026". */
function dayName(date: string): string {
  return formatDay(date, { weekday: true, locale: coreLocale() });
}

/** A clock time in the core's locale. */
const clock = (instant: string | number) => formatTime(instant, coreLocale());

/** A project's name, or "Project 123" / "Project (not synced yet)" when it is not known. */
function projectName(name: string | null, id: bigint): string {
  if (name !== null) return name;
  return isProvisionalId(id)
    ? coreI18n.t('core:projectNotSynced')
    : coreI18n.t('core:projectId', { id: String(id) });
}

/** A VAT percentage with one decimal in the core's locale ("35.0", "35,0"). */
function vatPercent(percent: number): string {
  return new Intl.NumberFormat(coreLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(percent);
}

/** Whole days from `a` to `b` (yyyy-mm-dd, calendar days). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Refuses unless every check asked about was confirmed; stores nothing itself. */
function askFirst(asks: Ask[], confirm: readonly string[] | undefined): void {
  const open = asks.filter((a) => !confirm?.includes(a.code));
  if (open.length === 0) return;
  throw new AppCoreError(
    'NEEDS_CONFIRMATION',
    open.map((a) => a.message).join(' '),
    open.map((a) => ({ path: a.code, message: a.message })),
  );
}

/** What a write does to one day of the account's entries. */
export interface DayChange {
  date: string;
  /** Hour units the day's changed entries hold after the write. */
  units: bigint;
  /** Entries the write replaces (an edit, a cell's entries): not counted twice. */
  replaces: (e: {
    id: bigint;
    project_id: bigint;
    contract_line_id: bigint | null;
    role_id: bigint | null;
  }) => boolean;
}

/**
 * Checks a write of entries on one day before it is stored: refuses a day above 24 h (pending and
 * synced entries count, rejected ones do not); asks first for a day above the daily maximum, a
 * date far ahead or back, and a day with approved entries. A write that adds no hours to the day
 * passes (lowering a too-full day stays possible). `hardOnly`: the 24 h limit alone (undo).
 */
export function checkDay(
  r: Replica,
  accountId: bigint,
  change: DayChange,
  confirm: readonly string[] | undefined,
  hardOnly = false,
): void {
  askFirst(dayAsks(r, countedDays(r, accountId, change.date, change.date), change, hardOnly), confirm);
}

/**
 * The entries of an account starting on the local days first..last that count (pending and
 * synced; rejected ones do not).
 */
function countedDays(r: Replica, accountId: bigint, first: string, last: string) {
  const { from } = dayBounds(first);
  const { to } = dayBounds(last);
  return withStates(listEntriesBetween(r.db, accountId, from, to)).filter((e) => e.state !== 'rejected');
}

type Counted = ReturnType<typeof countedDays>;

/** checkDay's hard limit (thrown) and the checks it asks about (returned); `day`: its counted entries. */
function dayAsks(r: Replica, day: Counted, change: DayChange, hardOnly: boolean): Ask[] {
  const before = sumUnits(day.map((e) => e.hours));
  const after = sumUnits(day.filter((e) => !change.replaces(e)).map((e) => e.hours)) + change.units;
  if (after <= before) return [];
  const name = dayName(change.date);
  if (after > DAY_UNITS) {
    const message = coreI18n.t('core:sanity.dayOver24', { day: name, hours: coreHours(hoursText(after)) });
    throw new PsaError('VALIDATION_FAILED', `hours: ${message}`, [{ path: 'hours', message }]);
  }
  if (hardOnly) return [];
  const s = sanitySettings(r.db);
  const asks: Ask[] = [];
  if (after > toUnits(s.dailyMaxHours, HOURS_SCALE))
    asks.push({
      code: 'DAY_OVER_MAX',
      message: coreI18n.t('core:sanity.dayOverMax', {
        day: name,
        hours: coreHours(hoursText(after)),
        max: coreHours(s.dailyMaxHours),
      }),
    });
  const today = localDate(r.now());
  const ahead = daysBetween(today, change.date);
  if (ahead > s.entryDaysAhead)
    asks.push({
      code: 'DATE_AHEAD',
      message: coreI18n.t('core:sanity.dateAhead', { day: name, count: ahead }),
    });
  if (-ahead > s.entryDaysBack)
    asks.push({
      code: 'DATE_BACK',
      message: coreI18n.t('core:sanity.dateBack', { day: name, count: -ahead }),
    });
  if (day.some((e) => e.approved_pm_at !== null || e.approved_tl_at !== null))
    asks.push({ code: 'DAY_APPROVED', message: coreI18n.t('core:sanity.dayApproved', { day: name }) });
  return asks;
}

/** The fields of an expense the checks read (decimal text or numbers, as the contract takes them). */
export interface ExpenseAmounts {
  ProjectID?: bigint | number | string | undefined;
  ContractLineID?: bigint | number | string | null | undefined;
  AmountExVAT: DecimalInput;
  VATAmount?: DecimalInput | null | undefined;
  ExpenseDate: string;
}

/**
 * Checks an expense before it is stored: a date after today (local) and another project's contract
 * line (line-owner.ts) are refused; a VAT amount
 * outside 0-30 % of the amount ex VAT asks first (VAT_RATE). `hardOnly`: the date alone (undo).
 */
export function checkExpense(
  r: Replica,
  e: ExpenseAmounts,
  confirm: readonly string[] | undefined,
  hardOnly = false,
): void {
  checkLineOfProject(r.db, e.ProjectID, e.ContractLineID);
  const date = localDate(e.ExpenseDate);
  const today = localDate(r.now());
  if (date > today) {
    const message = coreI18n.t('core:sanity.expenseFuture', { day: dayName(date) });
    throw new PsaError('VALIDATION_FAILED', `ExpenseDate: ${message}`, [{ path: 'ExpenseDate', message }]);
  }
  if (hardOnly || e.VATAmount === null || e.VATAmount === undefined) return;
  const ex = toUnits(e.AmountExVAT, MONEY_SCALE);
  const vat = toUnits(e.VATAmount, MONEY_SCALE);
  // vat / ex > 30 % without dividing: 100 * vat > 30 * ex (and any VAT on a zero amount).
  if (vat * 100n > MAX_VAT_PERCENT * ex || vat < 0n) {
    const message =
      ex > 0n
        ? coreI18n.t('core:sanity.vatRate', { rate: vatPercent((Number(vat) / Number(ex)) * 100) })
        : coreI18n.t('core:sanity.vatOnZero');
    askFirst([{ code: 'VAT_RATE', message }], confirm);
  }
}

/** A timesheet create's fields the checks read (without an end, overlaps are not checked). */
interface TimesheetPeriod {
  ProjectID?: bigint | number | string | undefined;
  ContractLineID?: bigint | number | string | null | undefined;
  DateTimeFrom: string;
  DateTimeTo?: string | undefined;
  NumberOfHours: DecimalInput;
}

/**
 * The other entries of the account (not rejected, not the one edited) whose period overlaps
 * [from, to): asked about once, naming each ("keep both" is a deliberate overlap).
 */
function overlapAsks(near: Counted, body: TimesheetPeriod, replaces?: bigint): Ask[] {
  if (!body.DateTimeTo) return [];
  const start = Date.parse(body.DateTimeFrom);
  const end = Date.parse(body.DateTimeTo);
  const date = localDate(body.DateTimeFrom);
  const overlaps = (e: { date_from: string; date_to: string }, from: number, to: number) =>
    Date.parse(e.date_from) < to && Date.parse(e.date_to) > from;
  // An edit asks only about entries its old period did not overlap already (kept both before).
  const old = replaces === undefined ? undefined : near.find((e) => e.id === replaces);
  const before = new Set(
    old
      ? near.filter((e) => overlaps(e, Date.parse(old.date_from), Date.parse(old.date_to))).map((e) => e.id)
      : [],
  );
  const hits = near.filter((e) => e.id !== replaces && overlaps(e, start, end) && !before.has(e.id));
  if (hits.length === 0) return [];
  const entries = hits
    .slice(0, 3)
    .map((e) =>
      coreI18n.t('core:sanity.overlapEntry', {
        from: clock(e.date_from),
        to: clock(e.date_to),
        project: projectName(e.project_name, e.project_id),
      }),
    )
    .join(', ');
  const said = { from: clock(start), to: clock(end), day: dayName(date), entries };
  return [
    {
      code: 'OVERLAP',
      message:
        hits.length > 3
          ? coreI18n.t('core:sanity.overlapMore', { ...said, count: hits.length - 3 })
          : coreI18n.t('core:sanity.overlap', said),
    },
  ];
}

/**
 * checkDay for one timesheet (its local day is the day it starts on): `replaces` is the id of the
 * entry an edit changes; `hardOnly` for undo.
 */
export function checkTimesheet(
  r: Replica,
  accountId: bigint,
  body: TimesheetPeriod,
  confirm: readonly string[] | undefined,
  opts: { replaces?: bigint; hardOnly?: boolean } = {},
): void {
  const hardOnly = opts.hardOnly ?? false;
  // A wrong field is told before any question: an entry on an unknown project is refused first.
  if (body.ProjectID !== undefined) requireProject(r, BigInt(body.ProjectID));
  checkLineOfProject(r.db, body.ProjectID, body.ContractLineID);
  const date = localDate(body.DateTimeFrom);
  // One read for both checks: the day, and the day before (an entry of it may run into this one).
  const near = countedDays(r, accountId, addDays(date, -1), date);
  const dayStart = dayBounds(date).from;
  const asks = dayAsks(
    r,
    near.filter((e) => e.date_from >= dayStart),
    {
      date,
      units: toUnits(body.NumberOfHours, HOURS_SCALE),
      replaces: (e) => e.id === opts.replaces,
    },
    hardOnly,
  );
  if (!hardOnly) asks.push(...overlapAsks(near, body, opts.replaces));
  askFirst(asks, confirm);
}
