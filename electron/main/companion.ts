import { join } from 'node:path';
import { app, globalShortcut, Menu, nativeImage, Notification, Tray } from 'electron';
import updaterModule from 'electron-updater';
import type { AppCore } from '../core/app';
import type { MenuCommand } from '../../shared/app/menu';
import { showReminderNotifications } from './notifications';
import { createGlobalShortcuts } from './shortcuts';
import { watchDesktopSettings } from './desktop-settings';
import { createTimerTray, toggleTimer, type Ticker, type TimerTray } from './tray';
import { createUpdater, type Updater } from './updater';

/*
 * The desktop companion (issue 16): the tray timer, the global shortcuts and the updater, wired to
 * Electron. The behaviour lives in tray.ts, shortcuts.ts and updater.ts (tested with fakes); this
 * file only builds them from Electron's objects, so it runs in the Electron app alone.
 */

/** What the companion asks of the app's lifecycle. */
export interface CompanionHooks {
  core: AppCore;
  showWindow: () => void;
  quickEntry: () => void;
  /** Shows the window at a section (a menu command): where a reminder's click leads. */
  command: (command: MenuCommand, date?: string) => void;
  quit: () => void;
}

/** The running companion. */
export interface Companion {
  /** A timer shows in the tray (the close guard keeps the app there). */
  timerInTray(): boolean;
  /** Settings › Desktop › Keep in the tray while a timer runs. */
  closeToTray(): boolean;
  dispose(): void;
}

const ticker: Ticker = {
  every: (fn, ms) => {
    const t = setInterval(fn, ms);
    t.unref();
    return () => clearInterval(t);
  },
};

/** Tells the user something went wrong, without stopping anything. */
function notify(message: string): void {
  console.warn(`psa: ${message}`);
  if (Notification.isSupported()) new Notification({ title: 'PSA Desk', body: message }).show();
}

function trayIcon(): Electron.NativeImage {
  // macOS tints a template image for the menu bar; elsewhere the coloured icon shows on any panel.
  const name = process.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png';
  return nativeImage.createFromPath(join(app.getAppPath(), 'resources', 'tray', name));
}

/** Starts the tray, the shortcuts and (in a packaged app) the updater. */
export function startCompanion(hooks: CompanionHooks): Companion {
  const { core } = hooks;
  let updater: Updater | null = null;
  let tray: TimerTray | null = null;
  try {
    tray = createTimerTray({
      tray: new Tray(trayIcon()),
      menu: Menu,
      core,
      ticker,
      actions: {
        showWindow: hooks.showWindow,
        quickEntry: hooks.quickEntry,
        quit: hooks.quit,
        report: notify,
        update: () => {
          const version = updater?.ready();
          return version && updater
            ? { label: `Restart to install update ${version}`, install: () => void updater?.install() }
            : null;
        },
      },
    });
  } catch (e) {
    // Some Linux desktops have no tray: the app works without it (closing then quits).
    console.warn('psa: no tray icon:', e);
  }
  const shortcuts = createGlobalShortcuts(globalShortcut, {
    toggleTimer: () => void toggleTimer(core, notify),
    quickEntry: hooks.quickEntry,
    report: notify,
  });
  const settings = watchDesktopSettings(core, (s) => shortcuts.apply(s));
  const stopReminders = showReminderNotifications(
    core,
    (options) => (Notification.isSupported() ? new Notification(options) : null),
    (target) =>
      target.section === 'sync'
        ? hooks.command('sync-center')
        : hooks.command('week', target.date ?? undefined),
  );
  if (app.isPackaged) {
    updater = createUpdater({
      updater: updaterModule.autoUpdater,
      core,
      ticker,
      report: (message) => console.warn(`psa: ${message}`),
      changed: () => tray?.redraw(),
    });
  }
  return {
    timerInTray: () => tray?.hasTimer() ?? false,
    closeToTray: () => settings.current().closeToTray,
    dispose: () => {
      updater?.dispose();
      stopReminders();
      settings.dispose();
      shortcuts.dispose();
      tray?.dispose();
    },
  };
}
