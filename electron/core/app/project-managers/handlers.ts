import type { projectManagerChannels } from '../../../../shared/app/channels/project-managers';
import { listProjectManagers } from '../../db/repositories/accounts';
import { LOCAL_LIMIT } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { projectManagerView } from '../views';

/** The core's handlers of the projectManagers channels (shared/app/channels/project-managers.ts). */
export function projectManagerHandlers(ctx: CoreContext): HandlersOf<keyof typeof projectManagerChannels> {
  const db = ctx.r.db;
  return {
    'projectManagers:list': async () =>
      listProjectManagers(db, { limit: LOCAL_LIMIT }).map(projectManagerView),
  };
}
