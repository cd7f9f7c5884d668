import type { changeChannels } from '../../../../shared/app/channels/changes';
import { listOpen } from '../../db/repositories/outbox';
import { discard, resubmit } from '../../replica/outbox-ops';
import type { CoreContext, HandlersOf } from '../types';
import { changeView } from '../views';

const OK = { ok: true } as const;

/**
 * The core's handlers of the changes channels (shared/app/channels/changes.ts): the local changes
 * waiting for the remote; a rejected one can be fixed and resubmitted, or discarded.
 */
export function changeHandlers(ctx: CoreContext): HandlersOf<keyof typeof changeChannels> {
  const r = ctx.r;
  return {
    'changes:list': async () => listOpen(r.db).map(changeView),
    'changes:resubmit': async ({ id, patch }) => (resubmit(r, id, patch), OK),
    'changes:discard': async ({ id }) => (discard(r, id), OK),
  };
}
