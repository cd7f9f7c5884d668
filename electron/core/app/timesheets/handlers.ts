import type { timesheetChannels } from '../../../../shared/app/channels/timesheets';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { listTimesheetViews } from '../../db/repositories/timesheets';
import { addTimesheet, parseBody } from '../../replica/changes-entries';
import { TimesheetCreate } from '../../../../shared/psa/resources';
import { bookingAccount } from '../booking';
import { checkTimesheet } from '../entries/sanity';
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
        fromInclusive: entryBound(q.from, 'from', 'local'),
        toExclusive: entryBound(q.to, 'to', 'local'),
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((t) => timesheetView(t, changes.get(t.id)));
    },
    // Booked for the signed-in account; addTimesheet then applies the full create rules
    // (TimesheetCreate: the period must hold the hours), stores and queues in one transaction.
    'timesheets:create': async ({ confirm, ...req }) => {
      // The create rules first (a wrong field is told before any question), then the day's checks.
      const body = parseBody(TimesheetCreate, { ...req, AccountID: bookingAccount(r) });
      checkTimesheet(r, body.AccountID, body, confirm);
      return { id: String(addTimesheet(r, body).id) };
    },
  };
}
