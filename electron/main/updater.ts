import type { ContractCore } from './ipc';
import type { Ticker } from './tray';

/*
 * Updates through electron-updater from the generic feed the installer was built with
 * (electron-builder.yml `publish`, written into the package as app-update.yml). Nothing at run
 * time can point it elsewhere: neither the renderer nor a setting names a feed, so a script that
 * got into the page cannot have a foreign build installed. It checks on start and once a day and
 * downloads in the background; installing replaces the app, so it happens only when the user asks
 * (the tray's item), never while a sync runs (it waits for the sync to finish), and only after a
 * verified backup of the replica. Every failure is reported and the app runs on. No run-time
 * Electron: the test passes a fake autoUpdater.
 */

/** What the adapter uses of electron-updater's autoUpdater. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The core as the updater needs it: the contract, and a backup taken now. */
export interface UpdaterCore extends ContractCore {
  backupNow(): Promise<{ name: string }>;
}

export interface UpdaterDeps {
  updater: AutoUpdaterLike;
  core: UpdaterCore;
  ticker: Ticker;
  report: (message: string) => void;
  /** An update was downloaded, or installing it waits for a sync (redraw the tray). */
  changed?(): void;
}

/** What an install request came to. */
export type InstallOutcome = 'installing' | 'waiting-for-sync' | 'not-ready' | 'failed';

/** The updater. */
export interface Updater {
  /** Looks for an update now (a download follows by itself). */
  check(): Promise<void>;
  /** The version downloaded and ready to install, or null. */
  ready(): string | null;
  /** Installs the downloaded update: after any running sync, after a backup; the app restarts. */
  install(): Promise<InstallOutcome>;
  dispose(): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the updater and checks once now and then daily. */
export function createUpdater(deps: UpdaterDeps): Updater {
  const { updater, core, report } = deps;
  // Downloads go on in the background; nothing is installed behind the user's back on quit,
  // because that path could not take the backup first.
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = false;
  let readyVersion: string | null = null;
  let checking: Promise<void> | null = null;
  let waiting = false;
  let installing: Promise<InstallOutcome> | null = null;

  updater.on('update-downloaded', (info) => {
    readyVersion = info.version;
    deps.changed?.();
  });
  updater.on('error', (e) => report(`Updating failed: ${message(e)}`));

  const check = (): Promise<void> =>
    (checking ??= (async () => {
      try {
        await updater.checkForUpdates();
      } catch (e) {
        report(`Looking for an update failed: ${message(e)}`);
      } finally {
        checking = null;
      }
    })());

  const syncRunning = async (): Promise<boolean | null> => {
    const status = await core.invoke('sync:status', {});
    if (!status.ok) {
      report(`The update waits: the sync status could not be read (${status.error.message})`);
      return null;
    }
    return status.data.running;
  };

  const run = async (): Promise<InstallOutcome> => {
    if (readyVersion === null) return 'not-ready';
    const before = await syncRunning();
    if (before === null) return 'failed';
    if (before) return wait();
    try {
      const backup = await core.backupNow();
      console.info(`psa: backup ${backup.name} taken before installing ${readyVersion}`);
    } catch (e) {
      report(`The update was not installed: the backup of your data failed (${message(e)})`);
      return 'failed';
    }
    // A sync may have started while the backup was written: then its end is waited for too.
    const after = await syncRunning();
    if (after === null) return 'failed';
    if (after) return wait();
    waiting = false;
    try {
      updater.quitAndInstall(false, true);
      return 'installing';
    } catch (e) {
      report(`The update could not be installed: ${message(e)}`);
      return 'failed';
    }
  };

  const wait = (): InstallOutcome => {
    if (!waiting) report('The update will install when the running sync has finished.');
    waiting = true;
    deps.changed?.();
    return 'waiting-for-sync';
  };

  const install = (): Promise<InstallOutcome> =>
    (installing ??= run().finally(() => {
      installing = null;
    }));

  const offSync = core.on('sync:finished', () => {
    if (waiting) void install();
  });
  const stopTicking = deps.ticker.every(() => void check(), DAY_MS);
  void check();

  return {
    check,
    ready: () => readyVersion,
    install,
    dispose: () => {
      offSync();
      stopTicking();
    },
  };
}
