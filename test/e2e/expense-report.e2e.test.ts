import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { csvRecords } from '../support/csv';
import { pdfOfPages, pdfPageCount, pdfPagesText, zipEntries } from '../support/expense-report';
import { pngFile } from '../support/receipt-files';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { ReportsPage } from './pages/ReportsPage';

interface Expense {
  id: string;
  date: string;
  description: string | null;
}
interface Receipt {
  id: string;
  name: string;
  sha256: string;
}

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const b64 = (b: Buffer) => b.toString('base64');
/** Months from `a` to `b` (yyyy-mm), negative when b is earlier. */
const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5)) - Number(a.slice(5));

/*
 * Journey: the demo's October 2026 with a PNG and a two-page PDF receipt attached; in Reports the
 * monthly expense report is set to October and saved as PDF and as ZIP by keyboard, both captured
 * as real downloads: the PDF has the summary pages plus one page per image and each page of the
 * PDF receipt; the ZIP holds exactly the store's receipt files, byte for byte, and index.csv.
 */
describe('the monthly expense report, saved from Reports by keyboard', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let receipts: Receipt[];
  let expenses: Expense[];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    expenses = (await bridgeCall(web, 'expenses:list', OCTOBER)) as Expense[];
    const first = expenses[0]!;
    await bridgeCall(web, 'receipts:add', {
      expenseId: first.id,
      name: 'printing.png',
      dataBase64: b64(pngFile(90)),
    });
    const pdf = await pdfOfPages(['Copy shop receipt 1/2', 'Copy shop receipt 2/2']);
    await bridgeCall(web, 'receipts:add', {
      expenseId: first.id,
      name: 'copy shop.pdf',
      dataBase64: b64(pdf),
    });
    receipts = (await bridgeCall(web, 'receipts:list', {
      expenseIds: expenses.map((e) => e.id),
    })) as Receipt[];
    ({ page, errors } = await openApp(browser, web.url));
    await page.setViewportSize({ width: 1280, height: 720 });
    await new ReportsPage(page).open();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  const card = () => page.getByRole('region', { name: 'Monthly expense report' });

  /** Presses Enter on a focused button and returns the download it starts. */
  async function saveByKeyboard(name: string): Promise<Download> {
    const button = card().getByRole('button', { name });
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    return download;
  }

  it('chooses October by keyboard, starting from last month', async () => {
    expect(receipts.map((r) => r.name)).toEqual(['printing.png', 'copy shop.pdf']);
    const picker = card().getByRole('button', { name: 'Report month', exact: true });
    await picker.scrollIntoViewIfNeeded();
    const shown = (await picker.textContent()) ?? '';
    const now = new Date();
    const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1)).toISOString().slice(0, 7);
    expect(shown).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${last}-01`),
      ),
    );
    const steps = monthsBetween(last, '2026-10');
    const arrow = card().getByRole('button', {
      name: steps < 0 ? 'Previous report month' : 'Next report month',
    });
    await arrow.focus();
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press('Enter');
    await expect.poll(() => picker.textContent()).toMatch(/October 2026/);
    await page.screenshot({ path: '/tmp/expense-report-1280x720.png' });
  });

  it('saves the PDF: the summary, then a page per image receipt and each page of the PDF receipt', async () => {
    const download = await saveByKeyboard('Save PDF');
    expect(download.suggestedFilename()).toBe('expenses-2026-10.pdf');
    const bytes = readFileSync((await download.path()) ?? '');
    const pages = await pdfPagesText(bytes);
    const firstReceipt = pages.findIndex((t) => /\bR1 printing\.png\b/.test(t));
    expect(firstReceipt).toBeGreaterThan(0);
    expect(await pdfPageCount(bytes)).toBe(firstReceipt + 1 + 2);
    expect(pages[firstReceipt + 1]).toContain('Copy shop receipt 1/2');
    expect(pages[firstReceipt + 2]).toContain('Copy shop receipt 2/2');
    const summary = pages.slice(0, firstReceipt).join(' ');
    for (const e of expenses) expect(summary).toContain(e.date.slice(0, 10));
    await expect
      .poll(() => card().getByTestId('expense-report-status').textContent())
      .toBe(
        `Saved expenses-2026-10.pdf: ${expenses.length} expense${expenses.length === 1 ? '' : 's'}, 2 receipts.`,
      );
    await page.screenshot({ path: '/tmp/expense-report-saved-1280x720.png' });
  });

  it('saves the receipts ZIP holding exactly the stored files and the index', async () => {
    const download = await saveByKeyboard('Save receipts ZIP');
    expect(download.suggestedFilename()).toBe('expenses-2026-10-receipts.zip');
    const entries = zipEntries(readFileSync((await download.path()) ?? ''));
    const index = csvRecords(Buffer.from(entries.get('index.csv')!).toString('utf8'));
    entries.delete('index.csv');
    expect(entries.size).toBe(receipts.length);
    for (const r of receipts) {
      const row = index.find((i) => i['SHA-256'] === r.sha256)!;
      const stored = (await bridgeCall(web, 'receipts:get', { id: r.id })) as { dataBase64: string };
      expect(Buffer.from(entries.get(row['Receipt file']!)!).toString('base64')).toBe(stored.dataBase64);
    }
    expect(new Set(index.map((i) => i['Expense ID']))).toEqual(new Set(expenses.map((e) => e.id)));
    expect(errors).toEqual([]);
  });

  it('says so when a month has no expenses, and saves nothing', async () => {
    await card().getByRole('button', { name: 'Next report month' }).focus();
    for (let i = 0; i < 60; i++) await page.keyboard.press('Enter');
    let downloads = 0;
    page.on('download', () => downloads++);
    await card().getByRole('button', { name: 'Save PDF' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => card().getByTestId('expense-report-status').textContent())
      .toBe('No expenses in October 2031: nothing saved.');
    expect(downloads).toBe(0);
  });
});
