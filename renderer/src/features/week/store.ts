import { create } from 'zustand';
import type { EntryRestoreT } from '../../../../shared/app/channels/entries';
import type { WeekViewT } from '../../../../shared/app/channels/week';
import { addDays, localDate, weekStartOf } from '../../../../shared/app/entry-time';
import { asksOf, type Ask } from '../../components/ConfirmChecks';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { currentFirstDay, useDisplay } from '../../i18n/display';
import { onTablesChanged } from '../../models/data-changed';
import { restore } from '../../models/undo';

/*
 * The week view: which week, its rows and exact totals (from the core), the active cell, typed
 * hours on their way to the core, and the last removal that can be undone.
 */

/** The week shown survives a reload of the window (not a new session). */
const WEEK_KEY = 'psa:week:start';

export type CellOutcome = 'created' | 'adjusted' | 'deleted' | 'unchanged';

/** A row's project, contract line and role: id text, as every id in the renderer. */
export interface RowKeyT {
  projectId: string;
  contractLineId: string;
  roleId: string;
}

interface WeekState {
  weekStart: string;
  view: WeekViewT | null;
  loading: boolean;
  error: string | null;
  /** The active cell: row index and day column 0..6 (Monday..Sunday). */
  row: number;
  col: number;
  /** Typed hours (decimal text) not yet in `view`, by "rowKey|date". */
  saving: Record<string, string>;
  /** A cell's last refusal, shown next to the grid, by "rowKey|date". */
  cellError: { key: string; message: string } | null;
  /** A cell's hours the core asks to confirm first ("Save anyway"): setCell again with `confirm`. */
  cellAsks: { rowKey: string; key: RowKeyT; date: string; hours: string; asks: Ask[] } | null;
  /** What the last deletion removed, until undone or replaced. */
  removed: EntryRestoreT[] | null;
  /** A row to focus once it is in the view (after adding it). */
  focusKey: string | null;
  /** The week whose active cell takes the focus once it is shown (Alt+←/→ from a cell). */
  focusWeek: string | null;
  load: () => Promise<void>;
  goTo: (date: string) => void;
  goWeeks: (delta: number) => void;
  setActive: (row: number, col: number) => void;
  /** Sets a cell's hours (decimal text, up to 4 decimals: the core checks them). */
  setCell: (
    rowKey: string,
    key: RowKeyT,
    date: string,
    hours: string,
    confirm?: string[],
    description?: string,
  ) => Promise<CellOutcome | null>;
  addRow: (key: RowKeyT) => Promise<string | null>;
  removeRow: (key: RowKeyT) => Promise<void>;
  /** Copies the previous week's rows; answers what was skipped (rows on a refused line or role), if any. */
  copyPrevious: () => Promise<string>;
  deleteEntry: (id: string) => Promise<void>;
  undo: () => Promise<void>;
  clearFocusKey: () => void;
}

/** Says how many rows were not copied because the PSA service refused their line or role. */
function refusedRows(n: number): string {
  return i18n.t('week:copy.skipped', { count: n });
}

/** The week to show first (the one shown before a reload, else this week) and the active column. */
function initialWeek(): { weekStart: string; col: number } {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(WEEK_KEY);
  const today = localDate(Date.now());
  const first = currentFirstDay();
  const weekStart = weekStartOf(stored && /^\d{4}-\d{2}-\d{2}$/.test(stored) ? stored : today, first);
  return { weekStart, col: weekStart === weekStartOf(today, first) ? dayIndex(weekStart, today) : 0 };
}

/** The column 0..6 of a date in the week starting `monday`. */
function dayIndex(monday: string, date: string): number {
  return Math.round((Date.parse(date) - Date.parse(monday)) / 86_400_000);
}

// Answers can overtake each other while the user flips weeks; only the latest may land.
let latestLoad = 0;
// Cell changes reach the core one at a time, in the order they were typed.
let cellQueue: Promise<unknown> = Promise.resolve();

/** A cell's refusal in words: the core's own sentence, without the field path it prefixes. */
function cellMessage(err: unknown): string {
  const detail = err instanceof AppCallError ? err.details?.[0]?.message : undefined;
  return detail ?? errorMessage(err);
}

/** The key of a cell in `saving` and `cellError`. */
export const cellKey = (rowKey: string, date: string) => `${rowKey}|${date}`;

/** The week view's state and actions. */
export const useWeek = create<WeekState>()((set, get) => ({
  ...initialWeek(),
  view: null,
  loading: false,
  error: null,
  row: 0,
  saving: {},
  cellError: null,
  cellAsks: null,
  removed: null,
  focusKey: null,
  focusWeek: null,
  load: async () => {
    const request = ++latestLoad;
    const weekStart = get().weekStart;
    set({ loading: true });
    try {
      const view = await invoke('week:get', { weekStart, firstDay: currentFirstDay() });
      if (request !== latestLoad) return;
      set((s) => ({
        view,
        loading: false,
        error: null,
        row: Math.max(0, Math.min(s.row, view.rows.length - 1)),
      }));
    } catch (err) {
      if (request === latestLoad) set({ loading: false, error: errorMessage(err) });
    }
  },
  goTo: (date) => {
    const weekStart = weekStartOf(date, currentFirstDay());
    sessionStorage.setItem(WEEK_KEY, weekStart);
    set({ weekStart, col: dayIndex(weekStart, date), cellError: null });
    if (weekStart !== get().view?.weekStart) void get().load();
  },
  goWeeks: (delta) => get().goTo(addDays(get().weekStart, delta * 7 + get().col)),
  setActive: (row, col) => set({ row, col }),
  setCell: (rowKey, key, date, hours, confirm, description) => {
    const k = cellKey(rowKey, date);
    set((s) => ({ saving: { ...s.saving, [k]: hours }, cellError: null, cellAsks: null }));
    const run = async (): Promise<CellOutcome | null> => {
      try {
        const result = await invoke('week:setCell', { ...key, date, hours, confirm, description });
        if (result.outcome === 'deleted') set({ removed: result.removed });
        await get().load();
        return result.outcome;
      } catch (err) {
        const asks = asksOf(err);
        if (asks) set({ cellAsks: { rowKey, key, date, hours, asks } });
        else set({ cellError: { key: k, message: cellMessage(err) } });
        return null;
      } finally {
        set((s) => {
          const saving = { ...s.saving };
          delete saving[k];
          return { saving };
        });
      }
    };
    const next = cellQueue.then(run);
    cellQueue = next;
    return next;
  },
  addRow: async (key) => {
    try {
      await invoke('week:addRow', { weekStart: get().weekStart, firstDay: currentFirstDay(), ...key });
      set({ focusKey: `${key.projectId}:${key.contractLineId}:${key.roleId}` });
      await get().load();
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  },
  removeRow: async (key) => {
    await invoke('week:removeRow', { weekStart: get().weekStart, firstDay: currentFirstDay(), ...key });
    await get().load();
  },
  copyPrevious: async () => {
    const { added, skipped } = await invoke('week:copyPrevious', {
      weekStart: get().weekStart,
      firstDay: currentFirstDay(),
    });
    await get().load();
    const refused = skipped === 0 ? '' : ` ${refusedRows(skipped)}`;
    if (added === 0) throw new Error(`${i18n.t('week:copy.nothing')}${refused}`);
    return refused.trim();
  },
  deleteEntry: async (id) => {
    const { removed } = await invoke('entries:delete', { id });
    set({ removed });
    await get().load();
  },
  undo: async () => {
    const removed = get().removed;
    if (!removed) return;
    await restore({ kind: 'timesheets', removed });
    set({ removed: null });
    await get().load();
  },
  clearFocusKey: () => set({ focusKey: null }),
}));

/** The date of the active column, or null before the week is loaded. */
export function useActiveDate(): string | null {
  return useWeek((s) => s.view?.dates[s.col] ?? null);
}

onTablesChanged(['timesheets', 'outbox', 'projects', 'week_rows'], () => {
  if (useWeek.getState().view) void useWeek.getState().load();
});

// A new week start (Settings, or a language whose weeks start on another day) redraws the week
// shown around the same active day: Sunday 22 moves from the end of one week to the start of the next.
useDisplay.subscribe((now, before) => {
  if (now.firstDay === before.firstDay) return;
  const { weekStart, col, goTo } = useWeek.getState();
  goTo(addDays(weekStart, col));
});
