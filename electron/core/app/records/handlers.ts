import type { recordChannels } from '../../../../shared/app/channels/records';
import type { CoreContext, HandlersOf } from '../types';
import { companyDuplicates, contactDuplicates, projectDuplicates } from './duplicates';

/** The core's handlers of the records channels (shared/app/channels/records.ts). */
export function recordHandlers(ctx: CoreContext): HandlersOf<keyof typeof recordChannels> {
  const db = ctx.r.db;
  return {
    'records:duplicates': async (q) =>
      q.kind === 'company'
        ? companyDuplicates(db, q.name)
        : q.kind === 'project'
          ? projectDuplicates(db, q.name, q.companyId)
          : contactDuplicates(db, q),
  };
}
