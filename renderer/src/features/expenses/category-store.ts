import { create } from 'zustand';
import type { CategorySettingsViewT } from '../../../../shared/app/channels/expense-categories';
import type { ExpenseCategory } from '../../../../shared/expense-categories';
import { amountFieldText } from '../../components/money-text';
import { invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { computeCategory, emptyCategory, type CategoryDraft } from './category-model';
import type { ExpenseDraft } from './form-model';
import { useExpenses } from './store';

/*
 * The expense form's categories: the firm's rates (expenses:categorySettings), the units typed
 * into the draft with the amounts they come to, and the contract line remembered per project and
 * category (expenses:categoryLine), preselected when either changes on a new expense.
 */

interface CategoryState {
  settings: CategorySettingsViewT | null;
  load: () => Promise<void>;
  /** Changes the category or its units; the draft's amounts follow (read-only for units). */
  setUnits: (patch: Partial<Omit<CategoryDraft, 'computed'>>) => void;
}

/** The draft with the category's computed amounts written into its amount fields. */
function withAmounts(d: ExpenseDraft, c: CategoryDraft): ExpenseDraft {
  if (c.category === 'amount') return { ...d, category: c };
  const a = c.computed?.ok ? c.computed : null;
  return {
    ...d,
    category: c,
    // Written in the display locale, as the form writes the amounts it computes (form-model.ts).
    amountExVAT: a ? amountFieldText(a.ex) : '',
    vatAmount: a ? amountFieldText(a.vat) : '',
    totalAmount: a ? amountFieldText(a.total) : '',
    vatRate: '',
    vatMode: 'amount',
  };
}

/** The firm's category settings and the category actions of the expense form. */
export const useCategories = create<CategoryState>()((set, get) => ({
  settings: null,
  load: async () => {
    try {
      set({ settings: await invoke('expenses:categorySettings', {}) });
    } catch {
      set({ settings: null });
    }
    const d = useExpenses.getState().draft;
    if (d.category && d.category.category !== 'amount')
      useExpenses.getState().setDraft(withAmounts(d, computeCategory(d.category, get().settings)));
  },
  setUnits: (patch) => {
    const d = useExpenses.getState().draft;
    const next = computeCategory({ ...(d.category ?? emptyCategory()), ...patch }, get().settings);
    const switched = patch.category !== undefined && patch.category !== (d.category?.category ?? 'amount');
    // Back to a plain amount: the computed amounts stay as a start, editable again.
    const draft =
      next.category === 'amount' && switched
        ? { ...d, category: next, vatMode: 'amount' as const }
        : withAmounts(d, next);
    useExpenses.getState().setDraft(draft, ['km', 'days', 'country', 'rate', 'amountExVAT', 'totalAmount']);
  },
}));

let latestLine = 0;

/** Preselects the contract line remembered for the new expense's project and category. */
async function preselectLine(projectId: string, category: ExpenseCategory): Promise<void> {
  const request = ++latestLine;
  try {
    const { contractLineId } = await invoke('expenses:categoryLine', { projectId, category });
    const d = useExpenses.getState().draft;
    const same = d.projectId === projectId && (d.category?.category ?? 'amount') === category;
    if (request === latestLine && contractLineId !== null && same && !d.editing)
      useExpenses.getState().setDraft({ ...d, contractLine: contractLineId }, ['contractLine']);
  } catch {
    // Nothing remembered can be read: the user picks the line as before.
  }
}

useExpenses.subscribe((s, prev) => {
  const category = s.draft.category?.category ?? 'amount';
  const before = prev.draft.category?.category ?? 'amount';
  if (s.draft.editing || s.draft.projectId === null) return;
  if (s.draft.projectId !== prev.draft.projectId || category !== before)
    void preselectLine(s.draft.projectId, category);
});

onTablesChanged(['settings'], () => void useCategories.getState().load());
