import type { BrowserWindowConstructorOptions } from 'electron';
import { CSP } from '../core/web/security';
import { APP_HOST, APP_SCHEME } from './app-protocol';

/*
 * Pure data and URL rules of the main window: no Electron at run time, so unit tests check them
 * without the Electron binary.
 */

/** The main window's options: the Electron security checklist's webPreferences, nothing relaxed. */
export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'PSA Desk',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // Chromium's built-in PDF viewer, the only plugin Electron ships: invoice PDFs are shown in
      // a blob: frame (the CSP allows no other frame); without it such a frame downloads instead.
      plugins: true,
    },
  };
}

/**
 * The renderer's Content-Security-Policy: web mode's CSP, the one policy of the app. The app://
 * handler sends it on every response; the same policy (less what a meta tag cannot carry) is in
 * renderer/index.html, so a page opened any other way still has it. The dev server's HMR
 * websocket is the only addition. No inline script, ever: both policies apply, the stricter wins.
 */
export function contentSecurityPolicy(devServerUrl?: string): string {
  if (!devServerUrl) return CSP;
  const ws = ` ws://${new URL(devServerUrl).host}`;
  return CSP.split('; ')
    .map((d) => (d.startsWith('connect-src ') ? d + ws : d))
    .join('; ');
}

/** Directives a `<meta http-equiv>` policy cannot deliver (browsers ignore them there, with a warning). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** The policy as the page's meta tag carries it: the header's directives less the header-only ones. */
export function metaPolicy(csp: string): string {
  return csp
    .split('; ')
    .filter((d) => !HEADER_ONLY.has(d.split(' ')[0] ?? ''))
    .join('; ');
}

/** Where the app's own pages live: app://bundle, or the dev server in `electron-vite dev`. */
export interface AppLocation {
  /** ELECTRON_RENDERER_URL when the dev server runs (never in a packaged app). */
  devServerUrl?: string | undefined;
}

/**
 * True when `url` is one of the app's own pages: app://bundle's index page (any query or hash) or
 * any page of the dev server's origin. Used for sender-frame checks and for navigation; file://,
 * other app:// hosts and files of the bundle other than the page are never trusted.
 */
export function isAppUrl(url: string, where: AppLocation): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (where.devServerUrl) {
    const dev = new URL(where.devServerUrl);
    if (parsed.origin === dev.origin && (dev.protocol === 'http:' || dev.protocol === 'https:')) return true;
  }
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === '' &&
    ['', '/', '/index.html'].includes(parsed.pathname)
  );
}

/** True for a link the app may hand to the system browser: https only, never file:, javascript: or custom schemes. */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
