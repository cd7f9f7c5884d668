import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { getReplicaSetting, setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { replicaDbFile } from '../../electron/core/paths';
import { syncOnce } from '../../electron/core/sync/engine';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy';
import { ADMIN_KEY, expectOk, request, startTestServer, type TestServer } from '../support/server';

/*
 * A sync when nothing changed costs almost nothing (issue 12 point 1): few requests, no rewrites,
 * conditional GETs where the remote offers them; reference data on its own, slower cadence.
 * Requests are counted by a pass-through proxy between the client and the reference server.
 */

const HOUR = 3_600_000;
const ANNA = demoId('accounts', 1);
const COMPANY_3 = demoId('companies', 3);
const TABLES = ['companies', 'contacts', 'projects', 'invoices', 'invoice_lines', 'timesheets', 'expenses'];

let server: TestServer;
let proxy: CountingProxy;
let dir: string;
let db: Db;
let t = Date.parse('2026-11-21T12:00:00.000Z');
const now = () => t;

/** Counts inserts and updates per replica table, from temporary triggers on this connection. */
function watchWrites(d: Db): () => Record<string, number> {
  d.exec('CREATE TEMP TABLE IF NOT EXISTS writes (tbl TEXT)');
  for (const table of TABLES)
    for (const op of ['INSERT', 'UPDATE', 'DELETE'])
      d.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS w_${table}_${op} AFTER ${op} ON main.${table} BEGIN INSERT INTO writes VALUES ('${table}'); END`,
      );
  d.exec('DELETE FROM writes');
  return () => {
    const rows = d.prepare('SELECT tbl, count(*) AS n FROM writes GROUP BY tbl').all() as {
      tbl: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.tbl, r.n]));
  };
}

const localCompanyName = (id: bigint) =>
  db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(id) as string | undefined;

async function renameOnServer(id: bigint, name: string): Promise<void> {
  expectOk(
    await request(server.url, 'PATCH', '/company', { json: { CompanyID: id, Name: name }, token: ADMIN_KEY }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startCountingProxy(server.url);
  dir = mkdtempSync(join(tmpdir(), 'psa-noop-'));
  db = openDatabase(replicaDbFile(dir));
  setReplicaSetting(db, 'remote_url', proxy.url);
  setReplicaSetting(db, 'remote_token', ADMIN_KEY);
  setReplicaSetting(db, 'account_id', String(ANNA));
});
afterAll(async () => {
  db?.close();
  await proxy?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a sync with nothing changed', () => {
  let fullCount = 0;

  it('after a full pull, makes at most 10 requests and rewrites nothing', async () => {
    const first = await syncOnce({ db, now });
    expect(first.outcome, first.message).toBe('ok');
    fullCount = proxy.log.length;
    // The per-project pull (lines and roles, issue 13) takes 25 projects a sync, each at most hourly:
    // the next sync finishes its first round, and asks no reference data either.
    proxy.reset();
    t += 60_000;
    const catchUp = await syncOnce({ db, now });
    expect(catchUp.outcome, catchUp.message).toBe('ok');
    const catchUpCount = proxy.log.length;
    expect(proxy.log.filter((r) => /\/(companies|contacts|projects|plans)\b/.test(r.url))).toEqual([]);

    proxy.reset();
    const writes = watchWrites(db);
    t += 60_000;
    const noop = await syncOnce({ db, now });
    expect(noop.outcome, noop.message).toBe('ok');
    console.log(
      `requests: full pull ${fullCount}, next sync ${catchUpCount} (per-project pull), no-op sync ${proxy.log.length}`,
    );
    expect(getReplicaSetting(db, 'reference_pulled_at')).toBe(new Date(t - 120_000).toISOString());
    expect(getReplicaSetting(db, 'recent_pulled_at')).toBe(new Date(t).toISOString());
    expect(proxy.log.length, proxy.log.map((r) => r.url).join('\n')).toBeLessThanOrEqual(10);
    expect(noop.pulled).toBe(0);
    expect(writes()).toEqual({});
    // The reference data was not asked again within the hour.
    expect(proxy.log.filter((r) => /\/(companies|contacts|projects)\b/.test(r.url))).toEqual([]);
  });

  it('asks conditionally and the reference server answers 304 for what did not change', async () => {
    proxy.reset();
    t += 60_000;
    const again = await syncOnce({ db, now });
    expect(again.outcome, again.message).toBe('ok');
    const gets = proxy.log.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.every((r) => r.conditional)).toBe(true);
    expect(gets.every((r) => r.status === 304)).toBe(true);
  });

  it('a full refresh asks everything again at once, and rewrites nothing that did not change', async () => {
    proxy.reset();
    const writes = watchWrites(db);
    const full = await syncOnce({ db, now, full: true });
    expect(full.outcome, full.message).toBe('ok');
    expect(proxy.log.some((r) => r.url.includes('/companies'))).toBe(true);
    expect(full.pulled).toBe(0);
    expect(writes()).toEqual({});
  });

  it('picks up a renamed company at the next reference refresh (after the hour) or a full refresh', async () => {
    await renameOnServer(COMPANY_3, 'Renamed within the hour');
    t += 60_000;
    await syncOnce({ db, now });
    expect(localCompanyName(COMPANY_3)).not.toBe('Renamed within the hour');

    t += HOUR;
    const later = await syncOnce({ db, now });
    expect(later.outcome, later.message).toBe('ok');
    expect(localCompanyName(COMPANY_3)).toBe('Renamed within the hour');

    await renameOnServer(COMPANY_3, 'Renamed, then refreshed');
    t += 60_000;
    await syncOnce({ db, now, full: true });
    expect(localCompanyName(COMPANY_3)).toBe('Renamed, then refreshed');
  });

  it('fetches an unknown company by id when an invoice names one', async () => {
    const created = expectOk<{ CompanyID: string }>(
      await request(server.url, 'POST', '/company', {
        json: { Name: 'Brand new customer' },
        token: ADMIN_KEY,
      }),
      201,
    );
    const companyId = BigInt(created.CompanyID);
    const invoiceId = server.server.db
      .prepare('SELECT id FROM invoices ORDER BY id LIMIT 1')
      .pluck()
      .get() as bigint;
    server.server.db
      .prepare('UPDATE invoices SET customer_id = ?, customer_name = ? WHERE id = ?')
      .run(companyId, 'Brand new customer', invoiceId);
    proxy.reset();
    t += 60_000;
    const out = await syncOnce({ db, now });
    expect(out.outcome, out.message).toBe('ok');
    expect(proxy.log.some((r) => r.url.includes(`companyid=${companyId}`))).toBe(true);
    expect(proxy.log.some((r) => /\/companies\?(?!.*companyid)/.test(r.url))).toBe(false);
    expect(localCompanyName(companyId)).toBe('Brand new customer');
    expect(proxy.log.length).toBeLessThanOrEqual(10);
  });

  it('works the same with a remote that sends no ETags (as PSOhub may): plain requests, nothing rewritten', async () => {
    const plain = await startCountingProxy(server.url, { withoutEtags: true });
    const dir2 = mkdtempSync(join(tmpdir(), 'psa-noop-plain-'));
    const db2 = openDatabase(replicaDbFile(dir2));
    try {
      setReplicaSetting(db2, 'remote_url', plain.url);
      setReplicaSetting(db2, 'remote_token', ADMIN_KEY);
      setReplicaSetting(db2, 'account_id', String(ANNA));
      expect((await syncOnce({ db: db2, now })).outcome).toBe('ok');
      expect((await syncOnce({ db: db2, now })).outcome).toBe('ok');
      plain.reset();
      const writes = watchWrites(db2);
      const noop = await syncOnce({ db: db2, now });
      expect(noop.outcome, noop.message).toBe('ok');
      expect(plain.log.length).toBeLessThanOrEqual(10);
      expect(plain.log.every((r) => !r.conditional && r.status === 200)).toBe(true);
      expect(noop.pulled).toBe(0);
      expect(writes()).toEqual({});
    } finally {
      db2.close();
      await plain.close();
      rmSync(dir2, { recursive: true, force: true });
    }
  });
});
