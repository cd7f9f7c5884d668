import { BrowserWindow, shell, type Session, type WebContents } from 'electron';
import {
  contentSecurityPolicy,
  isAppUrl,
  isExternalLink,
  windowOptions,
  type AppLocation,
} from './window-options';
import { APP_INDEX_URL } from './app-protocol';

/*
 * The main window and the Electron security checklist's run-time half: every webContents refuses
 * new windows, foreign navigation and <webview>; the session denies every permission and adds the
 * CSP header to every response.
 */

/** Where the window loads from and its preload. */
export interface WindowPlan extends AppLocation {
  preloadPath: string;
}

/** Applies the CSP header and denies every permission request and check in `ses`. */
export function hardenSession(ses: Session, devServerUrl?: string): void {
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  const csp = contentSecurityPolicy(devServerUrl);
  ses.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    // Drop any policy the server sent so ours is the one that applies (besides the page's meta).
    for (const key of Object.keys(headers))
      if (key.toLowerCase() === 'content-security-policy') delete headers[key];
    headers['Content-Security-Policy'] = [csp];
    callback({ responseHeaders: headers });
  });
}

/**
 * Locks down any webContents (called from app 'web-contents-created', so nothing escapes it):
 * window.open denied (https links go to the system browser), navigation away from the app's own
 * pages prevented, <webview> never attached.
 */
export function hardenWebContents(contents: WebContents, where: AppLocation): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const guard = (event: { preventDefault(): void }, url: string): void => {
    if (isAppUrl(url, where)) return;
    event.preventDefault();
    if (isExternalLink(url)) void shell.openExternal(url);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Creates the main window, shown once its first paint is ready. */
export function createMainWindow(plan: WindowPlan): BrowserWindow {
  const win = new BrowserWindow(windowOptions(plan.preloadPath));
  win.once('ready-to-show', () => win.show());
  // The built renderer comes from the app:// handler (app-protocol.ts), never from file://.
  void win.loadURL(plan.devServerUrl ?? APP_INDEX_URL);
  return win;
}
