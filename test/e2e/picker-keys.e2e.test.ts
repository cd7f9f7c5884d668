import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { localDate, mondayOf } from '../../shared/app/entry-time';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { ExpensesPage } from './pages/ExpensesPage';
import { QuickEntryPage } from './pages/QuickEntryPage';
import { WeekPage } from './pages/WeekPage';
import { CONSULTANT_ROLE, PROJECT_1, TIME_LINE } from '../renderer/support/demo-ids';

/*
 * Keys never change a value the user did not aim at (issue 13, point 2): opening a form opens no
 * list and highlights no option; Enter in a closed picker submits the form; in an open picker Enter
 * picks only an option the user moved to. On web mode with the demo remote.
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

/** Waits for the page's next answer to a project search, then for two frames (its render). */
function projectSearchAnswered(page: Page): { settled: () => Promise<void> } {
  const answer = page.waitForResponse((r) =>
    decodeURIComponent(r.url()).includes('/bridge/entries:projects'),
  );
  return {
    settled: async () => {
      await answer;
      await page.evaluate(() => {
        const w = globalThis as unknown as { requestAnimationFrame(f: () => void): void };
        return new Promise<void>((resolve) =>
          w.requestAnimationFrame(() => w.requestAnimationFrame(() => resolve())),
        );
      });
    },
  };
}

/** Whether any option list is shown, and which option (if any) is highlighted for Enter. */
async function listState(page: Page, input: Locator) {
  return {
    expanded: await input.getAttribute('aria-expanded'),
    lists: await page.getByRole('listbox').count(),
    highlighted: await page.locator('[data-combobox-selected]').count(),
  };
}

const CLOSED = { expanded: 'false', lists: 0, highlighted: 0 };
const today = localDate(Date.now());
const weekday = (new Date().getDay() + 6) % 7;

describe('pickers: keys change only what the user aimed at', () => {
  let j: Journey | undefined;
  let entryId = '';

  beforeAll(async () => {
    j = await start();
    const saved = (await bridgeCall(j.web, 'entries:create', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: CONSULTANT_ROLE,
      date: today,
      from: '05:00',
      to: '06:00',
      description: 'Early call',
    })) as { id: string };
    entryId = saved.id;
  }, 120_000);
  afterAll(async () => {
    await j?.browser.close();
    await j?.web.stop();
    if (j) removeDataDir(j.dataDir);
  });

  it('Change entry opens with the project list closed, and Enter saves the entry on its project', async () => {
    const page = j!.page;
    const week = new WeekPage(page);
    const quick = new QuickEntryPage(page);
    await week.openByKeyboard();
    await week.cell(`${PROJECT_1}:${TIME_LINE}:${CONSULTANT_ROLE}`, weekday).focus();
    const line = week.dayEntries().filter({ hasText: 'Early call' });
    const searched = projectSearchAnswered(page);
    await line.getByRole('button', { name: /^Edit the entry/ }).click();
    await quick.drawer.getByText('Change entry').waitFor();
    await searched.settled();
    await page.screenshot({ path: '/tmp/picker-change-entry.png' });

    expect(await quick.project.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await listState(page, quick.project)).toEqual(CLOSED);
    expect(await quick.project.inputValue()).toBe('Northwind ERP rollout');

    await page.keyboard.press('Enter');
    await page.getByText('Entry changed').first().waitFor();
    expect(await quick.project.inputValue()).toBe('Northwind ERP rollout');
    const view = (await bridgeCall(j!.web, 'week:get', { weekStart: mondayOf(today) })) as {
      entries: { id: string; projectId: string; description: string | null }[];
    };
    const entry = view.entries.find((e) => e.id === entryId);
    expect(entry?.projectId).toBe(PROJECT_1);
    expect(entry?.description).toBe('Early call');
  });

  it('a list the user opened closes on Enter without changing the project; an option moved to is picked', async () => {
    const page = j!.page;
    const quick = new QuickEntryPage(page);
    await quick.project.click();
    await page.getByRole('listbox').first().waitFor();
    expect((await listState(page, quick.project)).highlighted).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await quick.project.inputValue()).toBe('Northwind ERP rollout');

    // Typing moves to the best match: Enter picks it.
    await quick.project.fill('');
    await page.keyboard.type('northwind erp');
    await page.getByRole('option', { name: /Northwind ERP rollout/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await quick.project.inputValue()).toBe('Northwind ERP rollout');
    await quick.close();
  });

  it('a new quick entry opens with its project list closed', async () => {
    const page = j!.page;
    const quick = new QuickEntryPage(page);
    const searched = projectSearchAnswered(page);
    await quick.openByKeyboard();
    await searched.settled();
    expect(await listState(page, quick.project)).toEqual(CLOSED);
    await quick.close();
  });

  it("the week's add-row picker opens no list when Alt+R focuses it", async () => {
    const page = j!.page;
    const week = new WeekPage(page);
    const searched = projectSearchAnswered(page);
    await page.keyboard.press('Alt+R');
    await searched.settled();
    expect(await week.addRowProject.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await listState(page, week.addRowProject)).toEqual(CLOSED);
  });

  it('the expense form opens with its project list closed', async () => {
    const page = j!.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    const expenses = new ExpensesPage(page);
    const searched = projectSearchAnswered(page);
    await expenses.open();
    await searched.settled();
    await page.screenshot({ path: '/tmp/picker-expense-form.png' });
    expect(await listState(page, expenses.project)).toEqual(CLOSED);
    // Nor does the contract line field open its list when it gets the focus.
    await expenses.contractLine.focus();
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(j!.errors).toEqual([]);
  });
});
