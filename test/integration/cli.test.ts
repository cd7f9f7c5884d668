import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliIn, DEMO, projectLines, runCliCaptured, type CliRun as Run } from '../support/cli-run';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { readDb, ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/* The CLI (`npm run cli -- ...`), in-process through runCli and once as a real process. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let server: TestServer;
let offline: string;
let dir: string;
/** The demo project's time and expense lines (17-digit ids, as text). */
let lines: { time: string; expense: string };

const cli = (...argv: string[]) => cliIn(dir, ...argv);
/** A project the remote never issued (17 digits, like its real ones). */
const UNKNOWN_PROJECT = String(demoId('projects', 99999));

const json = <T>(run: Run): T => JSON.parse(run.out.join('\n')) as T;
interface Status {
  pending: number;
  sending: number;
  rejected: number;
  synced: number;
  lastSyncAt: string | null;
}
interface Entry {
  id: string;
  state: string;
  change: string | null;
  error: string | null;
  description: string | null;
}
const status = async () => json<Status>(await cli('status', '--json'));
const timesheets = async () => json<Entry[]>(await cli('timesheets', '--json'));
const expenses = async () => json<Entry[]>(await cli('expenses', '--json'));

function timesheetArgs(description: string, over: Record<string, string> = {}): string[] {
  const flags = {
    project: DEMO.project,
    'contract-line': lines.time,
    role: DEMO.role,
    from: '2026-11-17T09:00:00Z',
    to: '2026-11-17T11:00:00Z',
    hours: '2',
    description,
    // Every entry of these tests takes the same two hours: kept both, deliberately (issue 13).
    confirm: 'OVERLAP',
    ...over,
  };
  return ['timesheet', 'add', ...Object.entries(flags).flatMap(([k, v]) => [`--${k}`, v])];
}
const expenseArgs = (description: string, over: Record<string, string> = {}) => {
  const flags = {
    project: DEMO.project,
    'contract-line': lines.expense,
    'ex-vat': '100',
    vat: '21',
    total: '121',
    date: '2026-11-18',
    description,
    ...over,
  };
  return ['expense', 'add', ...Object.entries(flags).flatMap(([k, v]) => [`--${k}`, v])];
};
const onServer = (table: string, description: string) =>
  readDb(server.dbFile, (db) =>
    (db.prepare(`SELECT id FROM ${table} WHERE description = ?`).pluck().all(description) as bigint[]).map(
      String,
    ),
  );

/** One line on stderr, exit 2. */
function expectUsageError(run: Run, pattern: RegExp): void {
  expect(run.code, run.err.join('|')).toBe(2);
  expect(run.err).toHaveLength(1);
  expect(run.err[0]).not.toContain('\n');
  expect(run.err[0]).toMatch(pattern);
}

beforeAll(async () => {
  server = await startTestServer();
  // An address where nothing listens: a port just released.
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  offline = `http://127.0.0.1:${(s.address() as AddressInfo).port}/v1`;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  dir = mkdtempSync(join(tmpdir(), 'psa-cli-'));
  lines = projectLines(server.dbFile, DEMO.project);
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('cli', () => {
  it('sets the remote, refusing a bad URL in one line', async () => {
    expectUsageError(await cli('remote', 'set', '--url', 'not a url', '--token', ADMIN_KEY), /not a URL/);
    expectUsageError(
      await cli('remote', 'set', '--url', 'ftp://example.com/v1', '--token', ADMIN_KEY),
      /http/,
    );
    expectUsageError(
      await cli('remote', 'set', '--url', server.url, '--token', ADMIN_KEY, '--account', 'anna'),
      /account/,
    );
    expect(await status()).toEqual({ pending: 0, sending: 0, rejected: 0, synced: 0, lastSyncAt: null });
    const set = await cli(
      'remote',
      'set',
      '--url',
      server.url,
      '--token',
      ADMIN_KEY,
      '--account',
      DEMO.account,
    );
    expect(set.code).toBe(0);
    const sync = await cli('sync');
    expect(sync.code, sync.out.join('\n')).toBe(0);
    expect(sync.err.some((l) => l.startsWith('sync: pull'))).toBe(true);
    const s = await status();
    expect(Object.keys(s)).toEqual(['pending', 'sending', 'rejected', 'synced', 'lastSyncAt']);
    expect(s).toMatchObject({ pending: 0, sending: 0, rejected: 0, synced: 0 });
    expect(s.lastSyncAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('adds entries with the remote unreachable; sync then exits 1 with progress on stderr', async () => {
    expect((await cli('remote', 'set', '--url', offline, '--token', ADMIN_KEY)).code).toBe(0);
    const t = await cli(...timesheetArgs('cli offline timesheet'));
    expect(t.code).toBe(0);
    const tid = /timesheet (-?\d+)/.exec(t.out.join(' '))?.[1];
    const e = await cli(...expenseArgs('cli offline expense'));
    expect(e.code).toBe(0);
    const eid = /expense (-?\d+)/.exec(e.out.join(' '))?.[1];
    expect((await timesheets()).find((x) => x.id === tid)).toMatchObject({
      state: 'pending',
      description: 'cli offline timesheet',
    });
    expect((await expenses()).find((x) => x.id === eid)).toMatchObject({
      state: 'pending',
      description: 'cli offline expense',
    });
    expect(await status()).toMatchObject({ pending: 2, sending: 0, rejected: 0 });

    const sync = await cli('sync', '--timeout-ms', '2000');
    expect(sync.code).toBe(1);
    expect(sync.err.some((l) => /^sync: push \d+\/2$/.test(l))).toBe(true);
    expect(sync.out.join(' ')).toMatch(/^offline/);
    expect(await status()).toMatchObject({ pending: 2, sending: 0 });
    expect(onServer('timesheets', 'cli offline timesheet')).toEqual([]);
  });

  it('refuses bad input in one line, exit 2, storing nothing', async () => {
    const before = {
      status: await status(),
      timesheets: (await timesheets()).length,
      expenses: (await expenses()).length,
    };
    const cases: [string[], RegExp][] = [
      [
        timesheetArgs('x').filter((a, i, all) => a !== '--hours' && all[i - 1] !== '--hours'),
        /--hours is required/,
      ],
      [timesheetArgs('x', { hours: 'lots' }), /NumberOfHours/],
      [timesheetArgs('x', { to: '2026-11-17T08:00:00Z' }), /DateTimeTo/],
      [timesheetArgs('x', { from: '17-11-2026' }), /DateTimeFrom/],
      [timesheetArgs('x', { project: UNKNOWN_PROJECT }), new RegExp(`project ${UNKNOWN_PROJECT}`)],
      [expenseArgs('x', { total: '100' }), /TotalAmount/],
      [expenseArgs('x', { date: 'yesterday' }), /ExpenseDate/],
      [['timesheet', 'add', '--bogus', '1'], /bogus/],
      [['frobnicate'], /unknown command/],
      [['discard', 'seven'], /change number/],
      [['discard', '424242'], /424242/],
    ];
    for (const [argv, pattern] of cases) expectUsageError(await cli(...argv), pattern);
    expect({
      status: await status(),
      timesheets: (await timesheets()).length,
      expenses: (await expenses()).length,
    }).toEqual(before);
  });

  it('selects the data folder with PSA_DATA_DIR, in-process and as a real process', async () => {
    const saved = process.env['PSA_DATA_DIR'];
    process.env['PSA_DATA_DIR'] = dir;
    let run: Run;
    try {
      run = await runCliCaptured(['status', '--json']);
    } finally {
      if (saved === undefined) delete process.env['PSA_DATA_DIR'];
      else process.env['PSA_DATA_DIR'] = saved;
    }
    expect(run.code).toBe(0);
    expect(json<Status>(run)).toMatchObject({ pending: 2 });

    const real = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'electron/core/cli/main.ts', 'status', '--json'],
        { cwd: ROOT, env: { ...process.env, PSA_DATA_DIR: dir }, timeout: 30_000 },
        (err, stdout) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout }),
      );
    });
    expect(real.code).toBe(0);
    expect(JSON.parse(real.stdout)).toEqual(await status());
  });

  it('syncs once the remote is back: exit 0, entries synced exactly once', async () => {
    expectUsageError(
      await cli('remote', 'set', '--url', server.url, '--token', ADMIN_KEY),
      /waiting|--force/,
    );
    expect((await cli('remote', 'set', '--url', server.url, '--token', ADMIN_KEY, '--force')).code).toBe(0);
    const sync = await cli('sync', '--json');
    expect(sync.code, sync.out.join('\n')).toBe(0);
    expect(json<{ outcome: string; pushed: number }>(sync)).toMatchObject({ outcome: 'ok', pushed: 2 });
    expect(await status()).toMatchObject({ pending: 0, sending: 0, rejected: 0, synced: 2 });
    const [t] = onServer('timesheets', 'cli offline timesheet');
    expect(onServer('timesheets', 'cli offline timesheet')).toHaveLength(1);
    expect((await timesheets()).find((x) => x.description === 'cli offline timesheet')).toMatchObject({
      id: t,
      state: 'synced',
    });
    expect(onServer('expenses', 'cli offline expense')).toHaveLength(1);
  });

  it('lists a rejected change with its reason; resubmit --set fixes it, discard drops another', async () => {
    // An unknown contract line is unknown to the remote only: accepted here, rejected there.
    const unknownLine = String(demoId('contract_lines', 99999));
    expect((await cli(...timesheetArgs('cli rejected', { 'contract-line': unknownLine }))).code).toBe(0);
    const rejectedSync = await cli('sync');
    // Nothing pending, but a change was refused: a script must notice (exit 1, a line on stderr).
    expect(rejectedSync.code).toBe(1);
    expect(rejectedSync.err.join('\n')).toMatch(/1 change\(s\) rejected/);
    expect(await status()).toMatchObject({ pending: 0, rejected: 1 });
    const rejected = (await timesheets()).find((x) => x.description === 'cli rejected');
    expect(rejected).toMatchObject({ state: 'rejected' });
    expect(rejected?.error).toMatch(/ContractLineID/);
    const changes = await cli('changes');
    expect(changes.out.join('\n')).toMatch(
      new RegExp(`${rejected?.change}\\s+createTimesheet\\s+-?\\d+\\s+rejected\\s+1\\s+.*ContractLineID`),
    );

    expectUsageError(
      await cli('resubmit', String(rejected?.change), '--set', 'NumberOfHours=99'),
      /NumberOfHours/,
    );
    expectUsageError(await cli('resubmit', String(rejected?.change), '--set', 'oops'), /Field=Value/);
    expect(await status()).toMatchObject({ pending: 0, rejected: 1 });
    const again = await cli('resubmit', String(rejected?.change), '--set', `ContractLineID=${lines.time}`);
    expect(again.code).toBe(0);
    expect(await status()).toMatchObject({ pending: 1, rejected: 0 });

    const drop = await cli(...timesheetArgs('cli discarded'));
    const dropped = (await timesheets()).find((x) => x.description === 'cli discarded');
    expect(drop.code).toBe(0);
    expect((await cli('discard', String(dropped?.change))).code).toBe(0);
    expect((await timesheets()).find((x) => x.description === 'cli discarded')).toBeUndefined();

    const sync = await cli('sync');
    expect(sync.code, sync.out.join('\n')).toBe(0);
    expect(await status()).toMatchObject({ pending: 0, sending: 0, rejected: 0, synced: 3 });
    const [id] = onServer('timesheets', 'cli rejected');
    expect(onServer('timesheets', 'cli rejected')).toHaveLength(1);
    expect(
      readDb(server.dbFile, (db) =>
        db
          .prepare('SELECT contract_line_id FROM timesheets WHERE id = ?')
          .pluck()
          .get(BigInt(id ?? '0')),
      ),
    ).toBe(BigInt(lines.time));
    expect(onServer('timesheets', 'cli discarded')).toEqual([]);
    expect((await timesheets()).find((x) => x.description === 'cli rejected')).toMatchObject({
      id,
      state: 'synced',
    });
  });
});
