import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { FirstStartPage } from './pages/FirstStartPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { StatusBar } from './pages/StatusBar';

/*
 * The first journey: a fresh data folder in web mode, the first-start choice, the demo remote,
 * the synced project list, a search, and Sync now. One journey, steps in order.
 */
describe('smoke: first start with the demo remote', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    ({ page, errors } = await openApp(browser, web.url));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('offers the first-start choice and keeps the token out of the address bar', async () => {
    const first = new FirstStartPage(page);
    await first.waitUntilShown();
    for (const name of ['Work offline only', 'Connect to a PSA service', 'Start a demo remote'] as const) {
      expect(await first.choice(name).isVisible()).toBe(true);
    }
    expect(page.url()).not.toContain('token=');
  });

  it('starts the demo remote and lands on the synced project list', async () => {
    await new FirstStartPage(page).startDemo();
    const projects = new ProjectsPage(page);
    await projects.rows.first().waitFor();
    expect(await projects.total()).toBeGreaterThanOrEqual(64);
    // Virtualized: only the rows in view are rendered; End brings the last one in.
    expect(await projects.rows.count()).toBeLessThan(await projects.total());
    await projects.list.focus();
    await page.keyboard.press('End');
    await projects.list.locator('[aria-selected="true"]').waitFor();
    await projects.details.waitFor();
  });

  it('narrows the list as the user types a search', async () => {
    const projects = new ProjectsPage(page);
    const before = await projects.total();
    await projects.searchFor('northwind erp');
    await projects.waitForOnlyMatching('northwind erp');
    expect(await projects.total()).toBeLessThan(before);
    await projects.row('Northwind ERP rollout').click();
    await projects.details.getByRole('heading', { name: 'Northwind ERP rollout' }).waitFor();
  });

  it('syncs on Sync now and shows the last sync time', async () => {
    const status = new StatusBar(page);
    await status.syncAndWait();
    expect(await status.lastSync.textContent()).toMatch(/Last sync: (just now|\d+ seconds? ago)/);
    await status.syncAndWait('keyboard');
    expect(errors).toEqual([]);
  });
});
