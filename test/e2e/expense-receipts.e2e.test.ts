import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_LINE } from '../renderer/support/demo-ids';
import { ExpensesPage } from './pages/ExpensesPage';
import { StatusBar } from './pages/StatusBar';
import { openApp } from './support/browser';
import { startJourney, stopJourney } from './support/journey';
import { todayUtc, type StoppableRemote } from './support/remote';
import { bridgeCall, startWebMode, type WebMode } from './support/web-mode';

/*
 * Journey (issue 15): with the PSA service unreachable, a PDF receipt dropped on the expense form
 * prefills its total and date (marked to check) and a PNG comes through the picker, opened with
 * the keyboard; the expense is saved with both, synced once the service is back, and its 2
 * receipts follow it onto its remote id: in the list (thumbnail, count) and in the viewer, also
 * after web mode restarts on the same data folder and pulls again.
 */

const SHOTS = process.env.RECEIPT_SHOTS ?? '';
const DESCRIPTION = 'Hotel Amsterdam';

/** A one-page PDF receipt with a text layer: date today, total 121,00. */
async function receiptPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([300, 400]);
  const [y, m, d] = todayUtc().split('-');
  const lines = [
    'Hotel Amsterdam Centraal',
    `Datum ${d}-${m}-${y}`,
    'Totaal excl. BTW 111,01',
    'Totaal EUR 121,00',
  ];
  lines.forEach((l, i) => page.drawText(l, { x: 24, y: 350 - i * 20, size: 12, font }));
  return Buffer.from(await doc.save()).toString('base64');
}

/* What these helpers touch in the page: this file is type-checked without the DOM's types. */
interface CanvasDocument {
  createElement(tag: 'canvas'): {
    width: number;
    height: number;
    getContext(kind: '2d'): {
      fillStyle: string;
      font: string;
      fillRect(x: number, y: number, w: number, h: number): void;
      fillText(text: string, x: number, y: number): void;
    };
    toDataURL(type: string): string;
  };
}
interface DropWindow {
  atob(text: string): string;
  DataTransfer: new () => { items: { add(file: unknown): void } };
  File: new (parts: Uint8Array[], name: string, opts: { type: string }) => unknown;
  DragEvent: new (kind: string, init: Record<string, unknown>) => unknown;
  document: { querySelector(selector: string): { dispatchEvent(event: unknown): boolean } | null };
}

/** A PNG drawn by the page itself: a receipt-like image (for a thumbnail worth seeing). */
async function receiptPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: CanvasDocument }).document;
    const c = doc.createElement('canvas');
    c.width = 240;
    c.height = 320;
    const g = c.getContext('2d');
    g.fillStyle = '#fffbe6';
    g.fillRect(0, 0, 240, 320);
    g.fillStyle = '#222';
    g.font = 'bold 22px sans-serif';
    g.fillText('PARKING', 60, 60);
    g.font = '16px sans-serif';
    g.fillText('Total 12.50', 70, 160);
    return c.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(b64, 'base64');
}

/** Drops a file on an element as a desktop drop does (a DataTransfer holding the file). */
async function dropFile(page: Page, selector: string, name: string, type: string, base64: string) {
  await page.evaluate(
    (f) => {
      const w = globalThis as unknown as DropWindow;
      const bytes = Uint8Array.from(w.atob(f.base64), (ch) => ch.charCodeAt(0));
      const data = new w.DataTransfer();
      data.items.add(new w.File([bytes], f.name, { type: f.type }));
      const target = w.document.querySelector(f.selector);
      for (const kind of ['dragover', 'drop']) {
        target?.dispatchEvent(new w.DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
      }
    },
    { selector, name, type, base64 },
  );
}

/** Opens a file picker from its button by keyboard (focus, Enter) and chooses a PNG in it. */
async function pickByKeyboard(page: Page, button: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  // A round trip first, so the chooser's interception is on before the key press opens it.
  await page.evaluate(() => undefined);
  await button.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

describe('expense receipts: attached offline, synced, kept through a restart and a pull', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let expenses: ExpensesPage;

  const shot = async (name: string) => {
    if (SHOTS === '') return;
    mkdirSync(SHOTS, { recursive: true });
    await page.waitForTimeout(400); // let a modal finish fading in: a picture, not an assertion
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  };
  const showReceipts = (n: number) =>
    expenses
      .row(DESCRIPTION)
      .getByRole('button', { name: new RegExp(`^Show ${n} receipts of ${DESCRIPTION}`) });

  beforeAll(async () => {
    ({ remote, dataDir, web, browser, page, errors } = await startJourney());
    await page.setViewportSize({ width: 1280, height: 720 });
    page.setDefaultTimeout(15_000);
    expenses = new ExpensesPage(page);
  }, 120_000);

  afterAll(() => stopJourney({ browser, web, remote, dataDir }));

  it('holds a dropped PDF (prefilling total and date to check) and a picked PNG for a new expense offline', async () => {
    await remote.stop();
    await expenses.open();
    await expenses.chooseProject('Northwind ERP', 'Northwind ERP rollout');
    await expenses.contractLine.fill(EXPENSE_LINE);
    await dropFile(page, 'form[aria-label="Expense"]', 'hotel.pdf', 'application/pdf', await receiptPdf());
    await expenses.form.getByText('Read from the receipt: check').waitFor();
    expect(await expenses.total.inputValue()).toBe('121.00');
    expect(await expenses.amount.inputValue()).toBe('100.00');
    expect(await expenses.vatAmount.inputValue()).toBe('21.00');

    // The picker by keyboard: focus the button, Enter, choose the file.
    const png = await receiptPng(page);
    await pickByKeyboard(
      page,
      expenses.form.getByRole('button', { name: 'Attach receipt…' }),
      'parking.png',
      png,
    );
    const held = expenses.form.getByRole('list', { name: 'Receipts to attach' });
    await held.getByText('parking.png').waitFor();
    expect(await held.getByRole('listitem').count()).toBe(2);
    await expenses.description.fill(DESCRIPTION);
    await shot('1-form-with-receipts');

    await expenses.description.press('Enter');
    await expenses.waitForState(DESCRIPTION, 'Pending');
    await showReceipts(2).waitFor();
    expect(await held.count()).toBe(0);
  });

  it('syncs the expense once the service is back; its 2 receipts follow it to its remote id', async () => {
    await remote.restart();
    await new StatusBar(page).syncAndWait();
    await expenses.waitForState(DESCRIPTION, 'Synced');
    expect(
      remote.count('expenses', 'description LIKE ? AND total_amount = ?', `${DESCRIPTION}%`, 12_100_000_000n),
    ).toBe(1);
    const list = (await bridgeCall(web, 'expenses:list', {})) as { id: string; description: string | null }[];
    const synced = list.find((e) => e.description?.startsWith(DESCRIPTION));
    expect(BigInt(synced?.id ?? '-1') > 0n).toBe(true);
    const receipts = (await bridgeCall(web, 'receipts:list', { expenseIds: [synced?.id] })) as {
      name: string;
    }[];
    expect(receipts.map((r) => r.name).sort()).toEqual(['hotel.pdf', 'parking.png']);
    await showReceipts(2).waitFor();
    // A synced expense takes a receipt too (receipts are local): the demo's taxi ride, by keyboard.
    const taxi = expenses.list.getByRole('listitem').filter({ hasText: 'Taxi' }).first();
    const add = taxi.getByRole('button', { name: /^Add receipt to Taxi/ });
    await pickByKeyboard(page, add, 'taxi.png', await receiptPng(page));
    await taxi.getByRole('button', { name: /^Show the receipt of Taxi/ }).waitFor();
    await shot('2-list-with-thumbnails');
  });

  it('shows them after a restart of web mode and a pull, in the viewer by keyboard', async () => {
    await browser.contexts()[0]?.close();
    await web.stop();
    web = await startWebMode(dataDir);
    ({ page, errors } = await openApp(browser, web.url));
    await page.setViewportSize({ width: 1280, height: 720 });
    page.setDefaultTimeout(15_000);
    expenses = new ExpensesPage(page);
    await expenses.open();
    await new StatusBar(page).syncAndWait();
    await expenses.waitForState(DESCRIPTION, 'Synced');

    await showReceipts(2).focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('button', { name: 'Add receipt to this expense' }).waitFor();
    // It opens on the receipt of the thumbnail (the image), drawn at its own size.
    await viewer.getByText('Receipt 2 of 2: parking.png').waitFor();
    const img = viewer.getByRole('img', { name: 'Receipt parking.png' });
    await img.waitFor();
    // The blob: image really decoded (the page's CSP allows blob: images), at its own width.
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(240);
    await shot('3-viewer-image');
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('Receipt 1 of 2: hotel.pdf').waitFor();
    const frame = viewer.getByTitle('hotel.pdf', { exact: true });
    await frame.waitFor();
    await shot('4-viewer-pdf');
    // The PDF frame never takes the focus: Tab cycles the viewer's own buttons, ← → and Escape work.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate<string | undefined>('document.activeElement?.tagName')).not.toBe('IFRAME');
    }
    // A click into the PDF hands the focus back to the viewer's buttons.
    await frame.click();
    await expect
      .poll(() => page.evaluate<string | undefined>('document.activeElement?.tagName'))
      .not.toBe('IFRAME');
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('Receipt 2 of 2: parking.png').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 120_000);
});
