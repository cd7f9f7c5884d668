import type { reportChannels } from '../../../../shared/app/channels/reports';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the reports feature channels (shared/app/channels/reports.ts). */
export function reportHandlers(_ctx: CoreContext): HandlersOf<keyof typeof reportChannels> {
  return {};
}
