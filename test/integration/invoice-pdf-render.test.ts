import '../support/array-buffer-transfer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderPageAsImage } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { getCompany } from '../../electron/core/db/repositories/companies';
import { getInvoicePdf } from '../../electron/core/db/repositories/invoice-pdfs';
import {
  getInvoice,
  listInvoiceDetailLines,
  listInvoiceLines,
} from '../../electron/core/db/repositories/invoices';
import { approveInvoice } from '../../electron/core/reference-server/domain/invoice-ops';
import {
  renderInvoicePdf,
  type InvoicePdfData,
} from '../../electron/core/reference-server/domain/invoice-pdf';
import { columnsFor } from '../../electron/core/reference-server/domain/invoice-pdf-table';
import {
  DEMO_ORGANIZATION,
  setOrganizationProfile,
} from '../../electron/core/reference-server/domain/organization';
import { smallOrgDb } from '../support/fixtures';
import {
  LONG_DESCRIPTION,
  insertBigInvoice,
  lineDescription,
  pageItems,
  pageOf,
  pageTexts,
} from '../support/invoice-pdf-fixture';

/*
 * The invoice PDF drawn as a reader sees it (issue 17 point 4): every page rendered to PNG by
 * pdf.js (unpdf) on a Skia canvas holds ink; no two text runs on one line overlap; descriptions
 * stay inside their column; and whatever the number of lines, the totals share the page of the
 * last line. INVOICE_PDF_PNG_DIR=/tmp/x keeps the pages as PNG files to look at.
 */

let db: Db;
let id: bigint;
const pdfs: Record<string, Uint8Array> = {};

beforeAll(async () => {
  db = smallOrgDb();
  setOrganizationProfile(db, DEMO_ORGANIZATION);
  id = insertBigInvoice(db);
  await approveInvoice(db, id, { now: () => Date.parse('2026-11-20T10:00:00.000Z') });
  for (const language of ['en', 'de']) pdfs[language] = getInvoicePdf(db, id, language) ?? new Uint8Array();
}, 60_000);

/** Share of pixels that are not near-white in a PNG. */
async function inkShare(png: Uint8Array): Promise<number> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200) ink++;
  }
  return ink / (data.length / 4);
}

describe.each(['en', 'de'])('the invoice PDF rendered (%s)', (language) => {
  it('renders every page to a PNG with text on it', async () => {
    const pdf = pdfs[language] ?? new Uint8Array();
    const pages = (await pageTexts(pdf)).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    const dir = process.env.INVOICE_PDF_PNG_DIR;
    for (let page = 1; page <= pages; page++) {
      const png = new Uint8Array(
        await renderPageAsImage(new Uint8Array(pdf), page, {
          canvasImport: () => import('@napi-rs/canvas'),
          scale: 1.5,
        }),
      );
      expect(png.byteLength).toBeGreaterThan(0);
      expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
      const share = await inkShare(png);
      // Not blank, and not a page drowned in ink (a font drawn as boxes, a black fill).
      expect(share, `page ${page}`).toBeGreaterThan(0.01);
      expect(share, `page ${page}`).toBeLessThan(0.3);
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `invoice-${language}-page-${page}.png`), png);
      }
    }
  });

  it('never draws two text runs of one line over each other, nor a description past its column', async () => {
    const pages = await pageItems(pdfs[language] ?? new Uint8Array());
    const [, descRight] = columnsFor(48, 595.28 - 48).desc;
    let descriptions = 0;
    for (const [p, items] of pages.entries()) {
      const runs = items.filter((i) => i.str.trim() !== '');
      for (const run of runs) {
        const text = run.str.trim();
        if (text.startsWith('Workshop') || (text.length > 8 && LONG_DESCRIPTION.includes(text))) {
          descriptions++;
          expect(run.x + run.width, `page ${p + 1}: "${text}"`).toBeLessThanOrEqual(descRight + 0.5);
        }
      }
      runs.forEach((a, i) => {
        for (const b of runs.slice(i + 1)) {
          const sameLine = Math.abs(a.y - b.y) < Math.min(a.fontSize, b.fontSize) * 0.8;
          const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5;
          expect(!sameLine || apart, `page ${p + 1}: "${a.str}" and "${b.str}" overlap`).toBe(true);
        }
      });
    }
    expect(descriptions).toBeGreaterThanOrEqual(40);
  });
});

describe('the totals and the last line', () => {
  it('share a page for any number of lines, so the totals never stand alone', async () => {
    const invoice = getInvoice(db, id);
    if (!invoice) throw new Error('no invoice');
    const lines = listInvoiceLines(db, id);
    const data: InvoicePdfData = {
      seller: DEMO_ORGANIZATION,
      baseCurrency: 'EUR',
      invoice,
      customer: invoice.customer_id === null ? undefined : getCompany(db, invoice.customer_id),
      lines,
      details: listInvoiceDetailLines(db, id),
    };
    // Two layouts: detail lines of one printed line, and of two (a longer text wraps).
    const wrapped = data.details.map((x) => ({
      ...x,
      description: `${x.description ?? ''} and Łódź, twice`,
    }));
    const lastPages = new Set<number>();
    for (let k = 0; k < 2 * lines.length; k++) {
      const n = (k % lines.length) + 1;
      const details = k < lines.length ? data.details : wrapped;
      const pages = await pageTexts(await renderInvoicePdf({ ...data, details, lines: lines.slice(0, n) }));
      const last = pageOf(pages, lineDescription(n) === LONG_DESCRIPTION ? 'hypercare' : lineDescription(n));
      expect(last, `${n} lines`).toBeGreaterThanOrEqual(0);
      expect(pageOf(pages, 'Total incl. VAT'), `${n} lines`).toBe(last);
      lastPages.add(last);
    }
    // The sweep crossed page breaks: it tried the totals at the bottom of a full page.
    expect(lastPages.size).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
