import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, localInstant } from '../../shared/app/entry-time';
import { demoRemoteDbFile, DEMO_ACCOUNT_ID } from '../../electron/core/app/demo-remote';
import { readDb } from '../support/server';
import { openDemoApp, type DemoApp } from './support/demo-app';
import { bridgeCall, type WebMode } from './support/web-mode';
import { StatusBar } from './pages/StatusBar';
import { WeekPage } from './pages/WeekPage';

/*
 * Week submission (issue 16 point 4) in web mode with the demo remote: with the setting on, hours
 * booked in the grid by keyboard stay held through a sync (the server has none of them) until
 * "Submit week"; the next sync sends them, once.
 */

let app: DemoApp | undefined;
let dataDir: string;
let web: WebMode;
let page: Page;
let errors: string[];
let monday = '';

beforeAll(async () => {
  app = await openDemoApp();
  ({ dataDir, web, page, errors } = app);
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** The bits of the DOM read in the page (this Node-side file has no DOM types). */
interface FocusGlobals {
  document: {
    activeElement: {
      getAttribute(n: string): string | null;
      closest(s: string): FocusGlobals['document']['activeElement'] | null;
    } | null;
  };
}

/** The account's timesheets the demo server holds in the week shown. */
const onServer = () =>
  readDb(demoRemoteDbFile(dataDir), (db) =>
    Number(
      db
        .prepare('SELECT count(*) FROM timesheets WHERE account_id = ? AND date_from >= ? AND date_from < ?')
        .pluck()
        .get(
          DEMO_ACCOUNT_ID,
          new Date(localInstant(monday)).toISOString(),
          new Date(localInstant(addDays(monday, 7))).toISOString(),
        ),
    ),
  );

describe('week submission', () => {
  it('holds hours booked by keyboard through a sync, then sends them once the week is submitted', async () => {
    // The send rule, by keyboard: focus its choice and press Space.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const choice = page.getByRole('radio', { name: 'When I submit the week' });
    await choice.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (el) => (el as { checked?: boolean } | null)?.checked === true,
      await choice.elementHandle(),
    );

    const week = new WeekPage(page);
    await week.openByKeyboard();
    // The first week from next week on without entries (the demo data may reach past today).
    monday = (await week.weekStart()) ?? '';
    do {
      monday = addDays(monday, 7);
      await page.keyboard.press('Alt+ArrowRight');
      await week.waitForWeek(monday);
    } while (((await bridgeCall(web, 'week:get', { weekStart: monday })) as { rows: [] }).rows.length > 0);

    await week.addRowByKeyboard('northwind erp', 'Northwind ERP rollout');
    // The new row's cell takes the focus; then Monday and Tuesday are typed.
    const key = (await (
      await page.waitForFunction(() => {
        const el = (globalThis as unknown as FocusGlobals).document.activeElement;
        return el?.getAttribute('role') === 'gridcell'
          ? (el.closest('tr')?.getAttribute('data-row-key') ?? null)
          : null;
      })
    ).jsonValue()) as string;
    await page.keyboard.press('Home');
    await week.typeDays(['8', '7.5']);
    await week.waitForStates(key, 2, 'held');
    const submission = week.panel.getByRole('group', { name: 'Week submission' });
    const state = submission.getByTestId('week-submission-state');
    await state.filter({ hasText: 'Not submitted · 2 entries held' }).waitFor();
    await page.getByTestId('status-pending').filter({ hasText: '2 not sent yet (editable)' }).waitFor();

    const bar = new StatusBar(page);
    await bar.syncAndWait('keyboard');
    expect(onServer()).toBe(0);
    expect(await week.states(key)).toEqual(['held', 'held', '', '', '', '', '']);

    // Submit week, by keyboard.
    await submission.getByRole('button', { name: 'Submit week' }).focus();
    await page.keyboard.press('Enter');
    await state.filter({ hasText: /^Submitted on / }).waitFor();
    await week.waitForStates(key, 2, 'pending');

    await bar.syncAndWait('keyboard');
    await week.waitForStates(key, 2, 'synced');
    expect(onServer()).toBe(2);
    // A second sync sends nothing more.
    await bar.syncAndWait('keyboard');
    expect(onServer()).toBe(2);
    expect(errors).toEqual([]);
  }, 120_000);
});
