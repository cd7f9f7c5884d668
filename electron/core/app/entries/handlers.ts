import type { entryChannels } from '../../../../shared/app/channels/entries';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { addTimesheet } from '../../replica/changes-entries';
import { requireAccountId } from '../../replica/context';
import { editLocalTimesheet, removeLocalTimesheet } from '../../replica/edit-entries';
import type { CoreContext, HandlersOf } from '../types';
import { timesheetFromForm, withFormPaths } from './form';
import { entryRestoreView } from './restore';
import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { toUnits, unitsToNumber } from '../../../../shared/decimal';
import { checkTimesheet } from './sanity';
import { lineChoices, projectChoices, requireKnownProject, setFavourite } from './picker';
import { refreshLines } from './refresh-lines';

const OK = { ok: true } as const;
const PICKER_LIMIT = 50;

/** A saved entry's answer: its id as decimal text, its exact hours as a number for display. */
const saved = (
  id: bigint,
  b: { DateTimeFrom: string; DateTimeTo: string; NumberOfHours: string | number },
) => ({
  id: String(id),
  from: b.DateTimeFrom,
  to: b.DateTimeTo,
  hours: unitsToNumber(toUnits(b.NumberOfHours, HOURS_SCALE), HOURS_SCALE),
});

/** The core's handlers of the entries channels (shared/app/channels/entries.ts). */
export function entryHandlers(ctx: CoreContext): HandlersOf<keyof typeof entryChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'entries:create': async ({ confirm, ...req }) =>
      withFormPaths(() => {
        const body = timesheetFromForm(req);
        const account = requireAccountId(r);
        checkTimesheet(r, account, body, confirm);
        return saved(addTimesheet(r, { ...body, AccountID: account }).id, {
          DateTimeFrom: String(body.DateTimeFrom),
          DateTimeTo: String(body.DateTimeTo),
          NumberOfHours: String(body.NumberOfHours),
        });
      }),
    'entries:update': async ({ id, confirm, ...form }) =>
      withFormPaths(() => {
        const body = timesheetFromForm(form);
        checkTimesheet(r, requireAccountId(r), body, confirm, { replaces: id });
        return saved(id, editLocalTimesheet(r, id, body));
      }),
    'entries:delete': async ({ id }) => ({ removed: [entryRestoreView(removeLocalTimesheet(r, id))] }),
    'entries:restore': async ({ entries }) => {
      const account = requireAccountId(r);
      const ids = writeTransaction(db, () =>
        entries.map((e) => {
          // Undo brings back what was accepted before: only the 24 h limit applies.
          checkTimesheet(r, account, e, undefined, { hardOnly: true });
          return addTimesheet(r, { ...e, AccountID: account }).id;
        }),
      );
      return { ids: ids.map(String) };
    },
    'entries:projects': async ({ search, limit }) =>
      projectChoices(db, signedInAccount(db), search || undefined, limit ?? PICKER_LIMIT),
    'entries:favourite': async ({ projectId, favourite }) => {
      if (favourite) requireKnownProject(db, projectId);
      setFavourite(db, projectId, favourite);
      // Favourites are not a replica table: tell the renderer directly.
      ctx.events.emit('data:changed', { tables: ['entry_favourites'] });
      return OK;
    },
    'entries:lines': async ({ projectId }) => lineChoices(db, projectId, signedInAccount(db)),
    'entries:refreshLines': async ({ projectId }) => refreshLines(ctx, projectId),
  };
}
