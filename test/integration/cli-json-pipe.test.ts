import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { fillDataFolder, offlineAs, project, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * `npm run cli -- timesheets --json | consumer`: the CLI as a real process writing into a real
 * pipe, read by another process. An exit right after the write used to cut the output at the
 * pipe's buffer (64 KiB); the consumer must get every byte and the CLI's exit code must hold.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRIES = 5_000;
const CONSUMER = `
const text = require('fs').readFileSync(0, 'utf8');
const entries = JSON.parse(text);
process.stdout.write(JSON.stringify({ bytes: Buffer.byteLength(text), count: entries.length, last: entries[entries.length - 1].description, lastId: entries[entries.length - 1].id }));
`;

let dir: string;

interface Exit {
  code: number | null;
  out: string;
  err: string;
}

function exited(child: ChildProcess, read: boolean): Promise<Exit> {
  let out = '';
  let err = '';
  if (read) child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  // The CLI's stdout belongs to the consumer, so only the consumer's streams ever close here.
  return new Promise((resolve) => child.once(read ? 'close' : 'exit', (code) => resolve({ code, out, err })));
}

/** Runs `cli ...args | node -e CONSUMER`; the CLI's stdout is a pipe straight into the consumer. */
async function pipeline(...args: string[]): Promise<{ cli: Exit; consumer: Exit }> {
  const cli = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/core/cli/main.ts', '--data', dir, ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const consumer = spawn(process.execPath, ['-e', CONSUMER], {
    cwd: ROOT,
    stdio: [cli.stdout, 'pipe', 'pipe'],
  });
  const [c, k] = await Promise.all([exited(cli, false), exited(consumer, true)]);
  return { cli: c, consumer: k };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'psa-cli-pipe-'));
  fillDataFolder(dir, (db) => {
    offlineAs(db, WEEK.account);
    project(db, WEEK.project1, 'Northwind ERP rollout');
    const start = Date.parse('2026-01-05T08:00:00.000Z');
    for (let i = 0; i < ENTRIES; i++) {
      const from = start + i * 3_600_000;
      syncedTimesheet(db, {
        id: demoId('timesheets', i + 1),
        project_id: WEEK.project1,
        date_from: new Date(from).toISOString(),
        date_to: new Date(from + 3_600_000).toISOString(),
        hours: 10_000n,
        description: `pipe entry ${i + 1} with some words to make the line longer`,
      });
    }
  });
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('cli output through a pipe', () => {
  it(`timesheets --json | node -e 'JSON.parse(...)' gets all ${ENTRIES} entries`, async () => {
    const { cli, consumer } = await pipeline('timesheets', '--json');
    expect(cli.code, cli.err).toBe(0);
    expect(consumer.code, consumer.err).toBe(0);
    const seen = JSON.parse(consumer.out) as { bytes: number; count: number; last: string; lastId: unknown };
    expect(seen.bytes).toBeGreaterThan(64 * 1024);
    expect(seen.count).toBe(ENTRIES);
    expect(seen.last).toMatch(/^pipe entry \d+ /);
    // A plain JSON.parse reads every digit of an id: the CLI writes ids as text.
    expect(seen.lastId).toMatch(/^\d{17}$/);
  }, 60_000);

  it('keeps the exit code of a failing command through the pipe', async () => {
    const { cli } = await pipeline('resubmit', 'x');
    expect(cli.code).toBe(2);
    expect(cli.err).toMatch(/^error: resubmit needs a change number/);
  }, 60_000);
});
