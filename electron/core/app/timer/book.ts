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
  let centi = bookedCentiHours(p.to - p.from, timerMinimumMinutes, timerRounding);
  let units = centiHoursToUnits(centi);
  // Rounded up past midnight (or the period, with `fit`): the steps that fit instead (never 0 steps).
  while (centi > 1 && endAfterUnits(p.from, units) > boundary) units = centiHoursToUnits(--centi);
  const from = new Date(p.from).toISOString();
  const to = new Date(Math.min(boundary, Math.max(p.to, endAfterUnits(p.from, units)))).toISOString();
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
    rawSeconds: Math.round((p.to - p.from) / 1000),
  };
  recordRun(r.db, { ...run, entryId: String(id) });
  return { id: String(id), ...run };
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
