import type { timerChannels } from '../../../../shared/app/channels/timer';
import { requireAccountId } from '../../replica/context';
import type { CoreContext, HandlersOf } from '../types';
import { awaySignal, checkMidnight, pendingAway, resumeAway, type AwaySignal } from './away';
import { timerRuns } from './history';
import { resolveAway } from './resolve';
import {
  cancelTimer,
  getTimer,
  pauseTimer,
  resumeTimer,
  setTimerStart,
  startTimer,
  stopTimer,
} from './timer';

const OK = { ok: true } as const;

/** Tells the renderer the open away question (it shows the dialog). */
function tellAway(ctx: CoreContext): void {
  ctx.events.emit('timer:away', { away: pendingAway(ctx.r) });
}

/** Feeds an OS or page signal to the away detector, telling the renderer when a question is raised. */
export function applyAwaySignal(ctx: CoreContext, signal: AwaySignal): void {
  if (awaySignal(ctx.r, signal)) tellAway(ctx);
}

/** At start (or after a restore): a sleep or shutdown left open ends now; asks when a question is open. */
export function startAway(ctx: CoreContext): void {
  if (resumeAway(ctx.r)) tellAway(ctx);
}

/** The core's handlers of the timer channels (shared/app/channels/timer.ts). */
export function timerHandlers(ctx: CoreContext): HandlersOf<keyof typeof timerChannels> {
  const r = ctx.r;
  // The running timer is not a replica table: tell the renderer about it directly.
  const changed = () => ctx.events.emit('data:changed', { tables: ['timer'] });
  const after = <T>(value: T): T => {
    changed();
    return value;
  };
  return {
    'timer:get': async () => ({ timer: getTimer(r) }),
    'timer:start': async (req) => after(startTimer(r, req)),
    'timer:stop': async ({ description, confirm }) => {
      try {
        return after(stopTimer(r, requireAccountId(r), description, confirm));
      } finally {
        // A stop refused for an open question shows that question.
        if (pendingAway(r)) tellAway(ctx);
      }
    },
    'timer:history': async () => ({ runs: timerRuns(r.db) }),
    'timer:cancel': async () => {
      cancelTimer(r);
      return after(OK);
    },
    'timer:pause': async () => after(pauseTimer(r)),
    'timer:resume': async () => after(resumeTimer(r)),
    'timer:setStart': async ({ startedAt, confirm }) =>
      after(setTimerStart(r, requireAccountId(r), startedAt, confirm)),
    'timer:away': async () => {
      if (checkMidnight(r)) tellAway(ctx);
      return { away: pendingAway(r) };
    },
    'timer:resolveAway': async (req) => {
      const result = resolveAway(r, requireAccountId(r), req);
      tellAway(ctx);
      return after(result);
    },
    'timer:activity': async ({ kind, agoMs }) => {
      applyAwaySignal(ctx, { kind: 'page', event: kind, agoMs });
      return OK;
    },
  };
}
