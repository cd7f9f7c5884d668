import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { toUnits } from '../../shared/decimal';
import { startJourney, stopJourney } from './support/journey';
import { bridgeCall, type WebMode } from './support/web-mode';
import type { StoppableRemote } from './support/remote';
import { ExpensesPage } from './pages/ExpensesPage';
import { StatusBar } from './pages/StatusBar';
import { MONEY_SCALE } from '../../shared/psa/scalars';
import { ADMIN_ACCOUNT, EXPENSE_LINE } from '../renderer/support/demo-ids';

/*
 * Journey: enter an expense with VAT. 21% of 100.10 is 21.02 (rounded to the cent), so the total
 * is exactly 121.12; the draft survives a reload; Enter saves; the list shows it pending; a deleted
 * expense comes back with Undo; an expense of 8 decimals (991.73553719 + 208.26446281 = 1200) is
 * kept exactly; Sync now sends them, each exactly once, with every digit.
 */
describe('expenses: an expense with VAT, entered by keyboard and synced once', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let expenses: ExpensesPage;

  const totalOf = async (): Promise<bigint> => {
    const s = (await bridgeCall(web, 'expenses:summary', {})) as { overall: { totalAmount: number }[] };
    return toUnits(s.overall[0]?.totalAmount ?? 0, MONEY_SCALE);
  };

  beforeAll(async () => {
    ({ remote, dataDir, web, browser, page, errors } = await startJourney());
    expenses = new ExpensesPage(page);
  }, 120_000);

  afterAll(() => stopJourney({ browser, web, remote, dataDir }));

  it('computes VAT from the rate exactly and keeps the draft across a reload', async () => {
    await expenses.open();
    await expenses.chooseProject('Northwind ERP', 'Northwind ERP rollout');
    await expenses.contractLine.fill(EXPENSE_LINE);
    await expenses.amount.fill('100.10');
    expect(await expenses.vatRate.inputValue()).toBe('21');
    expect(await expenses.vatAmount.inputValue()).toBe('21.02');
    expect(await expenses.total.inputValue()).toBe('121.12');
    await expenses.description.fill('Train to Utrecht');

    await page.reload();
    await expenses.open();
    expect(await expenses.project.inputValue()).toMatch(/Northwind ERP rollout/);
    // The typed id comes back by its name (names, not ids: issue 13).
    expect(await expenses.contractLine.inputValue()).toBe('Expenses');
    expect(await expenses.amount.inputValue()).toBe('100.10');
    expect(await expenses.total.inputValue()).toBe('121.12');
    expect(await expenses.description.inputValue()).toBe('Train to Utrecht');
  });

  it('recomputes the VAT when the total is edited', async () => {
    await expenses.total.fill('121.13');
    expect(await expenses.vatAmount.inputValue()).toBe('21.03');
    await expenses.total.fill('121.12');
    expect(await expenses.vatAmount.inputValue()).toBe('21.02');
  });

  it('saves with Enter and lists the expense as pending, totalled exactly', async () => {
    const before = await totalOf();
    await expenses.description.press('Enter');
    await expenses.waitForState('Train to Utrecht', 'Pending');
    expect(await expenses.row('Train to Utrecht').textContent()).toContain('121.12');
    // The form stays for the next expense: amounts cleared, project and line kept.
    expect(await expenses.amount.inputValue()).toBe('');
    expect(await expenses.contractLine.inputValue()).toBe('Expenses');
    // The core's exact total grew by 121.12 (units of 1e-8).
    expect((await totalOf()) - before).toBe(12_112_000_000n);

    await expenses.show('Totals');
    await expenses.panel
      .getByRole('table', { name: 'Per project' })
      .getByText('Northwind ERP rollout')
      .waitFor();
    await expenses.show('My expenses');
  });

  it('deletes a pending expense and restores it with Undo', async () => {
    await expenses.amount.fill('12.50');
    await expenses.form.getByRole('button', { name: '9%' }).click();
    expect(await expenses.total.inputValue()).toBe('13.63');
    await expenses.description.fill('Parking garage');
    await expenses.description.press('Enter');
    await expenses.waitForState('Parking garage', 'Pending');

    await expenses
      .row('Parking garage')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expenses.undoBar.waitFor();
    await expenses.row('Parking garage').waitFor({ state: 'detached' });
    await expenses.undoBar.getByRole('button', { name: 'Undo' }).click();
    await expenses.waitForState('Parking garage', 'Pending');
  });

  it('keeps an expense of 8 decimals exactly and shows it rounded to the cent', async () => {
    await expenses.amount.fill('991.73553719');
    await expenses.vatAmount.fill('208.26446281');
    expect(await expenses.total.inputValue()).toBe('1,200.00');
    await expenses.description.fill('Summit pass');
    await expenses.description.press('Enter');
    await expenses.waitForState('Summit pass', 'Pending');
    const row = (await expenses.row('Summit pass').textContent()) ?? '';
    expect(row).toMatch(/991\.74/);
    expect(row).toMatch(/208\.26/);
    expect(row).toMatch(/1,?200\.00/);
  });

  it('syncs every expense exactly once and shows them synced and read-only', async () => {
    await new StatusBar(page).syncAndWait();
    await expenses.waitForState('Train to Utrecht', 'Synced');
    await expenses.waitForState('Parking garage', 'Synced');
    await expenses.waitForState('Summit pass', 'Synced');
    expect(await expenses.row('Train to Utrecht').getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    expect(
      remote.count(
        'expenses',
        'description = ? AND amount_ex_vat = ? AND vat_amount = ? AND total_amount = ? AND account_id = ?',
        'Train to Utrecht',
        10_010_000_000n,
        2_102_000_000n,
        12_112_000_000n,
        BigInt(ADMIN_ACCOUNT),
      ),
    ).toBe(1);
    expect(
      remote.count('expenses', 'description = ? AND total_amount = ?', 'Parking garage', 1_363_000_000n),
    ).toBe(1);
    // Every digit on the server: units of 1e-8.
    expect(
      remote.count(
        'expenses',
        'description = ? AND amount_ex_vat = ? AND vat_amount = ? AND total_amount = ?',
        'Summit pass',
        99_173_553_719n,
        20_826_446_281n,
        120_000_000_000n,
      ),
    ).toBe(1);
    expect(errors).toEqual([]);
  });
});
