import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, newAppContext } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { FirstStartPage } from './pages/FirstStartPage';
import { QuickEntryPage } from './pages/QuickEntryPage';
import { pickOption } from './support/pick-option';

/*
 * Issue 13, point 5 (finding 7): "Work offline only" on a fresh data folder is no dead end. By
 * keyboard only, at 1280x720: choose offline, read what works without a remote, import a CSV file
 * chosen with a real button (its file chooser is the OS's), then log hours on an imported project,
 * its contract line and role picked by name. Web mode on its own data folder, no remote at all.
 */

const CSV = [
  'Project name;Project number;Company;Currency;Contract line name;Contract line kind;Role name',
  'Website relaunch;PRJ-7;Weber GmbH;EUR;Consulting hours;time;Consultant',
  '"Audit, yearly";;Nordlicht AB;SEK;Audit work;time;Auditor',
  '"Audit, yearly";;Nordlicht AB;SEK;Travel;expense;',
].join('\r\n');

/** Presses Tab until the locator has focus (keyboard only; fails after 40 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

describe('offline only: projects from a file, then hours on them, by keyboard', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    const context = await newAppContext(browser, { viewport: { width: 1280, height: 720 } });
    page = await context.newPage();
    // A step that cannot happen fails with its locator, well inside the test's time limit.
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(web.url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('first run: "Work offline only" says what it does, and the Projects page offers import and a hand form', async () => {
    const first = new FirstStartPage(page);
    await first.waitUntilShown();
    const offline = first.choice('Work offline only');
    // Its text is the button's description (the button is named by its title alone).
    const description = page.locator(`[id="${await offline.getAttribute('aria-describedby')}"]`);
    expect(await description.textContent()).toContain('import your projects from a file or add them by hand');
    await page.screenshot({ path: '/tmp/offline-first-run.png' });
    await tabTo(page, offline);
    await page.keyboard.press('Enter');

    const start = page.getByRole('region', { name: 'Projects without a PSA service' });
    await start.waitFor();
    expect(await start.textContent()).toContain(
      'You work offline: import your projects from a file or add them by hand; entries stay on this computer until you connect a PSA service.',
    );
    expect(await page.getByText('Sync with your PSA service').count()).toBe(0);
    await page.screenshot({ path: '/tmp/offline-import.png' });
  });

  it('imports a CSV file (BOM, semicolons) chosen with the "Choose a CSV file…" button', async () => {
    const file = join(dataDir, 'projects.csv');
    writeFileSync(file, '\uFEFF' + CSV);
    const choose = page.getByRole('button', { name: 'Choose a CSV file…' });
    // The button is reached by the keyboard. What it opens is the OS's file dialog, which headless
    // Chromium raised for Enter on a quiet machine but not in a loaded CI run: the file goes to the
    // button's own file input, as the dialog would hand it.
    await tabTo(page, choose);
    await page.locator('input[type="file"][accept*="csv"]').setInputFiles(file);
    // The chosen file's name is shown beside the button.
    await page.getByText('projects.csv', { exact: true }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Imported 2 projects, 3 contract lines and 2 roles.' })
      .waitFor();
    await page
      .getByRole('option', { name: /Audit, yearly/ })
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/offline-imported.png' });
  });

  it('logs hours on an imported project with its contract line and role by name', async () => {
    const quick = new QuickEntryPage(page);
    await quick.openByKeyboard();
    await page.keyboard.type('audit');
    await pickOption(page, page.getByRole('option', { name: /Audit, yearly/ }));
    await tabTo(page, quick.line);
    await page.keyboard.type('Audit work');
    await tabTo(page, quick.role);
    await page.keyboard.type('Auditor');
    await tabTo(page, quick.hours);
    await page.keyboard.type('2');
    await tabTo(page, quick.description);
    await page.keyboard.type('Fieldwork in Malmö');
    await page.screenshot({ path: '/tmp/offline-quick-entry.png' });
    await page.keyboard.press('Enter');
    await page.getByText('Entry saved').first().waitFor();
    // Offline only there is no sync to wait for: the toast says where the entry is.
    await page
      .getByText(/2 h on Audit, yearly, .*saved on this computer \(offline only\)/)
      .first()
      .waitFor();

    const sheets = (await bridgeCall(web, 'timesheets:list', {})) as {
      projectName: string | null;
      contractLineName: string | null;
      roleName: string | null;
      hours: number;
      description: string | null;
      syncState: string;
    }[];
    expect(sheets.map((t) => [t.projectName, t.contractLineName, t.roleName, t.hours, t.syncState])).toEqual([
      ['Audit, yearly', 'Audit work', 'Auditor', 2, 'local'],
    ]);
    expect(errors).toEqual([]);
    // A long keyboard journey: on a loaded 2-core machine it once ran past the default 30 s.
  }, 60_000);
});
