import type { BrowserWindowConstructorOptions } from 'electron';

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
 * The renderer's Content-Security-Policy. The same policy is in renderer/index.html as a meta tag
 * (file:// responses carry no headers); the header also covers the dev server, whose HMR websocket
 * is the only addition. No inline script, ever: both policies apply, the stricter wins.
 */
export function contentSecurityPolicy(devServerUrl?: string): string {
  const dev = devServerUrl ? new URL(devServerUrl) : undefined;
  const ws = dev ? ` ws://${dev.host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${ws}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    // Invoice PDFs are shown from in-memory blob: URLs in an iframe; no other frame may load.
    'frame-src blob:',
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where the app's own pages live: the built renderer file, or the dev server in `electron-vite dev`. */
export interface AppLocation {
  /** file:// URL of out/renderer/index.html. */
  rendererFileUrl: string;
  /** ELECTRON_RENDERER_URL when the dev server runs. */
  devServerUrl?: string | undefined;
}

/**
 * True when `url` is one of the app's own pages: exactly the built index.html (any query or hash)
 * or any page of the dev server's origin. Used for sender-frame checks and for navigation.
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
  const file = new URL(where.rendererFileUrl);
  return parsed.protocol === 'file:' && parsed.host === file.host && parsed.pathname === file.pathname;
}

/** True for a link the app may hand to the system browser: https only, never file:, javascript: or custom schemes. */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
