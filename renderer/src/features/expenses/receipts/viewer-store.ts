import { create } from 'zustand';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';

/** The receipt viewer: the receipts of one expense and which one is shown (null: closed). */
interface ViewerState {
  receipts: ReceiptViewT[];
  index: number | null;
  /** The expense they belong to (the viewer offers Add receipt for it); null for detached ones. */
  expenseId: string | null;
}

/** Which receipts the viewer shows (ReceiptViewer.tsx). */
export const useReceiptViewer = create<ViewerState>()(() => ({ receipts: [], index: null, expenseId: null }));

/** Opens the viewer on one of an expense's receipts. */
export function openViewer(receipts: ReceiptViewT[], index = 0, expenseId: string | null = null): void {
  if (receipts.length > 0) useReceiptViewer.setState({ receipts, index: Math.max(0, index), expenseId });
}

/** Closes the viewer. */
export function closeViewer(): void {
  useReceiptViewer.setState({ index: null });
}

/** Shows the previous (-1) or next (+1) receipt, wrapping around. */
export function stepViewer(by: -1 | 1): void {
  const { receipts, index } = useReceiptViewer.getState();
  if (index === null || receipts.length === 0) return;
  useReceiptViewer.setState({ index: (index + by + receipts.length) % receipts.length });
}
