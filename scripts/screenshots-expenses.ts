import { join } from 'node:path';
import { ensureRendererBuilt, ROOT } from '../test/e2e/support/build';
import { launchBrowser } from '../test/e2e/support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode } from '../test/e2e/support/web-mode';
import { startStoppableRemote, todayUtc } from '../test/e2e/support/remote';

/*
 * README screenshots of the Expenses, Entries and Companies sections and the project card
 * (light theme, 1280x800): `npx tsx scripts/screenshots-expenses.ts`. Writes docs/screenshots/*.png.
 */

const OUT = join(ROOT, 'docs/screenshots');

async function main(): Promise<void> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir('psa-shots-');
  const [remote, web, browser] = await Promise.all([
    startStoppableRemote(),
    startWebMode(dataDir),
    launchBrowser(),
  ]);
  try {
    await bridgeCall(web, 'settings:setRemote', { url: remote.url, token: 'demo-admin-key', accountId: 1 });
    await bridgeCall(web, 'settings:update', { theme: 'light' });
    await bridgeCall(web, 'sync:run', {});
    const day = todayUtc();
    const expense = (line: number, ex: string, vat: string, total: string, description: string) =>
      bridgeCall(web, 'expenses:create', {
        ProjectID: 1,
        ContractLineID: line,
        AmountExVAT: ex,
        VATAmount: vat,
        TotalAmount: total,
        ExpenseDate: `${day}T00:00:00Z`,
        Description: description,
      });
    await expense(11, '245.00', '51.45', '296.45', 'Hotel Amsterdam, 2 nights');
    await expense(987654, '38.20', '3.44', '41.64', 'Lunch with key users');
    await bridgeCall(web, 'timesheets:create', {
      ProjectID: 1,
      ContractLineID: 987654,
      RoleID: 3,
      DateTimeFrom: `${day}T08:00:00Z`,
      DateTimeTo: `${day}T10:00:00Z`,
      NumberOfHours: 2,
      Description: 'Steering committee prep',
    });
    await bridgeCall(web, 'sync:run', {});
    await expense(11, '18.50', '1.67', '20.17', 'Parking Zuidas');

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(web.url);
    const nav = page.getByRole('navigation', { name: 'Sections' });

    await nav.getByRole('button', { name: 'Expenses' }).click();
    const form = page.getByRole('form', { name: 'Expense' });
    await form.getByLabel('Project').fill('Northwind');
    await page
      .getByRole('option', { name: /Northwind ERP rollout/ })
      .first()
      .click();
    await form.getByLabel('Contract line').fill('11');
    await form.getByLabel('Amount excl. VAT').fill('100.10');
    await form.getByLabel('Description').fill('Train Amsterdam – Utrecht');
    await page.getByRole('list', { name: 'My expenses' }).getByText('Rejected').first().waitFor();
    await page.screenshot({ path: join(OUT, 'expenses.png') });

    await nav.getByRole('button', { name: 'Entries' }).click();
    await page.getByRole('list', { name: 'My timesheets' }).getByText('Rejected').first().waitFor();
    await page.screenshot({ path: join(OUT, 'entries.png') });

    await nav.getByRole('button', { name: 'Companies' }).click();
    await page.getByLabel('Search companies').fill('berg');
    await page.getByRole('option', { name: /Van den Berg Logistics/ }).click();
    await page.getByRole('complementary', { name: 'Company details' }).waitFor();
    await page.screenshot({ path: join(OUT, 'companies.png') });

    await nav.getByRole('button', { name: 'Projects' }).click();
    await page.getByLabel('Search projects').fill('Northwind ERP');
    await page.getByRole('option', { name: /Northwind ERP rollout/ }).click();
    await page.getByRole('group', { name: 'My hours' }).getByText(/ h$/).first().waitFor();
    await page.screenshot({ path: join(OUT, 'project-card.png') });
    await context.close();
  } finally {
    await browser.close();
    await web.stop();
    await remote.close();
    removeDataDir(dataDir);
  }
}

await main();
