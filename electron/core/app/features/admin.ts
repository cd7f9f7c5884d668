import type { adminChannels } from '../../../../shared/app/channels/admin';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the admin feature channels (shared/app/channels/admin.ts). */
export function adminHandlers(_ctx: CoreContext): HandlersOf<keyof typeof adminChannels> {
  return {};
}
