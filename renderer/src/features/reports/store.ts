import { create } from 'zustand';
import type {
  ExpensesByMonthViewT,
  HoursByWeekViewT,
  UtilizationViewT,
} from '../../../../shared/app/channels/reports';
import type { ChannelRequest } from '../../../../shared/app/contract';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { currentFirstDay, useDisplay } from '../../i18n/display';
import { lastMonths, lastWeeks, thisMonth, today } from './dates';
import { downloadText } from './download';

export type CsvKind = ChannelRequest<'export:csv'>['kind'];

/** The answer of an export: how many rows were saved, or the problem with its field messages. */
export type ExportResult =
  | { ok: true; fileName: string; rows: number }
  | { ok: false; message: string; fields: Record<string, string> };

/** One report's answer: the figures, or why there are none. */
interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

const empty = <T>(): Loaded<T> => ({ data: null, loading: false, error: null });

interface ReportsState {
  weeks: 8 | 12;
  months: 6 | 12;
  month: string;
  hours: Loaded<HoursByWeekViewT>;
  utilization: Loaded<UtilizationViewT>;
  expenses: Loaded<ExpensesByMonthViewT>;
  /** The export's date range (inclusive days), kept across visits. */
  exportRange: { from: string; to: string };
  exporting: CsvKind | null;
  setExportRange: (range: Partial<{ from: string; to: string }>) => void;
  /** Asks the core for the CSV of the range and downloads it. */
  exportCsv: (kind: CsvKind) => Promise<ExportResult>;
  setWeeks: (weeks: 8 | 12) => Promise<void>;
  setMonths: (months: 6 | 12) => Promise<void>;
  setMonth: (month: string) => Promise<void>;
  loadHours: () => Promise<void>;
  loadUtilization: () => Promise<void>;
  loadExpenses: () => Promise<void>;
  loadAll: () => Promise<void>;
}

type Key = 'hours' | 'utilization' | 'expenses';

/** Hours per week, utilization of a month and expenses per month, as the core computes them. */
export const useReports = create<ReportsState>()((set, get) => {
  /** Fetches one report; an answer to an older request than the latest is dropped. */
  const seq: Record<Key, number> = { hours: 0, utilization: 0, expenses: 0 };
  async function load<K extends Key>(key: K, fetch: () => Promise<NonNullable<ReportsState[K]['data']>>) {
    const mine = ++seq[key];
    set((s) => ({ [key]: { ...s[key], loading: true, error: null } }));
    try {
      const data = await fetch();
      if (mine === seq[key]) set({ [key]: { data, loading: false, error: null } } as Partial<ReportsState>);
    } catch (err) {
      if (mine === seq[key]) set((s) => ({ [key]: { ...s[key], loading: false, error: errorMessage(err) } }));
    }
  }
  return {
    weeks: 12,
    months: 12,
    month: thisMonth(),
    hours: empty(),
    utilization: empty(),
    expenses: empty(),
    exportRange: { from: `${thisMonth()}-01`, to: today() },
    exporting: null,
    setExportRange: (range) => set((s) => ({ exportRange: { ...s.exportRange, ...range } })),
    exportCsv: async (kind) => {
      set({ exporting: kind });
      try {
        const file = await invoke('export:csv', { kind, ...get().exportRange });
        downloadText(file.fileName, file.content);
        return { ok: true, fileName: file.fileName, rows: file.rows };
      } catch (err) {
        const fields: Record<string, string> = {};
        if (err instanceof AppCallError)
          for (const d of err.details ?? []) fields[d.path.split('.')[0] ?? d.path] ??= d.message;
        return { ok: false, message: errorMessage(err), fields };
      } finally {
        set({ exporting: null });
      }
    },
    setWeeks: async (weeks) => {
      set({ weeks });
      await get().loadHours();
    },
    setMonths: async (months) => {
      set({ months });
      await get().loadExpenses();
    },
    setMonth: async (month) => {
      set({ month });
      await get().loadUtilization();
    },
    // Weeks start on the user's day (Settings › Language and region), as on the Week screen.
    loadHours: () =>
      load('hours', () => {
        const firstDay = currentFirstDay();
        return invoke('reports:hoursByWeek', { ...lastWeeks(get().weeks, today(), firstDay), firstDay });
      }),
    loadUtilization: () =>
      load('utilization', () =>
        invoke('reports:utilization', { month: get().month, firstDay: currentFirstDay() }),
      ),
    loadExpenses: () => load('expenses', () => invoke('reports:expensesByMonth', lastMonths(get().months))),
    loadAll: async () => {
      await Promise.all([get().loadHours(), get().loadUtilization(), get().loadExpenses()]);
    },
  };
});

onTablesChanged(['timesheets', 'projects'], () => {
  const s = useReports.getState();
  if (s.hours.data) void s.loadHours();
  if (s.utilization.data) void s.loadUtilization();
});
onTablesChanged(['expenses', 'projects'], () => {
  const s = useReports.getState();
  if (s.expenses.data) void s.loadExpenses();
});
// A new week start (Settings, or a language whose weeks start on another day) cuts the weeks anew.
useDisplay.subscribe((now, before) => {
  if (now.firstDay === before.firstDay) return;
  const s = useReports.getState();
  // A load under way asked for the old weeks: asked again, its answer is dropped as older.
  if (s.hours.data || s.hours.loading) void s.loadHours();
  if (s.utilization.data || s.utilization.loading) void s.loadUtilization();
});
onTablesChanged(['settings'], () => {
  // Another signed-in account has other entries.
  const s = useReports.getState();
  if (s.hours.data || s.expenses.data || s.utilization.data) void s.loadAll();
});
