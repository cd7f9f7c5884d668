import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/app/menu';

/*
 * The application menu as a template (pure data plus callbacks: no run-time Electron, so a test
 * can read it). Items the renderer carries out send a `menu:command`; "Sync now" runs in main.
 */

/** What the menu's items do. */
export interface MenuActions {
  /** Starts a sync (sync:run through the core). */
  syncNow(): void;
  /** Sends a command to the renderer. */
  command(name: MenuCommand): void;
  showAbout(): void;
  openReadme(): void;
}

export interface MenuEnv {
  /** The dev server runs: adds the developer tools toggle. */
  isDev: boolean;
  platform: NodeJS.Platform;
}

/** The menu template: File, Edit, View, Sync, Help (with the macOS app menu first on macOS). */
export function menuTemplate(actions: MenuActions, env: MenuEnv): MenuItemConstructorOptions[] {
  const mac = env.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (mac) template.push({ role: 'appMenu' });
  template.push(
    {
      label: '&File',
      submenu: [
        { label: 'New Timesheet', accelerator: 'CmdOrCtrl+N', click: () => actions.command('new-timesheet') },
        {
          label: 'New Expense',
          accelerator: 'CmdOrCtrl+Shift+N',
          click: () => actions.command('new-expense'),
        },
        { type: 'separator' },
        { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => actions.command('settings') },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit', accelerator: 'Ctrl+Q' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        ...(env.isDev ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: '&Sync',
      submenu: [
        { label: 'Sync Now', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.syncNow() },
        {
          label: 'Sync Center',
          accelerator: 'CmdOrCtrl+Shift+Y',
          click: () => actions.command('sync-center'),
        },
      ],
    },
    {
      label: '&Help',
      role: 'help',
      submenu: [
        { label: 'About PSA Desk', click: () => actions.showAbout() },
        { label: 'Read the README', click: () => actions.openReadme() },
      ],
    },
  );
  return template;
}
