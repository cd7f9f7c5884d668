import type { StoppedTimerT, TimerViewT } from '../../../../shared/app/channels/timer';
import { PsaError } from '../../../../shared/psa/errors';
import { formatTime } from '../../../../shared/dates-display';
import { centiHoursToUnits, endAfterUnits, hoursText } from '../entries/hour-units';
import { hours } from '../views';
import { getProjectChoices } from '../../db/repositories/entries-week';
import { seenName } from '../../db/repositories/replica';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { addTimesheet } from '../../replica/changes-entries';
import { checkTimesheet } from '../entries/sanity';
import { nowIso, type Replica } from '../../replica/context';
import { writeTransaction } from '../../db/transaction';
import { bookedCentiHours, timerSettings } from './rounding';
import { recordRun } from './history';
import { unnamed } from '../../../../shared/provisional';

/*
 * The timer lives in the replica settings, not in the window: it keeps running across reloads
 * and restarts. Stopping it books the elapsed time rounded as the settings say (rounding.ts),
 * from the real start. The entry's end is the real stop while the booked hours fit in the run;
 * rounded up past it, the end is start + the booked hours, so hours never exceed the period.
 * Either way the raw run (start, stop, seconds) is kept in the timer's history (history.ts).
 */

const KEY = 'entry_timer';
/** 24 h in 0.01 h steps. */
const MAX_UNITS = 2400;

interface StoredTimer {
  projectId: bigint;
  contractLineId: bigint;
  roleId: bigint;
  description: string | null;
  startedAt: string;
}

/** An id of the stored timer: decimal text (a timer saved by an older version holds a number). */
function storedId(v: unknown): bigint {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v))) return BigInt(v);
  throw new TypeError('not an id');
}

function stored(r: Replica): StoredTimer | null {
  const raw = getReplicaSetting(r.db, KEY);
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as Record<string, unknown>;
    return {
      projectId: storedId(t.projectId),
      contractLineId: storedId(t.contractLineId),
      roleId: storedId(t.roleId),
      description: typeof t.description === 'string' ? t.description : null,
      startedAt: String(t.startedAt),
    };
  } catch {
    return null;
  }
}

/** The stored timer's JSON: ids as decimal text (a JSON number would lose digits above 2^53). */
function storedText(t: StoredTimer): string {
  return JSON.stringify({
    ...t,
    projectId: String(t.projectId),
    contractLineId: String(t.contractLineId),
    roleId: String(t.roleId),
  });
}

function view(r: Replica, t: StoredTimer): TimerViewT {
  const project = getProjectChoices(r.db, [t.projectId])[0];
  return {
    ...t,
    projectId: String(t.projectId),
    contractLineId: String(t.contractLineId),
    roleId: String(t.roleId),
    projectName: project?.name ?? unnamed('Project', t.projectId),
    contractLineName: seenName(r.db, 'contract_line', t.contractLineId),
    roleName: seenName(r.db, 'role', t.roleId),
  };
}

/** The running timer, or null. */
export function getTimer(r: Replica): TimerViewT | null {
  const t = stored(r);
  return t ? view(r, t) : null;
}

/** Starts the timer now on a project line; refused while one runs or for an unknown project. */
export function startTimer(
  r: Replica,
  input: Omit<StoredTimer, 'startedAt' | 'description'> & { description?: string | undefined },
): TimerViewT {
  const running = stored(r);
  if (running) {
    throw new PsaError(
      'INVALID_STATE',
      `A timer is already running since ${formatTime(running.startedAt)}: stop or cancel it first.`,
    );
  }
  if (!getProjectChoices(r.db, [input.projectId])[0]) {
    throw new PsaError('UNKNOWN_REFERENCE', `projectId: project ${input.projectId} is not known here`, [
      { path: 'projectId', message: 'unknown project' },
    ]);
  }
  const t: StoredTimer = {
    projectId: input.projectId,
    contractLineId: input.contractLineId,
    roleId: input.roleId,
    description: input.description || null,
    startedAt: nowIso(r),
  };
  setReplicaSetting(r.db, KEY, storedText(t));
  return view(r, t);
}

/**
 * Stops the timer and books its time as a pending entry, in one transaction. A check that asks
 * first (confirm) refuses before anything changes: the timer keeps running.
 */
export function stopTimer(
  r: Replica,
  accountId: bigint,
  description?: string,
  confirm?: readonly string[],
): StoppedTimerT {
  const t = stored(r);
  if (!t) throw new PsaError('INVALID_STATE', 'No timer is running.');
  const start = Date.parse(t.startedAt);
  const stop = Math.max(start, r.now());
  const { timerMinimumMinutes, timerRounding } = timerSettings(r.db);
  const centi = bookedCentiHours(stop - start, timerMinimumMinutes, timerRounding);
  if (centi > MAX_UNITS) {
    throw new PsaError(
      'INVALID_STATE',
      `The timer has run since ${t.startedAt}, more than 24 hours: cancel it and enter the time by hand.`,
    );
  }
  const from = new Date(start).toISOString();
  const units = centiHoursToUnits(centi);
  const to = new Date(Math.max(stop, endAfterUnits(start, units))).toISOString();
  checkTimesheet(
    r,
    accountId,
    { DateTimeFrom: from, DateTimeTo: to, NumberOfHours: hoursText(units) },
    confirm,
  );
  const text = description === undefined ? (t.description ?? undefined) : description || undefined;
  return writeTransaction(r.db, () => {
    const { id } = addTimesheet(r, {
      AccountID: accountId,
      ProjectID: t.projectId,
      ContractLineID: t.contractLineId,
      RoleID: t.roleId,
      DateTimeFrom: from,
      DateTimeTo: to,
      NumberOfHours: hoursText(units),
      Description: text,
    });
    setReplicaSetting(r.db, KEY, null);
    const run = {
      from,
      to,
      hours: hours(units),
      startedAt: from,
      stoppedAt: new Date(stop).toISOString(),
      rawSeconds: Math.round((stop - start) / 1000),
    };
    recordRun(r.db, { ...run, entryId: String(id) });
    return { id: String(id), ...run };
  });
}

/** Drops the running timer without booking anything; false when none ran. */
export function cancelTimer(r: Replica): boolean {
  if (!stored(r)) return false;
  setReplicaSetting(r.db, KEY, null);
  return true;
}
