import {
  app,
  type BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../core/app';
import { defaultDataDir } from '../core/paths';
import { useNativeBinding } from '../core/db/connection';
import { MENU_EVENT, type MenuCommand } from '../../shared/app/menu';
import { bindContract, sendAppEvent } from './ipc';
import { menuTemplate } from './menu';
import { browserOpener } from './open-browser';
import { createSafeStorageSecretStore } from './secret-store';
import { electronNetworkSignal } from './network';
import { electronAwaySource } from './power';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, bundleRoot, handleAppRequest } from './app-protocol';
import { launchOverrides } from './launch-env';
import { createMainWindow, hardenSession, hardenWebContents, type WindowPlan } from './window';
import { isAppUrl } from './window-options';
import { guardWindowClose } from './close-to-tray';
import { startCompanion, type Companion } from './companion';

/*
 * The desktop app's lifecycle: one instance, one window, the core on the user-data folder, and a
 * quit that waits for the core to stop the sync and close the database.
 */

const rendererDir = join(import.meta.dirname, '../renderer');
// Only an unpackaged app may load a dev server or another SQLite addon: an environment variable
// must not point a shipped app elsewhere.
const overrides = launchOverrides(process.env, app.isPackaged);
const devServerUrl = overrides.devServerUrl;
const plan: WindowPlan = {
  devServerUrl,
  preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
};
// Before 'ready', as Electron requires: app://bundle is a standard, secure origin.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
const CLOSE_TIMEOUT_MS = 15_000;

let win: BrowserWindow | undefined;
let core: AppCore | undefined;
let unbind: (() => void) | undefined;
let companion: Companion | undefined;
let quitting = false;

function dataDir(): string {
  const dir = process.env['PSA_DATA_DIR'] || app.getPath('userData');
  // Web mode and the CLI compute the folder without Electron; say so if the two ever disagree.
  if (dir !== defaultDataDir())
    console.warn(`data folder ${dir} differs from the CLI/web default ${defaultDataDir()}`);
  return dir;
}

function openWindow(): void {
  win = createMainWindow(plan);
  // Closing while a timer runs hides the window into the tray (Settings › Desktop).
  guardWindowClose(win, {
    quitting: () => quitting,
    closeToTray: () => companion?.closeToTray() ?? false,
    timerInTray: () => companion?.timerInTray() ?? false,
  });
  win.on('closed', () => {
    win = undefined;
  });
}

function focusWindow(): void {
  if (!win) return openWindow();
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

function sendCommand(command: MenuCommand, date?: string): void {
  focusWindow();
  sendAppEvent(win?.webContents, MENU_EVENT, date === undefined ? { command } : { command, date });
}

function installMenu(): void {
  const template = menuTemplate(
    {
      // The outcome reaches the renderer as the core's sync:finished event.
      syncNow: () => void core?.invoke('sync:run', {}),
      command: sendCommand,
      showAbout: () => app.showAboutPanel(),
      openReadme: () => {
        const readme = join(app.getAppPath(), 'README.md');
        if (existsSync(readme)) void shell.openPath(readme);
      },
    },
    { isDev: Boolean(devServerUrl), platform: process.platform },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function start(): void {
  hardenSession(session.defaultSession, devServerUrl);
  if (!devServerUrl) {
    // The renderer's files, confined to the built renderer folder (app-protocol.ts).
    const root = bundleRoot(rendererDir);
    protocol.handle(APP_SCHEME, (request) => handleAppRequest(root, request));
  }
  const dir = dataDir();
  // better-sqlite3 built for Electron's ABI (scripts/start.mjs), apart from Node's copy.
  useNativeBinding(overrides.sqliteBinding);
  core = createAppCore({
    dataDir: dir,
    secretStore: createSafeStorageSecretStore(safeStorage, dir),
    signIn: { openBrowser: browserOpener(shell) },
    network: electronNetworkSignal(net, powerMonitor),
    power: electronAwaySource(powerMonitor),
  });
  unbind = bindContract(ipcMain, core, {
    isTrustedFrame: (url) => isAppUrl(url, plan),
    eventTarget: () => win?.webContents,
  });
  app.setAboutPanelOptions({ applicationName: 'PSA Desk', applicationVersion: app.getVersion() });
  installMenu();
  openWindow();
  companion = startCompanion({
    core,
    showWindow: focusWindow,
    quickEntry: () => sendCommand('new-timesheet'),
    command: sendCommand,
    quit: () => app.quit(),
  });
}

/** Stops the sync and closes the database (bounded, so a hung close cannot keep the app alive), then exits. */
async function shutdown(): Promise<void> {
  companion?.dispose();
  unbind?.();
  let code = 0;
  try {
    await Promise.race([
      core?.close(),
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error('core did not close in time')), CLOSE_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch (err) {
    console.error('closing the core failed', err);
    code = 1;
  }
  app.exit(code);
}

function fatal(err: unknown): void {
  console.error(err);
  dialog.showErrorBox('PSA Desk cannot start', err instanceof Error ? err.message : String(err));
  app.exit(1);
}

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data folder; it focuses its window on 'second-instance'.
  app.quit();
} else {
  app.on('second-instance', focusWindow);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, plan));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    // No window, or one hidden in the tray: show it.
    if (core) focusWindow();
  });
  app.on('before-quit', (event) => {
    // Every quit path (menu, last window, signal) waits for the core; app.exit skips this handler.
    event.preventDefault();
    if (quitting) return;
    quitting = true;
    void shutdown();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());
  app.whenReady().then(start).catch(fatal);
}
