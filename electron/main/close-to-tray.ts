/*
 * Closing the window while a timer runs keeps the app in the tray (Settings › Desktop, on by
 * default), so the timer is not lost from sight; quitting (from the tray, the menu, a signal)
 * always quits. The decision is synchronous: Electron's 'close' event cannot wait for the core,
 * so it reads what the tray and the settings last heard.
 */

/** What the guard uses of a BrowserWindow. */
export interface ClosableWindowLike {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  hide(): void;
}

/** What the decision reads. */
export interface CloseState {
  /** The app is quitting: the window closes whatever runs. */
  quitting(): boolean;
  /** Settings › Desktop › Keep in the tray while a timer runs. */
  closeToTray(): boolean;
  /** A timer runs (or is paused) and the tray shows it. */
  timerInTray(): boolean;
}

/** Whether closing the window now hides it into the tray instead. */
export function keepsInTray(state: CloseState): boolean {
  return !state.quitting() && state.closeToTray() && state.timerInTray();
}

/** Hides `win` instead of closing it when keepsInTray says so. */
export function guardWindowClose(win: ClosableWindowLike, state: CloseState): void {
  win.on('close', (event) => {
    if (!keepsInTray(state)) return;
    event.preventDefault();
    win.hide();
  });
}
