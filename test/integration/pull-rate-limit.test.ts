import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../electron/core/cli/main';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { pullWindow, syncOnce } from '../../electron/core/sync/engine';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { ADMIN_KEY, readDb, request, startTestServer, type TestServer } from '../support/server';

/*
 * The pull honours 429 and Retry-After as the push does: a first sync against the reference server
 * started with --rate-limit 5 completes (waiting where the server says), and a remote that asks
 * for a longer wait than a sync should sit through ends the sync saying until when.
 */

/** The demo's account 1: a 17-digit id. */
const ACCOUNT = demoId('accounts', 1);

let limited: TestServer;
let plain: TestServer;
let proxy: FaultProxy;
const dirs: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'psa-ratelimit-'));
  dirs.push(dir);
  return dir;
}

const ids = (db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .all(...params) as bigint[];

beforeAll(async () => {
  limited = await startTestServer({ rateLimit: 5 });
  plain = await startTestServer();
  proxy = await startFaultProxy(plain.url);
});
afterAll(async () => {
  await proxy?.close();
  await limited?.close();
  await plain?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the pull against a rate-limited remote', () => {
  it('a first sync against --rate-limit 5 completes with every record, waiting out the 429s', async () => {
    const dir = folder();
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
    expect(
      await runCli(
        [
          '--data',
          dir,
          'remote',
          'set',
          '--url',
          limited.url,
          '--token',
          ADMIN_KEY,
          '--account',
          String(ACCOUNT),
        ],
        io,
      ),
    ).toBe(0);
    // Spend this key's burst first, so the sync's own requests certainly meet 429s.
    const spent = await Promise.all(
      Array.from({ length: 8 }, () => request(limited.url, 'GET', '/companies', { query: { limit: 1 } })),
    );
    expect(spent.some((r) => r.status === 429)).toBe(true);

    const code = await runCli(['--data', dir, 'sync'], io);
    expect(code, [...out, ...err].join('\n')).toBe(0);
    expect(out.at(-1)).toMatch(/^ok: /);
    // It had to wait, and said until when (local time).
    expect(err.some((l) => /rate limited, retrying at \d\d:\d\d/.test(l))).toBe(true);

    const db = openDatabase(replicaDbFile(dir));
    try {
      const window = pullWindow(db, Date.now());
      const timesheetsSql = `SELECT id FROM timesheets WHERE account_id = ${ACCOUNT} AND date_from BETWEEN ? AND ? ORDER BY id`;
      const remote = readDb(limited.dbFile, (s) => ({
        companies: ids(s, 'SELECT id FROM companies ORDER BY id'),
        projects: ids(s, 'SELECT id FROM projects ORDER BY id'),
        timesheets: ids(s, timesheetsSql, window.from, window.to),
      }));
      expect(remote.timesheets.length).toBeGreaterThan(0);
      expect({
        companies: ids(db, 'SELECT id FROM companies ORDER BY id'),
        projects: ids(db, 'SELECT id FROM projects ORDER BY id'),
        timesheets: ids(db, timesheetsSql, window.from, window.to),
      }).toEqual(remote);
    } finally {
      db.close();
    }
  }, 40_000);

  it('a Retry-After beyond the bounded wait ends the sync saying until when; the next sync completes', async () => {
    const db = openDatabase(replicaDbFile(folder()));
    try {
      setReplicaSetting(db, 'account_id', String(ACCOUNT));
      const remote = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY });
      const steps: string[] = [];
      const retryAfterS = 3_600;
      proxy.next({ kind: 'rate-limit', retryAfter: retryAfterS });
      const started = Date.now();
      const first = await syncOnce({ db, remote, onProgress: (p) => p.step && steps.push(p.step) });
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(first.outcome).toBe('offline');
      const at = new Date(started + retryAfterS * 1_000);
      const hhmm = (d: Date) =>
        `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
      expect([hhmm(at), hhmm(new Date(at.getTime() + 60_000))]).toContain(
        /(\d\d:\d\d)/.exec(first.message)?.[1],
      );
      expect(first.message).toMatch(
        /^The PSA service at .+ asks to slow down \(HTTP 429\): rate limited by the remote until \d\d:\d\d/,
      );

      const second = await syncOnce({ db, remote });
      expect(second).toMatchObject({ outcome: 'ok' });
      expect(second.pulled).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
