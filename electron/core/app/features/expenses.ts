import type { expenseChannels } from '../../../../shared/app/channels/expenses';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the expenses feature channels (shared/app/channels/expenses.ts). */
export function expenseHandlers(_ctx: CoreContext): HandlersOf<keyof typeof expenseChannels> {
  return {};
}
