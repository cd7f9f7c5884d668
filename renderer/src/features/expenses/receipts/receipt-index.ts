import { useEffect } from 'react';
import { create } from 'zustand';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import { invoke } from '../../../contract/client';
import { onTablesChanged } from '../../../models/data-changed';
import { base64ToBytes } from './files';

/*
 * The receipts of the expenses on screen: each row asks for its expense's receipts when it is drawn
 * (the list draws only the rows in view), the asks of one frame go as one receipts:list, and the
 * answers are kept until the core says receipts or expenses changed. Files (thumbnails, the viewer)
 * come from receipts:get as blob: URLs, cached by content hash and revoked when evicted.
 */

interface IndexState {
  /** Receipts by expense id, for the expenses asked about. */
  byExpense: Record<string, ReceiptViewT[]>;
}

/** Receipts by expense id (only those asked for). */
export const useReceiptIndex = create<IndexState>()(() => ({ byExpense: {} }));

const wanted = new Set<string>();
let flush: Promise<void> | null = null;

async function load(): Promise<void> {
  await Promise.resolve();
  const ids = [...wanted].slice(0, 500);
  for (const id of ids) wanted.delete(id);
  flush = wanted.size > 0 ? load() : null;
  if (ids.length === 0) return;
  try {
    const receipts = await invoke('receipts:list', { expenseIds: ids });
    const next: Record<string, ReceiptViewT[]> = Object.fromEntries(ids.map((id) => [id, []]));
    for (const r of receipts) if (r.expenseId !== null) next[r.expenseId]?.push(r);
    useReceiptIndex.setState((s) => ({ byExpense: { ...s.byExpense, ...next } }));
  } catch {
    // Not shown this time: the next change or redraw asks again.
  }
}

/** Asks for an expense's receipts (batched with the other rows of the frame). */
export function requestReceipts(expenseId: string): void {
  wanted.add(expenseId);
  flush ??= load();
}

/** The receipts of an expense, asked for while the component is mounted; undefined until known. */
export function useExpenseReceipts(expenseId: string | null): ReceiptViewT[] | undefined {
  const list = useReceiptIndex((s) => (expenseId === null ? undefined : s.byExpense[expenseId]));
  useEffect(() => {
    if (expenseId !== null && list === undefined) requestReceipts(expenseId);
  }, [expenseId, list]);
  return list;
}

// A sync moves receipts to the expense's remote id; an add or remove changes a count: ask again.
// What is shown stays until the answer replaces it (no flicker); a long-scrolled index starts over.
onTablesChanged(['receipts', 'expenses'], () => {
  const known = Object.keys(useReceiptIndex.getState().byExpense);
  if (known.length > 500) return useReceiptIndex.setState({ byExpense: {} });
  for (const id of known) requestReceipts(id);
});

const MAX_URLS = 80;
const urls = new Map<string, Promise<string>>();

/** A blob: URL of a receipt's file, cached by its content hash (the same bytes never change). */
export function receiptUrl(r: Pick<ReceiptViewT, 'id' | 'sha256' | 'mediaType'>): Promise<string> {
  const cached = urls.get(r.sha256);
  if (cached) {
    // Most recently used last, so eviction takes the oldest.
    urls.delete(r.sha256);
    urls.set(r.sha256, cached);
    return cached;
  }
  const url = invoke('receipts:get', { id: r.id }).then((file) =>
    URL.createObjectURL(new Blob([base64ToBytes(file.dataBase64)], { type: file.mediaType })),
  );
  url.catch(() => urls.delete(r.sha256));
  urls.set(r.sha256, url);
  while (urls.size > MAX_URLS) {
    const [oldest, gone] = urls.entries().next().value as [string, Promise<string>];
    urls.delete(oldest);
    void gone.then((u) => URL.revokeObjectURL(u)).catch(() => undefined);
  }
  return url;
}
