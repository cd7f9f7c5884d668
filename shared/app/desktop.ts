import { z } from 'zod';
import { problem, type Problem } from '../i18n/problems';

/*
 * The desktop app's own settings (issue 16): its global shortcuts, whether closing the window
 * while a timer runs keeps the app in the tray, and where updates come from. Stored in the
 * replica like every setting; web mode shows and keeps them but has no tray, shortcut or updater.
 */

const MODIFIERS = new Set(
  [
    'Command',
    'Cmd',
    'Control',
    'Ctrl',
    'CommandOrControl',
    'CmdOrCtrl',
    'Alt',
    'Option',
    'AltGr',
    'Shift',
    'Super',
    'Meta',
  ].map((m) => m.toLowerCase()),
);
const NAMED_KEYS = new Set(
  [
    'Plus',
    'Space',
    'Tab',
    'Capslock',
    'Numlock',
    'Scrolllock',
    'Backspace',
    'Delete',
    'Insert',
    'Return',
    'Enter',
    'Up',
    'Down',
    'Left',
    'Right',
    'Home',
    'End',
    'PageUp',
    'PageDown',
    'Escape',
    'Esc',
    'PrintScreen',
    'num0',
    'num1',
    'num2',
    'num3',
    'num4',
    'num5',
    'num6',
    'num7',
    'num8',
    'num9',
    'numdec',
    'numadd',
    'numsub',
    'nummult',
    'numdiv',
  ].map((k) => k.toLowerCase()),
);
// Letters, digits, F1 to F24 and the punctuation keys Electron's accelerators name by themselves.
const KEY = /^([a-z0-9]|f([1-9]|1\d|2[0-4])|[)!@#$%^&*(:;=<,_\-.>?/~`{}[\]|\\'"])$/i;

/**
 * Why `text` is not a usable global shortcut (a problem code, said by the caller in its language),
 * or null when it is one: Electron's accelerator syntax (modifiers, then one key, joined by "+"),
 * with at least one modifier other than Shift so that a global shortcut never swallows ordinary
 * typing in other apps.
 */
export function acceleratorProblem(text: string): Problem | null {
  const parts = text.split('+').map((p) => p.trim());
  if (text.trim() === '' || parts.some((p) => p === '')) return problem('settings:desktop.problem.form');
  const key = parts[parts.length - 1] as string;
  const mods = parts.slice(0, -1).map((m) => m.toLowerCase());
  const bad = mods.find((m) => !MODIFIERS.has(m));
  if (bad !== undefined) return problem('settings:desktop.problem.notModifier', { name: bad });
  if (new Set(mods).size !== mods.length) return problem('settings:desktop.problem.twice');
  if (!KEY.test(key) && !NAMED_KEYS.has(key.toLowerCase()))
    return problem('settings:desktop.problem.notKey', { name: key });
  if (mods.filter((m) => m !== 'shift').length === 0) return problem('settings:desktop.problem.modifier');
  return null;
}

/** A global shortcut as text: an accelerator, or '' for none. */
export const ShortcutText = z
  .string()
  .trim()
  .max(60)
  .superRefine((text, ctx) => {
    const problem = text === '' ? null : acceleratorProblem(text);
    // The key is the message and the names are the params: each side says it in its language.
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params ?? {} });
  });

/** The desktop settings as stored and shown. */
export const DesktopSettingsView = z.object({
  /** Stops the running timer, or continues the last one when none runs ('' = none). */
  shortcutTimer: z.string(),
  /** Opens quick entry in the window ('' = none). */
  shortcutQuickEntry: z.string(),
  /** Closing the window while a timer runs keeps the app in the tray. */
  closeToTray: z.boolean(),
});
export type DesktopSettingsViewT = z.output<typeof DesktopSettingsView>;

/**
 * A change of the desktop settings: the fields given are set. Strict: the update feed is not among
 * them (updates come only from the feed the build was made with, electron-builder.yml `publish`),
 * so a request naming it, or anything else, is refused rather than dropped in silence.
 */
export const DesktopSettingsUpdate = z.strictObject({
  shortcutTimer: ShortcutText.optional(),
  shortcutQuickEntry: ShortcutText.optional(),
  closeToTray: z.boolean().optional(),
});
export type DesktopSettingsUpdateT = z.input<typeof DesktopSettingsUpdate>;

/** The settings of a data folder that never changed them. */
export const DEFAULT_DESKTOP_SETTINGS: DesktopSettingsViewT = Object.freeze({
  shortcutTimer: 'CommandOrControl+Alt+T',
  shortcutQuickEntry: 'CommandOrControl+Alt+N',
  closeToTray: true,
});
