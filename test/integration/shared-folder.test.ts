import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { runCli } from '../../electron/core/cli/main';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { acquireSyncLock } from '../../electron/core/db/sync-lock';
import { syncOnce } from '../../electron/core/sync/engine';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';
import { DEMO, projectLines } from '../support/cli-run';

/*
 * The README lets the app (here web mode's core) and the CLI share one data folder. Two processes
 * on one SQLite file, both adding entries and syncing in a loop against the reference server: no
 * user-visible error (no INTERNAL answer, no "database is locked"), and every entry reaches the
 * server exactly once.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = 40;
const TAG = `shared-${process.pid}`;
const DAY = 86_400_000;

let server: TestServer;
let dir: string;
let core: AppCore | undefined;
let child: ChildProcess | undefined;
/** The demo project's time line both sides book on (a 17-digit id, as text). */
let line: string;

interface CliLine {
  command: 'add' | 'sync';
  code: number;
  out: string;
  err: string;
}

/** Starts the CLI loop in its own process; resolves with its report lines when it has finished. */
function cliLoop(): Promise<CliLine[]> {
  child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/support/cli-loop-child.ts',
      dir,
      String(ROUNDS),
      TAG,
      DEMO.project,
      line,
      DEMO.role,
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) =>
    child?.once('exit', (code) => {
      const lines = out.split('\n').filter((l) => l.startsWith('{'));
      if (code !== 0 || !out.includes('done')) reject(new Error(`CLI loop exited ${code}: ${err}`));
      else resolve(lines.map((l) => JSON.parse(l) as CliLine));
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-shared-'));
  const io = { out: () => undefined, err: () => undefined };
  const args = ['--data', dir];
  expect(
    await runCli(
      [...args, 'remote', 'set', '--url', server.url, '--token', ADMIN_KEY, '--account', DEMO.account],
      io,
    ),
  ).toBe(0);
  // The first pull brings project 1 and its lines, which both sides book on.
  expect(await runCli([...args, 'sync'], io)).toBe(0);
  line = projectLines(server.dbFile, DEMO.project).time;
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await core?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('web mode and the CLI on one data folder', () => {
  it('both write and sync in a loop: no user-visible error, every entry on the server once', async () => {
    const internal: string[] = [];
    core = createAppCore({
      dataDir: dir,
      syncOnStart: false,
      demoServer: false,
      invoke: {
        validateResponses: true,
        onInternalError: (channel, e) => internal.push(`${channel}: ${String(e)}`),
      },
    });
    const app = core;
    const cliRun = cliLoop();
    const refused: string[] = [];
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (let i = 0; i < ROUNDS; i++) {
      const from = new Date(today - (i % 60) * DAY + 8 * 3_600_000).toISOString();
      const created = await app.invoke('timesheets:create', {
        ProjectID: DEMO.project,
        ContractLineID: line,
        RoleID: DEMO.role,
        DateTimeFrom: from,
        DateTimeTo: new Date(Date.parse(from) + 3_600_000).toISOString(),
        NumberOfHours: 1,
        Description: `${TAG} web ${i}`,
        // Days of the demo's (some approved, some full, entries at 08:00): confirmed, as a user would (issue 13).
        confirm: ['DAY_APPROVED', 'DAY_OVER_MAX', 'OVERLAP'],
      });
      if (!created.ok) refused.push(`create ${i}: ${created.error.code} ${created.error.message}`);
      const synced = await app.invoke('sync:run', {});
      if (!synced.ok) refused.push(`sync ${i}: ${synced.error.code} ${synced.error.message}`);
      else if (!['ok', 'partial', 'busy'].includes(synced.data.outcome))
        refused.push(`sync ${i}: ${synced.data.outcome} ${synced.data.message}`);
    }
    const lines = await cliRun;

    expect(lines).toHaveLength(2 * ROUNDS);
    const cli = lines.filter((l) => {
      if (l.command === 'add') return l.code !== 0;
      const outcome = l.out ? (JSON.parse(l.out) as { outcome: string }).outcome : 'none';
      return !['ok', 'partial', 'busy'].includes(outcome) || /error|locked/i.test(l.err);
    });
    expect({ internal, refused, cli }).toEqual({ internal: [], refused: [], cli: [] });

    // A last sync sends whatever the other side added after the final syncs of the loop.
    const last = await app.invoke('sync:run', {});
    expect(last.ok && last.data).toMatchObject({ outcome: 'ok', pending: 0 });
    const onServer = readDb(server.dbFile, (db) =>
      db
        .prepare('SELECT description FROM timesheets WHERE description LIKE ? ORDER BY description')
        .pluck()
        .all(`${TAG} %`),
    ) as string[];
    const expected = ['web', 'cli'].flatMap((side) =>
      Array.from({ length: ROUNDS }, (_, i) => `${TAG} ${side} ${i}`),
    );
    expect(onServer).toEqual([...expected].sort());
  }, 60_000);

  it('a sync started while another one runs waits for it; past the wait it says busy, not an error', async () => {
    const db = openDatabase(replicaDbFile(dir));
    try {
      // The lock as a live process holds it (this process's pid).
      const other = acquireSyncLock(db);
      expect(other).not.toBeNull();
      const busy = await syncOnce({ db, lockWaitMs: 300 });
      expect(busy.outcome).toBe('busy');
      expect(busy.message).toMatch(/^another sync of this data folder is running/);
      setTimeout(() => other?.release(), 300);
      const waited = await syncOnce({ db, lockWaitMs: 10_000 });
      expect(waited).toMatchObject({ outcome: 'ok', pending: 0 });
    } finally {
      db.close();
    }
  });
});
