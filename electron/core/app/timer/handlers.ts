import type { timerChannels } from '../../../../shared/app/channels/timer';
import { requireAccountId } from '../../replica/context';
import type { CoreContext, HandlersOf } from '../types';
import { timerRuns } from './history';
import { cancelTimer, getTimer, startTimer, stopTimer } from './timer';

const OK = { ok: true } as const;

/** The core's handlers of the timer channels (shared/app/channels/timer.ts). */
export function timerHandlers(ctx: CoreContext): HandlersOf<keyof typeof timerChannels> {
  const r = ctx.r;
  // The running timer is not a replica table: tell the renderer about it directly.
  const changed = () => ctx.events.emit('data:changed', { tables: ['timer'] });
  return {
    'timer:get': async () => ({ timer: getTimer(r) }),
    'timer:start': async (req) => {
      const timer = startTimer(r, req);
      changed();
      return timer;
    },
    'timer:stop': async ({ description, confirm }) => {
      const entry = stopTimer(r, requireAccountId(r), description, confirm);
      changed();
      return entry;
    },
    'timer:history': async () => ({ runs: timerRuns(r.db) }),
    'timer:cancel': async () => {
      cancelTimer(r);
      changed();
      return OK;
    },
  };
}
