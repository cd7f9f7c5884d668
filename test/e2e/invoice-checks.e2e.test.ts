import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { InvoicesPage } from './pages/InvoicesPage';

interface Item {
  id: string;
  number: string | null;
  status: string;
  externalId: string | null;
  overdue: boolean;
}

/*
 * Issue 13 point 10 with the demo remote: overdue invoices (Sent/Approved past due on the core's
 * clock) carry an "Overdue" badge in the list and the detail and have their own filter; an
 * external id already on another invoice asks first ("Check before saving") and is stored only
 * after "Save anyway".
 */
describe('invoices: overdue badge and filter, duplicate external id', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let invoices: InvoicesPage;
  let all: Item[];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    all = (await bridgeCall(web, 'invoices:list', {})) as Item[];
    ({ page, errors } = await openApp(browser, web.url));
    page.setDefaultTimeout(12_000);
    invoices = new InvoicesPage(page);
    await invoices.open();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('badges overdue invoices in the list and the detail, and filters them', async () => {
    const overdue = all.filter((i) => i.overdue);
    const open = all.find((i) => !i.overdue && i.number !== null);
    // The demo's invoices fall due in autumn 2026; the core's clock is the machine's.
    if (overdue.length === 0 || !open) throw new Error('the demo has no overdue invoice on this clock');
    for (const i of all) {
      const badge = invoices.list.locator(`#invoice-row-${i.id}`).getByText('Overdue', { exact: true });
      expect(await badge.count(), `${i.number} ${i.status}`).toBe(i.overdue ? 1 : 0);
    }

    await invoices.overdueOnly.check();
    await invoices.waitForCount(overdue.length);
    expect(await invoices.rows.count()).toBe(overdue.length);
    const first = overdue[0]!;
    await invoices.select(first.number ?? 'Draft');
    await invoices.detail.getByText('Overdue', { exact: true }).waitFor();
    await invoices.overdueOnly.uncheck();
    await invoices.waitForCount(all.length);

    await invoices.select(open.number ?? '');
    expect(await invoices.detail.getByText('Overdue', { exact: true }).count()).toBe(0);
  });

  it('asks before an external id already on another invoice is stored, then saves it anyway', async () => {
    const holder = all.find((i) => i.externalId !== null && i.number !== null);
    const target = all.find((i) => i.externalId === null && i.number !== null && i.status !== 'Draft');
    if (!holder?.externalId || !target) throw new Error('the demo lacks the invoices this journey needs');
    await invoices.select(target.number ?? '');
    await invoices.externalId.fill(holder.externalId);
    await invoices.saveExternalId.click();

    const ask = invoices.detail.getByRole('alertdialog', { name: 'Check before saving' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(`already on invoice ${holder.number}`);
    const stored = (await bridgeCall(web, 'invoices:detail', { id: target.id })) as Item;
    expect(stored.externalId).toBeNull();

    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await ask.waitFor({ state: 'detached' });
    await invoices.detail.getByText(holder.externalId, { exact: true }).waitFor();
    const saved = (await bridgeCall(web, 'invoices:detail', { id: target.id })) as Item;
    expect(saved.externalId).toBe(holder.externalId);
    expect(errors).toEqual([]);
  });
});
