import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './build';
import { launchBrowser, openApp } from './browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './web-mode';
import { startStoppableRemote, type StoppableRemote } from './remote';
import { ADMIN_ACCOUNT } from '../../renderer/support/demo-ids';

/** What a journey runs against: its own remote, the app in web mode on a fresh data dir, and a browser page. */
export interface Journey {
  remote: StoppableRemote;
  dataDir: string;
  web: WebMode;
  browser: Browser;
  page: Page;
  /** Errors the page reports (console errors, uncaught exceptions). */
  errors: string[];
}

/**
 * Starts a journey: builds the renderer if needed, starts a stoppable remote, the app in web mode and a
 * browser, connects the app to the remote, syncs once and opens the app. Stops what it started if it fails.
 * `psohubShapes` starts the remote as `--psohub-shapes` (PSOhub's record shapes).
 */
export async function startJourney(opts: { psohubShapes?: boolean } = {}): Promise<Journey> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir();
  const started: Partial<Journey> = { dataDir };
  try {
    const [remote, web, browser] = await Promise.all([
      startStoppableRemote(opts),
      startWebMode(dataDir),
      launchBrowser(),
    ]);
    Object.assign(started, { remote, web, browser });
    await bridgeCall(web, 'settings:setRemote', {
      url: remote.url,
      token: 'demo-admin-key',
      accountId: ADMIN_ACCOUNT,
    });
    await bridgeCall(web, 'sync:run', {});
    const { page, errors } = await openApp(browser, web.url);
    return { remote, dataDir, web, browser, page, errors };
  } catch (e) {
    await stopJourney(started);
    throw e;
  }
}

/** Stops what a journey started (any part may be missing), browser first, and removes its data dir. */
export async function stopJourney(j: Partial<Pick<Journey, 'remote' | 'dataDir' | 'web' | 'browser'>>) {
  await j.browser?.close();
  await j.web?.stop();
  await j.remote?.close();
  if (j.dataDir) removeDataDir(j.dataDir);
}
