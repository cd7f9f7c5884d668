import { create } from 'zustand';
import type { Open } from '../companies/RecordActions';

/*
 * Which of the shell's overlays is open: the command palette, the shortcuts help, or a record
 * form started from the palette. A leaf the shell's key bindings and the palette's actions share.
 */

/** A record form the palette opened ("New company", "New contact", "New project"). */
export type CreateForm = NonNullable<Open>['form'];

interface PaletteState {
  palette: boolean;
  help: boolean;
  creating: CreateForm | null;
  /** Opens or closes the palette; closing gives the focus back unless `focusBack` is false. */
  setPalette: (open: boolean, focusBack?: boolean) => void;
  setHelp: (open: boolean) => void;
  setCreating: (form: CreateForm | null) => void;
}

// Where the focus was when the palette opened. The palette takes the focus as it mounts (so no
// typed key is lost), before a modal's own focus return could note the element: kept here.
let returnTo: HTMLElement | null = null;

function giveFocusBack(): void {
  const target = returnTo;
  returnTo = null;
  // After the modal is gone (its focus trap let go); a target the navigation removed stays unfocused.
  requestAnimationFrame(() => {
    if (target?.isConnected && document.activeElement !== target) target.focus();
  });
}

/** The palette's, the help's and the palette's record form's visibility. */
export const usePalette = create<PaletteState>()((set, get) => ({
  palette: false,
  help: false,
  creating: null,
  setPalette: (palette, focusBack = true) => {
    if (palette === get().palette) return;
    if (palette) returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    set({ palette, ...(palette ? { help: false } : {}) });
    if (!palette && focusBack) giveFocusBack();
    else if (!palette) returnTo = null;
  },
  setHelp: (help) => set({ help, ...(help ? { palette: false } : {}) }),
  setCreating: (creating) => set({ creating }),
}));

/** Opens the palette, or closes it when it is open (Ctrl/Cmd+K twice). */
export function togglePalette(): void {
  const s = usePalette.getState();
  s.setPalette(!s.palette);
}

/** Shows the keyboard shortcuts. */
export function openShortcutsHelp(): void {
  usePalette.getState().setHelp(true);
}

/** Opens a record form over the current section (after the palette closed). */
export function openCreateForm(form: CreateForm): void {
  usePalette.getState().setCreating(form);
}
