import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { countByState } from '../../electron/core/db/repositories/outbox';
import { getLock, setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { addExpense, addTimesheet } from '../../electron/core/replica/changes-entries';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { syncOnce } from '../../electron/core/sync/engine';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { faultMix, seededRandom, startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';
import { applyTestPushWindow } from '../support/push-window';

/*
 * Crash safety: a child process syncing through the fault proxy is killed with SIGKILL at random
 * moments (and on purpose while a create is in flight), entries are added between kills, then a
 * clean sync runs. Every entry must be on the server exactly once and the replica file intact.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const SEED = 20_261_121;
const ROUNDS = 10;
/** Demo account 1, project 1 and its contract lines (SYNC.md), with their 17-digit ids. */
const ACCOUNT = demoId('accounts', 1);
const PROJECT = demoId('projects', 1);
const TIME_LINE = demoId('contract_lines', 10);
const EXPENSE_LINE = demoId('contract_lines', 11);

let server: TestServer;
let proxy: FaultProxy;
let dir: string;
let db: Db;
let r: Replica;
const random = seededRandom(SEED);
/** Children still running, killed after a failed test so none keeps syncing. */
const children = new Set<ChildProcess>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(3)) if (check()) return true;
  return check();
}

/** Starts the syncing child; resolves once its database is open. */
async function startChild(timeoutMs: number): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/sync-child.ts', dir, String(timeoutMs), String(NOW)],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  let errors = '';
  child.stderr?.on('data', (c: Buffer) => (errors += c.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve(void children.delete(child))),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => c.toString().includes('ready') && resolve());
    child.once('exit', (code) =>
      reject(new Error(`sync child exited (${code}) before it was ready: ${errors}`)),
    );
  });
  return { child, exited };
}

async function kill(c: { child: ChildProcess; exited: Promise<void> }): Promise<void> {
  c.child.kill('SIGKILL');
  await c.exited;
  // Whatever the child had forwarded is answered (committed) on the server before we look.
  await proxy.settled();
}

/** Three timesheets and one expense of account 1, each unique by its description. */
function addEntries(tag: string, day: number): void {
  const date = `2026-11-${String(day).padStart(2, '0')}`;
  for (let i = 0; i < 3; i++) {
    addTimesheet(r, {
      ProjectID: PROJECT,
      ContractLineID: TIME_LINE,
      RoleID: demoId('roles', 1 + (i % 4)),
      DateTimeFrom: `${date}T${String(9 + i * 2).padStart(2, '0')}:00:00Z`,
      DateTimeTo: `${date}T${String(10 + i * 2).padStart(2, '0')}:30:00Z`,
      NumberOfHours: 1 + i / 4,
      Description: `crash ${tag} t${i}`,
    });
  }
  addExpense(r, {
    ProjectID: PROJECT,
    ContractLineID: EXPENSE_LINE,
    AmountExVAT: 10 + day,
    VATAmount: 2.1,
    TotalAmount: 12.1 + day,
    ExpenseDate: `${date}T00:00:00Z`,
    Description: `crash ${tag} e`,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url, { stallMs: 20_000 });
  dir = mkdtempSync(join(tmpdir(), 'psa-crash-'));
  db = openDatabase(replicaDbFile(dir));
  r = createReplica(db, () => NOW);
  setReplicaSetting(db, 'remote_url', proxy.url);
  setReplicaSetting(db, 'remote_token', ADMIN_KEY);
  setReplicaSetting(db, 'account_id', String(ACCOUNT));
  applyTestPushWindow(db); // PSA_PUSH_WINDOW=1 or 8: every sync of this replica pushes in such windows
  // The first pull brings the projects that entries are booked on.
  expect((await syncOnce({ db, now: () => NOW })).outcome).toBe('ok');
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  db?.close();
  await proxy?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('sync killed at random moments', () => {
  it('puts every entry on the server exactly once and keeps both databases intact', async () => {
    let kills = 0;
    let inFlight = 0;
    let locksLeft = 0;
    for (let round = 0; round < ROUNDS; round++) {
      addEntries(`r${round}`, 2 + round);
      // Odd rounds kill once a create reached the server (its answer held back); even rounds at random.
      const targeted = round % 2 === 1;
      proxy.setFaults(
        targeted
          ? (req) => (req.method === 'POST' ? 'stall-after' : 'pass')
          : faultMix({ pass: 5, 'stall-after': 2, 'drop-response': 1, refuse: 1 }, SEED + round),
      );
      const stalls = proxy.counts['stall-after'];
      const child = await startChild(300);
      if (targeted) expect(await until(() => proxy.counts['stall-after'] > stalls, 5_000)).toBe(true);
      else await sleep(30 + Math.floor(random() * 900));
      await kill(child);
      kills++;
      if (countByState(db).sending > 0) inFlight++;
      if (getLock(db)?.pid === child.child.pid) locksLeft++;
    }
    proxy.setFaults(null);
    const final = await syncOnce({ db, now: () => NOW, timeoutMs: 5_000 });
    expect(final.outcome, final.message).toBe('ok');

    const c = proxy.counts;
    const adopted = db
      .prepare(`SELECT count(*) FROM sync_attempts WHERE outcome = 'adopted'`)
      .pluck()
      .get() as number;
    console.log(
      `sync-crash: ${kills} SIGKILLs, ${inFlight} with a create in flight ('sending'), ${locksLeft} left a sync lock behind; ` +
        `proxy: ${c.requests} requests, ${c['stall-after']} stalled after commit, ${c['drop-response']} responses dropped, ${c.refuse} refused; ` +
        `${adopted} creates found on the remote and adopted instead of re-sent; final sync: ${final.pushed} sent, ${final.adopted} adopted`,
    );
    expect(kills).toBe(ROUNDS);
    // Each targeted kill left a create committed on the server with its outcome unknown here.
    expect(inFlight).toBeGreaterThanOrEqual(ROUNDS / 2);
    expect(adopted).toBeGreaterThanOrEqual(ROUNDS / 2);
    expect(countByState(db)).toMatchObject({ pending: 0, sending: 0, rejected: 0 });

    const timesheets = db
      .prepare(`SELECT * FROM timesheets WHERE description LIKE 'crash %'`)
      .all() as Record<string, unknown>[];
    const expenses = db.prepare(`SELECT * FROM expenses WHERE description LIKE 'crash %'`).all() as Record<
      string,
      unknown
    >[];
    expect(timesheets).toHaveLength(ROUNDS * 3);
    expect(expenses).toHaveLength(ROUNDS);
    readDb(server.dbFile, (sdb) => {
      const sameTimesheet = sdb.prepare(
        `SELECT id FROM timesheets WHERE account_id = ${ACCOUNT} AND project_id = @project_id AND date_from = @date_from AND date_to = @date_to AND hours = @hours AND description = @description`,
      );
      for (const t of timesheets)
        expect(sameTimesheet.all(t), String(t['description'])).toEqual([{ id: t['id'] }]);
      const sameExpense = sdb.prepare(
        `SELECT id FROM expenses WHERE account_id = ${ACCOUNT} AND project_id = @project_id AND expense_date = @expense_date AND total_amount = @total_amount AND description = @description`,
      );
      for (const e of expenses)
        expect(sameExpense.all(e), String(e['description'])).toEqual([{ id: e['id'] }]);
      // Nothing else was created under these descriptions either.
      expect(
        sdb.prepare(`SELECT count(*) AS n FROM timesheets WHERE description LIKE 'crash %'`).get(),
      ).toEqual({ n: ROUNDS * 3 });
      expect(
        sdb.prepare(`SELECT count(*) AS n FROM expenses WHERE description LIKE 'crash %'`).get(),
      ).toEqual({ n: ROUNDS });
      expect(sdb.pragma('quick_check', { simple: true })).toBe('ok');
    });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  }, 90_000);

  it('refuses a second sync while a live process syncs, and takes over the lock of a killed one', async () => {
    addEntries('lock', 20);
    // Every request hangs: the child holds the lock while it waits.
    proxy.setFaults(() => 'stall-before');
    const child = await startChild(20_000);
    expect(
      await until(() => getLock(db)?.pid === child.child.pid && countByState(db).sending > 0, 5_000),
    ).toBe(true);
    const before = countByState(db);
    // lockWaitMs 0: answer at once instead of waiting for the other sync to finish.
    const second = await syncOnce({ db, now: () => NOW, timeoutMs: 1_000, lockWaitMs: 0 });
    expect(second.outcome).toBe('busy');
    expect(countByState(db)).toEqual(before);

    await kill(child);
    expect(getLock(db)?.pid).toBe(child.child.pid);
    proxy.setFaults(null);
    // Two syncs at once in one process: only one runs.
    const [a, b] = await Promise.all([
      syncOnce({ db, now: () => NOW, lockWaitMs: 0 }),
      syncOnce({ db, now: () => NOW, lockWaitMs: 0 }),
    ]);
    expect([a.outcome, b.outcome].sort()).toEqual(['busy', 'ok']);
    expect(getLock(db)).toBeUndefined();
    expect(countByState(db)).toMatchObject({ pending: 0, sending: 0, rejected: 0 });
    expect(
      readDb(server.dbFile, (sdb) =>
        sdb.prepare(`SELECT count(*) AS n FROM timesheets WHERE description LIKE 'crash lock %'`).get(),
      ),
    ).toEqual({ n: 3 });
  }, 30_000);
});
