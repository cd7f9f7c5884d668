import { z } from 'zod';
import { TimesheetFields } from '../../psa/resources';
import { TimesheetView } from '../views';
import { confirm } from './entries';
import { dateBound, id, limit, idText } from './fields';
import type { ChannelsOf } from './map';

/*
 * Timesheets as the API knows them: the signed-in account's local entries with their sync state,
 * and a create in the API's fields (the week view and quick entry use the entries:* channels).
 */

/** The channels of timesheets. */
export const timesheetChannels = {
  'timesheets:list': {
    request: z.object({ from: dateBound, to: dateBound, limit }),
    response: z.array(TimesheetView),
  },
  // Booked for the signed-in account; the core applies the full create rules (TimesheetCreate) and
  // the day's sanity checks (confirm: see entries.ts).
  'timesheets:create': {
    request: TimesheetFields.omit({ AccountID: true }).extend({ ProjectID: id, confirm }),
    response: z.object({ id: idText }),
  },
} as const satisfies ChannelsOf<'timesheets'>;
