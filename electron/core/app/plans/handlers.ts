import type { planChannels } from '../../../../shared/app/channels/plans';
import { listPlanTrees } from '../../db/repositories/plans';
import { LOCAL_LIMIT } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { planView } from '../views';
import { browsePlans } from './browse';

/** The core's handlers of the plans channels (shared/app/channels/plans.ts). */
export function planHandlers(ctx: CoreContext): HandlersOf<keyof typeof planChannels> {
  const db = ctx.r.db;
  return {
    'plans:list': async () => listPlanTrees(db, LOCAL_LIMIT).map(planView),
    'plans:browse': async (filter) => browsePlans(db, ctx.r.now(), filter),
  };
}
