import { create } from 'zustand';
import type { TimesheetViewT } from '../../../../shared/app/views';
import { formatHours, formatLocalDate } from '../../components/format';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { clearDraft, readDraft, writeDraft } from '../../models/draft';
import type { Outcome } from '../../models/outcome';
import { useUndo } from '../../models/undo';
import { parseDateText } from '../../components/date-text';
import { i18n } from '../../i18n';
import { FIX_FIELD_OF_PATH, fixFrom, fixPatch, isFix, type TimesheetFix } from './timesheet-fix';

/** Which entries the list shows. */
export type EntryFilter = 'all' | 'open' | 'rejected';

const FIX_KEY = 'timesheet-fix';

interface EntriesState {
  items: TimesheetViewT[];
  loaded: boolean;
  error: string | null;
  filter: EntryFilter;
  fix: TimesheetFix | null;
  fixErrors: Partial<Record<keyof TimesheetFix, string>>;
  fixError: string | null;
  saving: boolean;
  setFilter: (filter: EntryFilter) => void;
  refresh: () => Promise<void>;
  /** Deletes a pending entry or discards a rejected one; Undo brings it back (models/undo.ts). */
  remove: (t: TimesheetViewT) => Promise<Outcome>;
  startFix: (t: TimesheetViewT) => void;
  editFix: (patch: Partial<TimesheetFix>) => void;
  closeFix: () => void;
  resubmit: () => Promise<Outcome>;
}

/** My timesheets with their sync states: delete (with Undo), fix-and-resubmit, discard. */
export const useEntries = create<EntriesState>()((set, get) => ({
  items: [],
  loaded: false,
  error: null,
  filter: 'all',
  fix: readDraft(FIX_KEY, isFix),
  fixErrors: {},
  fixError: null,
  saving: false,
  setFilter: (filter) => set({ filter }),
  refresh: async () => {
    try {
      const items = await invoke('timesheets:list', {});
      set({ items: items.reverse(), loaded: true, error: null });
    } catch (err) {
      set({ loaded: true, error: errorMessage(err) });
    }
  },
  remove: async (t) => {
    if (t.changeId === null) return { ok: false, message: i18n.t('entries:store.syncedCannotDelete') };
    try {
      // The same delete as the week view's: the core answers what entries:restore brings back.
      const { removed } = await invoke('entries:delete', { id: t.id });
      set({ items: get().items.filter((x) => x.id !== t.id) });
      useUndo.getState().remember({
        kind: 'timesheets',
        removed,
        text: i18n.t('entries:store.deletedUndo', {
          date: formatLocalDate(t.from),
          hours: formatHours(t.hours),
        }),
      });
      return { ok: true, message: i18n.t('entries:store.deleted') };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    }
  },
  startFix: (t) => {
    const fix = fixFrom(t);
    if (fix) writeDraft(FIX_KEY, fix);
    set({ fix, fixErrors: {}, fixError: null });
  },
  editFix: (patch) => {
    const current = get().fix;
    if (!current) return;
    const fix = { ...current, ...patch };
    writeDraft(FIX_KEY, fix);
    set({ fix });
  },
  closeFix: () => {
    clearDraft(FIX_KEY);
    set({ fix: null, fixErrors: {}, fixError: null });
  },
  resubmit: async () => {
    const fix = get().fix;
    if (!fix) return { ok: false, message: i18n.t('entries:store.nothingToResubmit') };
    const day = parseDateText(fix.date);
    if (!day.ok) {
      set({ fixErrors: { date: day.message }, fixError: null });
      return { ok: false, message: day.message };
    }
    set({ saving: true, fixError: null, fixErrors: {} });
    try {
      await invoke('changes:resubmit', { id: fix.changeId, patch: fixPatch(fix) });
      set({ saving: false });
      get().closeFix();
      return { ok: true, message: i18n.t('entries:store.resubmitted') };
    } catch (err) {
      const fixErrors: EntriesState['fixErrors'] = {};
      if (err instanceof AppCallError)
        for (const d of err.details ?? []) {
          const field = FIX_FIELD_OF_PATH[d.path.split('.')[0] ?? ''];
          if (field) fixErrors[field] ??= d.message;
        }
      const message = errorMessage(err);
      set({ saving: false, fixError: message, fixErrors });
      return { ok: false, message };
    }
  },
}));

/** The entries the filter lets through. */
export function visibleEntries(items: TimesheetViewT[], filter: EntryFilter): TimesheetViewT[] {
  if (filter === 'all') return items;
  if (filter === 'rejected') return items.filter((t) => t.syncState === 'rejected');
  return items.filter((t) => t.syncState !== 'synced');
}

onTablesChanged(['timesheets', 'projects', 'outbox'], () => {
  if (useEntries.getState().loaded) void useEntries.getState().refresh();
});
