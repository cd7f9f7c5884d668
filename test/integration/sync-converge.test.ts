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
import { syncOnce, type SyncOutcome } from '../../electron/core/sync/engine';
import { createHttpRemote, type RemoteApi } from '../../electron/core/sync/remote';
import { ANNA, PROJECT_1, ROLE, runningClock, TIME_LINE } from '../support/demo-booking';
import { startLatencyProxy, type LatencyProxy } from '../support/latency-proxy';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Issue 12, point 4: on a bad line a sync run converges by itself. The replica syncs with the real
 * reference server through the latency proxy, which loses the response of 25 % of the creates
 * (after the server committed them) and refuses 15 %; the server's database judges what arrived.
 */

const clock = runningClock(Date.parse('2031-05-20T12:00:00.000Z'));
const COUNT = 50;

let server: TestServer;
let proxy: LatencyProxy;
let remote: RemoteApi;
const open: { r: Replica; dir: string }[] = [];
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startLatencyProxy(server.url, { rttMs: 10 });
  remote = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: 10_000 });
});

afterEach(() => {
  proxy.setFaults({});
  for (const { r, dir } of open.splice(0)) {
    r.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

const isCreate = (method: string, path: string) => method === 'POST' && path.endsWith('/timesheets');

async function pulledReplica(): Promise<Replica> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-sync-converge-'));
  const r = createReplica(openDatabase(replicaDbFile(dir)), clock);
  open.push({ r, dir });
  setReplicaSetting(r.db, 'account_id', String(ANNA));
  expect((await syncOnce({ db: r.db, remote, now: clock })).outcome).toBe('ok');
  return r;
}

/** COUNT one-hour timesheets on days of their own (two a day), tagged. */
function queueEntries(r: Replica, tag: string): string[] {
  const descriptions: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    if (i % 2 === 0) day++;
    const date = new Date(Date.parse('2031-05-01T00:00:00.000Z') + day * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const hour = 8 + (i % 2) * 2;
    const description = `${tag} ${i}`;
    addTimesheet(r, {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: ROLE,
      DateTimeFrom: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
      DateTimeTo: `${date}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
      NumberOfHours: 1,
      Description: description,
    });
    descriptions.push(description);
  }
  return descriptions;
}

const SQL = 'SELECT id, description FROM timesheets WHERE description LIKE ? ORDER BY id';
type Row = { id: bigint; description: string };
const sorted = (xs: (string | bigint)[]) => xs.map(String).sort();

describe.each([8, 1])(
  'window of %i, a quarter of the creates losing their response and 15 in 100 refused',
  (window) => {
    it.each([
      ['503', 11],
      ['reset', 12],
    ] as const)(
      `%s refusals: ${COUNT} entries converge in at most 2 runs, each exactly once`,
      async (refuseWith, seed) => {
        const r = await pulledReplica();
        const tag = `converge-w${window}-${refuseWith}`;
        const descriptions = queueEntries(r, tag);
        proxy.reset();
        proxy.setFaults({ lose: 0.25, refuse: 0.15, refuseWith, applies: isCreate, seed: seed + window });

        const runs: SyncOutcome[] = [];
        for (let run = 0; run < 2 && (runs.at(-1)?.pending ?? 1) > 0; run++)
          runs.push(await syncOnce({ db: r.db, remote, now: clock, push: { window } }));
        await proxy.settled();
        const faulted = proxy.totals.lost + proxy.totals.refused;
        console.log(
          `window ${window}, ${refuseWith}: ${runs.length} run(s) ${runs.map((o) => o.outcome).join(', ')}; ` +
            `creates ${proxy.counts.get('POST /v1/timesheets') ?? 0}, lost ${proxy.totals.lost}, refused ${proxy.totals.refused}`,
        );
        expect(faulted).toBeGreaterThan(10); // the line really was bad
        expect(runs.at(-1)).toMatchObject({ pending: 0 });

        const remoteRows = readDb(server.dbFile, (db) => db.prepare(SQL).all(`${tag} %`) as Row[]);
        const localRows = r.db.prepare(SQL).all(`${tag} %`) as Row[];
        expect(sorted(remoteRows.map((t) => t.description))).toEqual(sorted(descriptions));
        expect(sorted(localRows.map((t) => t.id))).toEqual(sorted(remoteRows.map((t) => t.id)));
        expect(new Set(localRows.map((t) => t.id)).size).toBe(COUNT);
        expect(countByState(r.db)).toMatchObject({ pending: 0, sending: 0, rejected: 0 });
      },
    );
  },
);

describe('a remote that is down', () => {
  it('ends the run after a few consecutive failures instead of trying every change', async () => {
    const r = await pulledReplica();
    queueEntries(r, 'converge-down');
    proxy.reset();
    proxy.setFaults({ refuse: 1, applies: isCreate });
    const out = await syncOnce({ db: r.db, remote, now: clock });
    expect(out).toMatchObject({ outcome: 'offline', pending: COUNT, pushed: 0 });
    // Bounded: far fewer attempts than COUNT changes times their tries (200): the 12 failures in a
    // row that end the push, plus what was already in flight or marked ahead (two windows of 8).
    expect(proxy.totals.refused).toBeLessThanOrEqual(12 + 2 * 8);
  });
});
