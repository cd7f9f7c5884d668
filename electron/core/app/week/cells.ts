import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { toUnits, unitsToText } from '../../../../shared/decimal';
import { PsaError } from '../../../../shared/psa/errors';
import { DAY_START_MINUTES, endAfter, localInstant, unitsToHours } from '../../../../shared/app/entry-time';
import type { EntryRestoreT } from '../../../../shared/app/channels/entries';
import { lastEndBetween, listEntriesBetween } from '../../db/repositories/entries-week';
import { addTimesheet } from '../../replica/changes-entries';
import { editLocalTimesheet, removeLocalTimesheet } from '../../replica/edit-entries';
import type { Replica } from '../../replica/context';
import { dayBounds, withStates, type RowKey } from './week';
import { writeTransaction } from '../../db/transaction';

/*
 * Typing hours into a week cell. The API cannot change a timesheet once it is on the remote, so:
 * a cell holding only unsent entries has its (last) unsent entry adjusted; hours above what is
 * synced become a new entry for the difference; lowering below the synced hours is refused; 0 on
 * a cell of unsent entries removes them (the caller offers undo with what was removed).
 */

export interface CellRequest extends RowKey {
  contractLineId: number;
  roleId: number;
  date: string;
  hours: number;
  description?: string | undefined;
}

export interface CellResult {
  outcome: 'created' | 'adjusted' | 'deleted' | 'unchanged';
  entryId: number | null;
  removed: EntryRestoreT[];
}

const text = (units: number) => unitsToText(units, HOURS_SCALE);

function refuse(message: string): PsaError {
  return new PsaError('INVALID_STATE', message, [{ path: 'hours', message }]);
}

/**
 * Where a new entry of `units` starts on a day: 09:00 local, or when the day's last entry ends if
 * later; moved earlier when it would run past midnight (so it stays on its day).
 */
export function defaultStart(r: Replica, accountId: number, date: string, units: number): number {
  const { from, to } = dayBounds(date);
  const nine = localInstant(date, DAY_START_MINUTES);
  const lastEnd = lastEndBetween(r.db, accountId, from, to);
  let start = Math.max(nine, lastEnd ? Date.parse(lastEnd) : nine);
  const dayEnd = Date.parse(to);
  if (endAfter(start, units) > dayEnd) start = Math.max(Date.parse(from), dayEnd - endAfter(0, units));
  return start;
}

/** Sets a cell of the week to `hours` for the signed-in account (see the rules above). */
export function setCell(r: Replica, accountId: number, req: CellRequest): CellResult {
  const target = toUnits(req.hours, HOURS_SCALE);
  const { from, to } = dayBounds(req.date);
  const entries = withStates(listEntriesBetween(r.db, accountId, from, to)).filter(
    (e) =>
      e.project_id === req.projectId && e.contract_line_id === req.contractLineId && e.role_id === req.roleId,
  );
  const open = entries.filter((e) => e.editable);
  const locked = entries.filter((e) => !e.editable).reduce((sum, e) => sum + e.hours, 0);
  const unsent = open.reduce((sum, e) => sum + e.hours, 0);
  const last = open[open.length - 1];

  if (target === locked + unsent) {
    if (last && req.description !== undefined && (last.description ?? '') !== req.description) {
      editLocalTimesheet(r, last.id, { Description: req.description });
      return { outcome: 'adjusted', entryId: last.id, removed: [] };
    }
    return { outcome: 'unchanged', entryId: last?.id ?? null, removed: [] };
  }
  if (target < locked) {
    throw refuse(
      `${text(locked)} h of this day are synced or on their way to the remote, and the PSA API cannot ` +
        `change them: enter at least ${text(locked)} h (or add a correcting entry in your PSA service).`,
    );
  }
  const rest = target - locked;
  if (!last) {
    const start = defaultStart(r, accountId, req.date, rest);
    const { id } = addTimesheet(r, {
      AccountID: accountId,
      ProjectID: req.projectId,
      ContractLineID: req.contractLineId,
      RoleID: req.roleId,
      DateTimeFrom: new Date(start).toISOString(),
      DateTimeTo: new Date(endAfter(start, rest)).toISOString(),
      NumberOfHours: unitsToHours(rest),
      Description: req.description || undefined,
    });
    return { outcome: 'created', entryId: id, removed: [] };
  }
  if (rest === 0) {
    const removed = writeTransaction(r.db, () => open.map((e) => removeLocalTimesheet(r, e.id)));
    return { outcome: 'deleted', entryId: null, removed };
  }
  const next = last.hours + (rest - unsent);
  if (next <= 0) {
    throw refuse(
      'This day holds several unsent entries on this row: change or delete them in the day list below the grid.',
    );
  }
  editLocalTimesheet(r, last.id, {
    NumberOfHours: unitsToHours(next),
    DateTimeTo: new Date(endAfter(Date.parse(last.date_from), next)).toISOString(),
    ...(req.description !== undefined ? { Description: req.description || undefined } : {}),
  });
  return { outcome: 'adjusted', entryId: last.id, removed: [] };
}
