import { divRound, sumUnits, unitsToNumber, unitsToText } from '../../../shared/decimal';
import { HOURS_SCALE } from '../../../shared/psa/scalars';
import type { HoursByWeekViewT, UtilizationViewT } from '../../../shared/app/channels/reports';
import type { DayProjectHours } from '../db/repositories/reports';
import {
  addDays,
  monthBounds,
  weekLabel,
  weekStartFor,
  weekStarts,
  workingDaysBetween,
  type FirstDay,
} from './calendar';
import { unnamedIn } from '../i18n/unnamed';

/** The capacity of a full working week. */
export const HOURS_PER_WEEK = 40;
/** Hour units (1e-4) of one working day: 40 hours over Monday to Friday. */
const DAY_CAPACITY_UNITS = BigInt(HOURS_PER_WEEK / 5) * 10n ** BigInt(HOURS_SCALE);
/** Projects drawn as their own series; the rest are "Other projects". */
export const MAX_SERIES = 8;
const OTHER_KEY = 'other';

/** Hour units as a number, for display only (every sum stays in units). */
const hours = (units: bigint): number => unitsToNumber(units, HOURS_SCALE);

/** A chart key for a project id (provisional ids are negative). */
function projectKey(id: bigint): string {
  return id < 0n ? `pn${-id}` : `p${id}`;
}

/** Utilization in percent with one decimal, rounded half away from zero; null without capacity. */
export function utilizationPercent(bookedUnits: bigint, capacityUnits: bigint): number | null {
  if (capacityUnits <= 0n) return null;
  return unitsToNumber(divRound(bookedUnits * 1000n, capacityUnits), 1);
}

const byUnitsDesc = (a: bigint, b: bigint): number => (a > b ? -1 : a < b ? 1 : 0);

/**
 * Hours per week (from Monday, or from Sunday with firstDay 7) and project for [from, to] (rows
 * already limited to those days): the biggest projects are series of their own, the rest one
 * "Other projects" series.
 */
export function hoursByWeek(
  rows: readonly DayProjectHours[],
  from: string,
  to: string,
  firstDay: FirstDay = 1,
): HoursByWeekViewT {
  const perProject = new Map<bigint, { name: string; units: bigint }>();
  for (const r of rows) {
    const p = perProject.get(r.project_id) ?? {
      name: r.project_name ?? unnamedIn('project', r.project_id),
      units: 0n,
    };
    p.units += r.hours;
    perProject.set(r.project_id, p);
  }
  const ranked = [...perProject.entries()].sort(
    (a, b) =>
      byUnitsDesc(a[1].units, b[1].units) || a[1].name.localeCompare(b[1].name) || -byUnitsDesc(a[0], b[0]),
  );
  const keyOf = new Map<bigint, string>();
  const projects: HoursByWeekViewT['projects'] = [];
  let otherUnits = 0n;
  ranked.forEach(([id, p], i) => {
    // With exactly one project too many, "Other" would hide just one name: show it instead.
    if (i < MAX_SERIES || ranked.length === MAX_SERIES + 1) {
      keyOf.set(id, projectKey(id));
      projects.push({ key: projectKey(id), projectId: String(id), name: p.name, hours: hours(p.units) });
    } else {
      keyOf.set(id, OTHER_KEY);
      otherUnits += p.units;
    }
  });
  if (ranked.length > projects.length)
    projects.push({ key: OTHER_KEY, projectId: null, name: 'Other projects', hours: hours(otherUnits) });

  const weeks = new Map(weekStarts(from, to, firstDay).map((w) => [w, new Map<string, bigint>()]));
  const unsyncedByWeek = new Map<string, bigint>();
  let totalUnits = 0n;
  let unsyncedUnits = 0n;
  for (const r of rows) {
    const start = weekStartFor(r.day, firstDay);
    const week = weeks.get(start);
    const key = keyOf.get(r.project_id);
    if (!week || key === undefined) continue;
    week.set(key, (week.get(key) ?? 0n) + r.hours);
    totalUnits += r.hours;
    if (r.unsynced) {
      unsyncedByWeek.set(start, (unsyncedByWeek.get(start) ?? 0n) + r.hours);
      unsyncedUnits += r.hours;
    }
  }
  return {
    projects,
    weeks: [...weeks.entries()].map(([weekStart, byKey]) => {
      const weekUnits = sumUnits(byKey.values());
      return {
        weekStart,
        weekEnd: addDays(weekStart, 6),
        label: weekLabel(weekStart),
        total: hours(weekUnits),
        unsynced: hours(unsyncedByWeek.get(weekStart) ?? 0n),
        byProject: projects
          .filter((p) => byKey.has(p.key))
          .map((p) => ({ key: p.key, hours: hours(byKey.get(p.key) ?? 0n) })),
      };
    }),
    total: hours(totalUnits),
    unsynced: hours(unsyncedUnits),
  };
}

/**
 * A month's utilization against a 40-hour week: booked hours / (40 x weeks in month), where the
 * weeks in the month are its working days (Monday to Friday) over 5, so capacity is 8 hours per
 * working day. Each week overlapping the month (from Monday, or from Sunday with firstDay 7) counts
 * only its days inside the month; hours booked on weekends count as booked (they add to
 * utilization, not to capacity). `unsynced` is the part of the booked hours not synced yet.
 */
export function utilization(
  rows: readonly { day: string; hours: bigint; unsynced?: number }[],
  month: string,
  firstDay: FirstDay = 1,
): UtilizationViewT {
  const { first, last } = monthBounds(month);
  const booked = new Map<string, bigint>();
  let bookedUnits = 0n;
  let unsyncedUnits = 0n;
  for (const r of rows) {
    if (r.day < first || r.day > last) continue;
    const w = weekStartFor(r.day, firstDay);
    booked.set(w, (booked.get(w) ?? 0n) + r.hours);
    bookedUnits += r.hours;
    if (r.unsynced) unsyncedUnits += r.hours;
  }
  const weeks = weekStarts(first, last, firstDay).map((weekStart) => {
    const firstIn = weekStart < first ? first : weekStart;
    const weekLast = addDays(weekStart, 6);
    const lastDay = weekLast > last ? last : weekLast;
    const workingDays = workingDaysBetween(firstIn, lastDay);
    const capacityUnits = BigInt(workingDays) * DAY_CAPACITY_UNITS;
    const units = booked.get(weekStart) ?? 0n;
    return {
      weekStart,
      label: weekLabel(weekStart),
      firstDay: firstIn,
      lastDay,
      workingDays,
      capacity: hours(capacityUnits),
      booked: hours(units),
      utilization: utilizationPercent(units, capacityUnits),
    };
  });
  const workingDays = workingDaysBetween(first, last);
  const capacityUnits = BigInt(workingDays) * DAY_CAPACITY_UNITS;
  return {
    month,
    hoursPerWeek: HOURS_PER_WEEK,
    // workingDays / 5 has at most one decimal: in hundredths that is workingDays x 20.
    weeksInMonth: Number(unitsToText(BigInt(workingDays * 20), 2)),
    capacity: hours(capacityUnits),
    booked: hours(bookedUnits),
    unsynced: hours(unsyncedUnits),
    utilization: utilizationPercent(bookedUnits, capacityUnits),
    weeks,
  };
}
