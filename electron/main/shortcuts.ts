import { acceleratorProblem, type DesktopSettingsViewT } from '../../shared/app/desktop';
import { englishProblem } from '../../shared/i18n/problems';

/*
 * The global shortcuts of Settings › Desktop: one stops the running timer or continues the last
 * entry, one opens quick entry. Each change of the settings replaces what was registered. A
 * shortcut that is not valid, or that another app holds already, is reported and skipped: the
 * app runs on without it. No run-time Electron: the test passes a fake globalShortcut.
 */

/** What the adapter uses of Electron's globalShortcut. */
export interface GlobalShortcutLike {
  /** False (or a throw, for an accelerator Electron cannot parse) when it could not be registered. */
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
}

/** What the shortcuts do. */
export interface ShortcutActions {
  toggleTimer: () => void;
  quickEntry: () => void;
  /** A shortcut that could not be registered, in words. */
  report: (message: string) => void;
}

/** The registered shortcuts. */
export interface GlobalShortcuts {
  /** Registers the settings' shortcuts in place of the earlier ones; answers the problems it reported. */
  apply(settings: Pick<DesktopSettingsViewT, 'shortcutTimer' | 'shortcutQuickEntry'>): string[];
  /** Unregisters them all (before quitting). */
  dispose(): void;
}

/** Creates the global shortcuts adapter over `shortcuts` (Electron's globalShortcut in the app). */
export function createGlobalShortcuts(
  shortcuts: GlobalShortcutLike,
  actions: ShortcutActions,
): GlobalShortcuts {
  let registered: string[] = [];
  const clear = () => {
    for (const accelerator of registered) shortcuts.unregister(accelerator);
    registered = [];
  };
  return {
    apply(settings) {
      clear();
      const problems: string[] = [];
      const wanted: [string, string, () => void][] = [
        ['stop or continue the timer', settings.shortcutTimer.trim(), actions.toggleTimer],
        ['quick entry', settings.shortcutQuickEntry.trim(), actions.quickEntry],
      ];
      for (const [name, accelerator, run] of wanted) {
        if (accelerator === '') continue;
        const problem = acceleratorProblem(accelerator);
        let message: string | null = problem
          ? `The shortcut ${accelerator} (${name}) is not valid: ${englishProblem(problem)}`
          : null;
        if (!message && registered.some((a) => a.toLowerCase() === accelerator.toLowerCase()))
          message = `The shortcut ${accelerator} (${name}) is already used for the other shortcut`;
        if (!message) {
          let ok: boolean;
          try {
            ok = shortcuts.register(accelerator, run);
          } catch {
            ok = false;
          }
          if (ok) registered.push(accelerator);
          else
            message = `The shortcut ${accelerator} (${name}) could not be registered: another app may use it`;
        }
        if (message) {
          problems.push(message);
          actions.report(message);
        }
      }
      return problems;
    },
    dispose: clear,
  };
}
