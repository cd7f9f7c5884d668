import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startJourney, stopJourney } from './support/journey';
import { bridgeCall, type WebMode } from './support/web-mode';
import { todayUtc, type StoppableRemote } from './support/remote';
import { EntriesPage } from './pages/EntriesPage';
import { ExpensesPage } from './pages/ExpensesPage';
import { StatusBar } from './pages/StatusBar';
import {
  ADMIN_ACCOUNT,
  CONSULTANT_ROLE,
  EXPENSE_LINE,
  PROJECT_1,
  TIME_LINE,
} from '../renderer/support/demo-ids';

/*
 * Journey: stop the remote, enter more, restart it, sync, see every entry synced once. The
 * reference server runs as its own instance; it is stopped and started again on the same port and
 * database, and the rows on the server are counted at the end.
 */
describe('offline: entries made while the remote is down are synced exactly once', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let status: StatusBar;
  const day = todayUtc();
  const sheets = ['Offline workshop morning', 'Offline workshop afternoon'];

  beforeAll(async () => {
    ({ remote, dataDir, web, browser, page, errors } = await startJourney());
    status = new StatusBar(page);
  }, 120_000);

  afterAll(() => stopJourney({ browser, web, remote, dataDir }));

  it('keeps entries pending and shows offline while the remote is stopped', async () => {
    await remote.stop();

    const expenses = new ExpensesPage(page);
    await expenses.open();
    await expenses.chooseProject('Northwind', 'Northwind ERP rollout');
    await expenses.contractLine.fill(EXPENSE_LINE);
    await expenses.amount.fill('40');
    expect(await expenses.total.inputValue()).toBe('48.40');
    await expenses.description.fill('Offline taxi');
    await expenses.description.press('Enter');
    await expenses.waitForState('Offline taxi', 'Pending');

    const hours = [
      ['09:00', '12:30', '3.5'],
      ['13:00', '17:15', '4.25'],
    ] as const;
    for (const [i, [from, to, h]] of hours.entries()) {
      await bridgeCall(web, 'timesheets:create', {
        ProjectID: PROJECT_1,
        ContractLineID: TIME_LINE,
        RoleID: CONSULTANT_ROLE,
        DateTimeFrom: `${day}T${from}:00Z`,
        DateTimeTo: `${day}T${to}:00Z`,
        NumberOfHours: h,
        Description: sheets[i],
      });
    }

    await status.syncNow.click();
    await status.root.getByText('Offline', { exact: true }).waitFor();
    await status.root.getByText('3 changes pending').waitFor();

    const entries = new EntriesPage(page);
    await entries.open();
    for (const d of sheets) await entries.waitForState(d, 'Pending');
  });

  it('sends every entry exactly once after the remote is back', async () => {
    await remote.restart();
    await status.syncAndWait();
    await status.root.getByText('Online', { exact: true }).waitFor();
    await status.root.getByText('0 changes pending').waitFor();

    const entries = new EntriesPage(page);
    for (const d of sheets) await entries.waitForState(d, 'Synced');
    await entries.panel.getByText('Expenses', { exact: true }).click();
    await entries.panel
      .getByRole('list', { name: 'My expenses' })
      .getByRole('listitem')
      .filter({ hasText: 'Offline taxi' })
      .getByText('Synced', { exact: true })
      .waitFor();

    for (const d of sheets)
      expect(remote.count('timesheets', 'description = ? AND account_id = ?', d, BigInt(ADMIN_ACCOUNT))).toBe(
        1,
      );
    // 48.40 stored exactly, in units of 1e-8.
    expect(
      remote.count('expenses', 'description = ? AND total_amount = ?', 'Offline taxi', 4_840_000_000n),
    ).toBe(1);
    expect(errors).toEqual([]);
  });
});
