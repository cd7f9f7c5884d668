import { listRuns } from '../db/repositories/sync-meta';
import type { CoreContext, HandlersOf } from './types';

/** Sync control and status: run now, where things stand, and the recent runs. */
export function syncHandlers(ctx: CoreContext): HandlersOf<'sync:run' | 'sync:status' | 'sync:history'> {
  return {
    'sync:run': async (req) => ctx.sync.run(req.allowMassDelete ? { allowMassDelete: true } : {}),
    'sync:status': async () => ctx.sync.status(),
    'sync:history': async () =>
      listRuns(ctx.r.db, 50).map((run) => ({
        id: run.id,
        startedAt: run.started_at,
        finishedAt: run.finished_at,
        outcome: run.outcome,
        pushed: run.pushed,
        pulled: run.pulled,
        rejected: run.rejected,
        message: run.message,
      })),
  };
}
