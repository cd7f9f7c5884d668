import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { countByState } from '../../electron/core/db/repositories/outbox';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { addTimesheet } from '../../electron/core/replica/changes-entries';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { syncOnce } from '../../electron/core/sync/engine';
import { ANNA, PROJECT_1, ROLE, runningClock, TIME_LINE } from '../support/demo-booking';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { TEST_PUSH_WINDOW } from '../support/push-window';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Pacing of a whole sync run (issue 12 point 3): a 429 with Retry-After holds every request of
 * the run, push and pull alike, until it has passed; the request budget per second (setting
 * request_budget) caps how many requests start in any second. The proxy's arrival times are the
 * judge, never how fast our code runs.
 */

const clock = runningClock(Date.parse('2031-05-20T12:00:00.000Z'));
/** Requests the client had already sent when the 429 reached it arrive within this (loopback). */
const ALREADY_SENT_MS = 200;

let server: TestServer;
let proxy: FaultProxy;
const open: { r: Replica; dir: string }[] = [];
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url);
});
afterEach(() => {
  proxy.setFaults(null);
  for (const { r, dir } of open.splice(0)) {
    r.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

/** A replica of account 1 whose syncs use the remote configured in its settings (the proxy). */
function replica(): Replica {
  const dir = mkdtempSync(join(tmpdir(), 'psa-sync-pacing-'));
  const r = createReplica(openDatabase(replicaDbFile(dir)), clock);
  open.push({ r, dir });
  setReplicaSetting(r.db, 'account_id', String(ANNA));
  setReplicaSetting(r.db, 'remote_url', proxy.url);
  setReplicaSetting(r.db, 'remote_token', ADMIN_KEY);
  if (TEST_PUSH_WINDOW !== undefined) setReplicaSetting(r.db, 'push_window', String(TEST_PUSH_WINDOW));
  return r;
}

/** `n` valid one-hour timesheets of project 1 on a day of their own, tagged. */
function addEntries(r: Replica, tag: string, n: number): void {
  const date = `2031-05-${String(++day).padStart(2, '0')}`;
  for (let i = 0; i < n; i++) {
    const from = Date.parse(`${date}T00:00:00.000Z`) + i * 3_600_000;
    addTimesheet(r, {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: ROLE,
      DateTimeFrom: new Date(from).toISOString(),
      DateTimeTo: new Date(from + 3_600_000).toISOString(),
      NumberOfHours: 1,
      Description: `${tag} ${i}`,
    });
  }
}

const onServer = (tag: string) =>
  readDb(server.dbFile, (db) =>
    (
      db
        .prepare('SELECT description FROM timesheets WHERE description LIKE ?')
        .pluck()
        .all(`${tag} %`) as string[]
    ).sort(),
  );

/** Arrivals at the proxy strictly inside the 429's wait (after the requests already on their way). */
function arrivalsDuringWait(retryAfterS: number) {
  const limited = proxy.history.filter((h) => h.fault === 'rate-limit');
  expect(limited).toHaveLength(1);
  const t429 = (limited[0] as { at: number }).at;
  const during = proxy.history.filter(
    (h) => h.at > t429 + ALREADY_SENT_MS && h.at < t429 + retryAfterS * 1_000 - 20,
  );
  const after = proxy.history.filter((h) => h.at >= t429 + retryAfterS * 1_000 - 20);
  return { during, after };
}

/** Applies a 429 with Retry-After to the first request matching `match`; the rest pass. */
function rateLimitOnce(retryAfterS: number, match: (method: string, url: string) => boolean): void {
  let used = false;
  proxy.setFaults((req) => {
    if (used || !match(req.method, req.url)) return 'pass';
    used = true;
    return { kind: 'rate-limit', retryAfter: retryAfterS };
  });
}

describe('a 429 with Retry-After slows the whole run', () => {
  it('pull: no request of the run leaves while the wait lasts, then the sync completes', async () => {
    const r = replica();
    proxy.history.splice(0);
    // The per-project step sends several requests at once: one 429 must hold them all.
    rateLimitOnce(2, (method, url) => method === 'GET' && url.includes('projectid='));
    const out = await syncOnce({ db: r.db, now: clock });
    expect(out.outcome, out.message).toBe('ok');
    const { during, after } = arrivalsDuringWait(2);
    expect(during).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
  }, 30_000);

  it('push: creates wait too, and every entry arrives exactly once', async () => {
    const r = replica();
    expect((await syncOnce({ db: r.db, now: clock })).outcome).toBe('ok');
    const tag = 'pacing-429';
    addEntries(r, tag, 12);
    proxy.history.splice(0);
    let posts = 0;
    proxy.setFaults((req) =>
      req.method === 'POST' && ++posts === 3 ? { kind: 'rate-limit', retryAfter: 2 } : 'pass',
    );
    const out = await syncOnce({ db: r.db, now: clock });
    expect(out).toMatchObject({ outcome: 'ok', pushed: 12, adopted: 0, pending: 0 });
    const { during, after } = arrivalsDuringWait(2);
    expect(during).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    expect(onServer(tag)).toEqual(Array.from({ length: 12 }, (_, i) => `${tag} ${i}`).sort());
    expect(countByState(r.db)).toMatchObject({ pending: 0, sending: 0, rejected: 0 });
  }, 30_000);
});

describe('changes marked sending ahead of their place in the window', () => {
  it('go back to pending, not to be looked up, when the push stops before they leave', async () => {
    const r = replica();
    expect((await syncOnce({ db: r.db, now: clock })).outcome).toBe('ok');
    const tag = 'pacing-reserve';
    addEntries(r, tag, 30);
    proxy.history.splice(0);
    proxy.setFaults((req) => (req.method === 'POST' ? 'refuse' : 'pass'));
    const stopped = await syncOnce({ db: r.db, now: clock, push: { tries: 1, stopAfter: 1 } });
    expect(stopped.outcome).toBe('offline');
    const posts = proxy.history.filter((h) => h.method === 'POST').length;
    expect(posts).toBeLessThan(30);
    expect(countByState(r.db)).toMatchObject({ pending: 30, sending: 0 });
    const lookups = r.db
      .prepare("SELECT count(*) FROM outbox WHERE state = 'pending' AND needs_lookup = 1")
      .pluck()
      .get() as number;
    expect(lookups).toBeLessThanOrEqual(posts);
    proxy.setFaults(null);
    expect(await syncOnce({ db: r.db, now: clock })).toMatchObject({ outcome: 'ok', pushed: 30, pending: 0 });
    expect(onServer(tag)).toHaveLength(30);
  }, 30_000);
});

describe('the request budget per second', () => {
  it('no second of a run (push and pull) holds more requests than request_budget', async () => {
    const r = replica();
    expect((await syncOnce({ db: r.db, now: clock })).outcome).toBe('ok');
    const tag = 'pacing-budget';
    addEntries(r, tag, 20);
    const budget = 10;
    setReplicaSetting(r.db, 'request_budget', String(budget));
    proxy.history.splice(0);
    const out = await syncOnce({ db: r.db, now: clock });
    expect(out).toMatchObject({ outcome: 'ok', pushed: 20, pending: 0 });
    expect(onServer(tag)).toHaveLength(20);
    const at = proxy.history.map((h) => h.at);
    expect(at.length).toBeGreaterThan(20);
    // Arrival times carry the transport's jitter (a loaded machine delays some requests and then
    // delivers them together), so judge what jitter cannot fake: the run's requests are spread
    // over at least (n / budget - 1) seconds (without the budget they all arrived within ~1 s), and
    // no 900 ms span holds more than the budget and a couple that arrived late.
    const spread = (at.at(-1) as number) - (at[0] as number);
    expect(spread).toBeGreaterThanOrEqual((at.length / budget - 1) * 1000);
    let worst = 0;
    for (let i = 0; i < at.length; i++) {
      const inSpan = at.filter((t) => t >= (at[i] as number) && t < (at[i] as number) + 900).length;
      worst = Math.max(worst, inSpan);
    }
    expect(worst).toBeLessThanOrEqual(budget + 2);
  }, 40_000);
});
