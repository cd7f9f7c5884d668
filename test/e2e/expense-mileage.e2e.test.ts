import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startJourney, stopJourney } from './support/journey';
import type { WebMode } from './support/web-mode';
import type { StoppableRemote } from './support/remote';
import { ExpensesPage } from './pages/ExpensesPage';
import { StatusBar } from './pages/StatusBar';
import { pickOption } from './support/pick-option';
import { EXPENSE_LINE } from '../renderer/support/demo-ids';

/*
 * Journey (issue 15, point 2): at 1280x720 and by keyboard only, log 142 km at the firm's 0.23/km
 * as a round trip from Utrecht to Amsterdam; the form shows "142 km × 2 × 0.23 = 65.32" and the
 * read-only total 65.32; Enter saves; the list shows the calculation; Sync now sends TotalAmount
 * 65.32 exactly once, and the synced expense still shows its details (the id swap kept them).
 */
describe('expenses: a mileage claim logged by keyboard and synced', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let expenses: ExpensesPage;
  const DESCRIPTION = 'Mileage Utrecht – Amsterdam, 142 km round trip';

  beforeAll(async () => {
    ({ remote, dataDir, web, browser, page, errors } = await startJourney());
    await page.setViewportSize({ width: 1280, height: 720 });
    expenses = new ExpensesPage(page);
  }, 120_000);

  afterAll(() => stopJourney({ browser, web, remote, dataDir }));

  it('computes 65.32 from 142 km round trip at 0.23 and saves it with Enter', async () => {
    await expenses.open();
    const kb = page.keyboard;
    await expenses.project.focus();
    await kb.type('Northwind ERP');
    await pickOption(page, page.getByRole('option', { name: /Northwind ERP rollout/ }).first());
    await expect.poll(() => expenses.project.inputValue()).toMatch(/Northwind ERP rollout/);
    await kb.press('Tab');
    await expect
      .poll(() => expenses.contractLine.evaluate((el) => el === el.ownerDocument.activeElement))
      .toBe(true);
    await kb.type(EXPENSE_LINE);
    await kb.press('Escape');
    // Date keeps today; the category is a radio group: arrows choose, Tab goes on.
    const mileage = expenses.form.getByRole('radio', { name: 'Mileage' });
    for (let i = 0; i < 6 && !(await mileage.evaluate((el) => el === el.ownerDocument.activeElement)); i++) {
      const onAmount = await expenses.form
        .getByRole('radio', { name: 'Amount' })
        .evaluate((el) => el === el.ownerDocument.activeElement);
      await kb.press(onAmount ? 'ArrowRight' : 'Tab');
    }
    expect(await mileage.isChecked()).toBe(true);
    await kb.press('Tab');
    const distance = expenses.form.getByLabel('Distance (km)');
    expect(await distance.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await kb.type('142');
    await kb.press('Tab');
    await kb.press('Space'); // Round trip
    await kb.press('Tab');
    await kb.type('Utrecht');
    await kb.press('Tab');
    await kb.type('Amsterdam');

    const calculation = expenses.form.getByTestId('expense-calculation');
    await expect.poll(() => calculation.textContent()).toBe('142 km × 2 × 0.23 = 65.32');
    expect(await expenses.total.inputValue()).toBe('65.32');
    expect(await expenses.total.getAttribute('readonly')).not.toBeNull();
    expect(await expenses.description.getAttribute('placeholder')).toBe(DESCRIPTION);
    await page.screenshot({ path: '/tmp/expense-mileage-1280x720.png' });

    await kb.press('Enter');
    await expenses.waitForState(DESCRIPTION, 'Pending');
    const row = (await expenses.row(DESCRIPTION).textContent()) ?? '';
    expect(row).toContain('142 km × 2 × 0.23 = 65.32');
    expect(row).toContain('65.32');
    // At 1280x720 beside the form, the description is shown whole (wrapped if need be, never cut),
    // with the full text on hover.
    const text = expenses.row(DESCRIPTION).getByTestId('expense-description');
    expect(await text.getAttribute('title')).toBe(DESCRIPTION);
    const fits = await text.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight && el.clientWidth > 0,
    );
    expect(fits).toBe(true);
    await page.screenshot({ path: '/tmp/expense-list-1280x720.png' });
  });

  it('sends TotalAmount 65.32 once and keeps the details after the id swap', async () => {
    await new StatusBar(page).syncAndWait();
    await expenses.waitForState(DESCRIPTION, 'Synced');
    expect(
      remote.count(
        'expenses',
        'description = ? AND total_amount = ? AND amount_ex_vat = ?',
        DESCRIPTION,
        6_532_000_000n,
        6_532_000_000n,
      ),
    ).toBe(1);
    expect(await expenses.row(DESCRIPTION).textContent()).toContain('142 km × 2 × 0.23 = 65.32');
    await page.screenshot({ path: '/tmp/expense-mileage-synced-1280x720.png' });
    expect(errors).toEqual([]);
  });
});
