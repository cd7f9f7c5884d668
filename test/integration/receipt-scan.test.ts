import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, offlineCore, refusal, removeCoreFolders } from '../support/app-call';
import { send, startBridgeFixture } from '../support/bridge-http';
import { pngFile } from '../support/receipt-files';

/*
 * receipts:scan on a real core: a PDF receipt made with pdf-lib (a real text layer, as an
 * accounting system writes one) is read by pdf.js; the total and the date come back for the form
 * to prefill; an image, a PDF without text and a damaged PDF answer nulls; nothing is stored.
 */

let core: AppCore;

beforeAll(async () => {
  core = await offlineCore(() => Date.parse('2026-11-23T10:00:00Z'));
});

afterAll(async () => {
  await closeCores();
  removeCoreFolders();
});

/** A one-page PDF with these lines of text (Helvetica), as pdf-lib writes it. */
async function pdfWith(lines: string[]): Promise<string> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 400]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 20, y: 360 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save()).toString('base64');
}

describe('receipts:scan', () => {
  it("reads a PDF receipt's text, its total and its date", async () => {
    const data = await pdfWith([
      'Hotel De Utrechtse Dom',
      'Datum: 22.11.2026',
      'Kamer 1 nacht 98,00',
      'Totaal excl. BTW 98,00',
      'BTW 9% 8,82',
      'Totaal EUR 1.106,82',
    ]);
    const scan = await call(core, 'receipts:scan', { dataBase64: data });
    expect(scan.text).toContain('Hotel De Utrechtse Dom');
    expect(scan.amount).toBe('1106.82');
    expect(scan.date).toBe('2026-11-22');
  });

  it('answers nulls for an image, a PDF without text and a damaged PDF', async () => {
    const none = { text: null, amount: null, date: null };
    const png = pngFile().toString('base64');
    expect(await call(core, 'receipts:scan', { dataBase64: png })).toEqual(none);
    expect(await call(core, 'receipts:scan', { dataBase64: await pdfWith([]) })).toEqual(none);
    const damaged = Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog').toString('base64');
    expect(await call(core, 'receipts:scan', { dataBase64: damaged })).toEqual(none);
  });

  it('leaves out what it is not sure of: no total label, a date that does not exist', async () => {
    const data = await pdfWith(['Coffee 3,50', 'Printed 30.02.2026']);
    const scan = await call(core, 'receipts:scan', { dataBase64: data });
    expect(scan).toMatchObject({ amount: null, date: null });
    expect(scan.text).toContain('Coffee 3,50');
  });

  it('refuses what is not base64, as receipts:add does', async () => {
    const refused = await refusal(core, 'receipts:scan', { dataBase64: 'not base64!' });
    expect(refused.code).toBe('VALIDATION_FAILED');
  });
});

describe('receipts:scan over the web bridge', () => {
  it('reads a receipt-sized body (past the 1 MiB of other channels), behind the token check', async () => {
    const fx = await startBridgeFixture();
    try {
      // A 3 MB PDF: the text is in front, a large stream of padding behind it.
      const pdf = Buffer.from(await pdfWith(['Totaal EUR 12,40']), 'base64');
      const body = JSON.stringify({
        dataBase64: Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]).toString('base64'),
      });
      const headers = { 'content-type': 'application/json', origin: fx.web.origin };
      const reply = await send(fx.web.port, 'POST', '/bridge/receipts:scan', {
        headers: { ...headers, 'x-psa-token': fx.web.token },
        body,
      });
      expect(reply.status).toBe(200);
      expect(reply.json()).toMatchObject({ ok: true, data: { amount: '12.40' } });
      const stranger = await send(fx.web.port, 'POST', '/bridge/receipts:scan', {
        headers: { ...headers, 'x-psa-token': 'x'.repeat(43) },
        body,
      });
      expect(stranger.status).toBe(401);
    } finally {
      await fx.close();
    }
  });
});
