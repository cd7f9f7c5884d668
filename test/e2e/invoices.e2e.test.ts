import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoRemoteDbFile } from '../../electron/core/app/demo-remote';
import { readDb } from '../support/server';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { InvoicesPage } from './pages/InvoicesPage';
import { StatusBar } from './pages/StatusBar';

interface Summary {
  /** A 17-digit id, as text. */
  id: string;
  number: string | null;
  status: string;
  externalId: string | null;
}

/*
 * Invoices with the demo remote: Draft and Void cannot be marked paid (the button says why and
 * the core refuses too); an Approved one is marked paid, pending until Sync now, then Paid on the
 * server; an external id takes an invoice out of the "without external id" filter; the PDF is
 * shown from a blob: URL and saved under the invoice number.
 */
describe('invoices: mark paid, external id, PDF', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let invoices: InvoicesPage;
  let all: Summary[];

  const serverInvoice = (id: string) =>
    readDb(demoRemoteDbFile(dataDir), (db) =>
      db.prepare('SELECT status, external_id FROM invoices WHERE id = ?').get(BigInt(id)),
    ) as { status: string; external_id: string | null };
  const first = (pred: (i: Summary) => boolean): Summary => {
    const found = all.find(pred);
    if (!found) throw new Error('the demo lacks an invoice the journey needs');
    return found;
  };

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    all = (await bridgeCall(web, 'invoices:list', {})) as Summary[];
    ({ page, errors } = await openApp(browser, web.url));
    // A step that cannot happen fails with its locator well inside the test's time limit.
    page.setDefaultTimeout(12_000);
    invoices = new InvoicesPage(page);
    await invoices.open();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('refuses mark paid for Draft and Void: the button says why, and the core refuses too', async () => {
    for (const status of ['Draft', 'Void'] as const) {
      const inv = first((i) => i.status === status);
      await invoices.filterStatus(status);
      await invoices.waitForCount(all.filter((i) => i.status === status).length);
      await invoices.list.locator(`#invoice-row-${inv.id}`).click();
      await invoices.detail
        .getByText(inv.number ?? 'Draft invoice', { exact: true })
        .first()
        .waitFor();
      expect(await invoices.markPaid.isDisabled()).toBe(true);
      expect(await invoices.markPaidReason.textContent()).toMatch(
        status === 'Draft' ? /must be approved before/ : /void invoice cannot be marked paid/,
      );
      await expect(bridgeCall(web, 'invoices:markPaid', { id: inv.id })).rejects.toThrow(
        /only Approved or Sent invoices can be marked paid/,
      );
    }
    await invoices.filterStatus('All');
  });

  it('marks an Approved invoice paid: pending here, Paid on the server after Sync now', async () => {
    const inv = first((i) => i.status === 'Approved' && i.number !== null);
    const number = inv.number ?? '';
    await invoices.filterStatus('Approved');
    await invoices.waitForCount(all.filter((i) => i.status === 'Approved').length);
    await invoices.select(number);
    expect(await invoices.markPaid.isEnabled()).toBe(true);
    await invoices.confirmMarkPaid();
    await invoices.detail.getByText('Pending', { exact: true }).waitFor();
    await invoices.detailStatus('Paid').waitFor();
    expect(serverInvoice(inv.id).status).toBe('Approved');

    await new StatusBar(page).syncAndWait();
    await invoices.detail.getByText('Pending', { exact: true }).waitFor({ state: 'detached' });
    expect(serverInvoice(inv.id).status).toBe('Paid');
    expect(await invoices.markPaid.isDisabled()).toBe(true);
    expect(await invoices.markPaidReason.textContent()).toBe('This invoice is already paid.');
    await invoices.filterStatus('All');
  });

  it('sets an external id, and the invoice leaves the "without external id" filter', async () => {
    const inv = first((i) => i.externalId === null && i.number !== null && i.status === 'Sent');
    const number = inv.number ?? '';
    const without = all.filter((i) => i.externalId === null).length;
    await invoices.withoutExternalId.check();
    await invoices.waitForCount(without);
    await invoices.select(number);
    await invoices.externalId.fill('ACC-2026-7001');
    await invoices.saveExternalId.click();
    await invoices.row(number).waitFor({ state: 'detached' });
    await invoices.waitForCount(without - 1);
    await invoices.detail.getByText('ACC-2026-7001', { exact: true }).waitFor();

    await new StatusBar(page).syncAndWait();
    expect(serverInvoice(inv.id).external_id).toBe('ACC-2026-7001');
    await invoices.withoutExternalId.uncheck();
    await invoices.row(number).waitFor();
  });

  it('shows the PDF from a blob: URL and saves it under the invoice number', async () => {
    const inv = first((i) => i.status === 'Sent' && i.number !== null);
    const number = inv.number ?? '';
    await invoices.number.fill(number.slice(-4));
    await invoices.select(number);
    await invoices.showPdf();
    const src = (await invoices.pdfFrame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\/[^#]+#toolbar=0/);
    // The viewer and the download share the one in-memory document.
    const href = (await invoices.savePdf.getAttribute('href')) ?? '';
    expect(src.startsWith(`${href}#`)).toBe(true);
    // The frame has navigated to the PDF (its viewer is the browser's own, without its toolbar,
    // which did not fit the detail at 1280x720); Save and Print sit above it, inside the detail.
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(href))).toBe(true);
    const print = invoices.detail.getByRole('button', { name: 'Print' });
    const [p, d] = [(await print.boundingBox())!, (await invoices.detail.boundingBox())!];
    expect(p.x + p.width).toBeLessThanOrEqual(d.x + d.width);

    const [download] = await Promise.all([page.waitForEvent('download'), invoices.savePdf.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await invoices.number.fill('');
    expect(errors).toEqual([]);
  });

  it('filters by customer and invoice date, and totals the result per status and currency (issue 14)', async () => {
    await invoices.filterStatus('All');
    const server = readDb(demoRemoteDbFile(dataDir), (db) =>
      db
        .prepare('SELECT customer_id, customer_name, invoice_date, status, currency_code FROM invoices')
        .all(),
    ) as {
      customer_id: bigint;
      customer_name: string;
      invoice_date: string | null;
      status: string;
      currency_code: string;
    }[];
    const name = server[0]!.customer_name;
    const theirs = server.filter((i) => i.customer_name === name);
    // Keyboard only: type into the customer picker and take the match with Enter.
    await invoices.customer.click();
    await page.keyboard.type(name.slice(0, 8));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await invoices.waitForCount(theirs.length);

    // A typed range (any date form the date fields take); a backwards range is refused at its field.
    const dated = theirs
      .filter((i) => i.invoice_date !== null)
      .map((i) => i.invoice_date!.slice(0, 10))
      .sort();
    const [from, to] = [dated[0]!, dated[0]!];
    await invoices.dateFrom.fill(from);
    await invoices.dateTo.fill('2000-01-01');
    await invoices.dateTo.press('Tab');
    await invoices.panel.getByText('must not be before the start date').waitFor();
    await invoices.dateTo.fill(to);
    await invoices.dateTo.press('Tab');
    const onDay = theirs.filter((i) => i.invoice_date?.slice(0, 10) === from);
    await invoices.waitForCount(onDay.length);
    const line = invoices.totals.locator(`[data-currency="${onDay[0]!.currency_code}"]`);
    expect(await line.textContent()).toContain(`${onDay[0]!.status} `);
    // The range cleared: the customer's invoices again.
    await invoices.dateFrom.fill('');
    await invoices.dateTo.fill('');
    await invoices.dateTo.press('Tab');
    await invoices.waitForCount(theirs.length);
    expect(errors).toEqual([]);
  });
});
