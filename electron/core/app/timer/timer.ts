import type { StoppedTimerT, TimerViewT } from '../../../../shared/app/channels/timer';
import { localDate } from '../../../../shared/app/entry-time';
import { formatTime } from '../../../../shared/dates-display';
import { PsaError } from '../../../../shared/psa/errors';
import { getProjectChoices } from '../../db/repositories/entries-week';
import { rejectedChoiceIds } from '../../db/repositories/project-entries';
import { writeTransaction } from '../../db/transaction';
import { nowIso, type Replica } from '../../replica/context';
import { centiHoursToUnits, hoursText } from '../entries/hour-units';
import { checkTimesheet } from '../entries/sanity';
import { checkMidnight, clearAway, pendingAway } from './away';
import { bookPeriods, joinShortPauses } from './book';
import { bookedCentiHours } from './rounding';
import { readTimer, timerView, writeTimer, type StoredTimer } from './stored';
import { coreI18n } from '../../i18n';

/*
 * Start, pause, resume, a new start, stop and cancel. Stopping books one entry per running
 * stretch (a pause ends one): the API's timesheet is a period with its hours, so each stretch is
 * told as it was, never one entry whose period would hide a pause. The run is rounded as the
 * settings say (book.ts); the raw runs are kept in the timer's history (history.ts). While an
 * away question is open (away.ts) the timer is not stopped, paused or moved: the answer first.
 */

/** The running timer, or null. */
export function getTimer(r: Replica): TimerViewT | null {
  const t = readTimer(r);
  return t ? timerView(r, t) : null;
}

function running(r: Replica): StoredTimer {
  const t = readTimer(r);
  if (!t) throw new PsaError('INVALID_STATE', coreI18n.t('core:timer.noneRunning'));
  return t;
}

/** Refuses while an away or day-boundary question waits for its answer (raising it when due). */
function requireNoQuestion(r: Replica): void {
  checkMidnight(r);
  const away = pendingAway(r);
  if (away)
    throw new PsaError(
      'INVALID_STATE',
      away.reason === 'midnight'
        ? coreI18n.t('core:timer.pastMidnight')
        : coreI18n.t('core:timer.away', { from: formatTime(away.from), to: formatTime(away.to) }),
    );
}

/**
 * Refuses a contract line or role the remote refused on this project: a rejected id is never used
 * again there (issue 13 point 4); a timer continuing a rejected entry booked onto it unwarned
 * (walkthrough 30).
 */
function refuseRejectedChoice(r: Replica, k: { projectId: bigint; contractLineId: bigint; roleId: bigint }) {
  for (const [kind, id, path] of [
    ['line', k.contractLineId, 'contractLineId'],
    ['role', k.roleId, 'roleId'],
  ] as const) {
    if (!rejectedChoiceIds(r.db, k.projectId, kind).has(id)) continue;
    const message = coreI18n.t(kind === 'line' ? 'core:timer.refusedLine' : 'core:timer.refusedRole');
    throw new PsaError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
  }
}

/** Starts the timer now on a project line; refused while one runs or for an unknown project. */
export function startTimer(
  r: Replica,
  input: { projectId: bigint; contractLineId: bigint; roleId: bigint; description?: string | undefined },
): TimerViewT {
  const current = readTimer(r);
  if (current) {
    throw new PsaError(
      'INVALID_STATE',
      coreI18n.t('core:timer.alreadyRunning', { since: formatTime(current.startedAt) }),
    );
  }
  if (!getProjectChoices(r.db, [input.projectId])[0]) {
    const message = coreI18n.t('core:unknownProject', { id: String(input.projectId) });
    throw new PsaError('UNKNOWN_REFERENCE', `projectId: ${message}`, [
      { path: 'projectId', message: 'unknown project' },
    ]);
  }
  refuseRejectedChoice(r, input);
  const t: StoredTimer = {
    projectId: input.projectId,
    contractLineId: input.contractLineId,
    roleId: input.roleId,
    description: input.description || null,
    startedAt: nowIso(r),
    pausedAt: null,
    done: [],
    confirmed: [],
  };
  writeTimer(r, t);
  clearAway(r);
  return timerView(r, t);
}

/** Pauses the running timer: its current stretch ends now (booked at stop). */
export function pauseTimer(r: Replica): TimerViewT {
  const t = running(r);
  if (t.pausedAt) return timerView(r, t);
  requireNoQuestion(r);
  const now = r.now();
  const next = { ...t, pausedAt: nowIso(r), done: [...t.done, { from: Date.parse(t.startedAt), to: now }] };
  writeTimer(r, next);
  clearAway(r);
  return timerView(r, next);
}

/** Resumes a paused timer: a new stretch starts now. */
export function resumeTimer(r: Replica): TimerViewT {
  const t = running(r);
  if (!t.pausedAt) return timerView(r, t);
  const next = { ...t, pausedAt: null, startedAt: nowIso(r) };
  writeTimer(r, next);
  clearAway(r);
  return timerView(r, next);
}

/**
 * Moves the running stretch's start: not in the future, not before today or an earlier stretch's
 * end; an overlap with an entry (and the other entry checks) asks first, and what was confirmed
 * here is not asked again at stop.
 */
export function setTimerStart(
  r: Replica,
  accountId: bigint,
  startedAt: string,
  confirm: readonly string[] = [],
): TimerViewT {
  const t = running(r);
  const refuse = (message: string): never => {
    throw new PsaError('VALIDATION_FAILED', `startedAt: ${message}`, [{ path: 'startedAt', message }]);
  };
  if (t.pausedAt) refuse(coreI18n.t('core:timer.paused'));
  requireNoQuestion(r);
  const start = Date.parse(startedAt);
  const now = r.now();
  if (start > now) refuse(coreI18n.t('core:timer.future'));
  if (localDate(start) !== localDate(now)) refuse(coreI18n.t('core:timer.todayOnly'));
  const last = t.done.at(-1);
  if (last && start < last.to) refuse(coreI18n.t('core:timer.pausedUntil', { until: formatTime(last.to) }));
  const centi = bookedCentiHours(now - start, 1, 'nearest');
  checkTimesheet(
    r,
    accountId,
    {
      ProjectID: t.projectId,
      DateTimeFrom: new Date(start).toISOString(),
      DateTimeTo: new Date(now).toISOString(),
      NumberOfHours: hoursText(centiHoursToUnits(centi)),
    },
    [...confirm, ...t.confirmed],
  );
  const next = {
    ...t,
    startedAt: new Date(start).toISOString(),
    confirmed: [...new Set([...t.confirmed, ...confirm])],
  };
  writeTimer(r, next);
  return timerView(r, next);
}

/**
 * Stops the timer and books each stretch as a pending entry, in one transaction. A check that
 * asks first (confirm) refuses before anything changes: the timer keeps running.
 */
export function stopTimer(
  r: Replica,
  accountId: bigint,
  description?: string,
  confirm: readonly string[] = [],
): StoppedTimerT {
  const t = running(r);
  requireNoQuestion(r);
  const start = Date.parse(t.startedAt);
  // A run stopped at once still books its least step.
  const current = t.pausedAt ? [] : [{ from: start, to: Math.max(r.now(), start + 1) }];
  const text = description === undefined ? (t.description ?? undefined) : description || undefined;
  const line = { ...t, description: text };
  return writeTransaction(r.db, () => {
    const stretches = joinShortPauses(r, [...t.done, ...current]);
    const booked = bookPeriods(r, accountId, line, stretches, [...confirm, ...t.confirmed]);
    const last = booked.at(-1);
    if (!last) throw new PsaError('INVALID_STATE', coreI18n.t('core:timer.nothingToBook'));
    writeTimer(r, null);
    clearAway(r);
    const entries = booked.map(({ id, from, to, hours }) => ({ id, from, to, hours }));
    return { ...last, entries };
  });
}

/** Drops the running timer without booking anything; false when none ran. */
export function cancelTimer(r: Replica): boolean {
  if (!readTimer(r)) return false;
  writeTimer(r, null);
  clearAway(r);
  return true;
}
