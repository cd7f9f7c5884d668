import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../shared/app/entry-time';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { QuickEntryPage } from './pages/QuickEntryPage';
import { StatusBar } from './pages/StatusBar';
import { WeekPage } from './pages/WeekPage';
import { DEV_ROLE } from '../renderer/support/demo-ids';

/*
 * Journeys of the week view on web mode with the demo remote, each on its own data folder:
 * a full week of two rows typed by keyboard only, then synced; a timer that keeps running
 * across a reload of the window and books its time when stopped.
 */

interface Journey {
  dataDir: string;
  web: WebMode;
  browser: Browser;
  page: Page;
  errors: string[];
}

async function start(): Promise<Journey> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir();
  const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
  await bridgeCall(web, 'setup:demo');
  const { page, errors } = await openApp(browser, web.url);
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  return { dataDir, web, browser, page, errors };
}

async function stop(j: Journey | undefined): Promise<void> {
  await j?.browser.close();
  await j?.web.stop();
  if (j) removeDataDir(j.dataDir);
}

/** The bits of the DOM the page functions below read (this Node-side file has no DOM types). */
interface PageGlobals {
  document: {
    activeElement: {
      getAttribute(n: string): string | null;
      closest(s: string): PageGlobals['document']['activeElement'] | null;
    } | null;
  };
}

/** The row key of the focused grid cell, once a cell has focus. */
async function focusedRowKey(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const el = (globalThis as unknown as PageGlobals).document.activeElement;
    return el?.getAttribute('role') === 'gridcell'
      ? (el.closest('tr')?.getAttribute('data-row-key') ?? null)
      : null;
  });
  return (await handle.jsonValue()) as string;
}

describe('week view: a full week by keyboard only', () => {
  let j: Journey | undefined;
  let week: WeekPage;
  const rows: string[] = [];
  let monday = '';

  beforeAll(async () => {
    j = await start();
    week = new WeekPage(j.page);
  }, 120_000);
  afterAll(() => stop(j));

  it('enters 5 days of 2 rows and shows exact day, row and week totals, all pending', async () => {
    const page = j!.page;
    await week.openByKeyboard();
    // The first week from next week on without entries (the demo data may reach past today).
    monday = (await week.weekStart()) ?? '';
    do {
      monday = addDays(monday, 7);
      await page.keyboard.press('Alt+ArrowRight');
      await week.waitForWeek(monday);
    } while (((await bridgeCall(j!.web, 'week:get', { weekStart: monday })) as { rows: [] }).rows.length > 0);

    await week.addRowByKeyboard('northwind erp', 'Northwind ERP rollout');
    rows.push(await focusedRowKey(page));
    await page.keyboard.press('Home');
    await week.typeDays(['7.25', '7.25', '7,25', '7:15', '7.25']);

    // The role typed by its 17-digit id, every digit kept.
    await week.addRowByKeyboard('northwind erp', 'Northwind ERP rollout', DEV_ROLE);
    const second = await focusedRowKey(page);
    expect(second).not.toBe(rows[0]);
    expect(second.endsWith(`:${DEV_ROLE}`)).toBe(true);
    rows.push(second);
    await page.keyboard.press('Home');
    await week.typeDays(['0.75', '0,75', '0:45', '.75', '0.75']);

    await week.weekTotal.filter({ hasText: /^40$/ }).waitFor();
    for (let d = 0; d < 5; d++) expect(await week.dayTotal(addDays(monday, d)).textContent()).toBe('8');
    expect(await week.dayTotal(addDays(monday, 5)).textContent()).toBe('0');
    expect(await week.rowTotal(rows[0] ?? '').textContent()).toBe('36.25');
    expect(await week.rowTotal(rows[1] ?? '').textContent()).toBe('3.75');
    for (const key of rows) await week.waitForStates(key, 5, 'pending');
    expect((await week.states(rows[0] ?? '')).slice(5)).toEqual(['', '']);
  });

  it("lists the active day's entries with from/to, and fixes a typo by typing over it", async () => {
    const page = j!.page;
    // The first row's Friday: 09:00-16:15 plus the second row after it.
    await week.cell(rows[0] ?? '', 4).focus();
    await week.dayEntries().first().waitFor();
    expect(await week.dayEntries().count()).toBe(2);
    // Shown in the browser's locale: 09:00–16:15, or 9:00 AM–4:15 PM on a 12-hour clock.
    expect(await week.dayEntries().first().textContent()).toMatch(/0?9:00(\s?AM)?–(16:15|4:15\sPM)/);
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await week
      .rowTotal(rows[0] ?? '')
      .filter({ hasText: /^35$/ })
      .waitFor();
    await week.cell(rows[0] ?? '', 4).focus();
    await page.keyboard.type('7.25');
    await page.keyboard.press('Enter');
    await week.weekTotal.filter({ hasText: /^40$/ }).waitFor();
  });

  it('deletes a pending entry from the day list and brings it back with Undo', async () => {
    await week.cell(rows[1] ?? '', 4).focus();
    const second = week.dayEntries().filter({ hasText: '0.75 h' });
    await second.getByRole('button', { name: /^Delete the entry / }).click();
    await week.weekTotal.filter({ hasText: /^39.25$/ }).waitFor();
    await week.undo.click();
    await week.weekTotal.filter({ hasText: /^40$/ }).waitFor();
    await week.waitForStates(rows[1] ?? '', 5, 'pending');
  });

  it('syncs them with Sync now: every entry synced, the totals unchanged', async () => {
    await new StatusBar(j!.page).syncAndWait('keyboard');
    for (const key of rows) await week.waitForStates(key, 5, 'synced');
    expect(await week.weekTotal.textContent()).toBe('40');
    const view = (await bridgeCall(j!.web, 'week:get', { weekStart: monday })) as {
      entries: { id: string }[];
    };
    expect(view.entries).toHaveLength(10);
    // Synced: the server's 17-digit ids, as text.
    expect(view.entries.every((e) => /^\d{17}$/.test(e.id))).toBe(true);
    expect(j!.errors).toEqual([]);
  });
});

describe('week view: a timer across a reload', () => {
  let j: Journey | undefined;

  beforeAll(async () => {
    j = await start();
  }, 120_000);
  afterAll(() => stop(j));

  it('keeps running after a reload, keeps the typed draft, and books an entry when stopped', async () => {
    const page = j!.page;
    const week = new WeekPage(page);
    const quick = new QuickEntryPage(page);
    await week.openByKeyboard();
    await quick.openByKeyboard();
    await quick.pickProject('northwind', 'Northwind ERP rollout');
    await quick.description.fill('Go-live checklist');
    await quick.startTimer();
    await quick.close();
    await week.timer.waitFor();
    const before = (await bridgeCall(j!.web, 'week:get', { weekStart: await week.weekStart() })) as {
      entries: unknown[];
    };

    await page.reload();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    await week.openByKeyboard();
    await week.timer.waitFor();
    expect(await week.timer.textContent()).toContain('Northwind ERP rollout');
    await quick.openByKeyboard();
    expect(await quick.description.inputValue()).toBe('Go-live checklist');
    expect(await quick.elapsed.textContent()).toMatch(/^\d+:\d\d:\d\d$/);
    await quick.stopTimer();

    await week.timer.waitFor({ state: 'hidden' });
    const after = (await bridgeCall(j!.web, 'week:get', { weekStart: await week.weekStart() })) as {
      entries: { description: string | null; syncState: string; hours: number }[];
    };
    expect(after.entries).toHaveLength(before.entries.length + 1);
    const booked = after.entries.find((e) => e.description === 'Go-live checklist');
    expect(booked).toMatchObject({ syncState: 'pending' });
    expect(booked?.hours).toBeGreaterThanOrEqual(0.01);
    expect(j!.errors).toEqual([]);
  });
});
