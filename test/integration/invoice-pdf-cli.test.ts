import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { getInvoicePdf } from '../../electron/core/db/repositories/invoice-pdfs';
import { insertBigInvoice, pageTexts } from '../support/invoice-pdf-fixture';
import { readDb } from '../support/server';
import { serverCli } from '../support/server-cli';

/*
 * The seller's details set from the reference server's command line (there is no organization
 * endpoint) and printed on an invoice approved by the bundled server (`npm run server`), which
 * finds its font and fontkit outside the bundle.
 */

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-cli-'));
const file = join(dir, 'psa.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run server -- org', () => {
  it('sets the seller, shows it, and the next approved invoice prints it', async () => {
    const set = await serverCli([
      'org',
      'set',
      '--db',
      file,
      'name=Müller & Côte GmbH',
      'street=Königsallee 1',
      'postalCode=40212',
      'city=Düsseldorf',
      'vatId=DE123456789',
      'iban=DE89 3704 0044 0532 0130 00',
      'bic=COBADEFFXXX',
    ]);
    expect(set.code, set.stderr).toBe(0);
    const shown = await serverCli(['org', 'show', '--db', file]);
    expect(shown.stdout).toContain('vatId=DE123456789');
    expect(shown.stdout).toContain('city=Düsseldorf');

    const bad = await serverCli(['org', 'set', '--db', file, 'colour=blue']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not field=value/);

    const db = openDatabase(file);
    const id = insertBigInvoice(db, 3);
    db.close();
    const approved = await serverCli(['invoice', 'approve', '--db', file, '--invoice', String(id)]);
    expect(approved.code, approved.stderr).toBe(0);
    const pdf = readDb(file, (d) => getInvoicePdf(d, id, 'de')) ?? new Uint8Array();
    const text = (await pageTexts(pdf)).join(' ');
    for (const expected of [
      'Müller & Côte GmbH',
      '40212 Düsseldorf',
      'USt-IdNr.: DE123456789',
      'DE89 3704 0044 0532 0130 00',
    ]) {
      expect(text).toContain(expected);
    }
  }, 240_000);
});
