import type { entryChannels } from '../../../../shared/app/channels/entries';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the entries feature channels (shared/app/channels/entries.ts). */
export function entryHandlers(_ctx: CoreContext): HandlersOf<keyof typeof entryChannels> {
  return {};
}
