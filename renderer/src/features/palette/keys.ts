/** Whether this is a Mac (its keys are named ⌘, ⌥ and ⇧). */
export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const NAMES: Record<string, [mac: string, other: string]> = {
  mod: ['⌘', 'Ctrl'],
  shift: ['⇧', 'Shift'],
  alt: ['⌥', 'Alt'],
  ctrl: ['⌃', 'Ctrl'],
};

/** A useHotkeys key as the platform writes it: 'mod+shift+S' is ⌘⇧S on a Mac, Ctrl+Shift+S elsewhere. */
export function hotkeyText(hotkey: string, mac = isMac): string {
  const parts = hotkey.split('+').map((p) => {
    const name = NAMES[p.toLowerCase()];
    return name ? name[mac ? 0 : 1] : p.length === 1 ? p.toUpperCase() : p;
  });
  return parts.join(mac ? '' : '+');
}

/** The palette's own keys (CommandPalette handles them), listed by the shortcuts help (palette:help.<label>). */
export const PALETTE_KEYS: { keys: string[]; label: 'move' | 'open' | 'close' }[] = [
  { keys: ['↑', '↓'], label: 'move' },
  { keys: ['Enter'], label: 'open' },
  { keys: ['Esc'], label: 'close' },
];

/**
 * Whether a key typed at this element is text: inputs that take text, text areas, selects and
 * editable content. `?` there is a character, not the shortcuts help.
 */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  return ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}
