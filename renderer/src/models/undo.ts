import { create } from 'zustand';
import type { EntryRestoreT } from '../../../shared/app/channels/entries';
import type { ExpenseRestoreT } from '../../../shared/app/channels/expenses';
import { errorMessage, invoke } from '../contract/client';
import { i18n } from '../i18n';
import type { Outcome } from './outcome';

/*
 * One Undo for deleted timesheets and expenses. A delete channel (entries:delete, expenses:delete,
 * week:setCell to 0) answers the create fields of what it removed; the matching restore channel
 * brings them back as new pending entries. The week view keeps its own last removal (its header,
 * toast and Ctrl/⌘+Z) but restores through the same function.
 */

/** What a delete removed, as the core answered it. */
export type Removed =
  { kind: 'timesheets'; removed: EntryRestoreT[] } | { kind: 'expenses'; removed: ExpenseRestoreT[] };

/** A deletion that can be undone, with the sentence the Undo bar shows. */
export type Deletion = Removed & { text: string };

/** Brings removed timesheets or expenses back through the core's restore channel; answers their new ids. */
export async function restore(r: Removed): Promise<string[]> {
  if (r.kind === 'timesheets') return (await invoke('entries:restore', { entries: r.removed })).ids;
  return (await invoke('expenses:restore', { expenses: r.removed })).ids;
}

interface UndoState {
  /** The last deletion of the lists, until undone, dismissed or replaced by the next one. */
  last: Deletion | null;
  remember: (deletion: Deletion) => void;
  /** Restores the last deletion; answers the restored entries' ids too (for the focus). */
  undo: () => Promise<Outcome & { ids: string[] }>;
  dismiss: () => void;
}

/** What a restore says, by kind (keys of common:outcome). */
const RESTORED = {
  timesheets: 'common:outcome.entryRestored',
  expenses: 'common:outcome.expenseRestored',
} as const satisfies Record<Removed['kind'], string>;

/** The Undo of the timesheet and expense lists (components/UndoBar.tsx shows it). */
export const useUndo = create<UndoState>()((set, get) => ({
  last: null,
  remember: (last) => set({ last }),
  undo: async () => {
    const last = get().last;
    if (!last) return { ok: false, message: i18n.t('common:outcome.nothingToRestore'), ids: [] };
    try {
      const ids = await restore(last);
      // A deletion made while the restore ran stays undoable.
      if (get().last === last) set({ last: null });
      return { ok: true, message: i18n.t(RESTORED[last.kind]), ids };
    } catch (err) {
      return { ok: false, message: errorMessage(err), ids: [] };
    }
  },
  dismiss: () => set({ last: null }),
}));
