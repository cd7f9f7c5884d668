import type { weekChannels } from '../../../../shared/app/channels/week';
import { addDays } from '../../../../shared/app/entry-time';
import { PsaError } from '../../../../shared/psa/errors';
import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { toUnits } from '../../../../shared/decimal';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { requireAccountId } from '../../replica/context';
import { refusedRow, requireKnownProject } from '../entries/picker';
import type { CoreContext, HandlersOf } from '../types';
import { checkDay } from '../entries/sanity';
import { setCell } from './cells';
import { submitWeek } from './submission';
import { buildWeek, pinnedRows, rowKey, rowsWithEntries, setPinnedRows, weekBounds } from './week';
import { coreI18n } from '../../i18n';

const OK = { ok: true } as const;

/** The core's handlers of the week channels (shared/app/channels/week.ts). */
export function weekHandlers(ctx: CoreContext): HandlersOf<keyof typeof weekChannels> {
  const r = ctx.r;
  const db = r.db;
  const signedIn = () => signedInAccount(db);
  // Pinned rows are not replica tables: tell the renderer about them directly.
  const changed = () => ctx.events.emit('data:changed', { tables: ['week_rows'] });

  return {
    'week:get': async ({ weekStart, firstDay }) => buildWeek(db, signedIn(), weekStart, firstDay),
    'week:setCell': async ({ confirm, ...req }) => {
      const account = requireAccountId(r);
      // The cell's entries become `hours`; the rest of the day stays as it is.
      checkDay(
        r,
        account,
        {
          date: req.date,
          units: toUnits(req.hours, HOURS_SCALE),
          replaces: (e) =>
            e.project_id === req.projectId &&
            e.contract_line_id === req.contractLineId &&
            e.role_id === req.roleId,
        },
        confirm,
      );
      return setCell(r, account, req);
    },
    'week:addRow': async ({ weekStart, firstDay, ...key }) => {
      requireKnownProject(db, key.projectId);
      const { monday } = weekBounds(weekStart, firstDay);
      setPinnedRows(db, monday, [...pinnedRows(db, monday), key]);
      changed();
      return OK;
    },
    'week:removeRow': async ({ weekStart, firstDay, ...key }) => {
      const { monday, from, to } = weekBounds(weekStart, firstDay);
      const account = signedIn();
      if (
        account !== undefined &&
        rowsWithEntries(db, account, from, to).some((k) => rowKey(k) === rowKey(key))
      )
        throw new PsaError('INVALID_STATE', coreI18n.t('core:week.rowHasHours'));
      setPinnedRows(
        db,
        monday,
        pinnedRows(db, monday).filter((k) => rowKey(k) !== rowKey(key)),
      );
      changed();
      return OK;
    },
    'week:copyPrevious': async ({ weekStart, firstDay }) => {
      const { monday, from, to } = weekBounds(weekStart, firstDay);
      const prev = weekBounds(addDays(monday, -7), firstDay);
      const account = requireAccountId(r);
      const shown = new Set(
        [...pinnedRows(db, monday), ...rowsWithEntries(db, account, from, to)].map(rowKey),
      );
      const candidates = [
        ...rowsWithEntries(db, account, prev.from, prev.to),
        ...pinnedRows(db, prev.monday),
      ].filter((k) => k.contractLineId !== null && k.roleId !== null);
      // A line or role the remote refused for the project is never copied on (issue 13).
      const copy = candidates.filter((k) => !refusedRow(db, k));
      const skipped = new Set(candidates.filter((k) => refusedRow(db, k)).map(rowKey)).size;
      const added = new Set(copy.map(rowKey).filter((k) => !shown.has(k))).size;
      setPinnedRows(db, monday, [...pinnedRows(db, monday), ...copy]);
      changed();
      return { added, skipped };
    },
    'week:submit': async ({ weekStart, firstDay }) => submitWeek(r, weekStart, firstDay),
  };
}
