import type { SavedEntry } from '../../../../shared/app/channels/entries';
import type { AwayChoiceT, TimerViewT } from '../../../../shared/app/channels/timer';
import { PsaError } from '../../../../shared/psa/errors';
import type { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import type { Replica } from '../../replica/context';
import { requireProject } from '../../replica/changes-entries';
import { checkMidnight, clearAway, pendingAway } from './away';
import { bookPeriods, joinShortPauses, lastMidnightBetween, type BookLine } from './book';
import { readTimer, timerView, writeTimer, type Period, type StoredTimer } from './stored';
import { coreI18n } from '../../i18n';

/*
 * The answer to an away question (issue 16 point 1). With the running stretch S..now and the
 * away span A..B (clamped to S..now):
 *   keep             nothing is taken off; the timer runs on
 *   discard          books S..A (and the paused stretches); the timer ends
 *   discardContinue  books S..A; a new timer starts now on the same line
 *   split            books S..A, and A..B on the line given; the timer runs on from B
 * Every booking is split at local midnight, and a timer that runs on across midnight books the
 * part before it and runs on from midnight: no entry ever crosses a day. All of an answer is one
 * transaction through the normal create path; a check that asks first (confirm) stores nothing.
 * Each entry ends within its period (hours rounded down where rounding would run into the next).
 */

type Saved = z.output<typeof SavedEntry>;

/** The separate entry of `split`, and the checks the user confirmed. */
export interface AwayAnswer {
  choice: AwayChoiceT;
  projectId?: bigint | undefined;
  contractLineId?: bigint | undefined;
  roleId?: bigint | undefined;
  description?: string | undefined;
  confirm?: readonly string[] | undefined;
}

/** The timer running on from `from`: the days before today's midnight are booked first. */
function runOn(t: StoredTimer, from: number, now: number): { timer: StoredTimer; before: Period[] } {
  const midnight = lastMidnightBetween(from, now);
  const start = midnight ?? from;
  return {
    timer: { ...t, startedAt: new Date(start).toISOString(), pausedAt: null, done: [] },
    before: midnight === null ? [] : [{ from, to: midnight }],
  };
}

/** Answers the open away question as chosen; returns every entry booked and the timer after. */
export function resolveAway(
  r: Replica,
  accountId: bigint,
  answer: AwayAnswer,
): { entries: Saved[]; timer: TimerViewT | null } {
  checkMidnight(r);
  const away = pendingAway(r);
  const t = readTimer(r);
  if (!away || !t) throw new PsaError('INVALID_STATE', coreI18n.t('core:timer.noAway'));
  const now = r.now();
  const start = Date.parse(t.startedAt);
  const a = Math.max(start, Date.parse(away.from));
  const b = Math.min(now, Math.max(a, Date.parse(away.to)));
  const line: BookLine = { ...t, description: t.description ?? undefined };
  const confirm = [...(answer.confirm ?? []), ...t.confirmed];

  const plan = (): { timer: StoredTimer | null; own: Period[]; other: Period[] } => {
    const worked = joinShortPauses(r, [...t.done, { from: start, to: a }]);
    switch (answer.choice) {
      case 'keep': {
        // The paused stretches stay in the timer; only days already over are booked.
        const on = runOn(t, start, now);
        return { timer: { ...on.timer, done: t.done }, own: on.before, other: [] };
      }
      case 'discard':
        return { timer: null, own: worked, other: [] };
      case 'discardContinue': {
        const fresh = {
          ...t,
          startedAt: new Date(now).toISOString(),
          pausedAt: null,
          done: [],
          confirmed: [],
        };
        return { timer: fresh, own: worked, other: [] };
      }
      case 'split': {
        const on = runOn({ ...t, confirmed: [] }, b, now);
        return { timer: on.timer, own: [...worked, ...on.before], other: [{ from: a, to: b }] };
      }
    }
  };

  if (answer.choice === 'split') {
    const { projectId, contractLineId, roleId } = answer;
    if (projectId === undefined || contractLineId === undefined || roleId === undefined) {
      const message = coreI18n.t('core:timer.chooseSplit');
      throw new PsaError('VALIDATION_FAILED', `projectId: ${message}`, [{ path: 'projectId', message }]);
    }
    requireProject(r, projectId);
  }
  const { timer, own, other } = plan();
  return writeTransaction(r.db, () => {
    // Booked in time order, so the checks of each part see the parts before it.
    const ownBefore = own.filter((p) => p.to <= a);
    const ownAfter = own.filter((p) => p.to > a);
    const otherLine: BookLine = {
      projectId: answer.projectId ?? t.projectId,
      contractLineId: answer.contractLineId ?? t.contractLineId,
      roleId: answer.roleId ?? t.roleId,
      description: answer.description || undefined,
    };
    const booked = [
      ...bookPeriods(r, accountId, line, ownBefore, confirm, true),
      ...bookPeriods(r, accountId, otherLine, other, confirm, true),
      ...bookPeriods(r, accountId, line, ownAfter, confirm, true),
    ];
    writeTimer(r, timer);
    clearAway(r);
    return {
      entries: booked.map(({ id, from, to, hours }) => ({ id, from, to, hours })),
      timer: timer && timerView(r, timer),
    };
  });
}
