import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { sumUnits, unitsToNumber } from '../../../../shared/decimal';
import { addDays, localDate, localInstant, weekDates, weekStartOf } from '../../../../shared/app/entry-time';
import type { SyncStateT } from '../../../../shared/app/views';
import type { WeekEntryT, WeekRowT, WeekViewT } from '../../../../shared/app/channels/week';
import type { Db } from '../../db/connection';
import { getProjectChoices, listEntriesBetween, type WeekEntryRow } from '../../db/repositories/entries-week';
import { seenName } from '../../db/repositories/replica';
import { countHeldBetween, weekSubmissionOn, weekSubmittedAt } from '../../db/repositories/holds';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { idOut, optIdOut } from '../views';
import { unnamedIn } from '../../i18n/unnamed';
import { compareNames } from '../name-order';

/*
 * The week view, computed exactly: hours are summed as bigint units of 0.0001 h and only turned
 * into decimal numbers (for display) at the end; ids leave as decimal text. Rows are (project, contract line, role); a row stays while it
 * has entries that week or was pinned (added by hand, or copied from the previous week).
 */

const hours = (units: bigint) => unitsToNumber(units, HOURS_SCALE);
const GRAVITY: Record<SyncStateT, number> = {
  synced: 0,
  local: 1,
  held: 1,
  pending: 1,
  sending: 2,
  rejected: 3,
};

/** A row's identity. */
export interface RowKey {
  projectId: bigint;
  contractLineId: bigint | null;
  roleId: bigint | null;
}

/** The text key of a row: "project:line:role" ('-' for an unknown line or role). */
export function rowKey(k: RowKey): string {
  return `${k.projectId}:${k.contractLineId ?? '-'}:${k.roleId ?? '-'}`;
}

/**
 * The week holding `anyDay`: its first day (`monday`: the Monday, or the Sunday of a week that
 * starts on Sunday, firstDay 7), its seven dates, and the instants bounding it [from, to) in local time.
 */
export function weekBounds(
  anyDay: string,
  firstDay: 1 | 7 = 1,
): { monday: string; dates: string[]; from: string; to: string } {
  const monday = weekStartOf(anyDay, firstDay);
  return {
    monday,
    dates: weekDates(monday),
    from: new Date(localInstant(monday)).toISOString(),
    to: new Date(localInstant(addDays(monday, 7))).toISOString(),
  };
}

/** The instants bounding one local day [from, to). */
export function dayBounds(date: string): { from: string; to: string } {
  return {
    from: new Date(localInstant(date)).toISOString(),
    to: new Date(localInstant(addDays(date, 1))).toISOString(),
  };
}

/** An entry with its state: the gravest open change wins; editable while its create is unsent. */
export interface StatedEntry extends WeekEntryRow {
  state: SyncStateT;
  editable: boolean;
}

/** One entry per timesheet with its sync state (rows of listEntriesBetween, one per open change). */
export function withStates(rows: readonly WeekEntryRow[]): StatedEntry[] {
  const byId = new Map<bigint, StatedEntry>();
  for (const row of rows) {
    // Kept on this computer (on a local-only project): never sent, 'local'.
    // Held until its week is submitted (week submission): 'held', not yet waiting to be sent.
    const state: SyncStateT =
      row.outbox_state === 'pending' && row.kept === 1
        ? 'local'
        : row.outbox_state === 'pending' && row.held === 1
          ? 'held'
          : (row.outbox_state ?? 'synced');
    const editable =
      row.outbox_endpoint === 'createTimesheet' &&
      (state === 'rejected' || (row.outbox_state === 'pending' && row.needs_lookup === 0));
    const prev = byId.get(row.id);
    if (!prev || GRAVITY[state] > GRAVITY[prev.state]) byId.set(row.id, { ...row, state, editable });
  }
  return [...byId.values()];
}

const PINNED_PREFIX = 'week_rows:' as const;

/**
 * An id of a pinned row as stored: decimal text (older settings hold JSON numbers, which were
 * safe integers then). Anything else is no id.
 */
function storedId(v: unknown): bigint | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?\d{1,19}$/.test(v)) return BigInt(v);
  return null;
}

const storedIdText = (v: bigint | null): string | null => (v === null ? null : String(v));

/** The rows pinned to a week (by its Monday). */
export function pinnedRows(db: Db, monday: string): RowKey[] {
  const raw = getReplicaSetting(db, `${PINNED_PREFIX}${monday}`);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((k: unknown) => {
      const projectId = Array.isArray(k) ? storedId(k[0]) : null;
      if (!Array.isArray(k) || projectId === null) return [];
      return [{ projectId, contractLineId: storedId(k[1]), roleId: storedId(k[2]) }];
    });
  } catch {
    return [];
  }
}

/** Stores the rows pinned to a week (none: the setting is removed). */
export function setPinnedRows(db: Db, monday: string, rows: readonly RowKey[]): void {
  const unique = new Map(rows.map((k) => [rowKey(k), k]));
  setReplicaSetting(
    db,
    `${PINNED_PREFIX}${monday}`,
    unique.size === 0
      ? null
      : JSON.stringify(
          [...unique.values()].map((k) => [k.projectId, k.contractLineId, k.roleId].map(storedIdText)),
        ),
  );
}

interface RowAcc extends RowKey {
  projectName: string;
  contractLineName: string | null;
  roleName: string | null;
  units: bigint[][];
  ids: bigint[][];
  states: Set<SyncStateT>[];
  locked: bigint[][];
  /** Hours the totals count: every entry but those the remote rejected (issue 13). */
  counted: bigint[][];
  /** The hours the remote rejected, per day. */
  rejected: bigint[][];
  /** Of those, the hours not synced yet. */
  unsynced: bigint[];
  pinned: boolean;
}

function emptyRow(k: RowKey, names: Pick<RowAcc, 'projectName' | 'contractLineName' | 'roleName'>): RowAcc {
  const seven = <T>(make: () => T) => Array.from({ length: 7 }, make);
  return {
    ...k,
    ...names,
    units: seven(() => []),
    ids: seven(() => []),
    states: seven(() => new Set()),
    locked: seven(() => []),
    counted: seven(() => []),
    rejected: seven(() => []),
    unsynced: [],
    pinned: false,
  };
}

function entryView(e: StatedEntry): WeekEntryT {
  return {
    id: idOut(e.id),
    accountId: idOut(e.account_id),
    projectId: idOut(e.project_id),
    projectName: e.project_name,
    contractLineId: optIdOut(e.contract_line_id),
    contractLineName: e.contract_line_name,
    roleId: optIdOut(e.role_id),
    roleName: e.role_name,
    from: e.date_from,
    to: e.date_to,
    hours: hours(e.hours),
    description: e.description,
    approvedByPM: e.approved_pm_at !== null,
    approvedByTL: e.approved_tl_at !== null,
    invoiceNumber: e.invoice_number,
    syncState: e.state,
    changeId: optIdOut(e.outbox_id),
    error: e.state === 'rejected' ? e.last_error : null,
    date: localDate(e.date_from),
    editable: e.editable,
  };
}

function rowView(a: RowAcc, dates: readonly string[]): WeekRowT {
  const cells = dates.map((date, i) => ({
    date,
    hours: hours(sumUnits(a.units[i] ?? [])),
    entryIds: (a.ids[i] ?? []).map(idOut),
    states: [...(a.states[i] ?? [])].sort((x, y) => GRAVITY[x] - GRAVITY[y]),
    lockedHours: hours(sumUnits(a.locked[i] ?? [])),
    rejectedHours: hours(sumUnits(a.rejected[i] ?? [])),
  }));
  return {
    key: rowKey(a),
    projectId: idOut(a.projectId),
    contractLineId: optIdOut(a.contractLineId),
    roleId: optIdOut(a.roleId),
    projectName: a.projectName,
    contractLineName: a.contractLineName,
    roleName: a.roleName,
    cells,
    total: hours(sumUnits(a.counted.flat())),
    pinned: a.pinned,
    editable: a.contractLineId !== null && a.roleId !== null,
  };
}

/** Names in the lists' one order (name-order.ts); an unknown name (null) after the known ones. */
const byText = (x: string | null, y: string | null) =>
  x === null || y === null ? Number(x === null) - Number(y === null) : compareNames(x, y);

/**
 * The week holding `anyDay` for an account: rows, cells, exact totals, and its entries. Cells show
 * every entry; row, day and week totals leave rejected ones out and say what is not synced yet.
 */
export function buildWeek(
  db: Db,
  accountId: bigint | undefined,
  anyDay: string,
  firstDay: 1 | 7 = 1,
): WeekViewT {
  const { monday, dates, from, to } = weekBounds(anyDay, firstDay);
  const entries = accountId === undefined ? [] : withStates(listEntriesBetween(db, accountId, from, to));
  const rows = new Map<string, RowAcc>();
  const dayIndex = new Map(dates.map((d, i) => [d, i]));
  for (const e of entries) {
    const k = { projectId: e.project_id, contractLineId: e.contract_line_id, roleId: e.role_id };
    const key = rowKey(k);
    let row = rows.get(key);
    if (!row) {
      row = emptyRow(k, {
        projectName: e.project_name ?? unnamedIn('project', e.project_id),
        contractLineName: e.contract_line_name,
        roleName: e.role_name,
      });
      rows.set(key, row);
    }
    const i = dayIndex.get(localDate(e.date_from));
    if (i === undefined) continue;
    row.units[i]?.push(e.hours);
    row.ids[i]?.push(e.id);
    row.states[i]?.add(e.state);
    if (!e.editable) row.locked[i]?.push(e.hours);
    // A rejected entry stays in its cell to be fixed, but no total counts it.
    if (e.state !== 'rejected') row.counted[i]?.push(e.hours);
    else row.rejected[i]?.push(e.hours);
    if (e.state === 'pending' || e.state === 'sending' || e.state === 'held') row.unsynced.push(e.hours);
  }
  const pinned = pinnedRows(db, monday);
  const names = new Map(
    getProjectChoices(db, [...new Set(pinned.map((k) => k.projectId))]).map((p) => [p.id, p.name]),
  );
  for (const k of pinned) {
    const key = rowKey(k);
    let row = rows.get(key);
    if (!row) {
      row = emptyRow(k, {
        projectName: names.get(k.projectId) ?? unnamedIn('project', k.projectId),
        contractLineName: k.contractLineId === null ? null : seenName(db, 'contract_line', k.contractLineId),
        roleName: k.roleId === null ? null : seenName(db, 'role', k.roleId),
      });
      rows.set(key, row);
    }
    row.pinned = true;
  }
  const sorted = [...rows.values()].sort(
    (x, y) =>
      byText(x.projectName, y.projectName) ||
      byText(x.contractLineName, y.contractLineName) ||
      byText(x.roleName, y.roleName) ||
      rowKey(x).localeCompare(rowKey(y)),
  );
  const dayUnits = dates.map((_, i) => sumUnits(sorted.flatMap((r) => r.counted[i] ?? [])));
  return {
    weekStart: monday,
    dates,
    rows: sorted.map((r) => rowView(r, dates)),
    dayTotals: dayUnits.map(hours),
    weekTotal: hours(sumUnits(dayUnits)),
    weekUnsynced: hours(sumUnits(sorted.flatMap((r) => r.unsynced))),
    entries: entries.map(entryView),
    submission: {
      enabled: weekSubmissionOn(db),
      held: countHeldBetween(db, from, to),
      submittedAt: weekSubmittedAt(db, monday),
    },
  };
}

/** The distinct rows (project, line, role) with entries in [from, to) for an account. */
export function rowsWithEntries(db: Db, accountId: bigint, from: string, to: string): RowKey[] {
  const seen = new Map<string, RowKey>();
  for (const e of listEntriesBetween(db, accountId, from, to)) {
    const k = { projectId: e.project_id, contractLineId: e.contract_line_id, roleId: e.role_id };
    seen.set(rowKey(k), k);
  }
  return [...seen.values()];
}
