import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { sumUnits, toUnits } from '../../../../shared/decimal';
import { PsaError } from '../../../../shared/psa/errors';
import { DAY_START_MINUTES, localInstant } from '../../../../shared/app/entry-time';
import type { EntryRestoreT } from '../../../../shared/app/channels/entries';
import { endAfterUnits, hoursText } from '../entries/hour-units';
import { entryRestoreView } from '../entries/restore';
import { listEntriesBetween } from '../../db/repositories/entries-week';
import { addTimesheet } from '../../replica/changes-entries';
import { editLocalTimesheet, removeLocalTimesheet } from '../../replica/edit-entries';
import type { Replica } from '../../replica/context';
import { dayBounds, withStates, type RowKey } from './week';
import { writeTransaction } from '../../db/transaction';
import { coreHours, coreI18n } from '../../i18n';

/*
 * Typing hours into a week cell. The API cannot change a timesheet once it is on the remote, so:
 * a cell holding only unsent entries has its (last) unsent entry adjusted; hours above what is
 * synced become a new entry for the difference; lowering below the synced hours is refused; 0 on
 * a cell of unsent entries removes them (the caller offers undo with what was removed). Rejected
 * entries beside counted ones are left out: the cell's hours are those that count.
 */

export interface CellRequest extends RowKey {
  contractLineId: bigint;
  roleId: bigint;
  date: string;
  /** Exact decimal text (the contract's Hours). */
  hours: string;
  description?: string | undefined;
}

export interface CellResult {
  outcome: 'created' | 'adjusted' | 'deleted' | 'unchanged';
  entryId: string | null;
  removed: EntryRestoreT[];
}

const text = hoursText;

function refuse(message: string): PsaError {
  return new PsaError('INVALID_STATE', message, [{ path: 'hours', message }]);
}

/**
 * Where an entry of `units` starts on a day: 09:00 local, or when the day's last other entry
 * ends if later; moved earlier when it would run past midnight (so it stays on its day).
 * `exclude`: the entry being placed, when it is already stored.
 */
export function defaultStart(
  r: Replica,
  accountId: bigint,
  date: string,
  units: bigint,
  exclude?: bigint,
): number {
  const { from, to } = dayBounds(date);
  const nine = localInstant(date, DAY_START_MINUTES);
  const others = listEntriesBetween(r.db, accountId, from, to).filter((e) => e.id !== exclude);
  const lastEnd = Math.max(nine, ...others.map((e) => Date.parse(e.date_to)));
  const dayEnd = Date.parse(to);
  if (endAfterUnits(lastEnd, units) <= dayEnd) return lastEnd;
  return Math.max(Date.parse(from), dayEnd - endAfterUnits(0, units));
}

/**
 * The start of an unsent entry whose hours change to `units`: it keeps its start unless it would
 * then run past midnight or into another entry of the day; then it moves after the day's last one.
 */
function adjustedStart(
  r: Replica,
  accountId: bigint,
  date: string,
  entry: { id: bigint; date_from: string },
  units: bigint,
): number {
  const start = Date.parse(entry.date_from);
  const end = endAfterUnits(start, units);
  const { from, to } = dayBounds(date);
  const clash = listEntriesBetween(r.db, accountId, from, to).some(
    (e) => e.id !== entry.id && Date.parse(e.date_from) < end && Date.parse(e.date_to) > start,
  );
  return end > Date.parse(to) || clash ? defaultStart(r, accountId, date, units, entry.id) : start;
}

/** Sets a cell of the week to `hours` for the signed-in account (see the rules above). */
export function setCell(r: Replica, accountId: bigint, req: CellRequest): CellResult {
  const target = toUnits(req.hours, HOURS_SCALE);
  const { from, to } = dayBounds(req.date);
  const all = withStates(listEntriesBetween(r.db, accountId, from, to)).filter(
    (e) =>
      e.project_id === req.projectId && e.contract_line_id === req.contractLineId && e.role_id === req.roleId,
  );
  // The cell shows what counts, rejected hours apart (walkthrough 30): typed hours set what counts,
  // and a rejected entry stays to be fixed or discarded. Only a cell of rejected entries alone
  // edits them (typing there fixes the rejected entry, queued again).
  const counted = all.filter((e) => e.state !== 'rejected');
  const entries = counted.length > 0 ? counted : all;
  const open = entries.filter((e) => e.editable);
  const locked = sumUnits(entries.filter((e) => !e.editable).map((e) => e.hours));
  const unsent = sumUnits(open.map((e) => e.hours));
  const last = open[open.length - 1];

  if (target === locked + unsent) {
    if (last && req.description !== undefined && (last.description ?? '') !== req.description) {
      editLocalTimesheet(r, last.id, { Description: req.description });
      return { outcome: 'adjusted', entryId: String(last.id), removed: [] };
    }
    return { outcome: 'unchanged', entryId: last ? String(last.id) : null, removed: [] };
  }
  if (target < locked) {
    throw refuse(coreI18n.t('core:week.locked', { hours: coreHours(text(locked)) }));
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
      DateTimeTo: new Date(endAfterUnits(start, rest)).toISOString(),
      NumberOfHours: hoursText(rest),
      Description: req.description || undefined,
    });
    return { outcome: 'created', entryId: String(id), removed: [] };
  }
  if (rest === 0n) {
    const removed = writeTransaction(r.db, () => open.map((e) => removeLocalTimesheet(r, e.id)));
    return { outcome: 'deleted', entryId: null, removed: removed.map(entryRestoreView) };
  }
  const next = last.hours + (rest - unsent);
  if (next <= 0n) {
    throw refuse(coreI18n.t('core:week.severalUnsent'));
  }
  const start = adjustedStart(r, accountId, req.date, last, next);
  editLocalTimesheet(r, last.id, {
    DateTimeFrom: new Date(start).toISOString(),
    NumberOfHours: hoursText(next),
    DateTimeTo: new Date(endAfterUnits(start, next)).toISOString(),
    ...(req.description !== undefined ? { Description: req.description || undefined } : {}),
  });
  return { outcome: 'adjusted', entryId: String(last.id), removed: [] };
}
