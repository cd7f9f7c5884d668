import { create } from 'zustand';
import type { ExpenseRestoreT } from '../../../../../shared/app/channels/expenses';
import { notify } from '../../../models/notify';
import { useUndo } from '../../../models/undo';
import type { ExpenseViewT } from '../../../../../shared/app/views';
import { alsoAttachedNotes, withoutHeldTwice } from './duplicates';
import { sendReceipts, type HeldReceipt } from './files';
import { i18n } from '../../../i18n';

/*
 * The receipts of the new-expense form: held here (not in the draft's localStorage: files are too
 * large) until expenses:create answers the expense's id, then sent with receipts:add. A receipt
 * that fails to go is said clearly; the expense stays and the receipt can be added from the list.
 */

/** What was read from a PDF receipt into the form, to mark as "check" while the fields hold it. */
export interface ReadFromReceipt {
  name: string;
  /** The total read (the form's text), or null. */
  amount: string | null;
  /** The amount excl. VAT worked back from it, and the VAT rate that took. */
  ex: string | null;
  rate: string | null;
  date: string | null;
}

interface HeldState {
  held: HeldReceipt[];
  /** Why the last files handed over were not added (one sentence each). */
  problems: string[];
  /** Set while the form shows amounts or a date read from a receipt. */
  read: ReadFromReceipt | null;
}

/** The new-expense form's receipts, problems and what was read from a receipt. */
export const useHeldReceipts = create<HeldState>()(() => ({ held: [], problems: [], read: null }));

/** Holds checked files for the new expense, each content once; answers those newly held. */
export function holdReceipts(receipts: HeldReceipt[]): HeldReceipt[] {
  const { fresh, problems } = withoutHeldTwice(useHeldReceipts.getState().held, receipts);
  useHeldReceipts.setState((s) => ({ held: [...s.held, ...fresh], problems: [...s.problems, ...problems] }));
  return fresh;
}

/** Lets go of one held file. */
export function dropHeld(key: string): void {
  useHeldReceipts.setState((s) => ({ held: s.held.filter((r) => r.key !== key) }));
}

/** Shows why files were not added (replacing the last ones). */
export function setReceiptProblems(problems: string[]): void {
  useHeldReceipts.setState({ problems });
}

/** Empties the new expense's receipts (after a save, or Clear). */
export function clearHeld(): void {
  useHeldReceipts.setState({ held: [], problems: [], read: null });
}

/**
 * Sends the held receipts to the expense just created; returns the save message with what was
 * attached. A failure is notified by name; the expense is kept either way.
 */
export async function afterCreate(
  expenseId: string,
  message: string,
  items: readonly ExpenseViewT[],
): Promise<string> {
  const { held } = useHeldReceipts.getState();
  if (held.length === 0) return message;
  const result = await sendReceipts(expenseId, held);
  const notes = await alsoAttachedNotes(expenseId, result.added, items);
  const sent = result.sent;
  const failed = result.failed.map((f) => `${f.name}: ${f.message}`);
  if (failed.length > 0) {
    notify({
      color: 'red',
      title: i18n.t('expenses:adding.savedNotAttached', { count: failed.length }),
      message: i18n.t('expenses:adding.addAgain', { failed: failed.join(' ') }),
      autoClose: false,
    });
  }
  return sent > 0
    ? [message, i18n.t('expenses:adding.attachedCount', { count: sent }), ...notes].join(' ')
    : message;
}

/** The Undo bar's receipt sentence for n receipts kept (with its leading space), '' for none. */
const keptText = (n: number): string => (n === 0 ? '' : ` ${i18n.t('expenses:adding.kept', { count: n })}`);

/**
 * What the Undo bar adds after deleting expenses that had receipts: they are kept, Undo brings
 * them back, and where to find them otherwise. Empty when there were none.
 */
export function keptReceiptsText(
  removed: readonly ExpenseRestoreT[],
  stillDetached?: ReadonlySet<string>,
): string {
  const ids = removed.flatMap((r) => r.receiptIds ?? []);
  const n = stillDetached ? ids.filter((id) => stillDetached.has(String(id))).length : ids.length;
  return keptText(n);
}

/**
 * Keeps the Undo bar's receipt sentence true: once some of the deleted expense's receipts are
 * attached elsewhere or removed, it counts only those still without an expense (or goes).
 */
export function recountKeptReceipts(detachedIds: ReadonlySet<string>): void {
  const last = useUndo.getState().last;
  if (last?.kind !== 'expenses') return;
  // The sentence it holds now, for as many receipts as the deletion kept or fewer.
  const ids = last.removed.flatMap((r) => r.receiptIds ?? []).length;
  const said = Array.from({ length: ids }, (_, i) => keptText(ids - i)).find((s) => last.text.endsWith(s));
  const base = said ? last.text.slice(0, -said.length) : last.text;
  const text = `${base}${keptReceiptsText(last.removed, detachedIds)}`;
  if (text !== last.text) useUndo.setState({ last: { ...last, text } });
}
