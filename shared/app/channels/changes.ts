import { z } from 'zod';
import { ChangeView } from '../views';
import { id, none, ok } from './fields';
import type { ChannelsOf } from './map';

/* The local changes waiting for the remote: listed, fixed and resubmitted, or discarded. */

/** The channels of queued changes. */
export const changeChannels = {
  'changes:list': { request: none, response: z.array(ChangeView) },
  'changes:resubmit': {
    request: z.object({ id, patch: z.record(z.string(), z.unknown()).optional() }),
    response: ok,
  },
  'changes:discard': { request: z.object({ id }), response: ok },
} as const satisfies ChannelsOf<'changes'>;
