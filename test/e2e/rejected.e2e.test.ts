import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startJourney, stopJourney } from './support/journey';
import { bridgeCall, type WebMode } from './support/web-mode';
import { todayUtc, type StoppableRemote } from './support/remote';
import { EntriesPage } from './pages/EntriesPage';
import { ExpensesPage } from './pages/ExpensesPage';
import { StatusBar } from './pages/StatusBar';
import { CONSULTANT_ROLE, EXPENSE_LINE, PROJECT_1, TIME_LINE } from '../renderer/support/demo-ids';

/*
 * Journey: a rejected entry fixed and resubmitted. An expense typed with an unknown contract line
 * id, and a timesheet with one, are rejected by the remote; each shows the remote's reason, is
 * fixed (Fix -> the right line -> Resubmit) and is synced exactly once.
 */
/** Unlike the demo team's own "Design review" entries, so that counting it counts this one. */
const DESCRIPTION = 'Design review of the rejected journey';

describe('rejected: fix and resubmit', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let status: StatusBar;
  // 17 digits above 2^53 (a JS number would make it ...000): the remote's reason must name it exactly.
  const UNKNOWN_LINE = '19999999999999999';

  beforeAll(async () => {
    ({ remote, dataDir, web, browser, page, errors } = await startJourney());
    status = new StatusBar(page);
  }, 120_000);

  afterAll(() => stopJourney({ browser, web, remote, dataDir }));

  it('shows the remote reason for an expense with an unknown contract line', async () => {
    const expenses = new ExpensesPage(page);
    await expenses.open();
    await expenses.chooseProject('Northwind', 'Northwind ERP rollout');
    await expenses.contractLine.fill(UNKNOWN_LINE);
    await expenses.amount.fill('80');
    await expenses.description.fill('Hotel night');
    await expenses.description.press('Enter');
    await expenses.waitForState('Hotel night', 'Pending');

    await bridgeCall(web, 'timesheets:create', {
      ProjectID: PROJECT_1,
      ContractLineID: UNKNOWN_LINE,
      RoleID: CONSULTANT_ROLE,
      DateTimeFrom: `${todayUtc()}T08:00:00Z`,
      DateTimeTo: `${todayUtc()}T10:00:00Z`,
      NumberOfHours: 2,
      Description: DESCRIPTION,
    });

    await status.syncAndWait();
    await expenses.waitForState('Hotel night', 'Rejected');
    const reason = expenses.row('Hotel night').getByRole('note');
    expect(await reason.textContent()).toContain(`ContractLineID ${UNKNOWN_LINE}`);
    expect(remote.count('expenses', 'description = ?', 'Hotel night')).toBe(0);
  });

  it('fixes the expense in its form and syncs it once', async () => {
    const expenses = new ExpensesPage(page);
    await expenses.row('Hotel night').getByRole('button', { name: /^Fix/ }).click();
    await expenses.form.getByRole('heading', { name: 'Fix rejected expense' }).waitFor();
    expect(await expenses.form.getByRole('alert').textContent()).toContain(UNKNOWN_LINE);
    expect(await expenses.total.inputValue()).toBe('96.80');
    await expenses.contractLine.fill(EXPENSE_LINE);
    await expenses.form.getByRole('button', { name: 'Resubmit' }).click();
    await expenses.waitForState('Hotel night', 'Pending');

    await status.syncAndWait();
    await expenses.waitForState('Hotel night', 'Synced');
    const line = BigInt(EXPENSE_LINE);
    expect(remote.count('expenses', 'description = ? AND contract_line_id = ?', 'Hotel night', line)).toBe(1);
  });

  it('fixes the rejected timesheet from the entries list and syncs it once', async () => {
    const entries = new EntriesPage(page);
    await entries.open();
    await entries.waitForState(DESCRIPTION, 'Rejected');
    expect(await entries.timesheet(DESCRIPTION).getByRole('note').textContent()).toContain(
      `ContractLineID ${UNKNOWN_LINE}`,
    );
    await entries.timesheet(DESCRIPTION).getByRole('button', { name: /^Fix/ }).click();
    await entries.fixDialog.waitFor();
    await entries.fixDialog.getByLabel('Contract line').fill(TIME_LINE);
    await entries.fixDialog.getByRole('button', { name: 'Resubmit' }).click();
    await entries.fixDialog.waitFor({ state: 'detached' });
    await entries.waitForState(DESCRIPTION, 'Pending');

    await status.syncAndWait();
    await entries.waitForState(DESCRIPTION, 'Synced');
    const line = BigInt(TIME_LINE);
    expect(remote.count('timesheets', 'description = ? AND contract_line_id = ?', DESCRIPTION, line)).toBe(1);
    expect(remote.count('timesheets', 'description = ?', DESCRIPTION)).toBe(1);
    expect(errors).toEqual([]);
  });
});
