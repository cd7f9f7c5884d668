/*
 * What the shell hands the palette and the shortcuts help: its commands, each with the key that
 * runs it (if any). The shell owns the table (app/shortcuts.ts) and binds the keys from it, so
 * the palette's actions, the bound keys and the help list are one list and cannot drift.
 */

/** One thing the user can do from anywhere: a palette action, and a shortcut when it has keys. */
export interface Command {
  id: string;
  /** What the palette and the help list say, e.g. "Go to Projects". */
  label: string;
  /** The key in Mantine's useHotkeys syntax ('mod+K', 'mod+shift+S'), or a single key ('?'). */
  hotkey?: string;
  /** Extra words the palette matches, e.g. "dark light" for the theme. */
  keywords?: string;
  /** False: a shortcut only, not offered in the palette (e.g. "open the palette"). */
  inPalette?: boolean;
  /** Several keys for one thing, as the help writes them (the grid's arrows), instead of hotkey. */
  keys?: string[];
  /**
   * Where the keys work when not everywhere ("In the week grid"): that part binds them itself, so
   * the shell does not bind them again; the help lists them under this heading.
   */
  where?: string;
  run: () => void;
}

/** A key the help lists that is not a command of the shell (the palette's own keys). */
export interface KeyHelp {
  keys: string[];
  label: string;
}
