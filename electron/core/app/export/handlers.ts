import type { exportChannels } from '../../../../shared/app/channels/export';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { expensesCsv, timesheetsCsv } from '../../reports/export';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the export channels (shared/app/channels/export.ts). */
export function exportHandlers(ctx: CoreContext): HandlersOf<keyof typeof exportChannels> {
  const db = ctx.r.db;
  return {
    'export:csv': async ({ kind, from, to }) => {
      const range = { accountId: signedInAccount(db), from, to };
      return kind === 'timesheets' ? timesheetsCsv(db, range) : expensesCsv(db, range);
    },
  };
}
