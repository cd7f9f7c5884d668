import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNodeBundle, npmScriptArgs } from '../../../scripts/node-bundle.mjs';
import { ROOT } from './build';
import { realNow } from '../../support/clock/test-now';
import { preseedDemoRemote } from '../../support/demo-template';

/** A running `npm run web` process on its own data folder. */
export interface WebMode {
  /** The printed URL, with the bridge token in its fragment. */
  url: string;
  origin: string;
  token: string;
  dataDir: string;
  /** The instant the process's clock started at, when not the run's pinned now. */
  clockAt?: number;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output: () => string;
  /** Stops the process (SIGTERM, then SIGKILL) and waits for it to exit. */
  stop: () => Promise<void>;
}

const URL_LINE = /PSA Desk web mode: (http:\/\/127\.0\.0\.1:\d+)\/#token=([\w-]+)/;
const START_TIMEOUT_MS = 45_000;

/** A fresh temp data folder; removed by `removeDataDir`. */
export function makeDataDir(prefix = 'psa-e2e-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a temp data folder made by makeDataDir. */
export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * How web mode is started: as `npm run web` runs it (scripts/run.mjs running the bundle
 * out/node/web.mjs), or its TypeScript sources under tsx (`npm run dev:web`).
 */
export type WebEntry = 'bundle' | 'source';

/** The Node arguments that start web mode from `entry` (the bundle is built first when stale). */
export function webEntryArgs(entry: WebEntry): string[] {
  if (entry === 'source') return ['--import', 'tsx', 'electron/core/web/main.ts'];
  ensureNodeBundle();
  return npmScriptArgs('web');
}

/**
 * Spawns web mode (as `npm run web` does, or from `entry`; without the renderer's build step:
 * tests build once via ensureRendererBuilt) on `dataDir`, port 0, and resolves once it has
 * printed its URL.
 */
export async function startWebMode(
  dataDir: string,
  entry: WebEntry = 'bundle',
  opts: { clockAt?: number } = {},
): Promise<WebMode> {
  const web = await spawnWebMode(dataDir, entry, opts.clockAt);
  // The journeys were written for weeks from Monday; Chromium's en-US would start them on Sunday
  // (issue 17). test/e2e/i18n.e2e.test.ts and the renderer's week-start test cover the locale's start.
  await bridgeCall(web, 'settings:update', { weekStart: 'monday' });
  return web;
}

/** `clockAt`: the child's clock starts there instead of at the run's pinned now (test/support/clock). */
function spawnWebMode(dataDir: string, entry: WebEntry, clockAt?: number): Promise<WebMode> {
  const env =
    clockAt === undefined
      ? process.env
      : { ...process.env, PSA_TEST_CLOCK_OFFSET: String(clockAt - realNow()) };
  const child = spawn(
    process.execPath,
    [...webEntryArgs(entry), '--data', dataDir, '--port', '0', '--no-build'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  // A crashed test or bench must not leave web mode running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise<WebMode>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`web mode did not start: ${why}\n${out}`)));
    };
    const timer = setTimeout(() => fail(`no URL within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = URL_LINE.exec(out);
      if (!m?.[1] || !m[2]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      // Keep collecting output for failure messages.
      child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
      resolve({
        url: `${m[1]}/#token=${m[2]}`,
        origin: m[1],
        token: m[2],
        dataDir,
        ...(clockAt === undefined ? {} : { clockAt }),
        child,
        output: () => out,
        stop,
      });
    };
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', onExit);
  });
}

/** Calls a bridge channel of a running web mode from the test process (for preparing state). */
export async function bridgeCall(web: WebMode, channel: string, request: unknown = {}): Promise<unknown> {
  if (channel === 'setup:demo') await preseedDemoRemote(web.dataDir, web.clockAt);
  const res = await fetch(`${web.origin}/bridge/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-psa-token': web.token },
    body: JSON.stringify(request),
  });
  const body = (await res.json()) as { ok: boolean; data?: unknown; error?: { message: string } };
  if (!body.ok) throw new Error(`${channel} failed: ${body.error?.message ?? res.status}`);
  return body.data;
}
