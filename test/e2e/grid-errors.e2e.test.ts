import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../shared/app/entry-time';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { WeekPage } from './pages/WeekPage';

/*
 * Visible errors in the week grid (issue 13, point 6) in Chromium on web mode with the demo remote:
 * 25 h or `abc` typed into a cell is refused with a message that is visible text under the grid,
 * names the row and the day, and is what the cell's aria-describedby points at; the week total
 * says what is not synced yet.
 */

interface Journey {
  dataDir: string;
  web: WebMode;
  browser: Browser;
  page: Page;
}

let j: Journey | undefined;
let week: WeekPage;
let row = '';

/** The texts the element's aria-describedby points at, read in the page. */
async function describedText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const doc = (globalThis as unknown as { document: DocLike }).document;
    const el = doc.querySelector(sel);
    const ids = (el?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => doc.getElementById(id)?.textContent ?? '').join(' ');
  }, selector);
}

/** The bits of the DOM the page function above reads (this Node-side file has no DOM types). */
interface DocLike {
  querySelector(s: string): { getAttribute(n: string): string | null } | null;
  getElementById(id: string): { textContent: string | null } | null;
}

/** The focused element as the page function below reads it. */
interface Focused {
  getAttribute(n: string): string | null;
  closest(s: string): Focused | null;
}

beforeAll(async () => {
  await ensureRendererBuilt();
  const dataDir = makeDataDir();
  const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
  await bridgeCall(web, 'setup:demo');
  const { page } = await openApp(browser, web.url);
  j = { dataDir, web, browser, page };
  week = new WeekPage(page);
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  await week.openByKeyboard();
  // The first week from next week on without entries (the demo data may reach past today).
  let monday = (await week.weekStart()) ?? '';
  do {
    monday = addDays(monday, 7);
    await page.keyboard.press('Alt+ArrowRight');
    await week.waitForWeek(monday);
  } while (((await bridgeCall(web, 'week:get', { weekStart: monday })) as { rows: [] }).rows.length > 0);
  await week.addRowByKeyboard('northwind erp', 'Northwind ERP rollout');
  const handle = await page.waitForFunction(() => {
    const el = (globalThis as unknown as { document: { activeElement: Focused | null } }).document
      .activeElement;
    return el?.getAttribute('role') === 'gridcell'
      ? (el.closest('tr')?.getAttribute('data-row-key') ?? null)
      : null;
  });
  row = (await handle.jsonValue()) as string;
}, 120_000);

afterAll(async () => {
  await j?.browser.close();
  await j?.web.stop();
  if (j) removeDataDir(j.dataDir);
});

describe('the week grid refuses typed hours with a visible, linked message', () => {
  it('25 h in a day: the message is under the grid, names the cell, and the cell points at it', async () => {
    const page = j!.page;
    await week.cell(row, 1).focus();
    await page.keyboard.type('25');
    await page.keyboard.press('Enter');
    const message = week.panel.getByText(/at most 24 h a day/);
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    const text = (await message.textContent()) ?? '';
    expect(text).toMatch(/Northwind ERP rollout/);
    expect(text).toMatch(/Tue/);
    // Under the grid, not inside it (nor only in a tooltip).
    expect(await week.grid.getByText(/at most 24 h a day/).count()).toBe(0);
    const gridBox = await week.grid.boundingBox();
    const messageBox = await message.boundingBox();
    expect(messageBox!.y).toBeGreaterThanOrEqual(gridBox!.y + gridBox!.height - 1);
    const cellSel = `tr[data-row-key="${row}"] td[role="gridcell"]:nth-of-type(2)`;
    expect(await describedText(page, cellSel)).toMatch(/at most 24 h a day/);
    expect(await describedText(page, `${cellSel} input`)).toMatch(/at most 24 h a day/);
    expect(await page.locator(`${cellSel} input`).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'detached' });
  });

  it('abc: says what hours look like; typing valid hours saves and the total says not synced yet', async () => {
    const page = j!.page;
    await week.cell(row, 2).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    const message = week.panel.getByText(/type hours such as 7\.5/);
    await message.waitFor();
    expect(await message.textContent()).toMatch(/Wed/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await message.waitFor({ state: 'detached' });
    await week.weekTotal.filter({ hasText: /^2$/ }).waitFor();
    expect(await week.grid.getByTestId('week-unsynced').textContent()).toBe('incl. 2 h not synced yet');
  });
});
