import { hotkeyText, isMac } from './keys';

/*
 * Electron accelerators ("CommandOrControl+Alt+T", stored as Electron reads them) as a person reads
 * them on this platform (walkthrough 30, point 12). Only the display changes; the stored text stays.
 * - In the shortcuts help, as every other key there (hotkeyText): Ctrl+Alt+T, or ⌘⌥T on a Mac.
 * - In the settings field, words joined by "+" that can be typed and that Electron reads as they
 *   are: Ctrl+Alt+T, or Cmd+Option+T on a Mac.
 */

/** Electron's modifiers as words: [on a Mac, elsewhere]; each is a modifier Electron accepts. */
const WORDS: Record<string, [mac: string, other: string]> = {
  commandorcontrol: ['Cmd', 'Ctrl'],
  cmdorctrl: ['Cmd', 'Ctrl'],
  command: ['Cmd', 'Cmd'],
  cmd: ['Cmd', 'Cmd'],
  control: ['Ctrl', 'Ctrl'],
  ctrl: ['Ctrl', 'Ctrl'],
  alt: ['Option', 'Alt'],
  option: ['Option', 'Alt'],
  shift: ['Shift', 'Shift'],
};

/** The same modifiers as the shortcuts help's names (hotkeyText: 'mod' is ⌘ on a Mac, Ctrl elsewhere). */
const HOTKEY: Record<string, string> = {
  commandorcontrol: 'mod',
  cmdorctrl: 'mod',
  control: 'ctrl',
  ctrl: 'ctrl',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
};

const parts = (accelerator: string) => accelerator.split('+').map((p) => p.trim());

/** An accelerator as typeable words of this platform: 'CommandOrControl+Alt+T' is Ctrl+Alt+T (Cmd+Option+T on a Mac). */
export function acceleratorWords(accelerator: string, mac = isMac): string {
  if (accelerator.trim() === '') return '';
  return parts(accelerator)
    .map((p) => WORDS[p.toLowerCase()]?.[mac ? 0 : 1] ?? (p.length === 1 ? p.toUpperCase() : p))
    .join('+');
}

/** An accelerator as the shortcuts help writes keys: Ctrl+Alt+T, or ⌘⌥T on a Mac (hotkeyText). */
export function acceleratorText(accelerator: string, mac = isMac): string {
  const keys = parts(accelerator);
  // Command, Super and Meta have no name in the help's table: the accelerator is said in words.
  if (keys.some((p) => !(p.toLowerCase() in HOTKEY) && /^(command|cmd|super|meta)$/i.test(p)))
    return acceleratorWords(accelerator, mac);
  return hotkeyText(keys.map((p) => HOTKEY[p.toLowerCase()] ?? p).join('+'), mac);
}

/**
 * What to store for a field's text: the stored accelerator itself while the field still shows it
 * (so it is kept as Electron wrote it), else the typed words (Electron reads them as they are).
 */
export function acceleratorToStore(typed: string, stored: string, mac = isMac): string {
  const text = typed.trim();
  return text === acceleratorWords(stored, mac) ? stored : text;
}
