import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppEvents } from '../../electron/core/app/events';
import { decodeReceipt } from '../../electron/core/app/receipts/receipts';
import { listenForRedirect } from '../../electron/core/app/signin/loopback';
import { SyncService } from '../../electron/core/app/sync-service';
import { openDatabase } from '../../electron/core/db/connection';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { setCoreLanguage } from '../../electron/core/i18n';
import { unnamedIn } from '../../electron/core/i18n/unnamed';
import { replicaDbFile } from '../../electron/core/paths';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { rateLimitedStep } from '../../electron/core/sync/retry';
import { PsaError } from '../../shared/psa/errors';
import { cliIn } from '../support/cli-run';
import { ADMIN_KEY } from '../support/server';
import { call, CELL, closeCores, folder, open, refusal, removeFolders } from '../support/week-core';

/*
 * The core's texts that shared/ builds, the sync's words about the remote, the browser's page after
 * a sign-in and validation texts with a number in them, in Dutch and German (issue 17 point 2).
 */

let closedUrl: string;
const dirs: string[] = [];

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((res) => probe.listen(0, '127.0.0.1', res));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/v1`;
  await new Promise((res) => probe.close(res));
});
afterEach(async () => {
  setCoreLanguage('en');
  await closeCores();
});
afterAll(() => {
  removeFolders();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The error a function throws. */
function thrown(fn: () => unknown): PsaError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PsaError) return e;
    throw e;
  }
  throw new Error('nothing thrown');
}

describe('receipts', () => {
  // Exactly 25 MB as base64 ('A' is a zero byte, '==' pads the last byte): refused by its length.
  const big = `${'A'.repeat(4 * Math.ceil((25 * 1024 * 1024) / 3) - 2)}==`;

  it('refuses a receipt too large in German, the sizes written the German way', () => {
    setCoreLanguage('de');
    const e = thrown(() => decodeReceipt(big));
    expect(e.code).toBe('PAYLOAD_TOO_LARGE');
    expect(e.message).toBe('Die Datei ist 25 MB groß; ein Beleg darf höchstens 20 MB groß sein.');
    expect(thrown(() => decodeReceipt('')).message).toBe(
      'Die Datei ist leer: Wählen Sie die Belegdatei erneut aus.',
    );
  });

  it('keeps the English words', () => {
    expect(thrown(() => decodeReceipt(big)).message).toBe(
      'The file is 25 MB; a receipt may be at most 20 MB.',
    );
  });
});

describe('the remote not answering, in Dutch', () => {
  let dir: string;
  let r: Replica;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'psa-lang-sync-'));
    dirs.push(dir);
    r = createReplica(openDatabase(replicaDbFile(dir)));
    setReplicaSetting(r.db, 'account_id', String(demoId('accounts', 1)));
  });
  afterAll(() => r.db.close());

  it('a sync against a closed port', async () => {
    setCoreLanguage('nl');
    const sync = new SyncService({
      r,
      events: new AppEvents(),
      intervalMs: () => 60_000,
      configured: () => true,
      remote: async () => createHttpRemote({ baseUrl: closedUrl, token: ADMIN_KEY, timeoutMs: 20_000 }),
    });
    const outcome = await sync.run();
    await sync.close();
    expect(outcome.outcome).toBe('offline');
    expect(outcome.message).toBe(`De PSA-dienst op ${new URL(closedUrl).host} antwoordt niet`);
  });

  it('a sign-in against a closed port, said at the address field', async () => {
    const core = open(folder());
    await call(core, 'settings:update', { language: 'nl' });
    const e = await refusal(core, 'signin:start', {
      preset: 'custom',
      baseUrl: closedUrl,
      clientId: 'psa-desk',
      clientSecret: 'secret',
    });
    const message = `De PSA-dienst op ${new URL(closedUrl).host} antwoordt niet`;
    expect(e).toMatchObject({ code: 'SIGN_IN_FAILED', message, details: [{ path: 'baseUrl', message }] });
  });
});

describe("the browser's page after a sign-in, in German", () => {
  it('names the page in German, in a German document', async () => {
    setCoreLanguage('de');
    const listener = await listenForRedirect({
      state: 'the-state',
      timeoutMs: 60_000,
      onRedirect: async () => ({ ok: true, title: 'x', message: 'y' }),
      onTimeout: () => undefined,
    });
    try {
      const other = await fetch(`${listener.redirectUrl}?code=abc&state=another`);
      expect(other.status).toBe(400);
      const html = await other.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('<h1>Nicht diese Anmeldung</h1>');
      expect(html).toContain('PSA Desk wartet nicht auf diese Anmeldung. Starten Sie sie erneut in der App.');
      const lost = await fetch(new URL('/elsewhere', listener.redirectUrl));
      expect(await lost.text()).toContain('<h1>Nicht gefunden</h1>');
    } finally {
      listener.close();
    }
  });
});

describe('validation texts with a number in them, in Dutch', () => {
  it('"must have at most 4 decimals" with the number kept', async () => {
    const core = open(folder());
    await call(core, 'settings:update', { language: 'nl' });
    const e = await refusal(core, 'entries:create', {
      ...CELL,
      date: '2026-03-03',
      from: '08:00',
      hours: '1.123456',
    });
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details).toEqual([{ path: 'hours', message: 'mag hoogstens 4 decimalen hebben' }]);
  });
});

describe('the words of waiting and of records without a name', () => {
  it('a rate limit wait in Dutch, a project without a name in German', () => {
    setCoreLanguage('nl');
    expect(rateLimitedStep(new Date(2026, 2, 4, 14, 6).getTime(), 30_000)).toBe(
      'te veel verzoeken, nieuwe poging om 14:06 (over 30 s)',
    );
    setCoreLanguage('de');
    expect(unnamedIn('project', '-3')).toBe('Projekt (noch nicht synchronisiert)');
    expect(unnamedIn('company', 12n)).toBe('Unternehmen 12');
    setCoreLanguage('en');
    expect(unnamedIn('project', '-3')).toBe('Project (not synced yet)');
    expect(unnamedIn('company', null)).toBe('Company');
  });
});

describe('a damaged data folder, as the CLI says it', () => {
  it('in German: the replica is damaged, with what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-lang-damaged-'));
    dirs.push(dir);
    writeFileSync(replicaDbFile(dir), 'this is not a database '.repeat(200));
    const run = await cliIn(dir, '--lang', 'de', 'status');
    expect(run.code).toBe(1);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(
      /^Fehler: die Replik .+ ist beschädigt \(.+\); es wurde nichts hineingeschrieben\. Stellen Sie die letzte automatische Sicherung mit `npm run cli -- restore --latest` wieder her/,
    );
  });
});

describe('expense categories in German', () => {
  it("refuses the firm's rates with the units' problems in German", async () => {
    const core = open(folder());
    await call(core, 'settings:update', { language: 'de' });
    const rate = await refusal(core, 'expenses:setCategorySettings', { mileageRate: '20000' });
    expect(rate.details).toEqual([
      { path: 'mileageRate', message: 'Satz pro km: darf höchstens 10000 sein' },
    ]);
    const row = await refusal(core, 'expenses:setCategorySettings', {
      perDiem: [
        { country: 'Deutschland', rate: '28', currency: null },
        { country: 'Belgien', rate: '', currency: null },
      ],
    });
    expect(row.details).toEqual([
      { path: 'perDiem.1.rate', message: 'Tagessatz für Belgien: Bitte geben Sie einen Wert ein' },
    ]);
    const computed = await refusal(core, 'expenses:compute', {
      amountExVAT: '1,2,3',
      mode: 'rate',
      vatRate: '21',
    });
    expect(computed.details).toEqual([{ path: 'amountExVAT', message: 'muss eine Zahl ab 0 sein' }]);
  });
});
