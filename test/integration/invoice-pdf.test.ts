import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { setCoreLanguage } from '../../electron/core/i18n';
import { configuredRemote } from '../../electron/core/sync/engine';
import { approveInvoice } from '../../electron/core/reference-server/domain/invoice-ops';
import type { InvoiceReadT } from '../../shared/psa/resources';
import {
  CUSTOMER,
  LONG_DESCRIPTION,
  insertBigInvoice,
  lineDescription,
  pageOf,
  pageTexts,
} from '../support/invoice-pdf-fixture';
import { ADMIN_KEY, expectOk, request, startTestServer, type TestServer } from '../support/server';

/*
 * The invoice PDF as an accountant reads it (issue 17 point 4), fetched over HTTP from the
 * reference server the way the app's sync fetches it: every line's description (a long one
 * wrapped, never cut), the seller's VAT id and bank details, the customer's address, VAT per
 * rate, totals in the invoice and the base currency on the page of the last line, "Page x of n",
 * and the labels and number formats of the language the request asks for.
 */

let server: TestServer;
let number = '';

beforeAll(async () => {
  server = await startTestServer();
  // Made and approved the way `npm run server -- invoice approve` does: another connection.
  const db = openDatabase(server.dbFile);
  try {
    const id = insertBigInvoice(db);
    const inv = await approveInvoice(db, id, { now: () => Date.parse('2026-11-20T10:00:00.000Z') });
    number = inv.number ?? '';
  } finally {
    db.close();
  }
}, 60_000);

afterAll(() => server.close());

/** The PDF of the approved invoice as the server sends it for `language`. */
async function fetchPdf(language?: string): Promise<Uint8Array> {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {};
  const [inv] = expectOk(
    await request<InvoiceReadT[]>(server.url, 'GET', '/invoices', {
      query: { invoicenumber: number },
      headers,
    }),
  );
  expect(inv?.InvoicePDF).toBeTruthy();
  return new Uint8Array(Buffer.from(inv?.InvoicePDF ?? '', 'base64'));
}

describe('the invoice PDF in English (no Accept-Language)', () => {
  let pages: string[] = [];
  beforeAll(async () => {
    pages = await pageTexts(await fetchPdf());
  });

  it('finds every line description, the long one whole, with its diacritics', () => {
    const all = pages.join(' ');
    for (let i = 1; i <= 40; i++) expect(all, `line ${i}`).toContain(lineDescription(i));
    expect(all).toContain(LONG_DESCRIPTION);
    expect(all).toContain('Jürgen Großmann');
  });

  it('shows the seller with address, VAT id and bank details, and the customer address', () => {
    const first = pages[0] ?? '';
    for (const text of [
      'Northwind Consulting B.V.',
      'Herengracht 182',
      '1016 BR Amsterdam',
      'NL859123456B01',
      'NL91 ABNA 0417 1643 00',
      'ABNANL2A',
      CUSTOMER.name,
      CUSTOMER.street,
      `${CUSTOMER.postal} ${CUSTOMER.city}`,
      CUSTOMER.country,
      CUSTOMER.vat,
      'Invoice number',
      number,
      'Invoice date',
      '20 November 2026',
      'Due date',
      '20 December 2026',
    ]) {
      expect(first, text).toContain(text);
    }
    // The bank details are on every page (footer), with the page number.
    pages.forEach((p, i) => {
      expect(p).toContain('NL91 ABNA 0417 1643 00');
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('prints VAT per rate and the totals in both currencies, with symbols and separators', () => {
    const all = pages.join(' ');
    expect(all).toMatch(/VAT 21% of US\$[\d,]+\.\d\d/);
    expect(all).toMatch(/VAT 9% of US\$[\d,]+\.\d\d/);
    expect(all).toMatch(/VAT 0% of US\$[\d,]+\.\d\d/);
    expect(all).toContain('Total excl. VAT');
    expect(all).toContain('Total incl. VAT');
    expect(all).toMatch(/US\$\d,\d{3}\.\d\d/); // e.g. US$4,830.00: thousands separated
    expect(all).toContain('€1,234.56');
    expect(all).toContain('€1,493.82');
  });

  it('keeps the totals on the page of the last line', () => {
    const last = pageOf(pages, lineDescription(40));
    expect(last).toBeGreaterThanOrEqual(0);
    expect(pageOf(pages, 'Total incl. VAT')).toBe(last);
  });
});

describe('the invoice PDF in other languages (Accept-Language)', () => {
  it('writes German labels and German numbers', async () => {
    const pages = await pageTexts(await fetchPdf('de-DE,de;q=0.9,en;q=0.5'));
    const all = pages.join(' ');
    for (const text of [
      'Rechnung',
      'Rechnungsnummer',
      'Fälligkeitsdatum',
      'USt-IdNr.',
      '20. November 2026',
    ]) {
      expect(all, text).toContain(text);
    }
    expect(all).toContain('1.234,56 €');
    expect(all).toContain(`Seite 1 von ${pages.length}`);
    for (const english of ['Invoice number', 'Due date', 'Page 1 of', 'Total incl. VAT', 'Bill to']) {
      expect(all).not.toContain(english);
    }
    expect(all).toContain(LONG_DESCRIPTION);
  });

  it('writes Dutch labels and Dutch numbers', async () => {
    const pages = await pageTexts(await fetchPdf('nl'));
    const all = pages.join(' ');
    for (const text of ['Factuur', 'Factuurnummer', 'Vervaldatum', 'btw-nummer', '20 november 2026']) {
      expect(all, text).toContain(text);
    }
    expect(all).toContain('€ 1.234,56');
    expect(all).toContain(`Pagina 1 van ${pages.length}`);
  });

  it('falls back to English for a language it does not speak', async () => {
    const pages = await pageTexts(await fetchPdf('fr-FR'));
    expect(pages.join(' ')).toContain('Invoice number');
  });
});

describe("the app's sync", () => {
  it("asks for the invoice PDF in the app's language", async () => {
    const replica = openDatabase(':memory:');
    try {
      setReplicaSetting(replica, 'remote_url', server.url);
      const remote = configuredRemote(replica, undefined, ADMIN_KEY);
      if (!remote) throw new Error('no remote');
      const pdfOf = async () => {
        const [inv] = await remote.listInvoices({ invoicenumber: number, limit: 1 });
        return (await pageTexts(new Uint8Array(Buffer.from(inv?.InvoicePDF ?? '', 'base64')))).join(' ');
      };
      setCoreLanguage('de');
      expect(await pdfOf()).toContain('Fälligkeitsdatum');
      setCoreLanguage('nl');
      expect(await pdfOf()).toContain('Vervaldatum');
      setCoreLanguage('en');
      expect(await pdfOf()).toContain('Due date');
    } finally {
      setCoreLanguage('en');
      replica.close();
    }
  });
});
