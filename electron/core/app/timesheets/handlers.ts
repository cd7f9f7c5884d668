import type { timesheetChannels } from '../../../../shared/app/channels/timesheets';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { listTimesheetViews } from '../../db/repositories/timesheets';
import { addTimesheet } from '../../replica/changes-entries';
import { bookingAccount } from '../booking';
import { entryBound, LOCAL_LIMIT } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { timesheetView } from '../views';

/** The core's handlers of the timesheets channels (shared/app/channels/timesheets.ts). */
export function timesheetHandlers(ctx: CoreContext): HandlersOf<keyof typeof timesheetChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'timesheets:list': async (q) => {
      const changes = openChangesByRecord(db, 'timesheets');
      const rows = listTimesheetViews(db, {
        accountId: signedInAccount(db),
        fromInclusive: entryBound(q.from, 'from'),
        toExclusive: entryBound(q.to, 'to'),
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((t) => timesheetView(t, changes.get(t.id)));
    },
    // Booked for the signed-in account; addTimesheet then applies the full create rules
    // (TimesheetCreate: the period must hold the hours), stores and queues in one transaction.
    'timesheets:create': async (req) => ({
      id: String(addTimesheet(r, { ...req, AccountID: bookingAccount(r) }).id),
    }),
  };
}
