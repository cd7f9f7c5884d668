import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { setCoreLanguage } from '../../electron/core/i18n';
import { replicaDbFile } from '../../electron/core/paths';
import { approveInvoice } from '../../electron/core/reference-server/domain/invoice-ops';
import { insertBigInvoice, pageTexts } from '../support/invoice-pdf-fixture';
import { call } from '../support/app-call';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';
import { syncedCore } from '../support/synced-core';

/*
 * The invoice PDF follows the app's language (issue 17): the reference server answers GET /invoices
 * in the language Accept-Language asks for, with an ETag per language (a German request is never
 * told "not modified" with the English answer's tag), and a replica synced in English holds the
 * German PDF after the user switched to German and synced again. Real HTTP, real SQLite files.
 */

let server: TestServer;
let number = '';

beforeAll(async () => {
  server = await startTestServer();
  const db = openDatabase(server.dbFile);
  try {
    const id = insertBigInvoice(db, 3);
    number =
      (await approveInvoice(db, id, { now: () => Date.parse('2026-11-20T10:00:00.000Z') })).number ?? '';
  } finally {
    db.close();
  }
}, 60_000);

afterAll(async () => {
  setCoreLanguage('en');
  await server.close();
});

/** GET /invoices for the approved invoice in `language`, optionally conditional. */
async function get(language: string, ifNoneMatch?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${ADMIN_KEY}`,
    'accept-language': language,
  };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const res = await fetch(`${server.url}/invoices?invoicenumber=${encodeURIComponent(number)}`, { headers });
  return { status: res.status, etag: res.headers.get('etag'), text: await res.text() };
}

describe('the invoice PDF language', () => {
  it('GET /invoices: an ETag per language; a German request with the English tag gets the German body', async () => {
    const en = await get('en');
    const de = await get('de');
    expect(en.status).toBe(200);
    expect(de.status).toBe(200);
    expect(de.etag).not.toBe(en.etag);
    const deWithEnglishTag = await get('de', en.etag ?? '');
    expect(deWithEnglishTag.status).toBe(200);
    expect(deWithEnglishTag.etag).toBe(de.etag);
    expect((await get('de', de.etag ?? '')).status).toBe(304);
  });

  it('a sync after switching the app from English to German stores the German PDF', async () => {
    const t = await syncedCore('psa-invoice-language-');
    try {
      const db = openDatabase(t.server.dbFile);
      let approved = '';
      try {
        const id = insertBigInvoice(db, 3);
        approved =
          (await approveInvoice(db, id, { now: () => Date.parse('2026-11-21T10:00:00.000Z') })).number ?? '';
      } finally {
        db.close();
      }
      const pdfText = async () => {
        const replica = openDatabase(replicaDbFile(t.dir), { readonly: true });
        try {
          const row = replica.prepare('SELECT pdf FROM invoices WHERE number = ?').get(approved) as
            { pdf: Uint8Array | null } | undefined;
          expect(row?.pdf).toBeTruthy();
          return (await pageTexts(new Uint8Array(row!.pdf!))).join(' ');
        } finally {
          replica.close();
        }
      };
      await call(t.core, 'settings:update', { language: 'en' });
      expect((await call(t.core, 'sync:run')).outcome).toBe('ok');
      expect(await pdfText()).toContain('Due date');
      await call(t.core, 'settings:update', { language: 'de' });
      expect((await call(t.core, 'sync:run')).outcome).toBe('ok');
      const text = await pdfText();
      expect(text).toContain('Fälligkeitsdatum');
      expect(text).not.toContain('Due date');
    } finally {
      await t.close();
    }
  }, 60_000);
});
