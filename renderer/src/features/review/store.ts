import { create } from 'zustand';
import type {
  ReadyViewT,
  ReviewEntryViewT,
  ReviewProjectViewT,
  ReviewWeekViewT,
} from '../../../../shared/app/channels/review';
import type { ChannelRequest } from '../../../../shared/app/contract';
import { addDays, localDate, weekStartOf } from '../../../../shared/app/entry-time';
import { errorMessage, invoke, on } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { currentFirstDay, useDisplay } from '../../i18n/display';
import { downloadText } from '../reports/download';

/*
 * The team review (issue 14): the week of the projects the user reviews, what is ready to invoice,
 * and which projects are reviewed. Every sum comes from the core; this store only asks and keeps
 * the answers. Answers to an older request than the latest are dropped.
 */

export type ReviewTab = 'week' | 'ready' | 'budgets';
export type StateFilter = NonNullable<ChannelRequest<'review:week'>['state']>;

/** What the team week is filtered by (undefined: everything). */
export interface ReviewFilters {
  projectId?: string;
  accountId?: string;
  state?: StateFilter;
}

/** The entries behind a row or cell of the team week. */
export interface Drill {
  projectId: string;
  projectName: string;
  currency: string;
  accountId?: string;
  accountName?: string;
  date?: string;
  entries: ReviewEntryViewT[] | null;
  error: string | null;
}

interface ReviewState {
  tab: ReviewTab;
  weekStart: string;
  filters: ReviewFilters;
  week: ReviewWeekViewT | null;
  ready: ReadyViewT | null;
  /** The projects reviewed, and every synced project with its mark (for "Add project"). */
  reviewed: ReviewProjectViewT[] | null;
  candidates: ReviewProjectViewT[] | null;
  loading: boolean;
  error: string | null;
  drill: Drill | null;
  exporting: boolean;
  setTab: (tab: ReviewTab) => void;
  goWeeks: (n: number) => void;
  /** Shows the week of this day (yyyy-mm-dd). */
  goTo: (date: string) => void;
  setFilters: (patch: Partial<ReviewFilters>) => void;
  /** Shows one project's team week (the week of `date`, else this week), adding it to the review first. */
  openProject: (projectId: string, date?: string | null) => Promise<string | null>;
  /** Fetches the reviewed projects and the current tab's view. */
  load: () => Promise<void>;
  loadCandidates: () => Promise<void>;
  /** Adds a project to the review or leaves it out; returns the problem, or null. */
  mark: (projectId: string, reviewed: boolean) => Promise<string | null>;
  openDrill: (drill: Omit<Drill, 'entries' | 'error'>) => Promise<void>;
  closeDrill: () => void;
  /** Saves the ready-to-invoice CSV; returns the file and its rows, or the problem. */
  exportCsv: () => Promise<{ ok: true; fileName: string; rows: number } | { ok: false; message: string }>;
}

let seq = 0;

/** The first day of the week holding `date`, as the user's weeks run (Monday or Sunday first). */
const startOf = (date: string) => weekStartOf(date, currentFirstDay());

/** The team review's state and its calls to the core. */
export const useReview = create<ReviewState>()((set, get) => ({
  tab: 'week',
  weekStart: startOf(localDate(Date.now())),
  filters: {},
  week: null,
  ready: null,
  reviewed: null,
  candidates: null,
  loading: false,
  error: null,
  drill: null,
  exporting: false,
  setTab: (tab) => {
    set({ tab });
    void get().load();
  },
  goWeeks: (n) => get().goTo(addDays(get().weekStart, 7 * n)),
  goTo: (date) => {
    set({ weekStart: startOf(date) });
    void get().load();
  },
  setFilters: (patch) => {
    set((s) => ({ filters: { ...s.filters, ...patch } }));
    void get().load();
  },
  openProject: async (projectId, date) => {
    const reviewed = (await invoke('review:projects', {})).some((p) => p.id === projectId);
    const problem = reviewed ? null : await get().mark(projectId, true);
    if (problem) return problem;
    set({
      tab: 'week',
      filters: { projectId },
      weekStart: startOf(date?.slice(0, 10) ?? localDate(Date.now())),
    });
    await get().load();
    return null;
  },
  load: async () => {
    const mine = ++seq;
    const { tab, weekStart, filters } = get();
    set({ loading: true });
    try {
      const [reviewed, view] = await Promise.all([
        invoke('review:projects', {}),
        // The Budgets tab fetches its own view (Budgets.tsx) when the reviewed projects change.
        tab === 'week'
          ? invoke('review:week', { weekStart, ...filters }).then((week) => ({ week }))
          : tab === 'ready'
            ? invoke('review:ready', {}).then((ready) => ({ ready }))
            : {},
      ]);
      if (mine !== seq) return;
      set({ reviewed, loading: false, error: null, ...view });
    } catch (err) {
      if (mine === seq) set({ loading: false, error: errorMessage(err) });
    }
  },
  loadCandidates: async () => {
    try {
      set({ candidates: await invoke('review:projects', { all: true }) });
    } catch (err) {
      set({ error: errorMessage(err) });
    }
  },
  mark: async (projectId, reviewed) => {
    try {
      await invoke('review:mark', { projectId, reviewed });
      // A project left out no longer filters the week.
      if (!reviewed && get().filters.projectId === projectId)
        set((s) => ({ filters: { ...s.filters, projectId: undefined } }));
      await Promise.all([get().load(), get().candidates ? get().loadCandidates() : undefined]);
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  },
  openDrill: async (drill) => {
    set({ drill: { ...drill, entries: null, error: null } });
    try {
      const entries = await invoke('review:entries', {
        weekStart: get().weekStart,
        projectId: drill.projectId,
        ...(drill.accountId ? { accountId: drill.accountId } : {}),
        ...(drill.date ? { date: drill.date } : {}),
      });
      set((s) => (s.drill?.projectId === drill.projectId ? { drill: { ...s.drill, entries } } : {}));
    } catch (err) {
      set((s) => (s.drill ? { drill: { ...s.drill, error: errorMessage(err) } } : {}));
    }
  },
  closeDrill: () => set({ drill: null }),
  exportCsv: async () => {
    set({ exporting: true });
    try {
      const file = await invoke('review:readyCsv', {});
      downloadText(file.fileName, file.content);
      return { ok: true, fileName: file.fileName, rows: file.rows };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    } finally {
      set({ exporting: false });
    }
  },
}));

/** Refetches what the review shows, once it has shown something. */
function refresh(): void {
  const s = useReview.getState();
  if (s.reviewed === null) return;
  void s.load();
  if (s.candidates) void s.loadCandidates();
}

// The team pull ends with a sync; projects, settings (another account) and restores change it too.
onTablesChanged(['projects', 'timesheets', 'expenses', 'invoices', 'settings'], refresh);
on('sync:finished', refresh);

// A new week start (Settings, or a language whose weeks start on another day) shows the week
// holding the same Monday to Saturday: only the Sunday moves to the other end.
useDisplay.subscribe((now, before) => {
  if (now.firstDay === before.firstDay) return;
  const { weekStart, reviewed, goTo } = useReview.getState();
  const day = addDays(weekStart, 3);
  if (reviewed === null) useReview.setState({ weekStart: startOf(day) });
  else goTo(day);
});
