import type { entryChannels } from '../../../../shared/app/channels/entries';
import type { timerChannels } from '../../../../shared/app/channels/timer';
import type { weekChannels } from '../../../../shared/app/channels/week';
import type { DataTableT } from '../../../../shared/app/tables';
import { addDays } from '../../../../shared/app/entry-time';
import { PsaError } from '../../../../shared/psa/errors';
import { getProjectChoices } from '../../db/repositories/entries-week';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { addTimesheet } from '../../replica/changes-entries';
import { requireAccountId } from '../../replica/context';
import { editLocalTimesheet, removeLocalTimesheet } from '../../replica/edit-entries';
import type { CoreContext, HandlersOf } from '../types';
import { setCell } from './entries/cells';
import { timesheetFromForm, withFormPaths } from './entries/form';
import { lineChoices, projectChoices, setFavourite } from './entries/picker';
import { cancelTimer, getTimer, startTimer, stopTimer } from './entries/timer';
import { buildWeek, pinnedRows, rowKey, rowsWithEntries, setPinnedRows, weekBounds } from './entries/week';
import { writeTransaction } from '../../db/transaction';

const OK = { ok: true } as const;
const PICKER_LIMIT = 50;

/** The core's handlers of the entries feature channels (shared/app/channels/entries.ts). */
export function entryHandlers(
  ctx: CoreContext,
): HandlersOf<keyof typeof weekChannels | keyof typeof entryChannels | keyof typeof timerChannels> {
  const r = ctx.r;
  const db = r.db;
  const signedIn = () => signedInAccount(db);
  // Preferences of this feature are not replica tables: tell the renderer about them directly.
  const changed = (table: DataTableT) => ctx.events.emit('data:changed', { tables: [table] });
  const requireProject = (projectId: number) => {
    if (!getProjectChoices(db, [projectId])[0])
      throw new PsaError('UNKNOWN_REFERENCE', `projectId: project ${projectId} is not known here`, [
        { path: 'projectId', message: 'unknown project' },
      ]);
  };
  const saved = (id: number, b: { DateTimeFrom: string; DateTimeTo: string; NumberOfHours: number }) => ({
    id,
    from: b.DateTimeFrom,
    to: b.DateTimeTo,
    hours: b.NumberOfHours,
  });

  return {
    'week:get': async ({ weekStart }) => buildWeek(db, signedIn(), weekStart),
    'week:setCell': async (req) => setCell(r, requireAccountId(r), req),
    'week:addRow': async ({ weekStart, ...key }) => {
      requireProject(key.projectId);
      const { monday } = weekBounds(weekStart);
      setPinnedRows(db, monday, [...pinnedRows(db, monday), key]);
      changed('week_rows');
      return OK;
    },
    'week:removeRow': async ({ weekStart, ...key }) => {
      const { monday, from, to } = weekBounds(weekStart);
      const account = signedIn();
      if (
        account !== undefined &&
        rowsWithEntries(db, account, from, to).some((k) => rowKey(k) === rowKey(key))
      )
        throw new PsaError(
          'INVALID_STATE',
          'This row has hours this week: clear them before removing the row.',
        );
      setPinnedRows(
        db,
        monday,
        pinnedRows(db, monday).filter((k) => rowKey(k) !== rowKey(key)),
      );
      changed('week_rows');
      return OK;
    },
    'week:copyPrevious': async ({ weekStart }) => {
      const { monday, from, to } = weekBounds(weekStart);
      const prev = weekBounds(addDays(monday, -7));
      const account = requireAccountId(r);
      const shown = new Set(
        [...pinnedRows(db, monday), ...rowsWithEntries(db, account, from, to)].map(rowKey),
      );
      const copy = [
        ...rowsWithEntries(db, account, prev.from, prev.to),
        ...pinnedRows(db, prev.monday),
      ].filter((k) => k.contractLineId !== null && k.roleId !== null);
      const added = new Set(copy.map(rowKey).filter((k) => !shown.has(k))).size;
      setPinnedRows(db, monday, [...pinnedRows(db, monday), ...copy]);
      changed('week_rows');
      return { added };
    },
    'entries:create': async (req) =>
      withFormPaths(() => {
        const body = timesheetFromForm(req);
        return saved(addTimesheet(r, { ...body, AccountID: requireAccountId(r) }).id, {
          DateTimeFrom: String(body.DateTimeFrom),
          DateTimeTo: String(body.DateTimeTo),
          NumberOfHours: Number(body.NumberOfHours),
        });
      }),
    'entries:update': async ({ id, ...form }) =>
      withFormPaths(() => saved(id, editLocalTimesheet(r, id, timesheetFromForm(form)))),
    'entries:delete': async ({ id }) => ({ removed: [removeLocalTimesheet(r, id)] }),
    'entries:restore': async ({ entries }) => {
      const account = requireAccountId(r);
      const ids = writeTransaction(db, () =>
        entries.map((e) => addTimesheet(r, { ...e, AccountID: account }).id),
      );
      return { ids };
    },
    'entries:projects': async ({ search, limit }) =>
      projectChoices(db, signedIn(), search || undefined, limit ?? PICKER_LIMIT),
    'entries:favourite': async ({ projectId, favourite }) => {
      if (favourite) requireProject(projectId);
      setFavourite(db, projectId, favourite);
      changed('entry_favourites');
      return OK;
    },
    'entries:lines': async ({ projectId }) => lineChoices(db, projectId),
    'timer:get': async () => ({ timer: getTimer(r) }),
    'timer:start': async (req) => {
      const timer = startTimer(r, req);
      changed('timer');
      return timer;
    },
    'timer:stop': async ({ description }) => {
      const entry = stopTimer(r, requireAccountId(r), description);
      changed('timer');
      return entry;
    },
    'timer:cancel': async () => {
      cancelTimer(r);
      changed('timer');
      return OK;
    },
  };
}
