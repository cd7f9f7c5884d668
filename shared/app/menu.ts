/*
 * Application-menu commands the renderer carries out (navigation, dialogs). Main sends them as the
 * app event `menu:command` with payload {command}; they are not contract channels (the renderer never
 * calls them), so they live beside the contract. Plain data: the sandboxed preload imports this.
 */

/** The app event name of a menu command. */
export const MENU_EVENT = 'menu:command';

/** The commands the application menu can send to the renderer. */
export const menuCommands = ['sync-center', 'settings', 'new-timesheet', 'new-expense', 'week'] as const;
export type MenuCommand = (typeof menuCommands)[number];

/** The payload of a `menu:command` event. */
export interface MenuCommandPayload {
  command: MenuCommand;
  /** For `week`: the day whose week to show (a reminder's week), yyyy-mm-dd. */
  date?: string;
}
