import type { syncChannels } from '../../../../shared/app/channels/sync';
import { keptChanges } from '../../db/repositories/offline-import';
import { listOpen } from '../../db/repositories/outbox';
import { listRuns } from '../../db/repositories/sync-meta';
import { changeSummary } from '../../reports/queue';
import type { CoreContext, HandlersOf } from '../types';
import { changeView } from '../views';
import { sendHeld } from './send';

/**
 * The core's handlers of the sync channels (shared/app/channels/sync.ts): run now, where things
 * stand, the recent runs, and the queue with a line saying what each change is.
 */
export function syncHandlers(ctx: CoreContext): HandlersOf<keyof typeof syncChannels> {
  const db = ctx.r.db;
  return {
    'sync:run': async (req) =>
      ctx.sync.run({
        ...(req.allowMassDelete ? { allowMassDelete: true } : {}),
        ...(req.full ? { full: true } : {}),
      }),
    'sync:status': async () => ctx.sync.status(),
    'sync:send': async (req) => {
      const released = sendHeld(ctx.r, req);
      return { released, outcome: await ctx.sync.run() };
    },
    'sync:network': async (req) => {
      // Went or came back, the answer is the same: look now (a remote on this machine may still answer).
      const reach = ctx.sync.reachability;
      if (reach) {
        reach.networkChanged(req.online);
        await reach.settled();
      }
      return ctx.sync.status();
    },
    'sync:history': async () =>
      listRuns(db, 50).map((run) => ({
        id: String(run.id),
        startedAt: run.started_at,
        finishedAt: run.finished_at,
        outcome: run.outcome,
        pushed: run.pushed,
        pulled: run.pulled,
        rejected: run.rejected,
        message: run.message,
      })),
    'sync:queue': async () => {
      const kept = keptChanges(db);
      return listOpen(db).map((row) => ({
        ...changeView(row),
        summary: changeSummary(db, row),
        localOnly: kept.has(row.id),
      }));
    },
  };
}
