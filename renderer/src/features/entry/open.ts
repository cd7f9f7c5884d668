import { create } from 'zustand';

/*
 * Whether the quick entry drawer is open, and on which entry when it edits one. Tiny on purpose:
 * the shell imports it (Ctrl/Cmd+N and the menu's New Timesheet open the drawer from anywhere)
 * while the form itself loads with the week view.
 */

interface QuickEntryOpenState {
  open: boolean;
  show: () => void;
  close: () => void;
}

/** The quick entry drawer's visibility. */
export const useQuickEntryOpen = create<QuickEntryOpenState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));

/** Opens the quick entry drawer (the caller shows the week view, which holds it). */
export function openQuickEntry(): void {
  useQuickEntryOpen.getState().show();
}
