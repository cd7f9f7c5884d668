import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './build';
import { launchBrowser, openApp } from './browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './web-mode';

/** The app in web mode on the demo (its in-process remote), a fresh data dir and a browser page. */
export interface DemoApp {
  dataDir: string;
  web: WebMode;
  browser: Browser;
  page: Page;
  /** Errors the page reports (console errors, uncaught exceptions, HTTP errors). */
  errors: string[];
  /** Closes the browser, stops web mode and removes the data dir. */
  stop(): Promise<void>;
}

/**
 * Builds the renderer if needed, starts web mode and a browser, sets the demo up, runs `prepare`
 * (bridge calls before the page loads, e.g. a language setting) and opens the app. Stops what it
 * started if it fails. The caller waits for its first screen (named in its language).
 */
export async function openDemoApp(
  opts: { prepare?: (web: WebMode) => Promise<void> } = {},
): Promise<DemoApp> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir();
  let web: WebMode | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await web?.stop();
    removeDataDir(dataDir);
  };
  try {
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    await opts.prepare?.(web);
    const { page, errors } = await openApp(browser, web.url);
    return { dataDir, web, browser, page, errors, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
