import type { orgChannels } from '../../../../shared/app/channels/org';
import type { CoreContext, HandlersOf } from '../types';
import { orgOptions } from './options';

/** The core's handlers of the org channels (shared/app/channels/org.ts). */
export function orgHandlers(ctx: CoreContext): HandlersOf<keyof typeof orgChannels> {
  const db = ctx.r.db;
  return {
    'org:options': async () => orgOptions(db),
  };
}
