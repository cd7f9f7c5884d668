import { invoke } from '../../../contract/client';
import { notify } from '../../../models/notify';
import { useExpenses } from '../store';
import { readReceipt, sendReceipts, type HeldReceipt } from './files';
import { holdReceipts, setReceiptProblems, useHeldReceipts } from './held';
import { prefillDraft } from './prefill';
import { alsoAttachedNotes } from './duplicates';
import { localToday } from '../form-model';
import { i18n } from '../../../i18n';

/*
 * Where handed-over files go: checked first (files.ts); then held for the new expense the form
 * shows, or added at once to the expense the form is changing, or to an expense of the list (a
 * synced one too: receipts are local either way). A PDF for a new expense is read (receipts:scan)
 * and its total and date prefill the form, marked for the user to check before the normal Save.
 */

/** Reads and checks files; says why the refused ones were not added. */
async function checked(files: File[]): Promise<HeldReceipt[]> {
  const results = await Promise.all(files.map(readReceipt));
  const problems = results.flatMap((r) => (r.ok ? [] : [r.message]));
  setReceiptProblems(problems);
  return results.flatMap((r) => (r.ok ? [r.receipt] : []));
}

/** Adds files to a stored expense at once; answers how many were added. */
export async function addToExpense(expenseId: string, files: File[]): Promise<number> {
  const receipts = await checked(files);
  const { sent: added, added: views, failed } = await sendReceipts(expenseId, receipts);
  const refused = failed.map((f) =>
    i18n.t('expenses:adding.wasNotAdded', { name: f.name, reason: f.message }),
  );
  if (refused.length > 0) useHeldReceipts.setState((s) => ({ problems: [...s.problems, ...refused] }));
  const notes = await alsoAttachedNotes(expenseId, views, useExpenses.getState().items);
  const { problems } = useHeldReceipts.getState();
  if (problems.length > 0)
    notify({
      color: 'red',
      title: i18n.t('expenses:adding.notAddedTitle'),
      message: problems.join(' '),
      autoClose: 8000,
    });
  if (added > 0)
    notify({
      color: notes.length > 0 ? 'yellow' : 'teal',
      title: i18n.t('expenses:adding.added', { count: added }),
      message: [i18n.t('expenses:adding.keptHere'), ...notes].join(' '),
      autoClose: notes.length > 0 ? 8000 : 3000,
    });
  return added;
}

/** Prefills the new expense from the first PDF's text, when the form's amounts are still empty. */
async function prefillFrom(receipts: HeldReceipt[]): Promise<void> {
  const pdf = receipts.find((r) => r.mediaType === 'application/pdf');
  if (!pdf) return;
  let scan;
  try {
    scan = await invoke('receipts:scan', { dataBase64: pdf.dataBase64 });
  } catch {
    return; // Reading is a convenience: the receipt is held all the same.
  }
  const { draft, setField, setAmount } = useExpenses.getState();
  if (draft.editing) return;
  const filled = prefillDraft(draft, scan);
  if (!filled.amount && !filled.date) return;
  // Through the store's own setters, so the draft is kept and field errors are cleared; the
  // amount excl. VAT is worked back from the total at the form's rate (form-model.ts).
  if (filled.amount) setAmount('totalAmount', filled.draft.totalAmount);
  if (filled.date) setField('date', filled.draft.date);
  const now = useExpenses.getState().draft;
  useHeldReceipts.setState({
    read: {
      name: pdf.name,
      amount: filled.amount ? now.totalAmount : null,
      ex: filled.amount ? now.amountExVAT : null,
      rate: filled.amount ? now.vatRate : null,
      date: filled.date ? now.date : null,
    },
  });
}

/** Whether the new-expense form holds nothing typed yet (a date kept from the last save aside). */
function untouched(): boolean {
  const { draft } = useExpenses.getState();
  const typed = [draft.amountExVAT, draft.totalAmount, draft.description].some((t) => t.trim() !== '');
  return !draft.editing && !typed && !draft.category && useHeldReceipts.getState().held.length === 0;
}

/**
 * Takes files for the expense form: the expense being changed gets them at once; a new expense
 * holds them (each content once) until it is saved, and a PDF prefills it. `fresh`: quick capture,
 * which starts an untouched form on today (not the day kept from the last save) unless the
 * receipt's text names its day.
 */
export async function takeForForm(files: File[], fresh = false): Promise<void> {
  const editing = useExpenses.getState().draft.editing;
  if (editing) {
    await addToExpense(editing.id, files);
    return;
  }
  const receipts = await checked(files);
  if (receipts.length === 0) return;
  if (fresh && untouched()) useExpenses.getState().setField('date', localToday());
  const held = holdReceipts(receipts);
  await prefillFrom(held);
}

/** Quick capture: a new expense (leaving a change under way as its draft was) with these files held. */
export async function startExpenseWith(files: File[]): Promise<void> {
  if (useExpenses.getState().draft.editing) useExpenses.getState().reset();
  await takeForForm(files, true);
}
