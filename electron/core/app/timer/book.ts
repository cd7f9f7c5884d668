import type { SavedEntry } from '../../../../shared/app/channels/entries';
import { addDays, localDate, localInstant } from '../../../../shared/app/entry-time';
import type { z } from 'zod';
import { addTimesheet } from '../../replica/changes-entries';
import type { Replica } from '../../replica/context';
import { centiHoursToUnits, endAfterUnits, hoursText } from '../entries/hour-units';
import { checkTimesheet } from '../entries/sanity';
import { hours } from '../views';
import { recordRun } from './history';
import { bookedCentiHours, timerSettings } from './rounding';
import type { Period } from './stored';

/*
 * How the timer books time: each period (a stretch of a run, a part of an away answer) becomes
 * one entry through the normal create path (the same checks and the outbox), split at local
 * midnight so that an entry stays on its day. Hours are rounded as the settings say; a part that
 * ends at midnight is rounded down rather than run into the next day. Callers run this inside
 * their write transaction: a check that asks first throws and nothing of the answer is stored.
 */

type Saved = z.output<typeof SavedEntry>;

/** The project line an entry is booked on. */
export interface BookLine {
  projectId: bigint;
  contractLineId: bigint;
  roleId: bigint;
  description: string | undefined;
}

/** A period cut at each local midnight it crosses (empty periods give nothing). */
export function splitAtMidnight(p: Period): Period[] {
  const parts: Period[] = [];
  // A joined period never crosses midnight (joinShortPauses keeps to one day).
  if (p.run !== undefined) return p.to > p.from ? [p] : [];
  let from = p.from;
  while (from < p.to) {
    const midnight = localInstant(addDays(localDate(from), 1));
    const to = Math.min(p.to, midnight);
    parts.push({ from, to });
    from = to;
  }
  return parts;
}

/** The latest local midnight at or before `ms` that is after `after` (null when none is). */
export function lastMidnightBetween(after: number, ms: number): number | null {
  const midnight = localInstant(localDate(ms));
  return midnight > after ? midnight : null;
}

/** Books one part: rounded hours from its real start; checked, then stored and queued. */
function bookPart(
  r: Replica,
  accountId: bigint,
  line: BookLine,
  p: Period,
  confirm: readonly string[],
  fit: boolean,
) {
  const { timerMinimumMinutes, timerRounding } = timerSettings(r.db);
  const midnight = localInstant(addDays(localDate(p.from), 1));
  const boundary = fit ? Math.min(midnight, p.to) : midnight;
  const worked = p.run ?? p.to - p.from;
  let units = centiHoursToUnits(bookedCentiHours(worked, timerMinimumMinutes, timerRounding));
  // Rounded up past midnight (or, with `fit`, the period): whole steps down instead, at least one.
  if (endAfterUnits(p.from, units) > boundary) {
    const stepMs = timerMinimumMinutes * 60_000;
    const steps = Math.floor(worked / stepMs);
    // Under two steps: the least booked (one step, as rounded); else the whole steps, rounded down.
    const centi =
      steps < 2
        ? bookedCentiHours(stepMs, timerMinimumMinutes, timerRounding)
        : Math.floor((steps * timerMinimumMinutes * 100) / 60);
    units = centiHoursToUnits(centi);
  }
  const from = new Date(p.from).toISOString();
  // One step longer than the period itself still books that step, ending past it (never past midnight).
  const to = new Date(Math.min(midnight, Math.max(p.to, endAfterUnits(p.from, units)))).toISOString();
  const body = { DateTimeFrom: from, DateTimeTo: to, NumberOfHours: hoursText(units) };
  checkTimesheet(r, accountId, { ...body, ProjectID: line.projectId }, confirm);
  const { id } = addTimesheet(r, {
    AccountID: accountId,
    ProjectID: line.projectId,
    ContractLineID: line.contractLineId,
    RoleID: line.roleId,
    ...body,
    Description: line.description,
  });
  const run = {
    from,
    to,
    hours: hours(units),
    startedAt: from,
    stoppedAt: new Date(p.to).toISOString(),
    rawSeconds: Math.round((p.run ?? p.to - p.from) / 1000),
  };
  recordRun(r.db, { ...run, entryId: String(id) });
  return { id: String(id), ...run };
}

/**
 * Stretches of one run, joined where a stretch's booked hours would reach into the next (a pause
 * shorter than the rounding step): one entry over both, its hours the time worked in them.
 */
export function joinShortPauses(r: Replica, stretches: readonly Period[]): Period[] {
  const { timerMinimumMinutes, timerRounding } = timerSettings(r.db);
  const out: Period[] = [];
  for (const s of stretches) {
    const prev = out.at(-1);
    const run = prev ? (prev.run ?? prev.to - prev.from) : 0;
    const booked = centiHoursToUnits(bookedCentiHours(run, timerMinimumMinutes, timerRounding));
    const sameDay = prev !== undefined && localDate(prev.from) === localDate(s.to);
    if (prev && sameDay && endAfterUnits(prev.from, booked) > s.from)
      out[out.length - 1] = { from: prev.from, to: s.to, run: run + (s.run ?? s.to - s.from) };
    else out.push(s);
  }
  return out;
}

/**
 * Books each period (split at midnight) in order; returns the entries with their real runs.
 * `fit`: no entry ends after its period (the next booking starts there), hours rounded down to fit.
 */
export function bookPeriods(
  r: Replica,
  accountId: bigint,
  line: BookLine,
  periods: readonly Period[],
  confirm: readonly string[] = [],
  fit = false,
): (Saved & { startedAt: string; stoppedAt: string; rawSeconds: number })[] {
  return periods.flatMap(splitAtMidnight).map((p) => bookPart(r, accountId, line, p, confirm, fit));
}
