import { create } from 'zustand';
import type { ContractLineOptionT, ExpenseSummaryViewT } from '../../../../shared/app/channels/expenses';
import type { ExpenseViewT } from '../../../../shared/app/views';
import { formatDate } from '../../components/format';
import { expenseMoney } from './expense-money';
import { asksOf, type Ask } from '../../components/ConfirmChecks';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import type { Outcome } from '../../models/outcome';
import { useUndo } from '../../models/undo';
import { clearDraft, readDraft, writeDraft } from '../../models/draft';
import { afterCreate, clearHeld, keptReceiptsText } from './receipts/held';
import { i18n } from '../../i18n';
import {
  draftFrom,
  editAmount,
  emptyDraft,
  FIELD_OF_PATH,
  isExpenseDraft,
  localToday,
  toBody,
  type AmountField,
  type ExpenseDraft,
  type FieldErrors,
} from './form-model';

const DRAFT_KEY = 'expense';

interface ExpensesState {
  items: ExpenseViewT[];
  summary: ExpenseSummaryViewT | null;
  loaded: boolean;
  error: string | null;
  draft: ExpenseDraft;
  fieldErrors: FieldErrors;
  /** The core's refusal of the last save, word for word. */
  formError: string | null;
  saving: boolean;
  /** What the core asks to confirm before saving ("Save anyway"), or null. */
  asks: Ask[] | null;
  /** Contract lines to offer for the draft's project. */
  lines: ContractLineOptionT[];
  /** The project `lines` were read for (null before any answer), so "none known" is told apart from "not read yet". */
  linesFor: string | null;
  refresh: () => Promise<void>;
  setAmount: (field: AmountField, value: string) => void;
  setField: (field: 'contractLine' | 'date' | 'description', value: string) => void;
  setProject: (id: string | null, name: string) => void;
  /** Replaces the draft (the category fields compute their amounts: category-store.ts). */
  setDraft: (draft: ExpenseDraft, clear?: readonly (keyof FieldErrors)[]) => void;
  reset: () => void;
  startEdit: (e: ExpenseViewT) => void;
  startFix: (e: ExpenseViewT) => void;
  /** Saves, with the checks the user confirmed ("Save anyway"). */
  save: (confirm?: string[]) => Promise<Outcome>;
  /** Deletes a pending expense or discards a rejected one; Undo brings it back (models/undo.ts). */
  remove: (e: ExpenseViewT) => Promise<Outcome>;
  /** Undoes the last deletion of the lists (the one Undo of models/undo.ts). */
  undoRemove: () => Promise<Outcome>;
}

let latestLines = 0;

function coreFieldErrors(err: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!(err instanceof AppCallError)) return out;
  for (const d of err.details ?? []) {
    const field = FIELD_OF_PATH[d.path.split('.')[0] ?? ''];
    if (field && !out[field]) out[field] = d.message;
  }
  return out;
}

/** My expenses, their totals, and the expense form with its draft. */
export const useExpenses = create<ExpensesState>()((set, get) => {
  const keep = (draft: ExpenseDraft) => {
    writeDraft(DRAFT_KEY, draft);
    set({ draft, asks: null });
  };
  const loadLines = async (projectId: string | null) => {
    const request = ++latestLines;
    if (projectId === null) return set({ lines: [], linesFor: null });
    try {
      const lines = await invoke('expenses:lines', { projectId });
      if (request === latestLines) set({ lines, linesFor: projectId });
    } catch {
      if (request === latestLines) set({ lines: [], linesFor: null });
    }
  };
  const initial = readDraft(DRAFT_KEY, isExpenseDraft) ?? emptyDraft(localToday());
  void loadLines(initial.projectId);

  return {
    items: [],
    summary: null,
    loaded: false,
    error: null,
    draft: initial,
    fieldErrors: {},
    formError: null,
    saving: false,
    asks: null,
    lines: [],
    linesFor: null,
    refresh: async () => {
      try {
        const [items, summary] = await Promise.all([
          invoke('expenses:list', {}),
          invoke('expenses:summary', {}),
        ]);
        set({ items: items.reverse(), summary, loaded: true, error: null });
      } catch (err) {
        set({ loaded: true, error: errorMessage(err) });
      }
      void loadLines(get().draft.projectId);
    },
    setAmount: (field, value) => {
      keep(editAmount(get().draft, field, value));
      set((s) => ({ fieldErrors: { ...s.fieldErrors, [field]: undefined } }));
    },
    setField: (field, value) => {
      keep({ ...get().draft, [field]: value });
      set((s) => ({ fieldErrors: { ...s.fieldErrors, [field]: undefined } }));
    },
    setProject: (projectId, projectName) => {
      keep({ ...get().draft, projectId, projectName });
      set((s) => ({ fieldErrors: { ...s.fieldErrors, project: undefined } }));
      void loadLines(projectId);
    },
    setDraft: (draft, clear = []) => {
      keep(draft);
      set((s) => ({
        fieldErrors: { ...s.fieldErrors, ...Object.fromEntries(clear.map((f) => [f, undefined])) },
      }));
    },
    reset: () => {
      clearDraft(DRAFT_KEY);
      if (!get().draft.editing) clearHeld();
      const { projectId, projectName, contractLine, date } = get().draft;
      // The next expense is often on the same project, line and day: keep those.
      const next = get().draft.editing
        ? emptyDraft(localToday())
        : { ...emptyDraft(date || localToday()), projectId, projectName, contractLine };
      set({ draft: next, fieldErrors: {}, formError: null });
    },
    startEdit: (e) => {
      keep(draftFrom(e, 'edit'));
      set({ fieldErrors: {}, formError: null });
      void loadLines(e.projectId);
    },
    startFix: (e) => {
      keep(draftFrom(e, 'fix'));
      set({
        fieldErrors: {},
        formError: e.error ? i18n.t('expenses:store.rejectedBy', { reason: e.error }) : null,
      });
      void loadLines(e.projectId);
    },
    save: async (confirm) => {
      const { draft } = get();
      const checked = toBody(draft);
      if (!checked.ok) {
        const message = i18n.t('expenses:errors.checkFields');
        set({ fieldErrors: checked.errors, formError: message });
        return { ok: false, message };
      }
      const body = checked.body;
      set({ saving: true, formError: null, fieldErrors: {}, asks: null });
      try {
        let message = i18n.t('expenses:store.savedNext');
        // Units go through expenses:update, which keeps the expense's details with the fix.
        const { details, ...fields } = body;
        if (
          draft.editing?.kind === 'fix' &&
          draft.editing.changeId !== null &&
          details?.category !== 'mileage' &&
          details?.category !== 'perDiem'
        ) {
          await invoke('changes:resubmit', { id: draft.editing.changeId, patch: { ...fields } });
          message = i18n.t('expenses:store.fixedQueued');
        } else if (draft.editing) {
          await invoke('expenses:update', { ...body, id: draft.editing.id, confirm });
          message = i18n.t('expenses:store.changesSaved');
        } else {
          const created = await invoke('expenses:create', { ...body, confirm });
          message = await afterCreate(created.id, message, get().items); // the receipts held for it
        }
        set({ saving: false });
        get().reset();
        return { ok: true, message };
      } catch (err) {
        const message = errorMessage(err);
        const asks = asksOf(err);
        if (asks) {
          set({ saving: false, asks });
          return { ok: false, message };
        }
        set({ saving: false, formError: message, fieldErrors: coreFieldErrors(err) });
        return { ok: false, message };
      }
    },
    remove: async (e) => {
      if (e.changeId === null) return { ok: false, message: i18n.t('expenses:store.syncedCannotDelete') };
      try {
        const { removed } = await invoke('expenses:delete', { id: e.id });
        set({ items: get().items.filter((x) => x.id !== e.id) });
        if (get().draft.editing?.id === e.id) get().reset();
        useUndo.getState().remember({
          kind: 'expenses',
          removed,
          text: `${i18n.t('expenses:store.deletedUndo', { date: formatDate(e.date), amount: expenseMoney(e, e.totalAmount) })}${keptReceiptsText(removed)}`,
        });
        return { ok: true, message: i18n.t('expenses:store.deleted') };
      } catch (err) {
        return { ok: false, message: errorMessage(err) };
      }
    },
    undoRemove: () => useUndo.getState().undo(),
  };
});

onTablesChanged(['expenses', 'projects', 'outbox'], () => {
  if (useExpenses.getState().loaded) void useExpenses.getState().refresh();
});
