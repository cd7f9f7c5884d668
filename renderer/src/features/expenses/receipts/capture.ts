import { invoke } from '../../../contract/client';
import { notify } from '../../../models/notify';
import { useExpenses } from '../store';
import { readReceipt, sendReceipts, type HeldReceipt } from './files';
import { holdReceipts, setReceiptProblems, useHeldReceipts } from './held';
import { prefillDraft } from './prefill';

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
  const { sent: added, failed } = await sendReceipts(expenseId, receipts);
  const refused = failed.map((f) => `${f.name} was not added: ${f.message}`);
  if (refused.length > 0) useHeldReceipts.setState((s) => ({ problems: [...s.problems, ...refused] }));
  const { problems } = useHeldReceipts.getState();
  if (problems.length > 0)
    notify({ color: 'red', title: 'Receipt not added', message: problems.join(' '), autoClose: 8000 });
  else if (added > 0)
    notify({
      color: 'teal',
      title: added === 1 ? 'Receipt added' : `${added} receipts added`,
      message: 'Kept in this data folder with the expense.',
      autoClose: 3000,
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
  const { draft, setField } = useExpenses.getState();
  if (draft.editing) return;
  const filled = prefillDraft(draft, scan);
  if (!filled.amount && !filled.date) return;
  // Through the store's own setters, so the draft is kept and field errors are cleared.
  const { setAmount } = useExpenses.getState();
  if (filled.amount) {
    setAmount('amountExVAT', filled.draft.amountExVAT);
    setAmount('totalAmount', filled.draft.totalAmount);
  }
  if (filled.date) setField('date', filled.draft.date);
  useHeldReceipts.setState({
    read: {
      name: pdf.name,
      amount: filled.amount ? filled.draft.totalAmount : null,
      date: filled.date ? filled.draft.date : null,
    },
  });
}

/**
 * Takes files for the expense form: the expense being changed gets them at once; a new expense
 * holds them until it is saved (and a PDF prefills it).
 */
export async function takeForForm(files: File[]): Promise<void> {
  const editing = useExpenses.getState().draft.editing;
  if (editing) {
    await addToExpense(editing.id, files);
    return;
  }
  const receipts = await checked(files);
  if (receipts.length === 0) return;
  holdReceipts(receipts);
  await prefillFrom(receipts);
}

/** Quick capture: a new expense (leaving a change under way as its draft was) with these files held. */
export async function startExpenseWith(files: File[]): Promise<void> {
  if (useExpenses.getState().draft.editing) useExpenses.getState().reset();
  await takeForForm(files);
}
