import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { ensureNodeBundle } from '../../scripts/node-bundle.mjs';
import { ensureRendererBuilt, RENDERER_OUT } from '../e2e/support/build';
import { commitFloor, httpFloor } from './create-floor';
import { launchBrowser } from '../e2e/support/browser';
import {
  bridgeCall,
  makeDataDir,
  removeDataDir,
  startWebMode,
  type WebEntry,
  type WebMode,
} from '../e2e/support/web-mode';

/*
 * `npm run bench:startup`: how fast web mode gives a usable screen, what it holds in memory, what a
 * local create costs through it, and how big the renderer is. Each figure for web mode as
 * `npm run web` runs it (the bundle, out/node/web.mjs) and from its TypeScript under tsx (the
 * sources, as before the bundle), side by side.
 *   start-up: from spawning web mode (on a data folder already set up with the demo remote and a
 *   first sync, prepared before timing) to the first rendered project-list row in headless Chromium
 *   (the renderer's `psa:first-project-row` performance mark, read as wall-clock time). Chromium is
 *   launched once before timing (a user's browser is already running); each run opens a fresh
 *   context, so the page loads with a cold cache.
 *   CPU to URL: the CPU time the web process had used when it printed its URL (Linux /proc): the
 *   start-up work itself, steadier than wall time when other processes share the cores.
 *   idle memory: the web process's resident set (RSS) once the page has shown its rows and
 *   IDLE_MS passed with nothing asked of it.
 *   local create: `timesheets:create` posted to the bridge over loopback HTTP (kept-alive, as the
 *   page does), one at a time, once the sync web mode runs after starting has finished (it would
 *   push the creates meanwhile, in the same process); the median of CREATES after WARMUP.
 *   BENCH_RUNS=0 measures only this.
 *   bundle: the renderer's JavaScript gzipped (node:zlib), the entry with the chunks it preloads.
 * Prints figures only; targets: < 0.8 s to the first row, < 110 MB idle, create < 0.6 ms median,
 * main bundle < 500 kB gzipped.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CREATES = Number(process.env.BENCH_CREATES ?? 400);
const WARMUP = 50;
const IDLE_MS = 3_000;
const MARK = 'psa:first-project-row';
const ENTRIES: WebEntry[] = ['bundle', 'source'];
const LABEL: Record<WebEntry, string> = {
  bundle: 'npm run web (bundle)',
  source: 'sources under tsx',
};

interface Run {
  toUrl: number;
  toRow: number;
  total: number;
  /** CPU time (user + system) the web process had used when it printed its URL: steadier than wall time on a busy machine. */
  cpuToUrl: number;
  idleRssMb: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A process's CPU time so far in ms, from /proc (Linux; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    // Fields 14 and 15 after the command name: utime and stime, in clock ticks (100 per second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** A process's resident set in MB (ps works on Linux and macOS). */
function rssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

async function prepare(dataDir: string): Promise<void> {
  const web = await startWebMode(dataDir);
  try {
    await bridgeCall(web, 'setup:demo');
    const projects = (await bridgeCall(web, 'projects:list', {})) as unknown[];
    if (projects.length === 0) throw new Error('the demo sync brought no projects');
  } finally {
    await web.stop();
  }
}

async function measure(dataDir: string, entry: WebEntry): Promise<Run[]> {
  const browser = await launchBrowser();
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
      const page = await context.newPage();
      // A build of a stale bundle (a source saved meanwhile) is not start-up.
      if (entry === 'bundle') ensureNodeBundle();
      const spawnedAt = Date.now();
      const web = await startWebMode(dataDir, entry);
      const urlAt = Date.now();
      const cpuToUrl = web.child.pid === undefined ? NaN : cpuMs(web.child.pid);
      try {
        await page.goto(web.url);
        await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, {
          polling: 'raf',
          timeout: 30_000,
        });
        const rowAt = await page.evaluate(
          (mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? NaN),
          MARK,
        );
        // Idle memory once per entry is enough (the page stays open, asking nothing).
        let idleRssMb = NaN;
        if (i === 0 && web.child.pid !== undefined) {
          await delay(IDLE_MS);
          idleRssMb = rssMb(web.child.pid);
        }
        runs.push({
          toUrl: urlAt - spawnedAt,
          toRow: rowAt - urlAt,
          total: rowAt - spawnedAt,
          cpuToUrl,
          idleRssMb,
        });
      } finally {
        await context.close();
        await web.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}

interface CreateTimes {
  create: number[];
  /** The floors measured right after each create (create-floor.ts). */
  commit: number[];
  http: number[];
}

/**
 * Milliseconds of each of `count` timesheet creates posted one at a time to a running web mode's
 * bridge, each followed by one of each floor (a bare FULL commit, a bare loopback POST).
 */
async function timeCreates(web: WebMode, count: number, offset: number): Promise<CreateTimes> {
  const times: CreateTimes = { create: [], commit: [], http: [] };
  const commit = commitFloor(web.dataDir);
  const http = await httpFloor();
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  try {
    for (let i = 0; i < count; i++) {
      // Hour-long entries, 8 a day, going back from yesterday; the day's checks are confirmed.
      const n = offset + i;
      const from = today - (1 + Math.floor(n / 8)) * 86_400_000 + (8 + (n % 8)) * 3_600_000;
      const request = {
        ProjectID: String(demoId('projects', 1)),
        ContractLineID: String(demoId('contract_lines', 10)),
        RoleID: String(demoId('roles', 1)),
        DateTimeFrom: new Date(from).toISOString(),
        DateTimeTo: new Date(from + 3_600_000).toISOString(),
        NumberOfHours: 1,
        Description: `Bench create ${n}`,
        confirm: ['OVERLAP', 'DAY_OVER_MAX', 'DATE_BACK', 'DAY_APPROVED'],
      };
      const t0 = performance.now();
      await bridgeCall(web, 'timesheets:create', request);
      times.create.push(performance.now() - t0);
      times.commit.push(commit.once());
      times.http.push(await http.once(request));
    }
  } finally {
    commit.close();
    http.close();
  }
  return times;
}

/**
 * Waits until the sync web mode runs shortly after starting (demo remote: 2 s) has finished, so
 * the creates are timed alone, not while that sync pushes them to the in-process demo remote.
 */
async function startupSyncDone(web: WebMode): Promise<void> {
  const startedAt = new Date().toISOString();
  for (let waited = 0; waited < 30_000; waited += 100) {
    const s = (await bridgeCall(web, 'sync:status')) as { running: boolean; lastSyncAt: string | null };
    if (!s.running && s.lastSyncAt !== null && s.lastSyncAt >= startedAt) return;
    await delay(100);
  }
  throw new Error('the start-up sync did not finish within 30 s');
}

interface CreateFigures {
  median: number;
  p90: number;
  commitFloor: number;
  httpFloor: number;
}

/** The median local create through the bridge of web mode started from `entry`, on a copy of the prepared folder. */
async function measureCreates(dataDir: string, entry: WebEntry): Promise<CreateFigures> {
  const web = await startWebMode(dataDir, entry);
  try {
    await startupSyncDone(web);
    await timeCreates(web, WARMUP, 0);
    const t = await timeCreates(web, CREATES, WARMUP);
    const times = t.create.sort((a, b) => a - b);
    return {
      median: median(times),
      p90: times[Math.floor(times.length * 0.9)] ?? NaN,
      commitFloor: median(t.commit),
      httpFloor: median(t.http),
    };
  } finally {
    await web.stop();
  }
}

function bundleSizes(): void {
  const assets = join(RENDERER_OUT, 'assets');
  const gz = new Map<string, number>();
  for (const f of readdirSync(assets))
    if (f.endsWith('.js')) gz.set(f, gzipSync(readFileSync(join(assets, f))).length);
  const html = readFileSync(join(RENDERER_OUT, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\.?\/?assets\/([^"]+\.js)"/.exec(html)?.[1];
  const preloaded = [...html.matchAll(/<link[^>]+modulepreload[^>]+href="\.?\/?assets\/([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const initial = [entry ?? '', ...preloaded].reduce((sum, f) => sum + (gz.get(f) ?? 0), 0);
  const total = [...gz.values()].reduce((a, b) => a + b, 0);
  const largest = [...gz.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log('\nRenderer bundle (JavaScript, gzipped):');
  console.log(
    `  main (entry ${entry ?? '?'}${preloaded.length ? ` + ${preloaded.length} preloaded` : ''}): ${kB(initial)}   target < 500 kB`,
  );
  console.log(`  all chunks (${gz.size} files): ${kB(total)}`);
  console.log(`  largest: ${largest.map(([f, n]) => `${f} ${kB(n)}`).join(', ')}`);
  const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
  const cssGz = css.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
  console.log(`  CSS (${css.length} files): ${kB(cssGz)}`);
}

const built = await ensureRendererBuilt();
console.log(built ? 'Built the renderer (out/renderer).' : 'The renderer build is current (out/renderer).');
const dataDir = makeDataDir('psa-bench-startup-');
const createDirs = ENTRIES.map(() => makeDataDir('psa-bench-create-'));
try {
  console.log('Preparing data folders with the demo remote and a first sync (not timed)…');
  await prepare(dataDir);
  for (const dir of createDirs) await prepare(dir);
  const results = new Map<WebEntry, Run[]>();
  // BENCH_RUNS=0 measures the local create only.
  for (const entry of RUNS > 0 ? ENTRIES : []) {
    console.log(
      `\nStart-up of the ${LABEL[entry]}, ${RUNS} runs: spawn web mode -> first project-list row in headless Chromium`,
    );
    const runs = await measure(dataDir, entry);
    results.set(entry, runs);
    runs.forEach((r, i) =>
      console.log(
        `  run ${i + 1}: ${Math.round(r.total)} ms  (process to URL ${Math.round(r.toUrl)} ms, URL to first row ${Math.round(r.toRow)} ms)`,
      ),
    );
  }
  console.log(
    `\nLocal create through the bridge (timesheets:create over loopback HTTP), ${CREATES} after ${WARMUP} warm-up:`,
  );
  const creates = new Map<WebEntry, CreateFigures>();
  for (const [i, entry] of ENTRIES.entries())
    creates.set(entry, await measureCreates(createDirs[i] ?? dataDir, entry));
  const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)} ms`);
  const row = (cells: string[]) =>
    console.log(
      `  ${(cells[0] ?? '').padEnd(22)}${cells
        .slice(1)
        .map((c, i) => c.padStart([20, 16, 12, 10, 20][i] ?? 12))
        .join('')}`,
    );
  console.log('\nSummary (medians)');
  row(['', 'start to first row', 'process to URL', 'CPU to URL', 'idle RSS', 'local create (p90)']);
  for (const entry of ENTRIES) {
    const runs = results.get(entry) ?? [];
    const c = creates.get(entry);
    row([
      LABEL[entry],
      ms(median(runs.map((r) => r.total))),
      ms(median(runs.map((r) => r.toUrl))),
      ms(median(runs.map((r) => r.cpuToUrl))),
      `${(runs[0]?.idleRssMb ?? NaN).toFixed(0)} MB`,
      c ? `${c.median.toFixed(2)} ms (${c.p90.toFixed(2)})` : '-',
    ]);
  }
  row(['targets', '< 800 ms', '', '', '< 110 MB', '< 0.6 ms']);
  console.log('\nFloors of a local create, measured between the creates (medians; create-floor.ts):');
  for (const entry of ENTRIES) {
    const c = creates.get(entry);
    if (!c) continue;
    const sum = c.commitFloor + c.httpFloor;
    console.log(
      `  ${LABEL[entry]}: SQLite commit with synchronous=FULL ${c.commitFloor.toFixed(2)} ms + loopback POST with fetch ${c.httpFloor.toFixed(2)} ms = ${sum.toFixed(2)} ms; the app's own share ${(c.median - sum).toFixed(2)} ms`,
    );
  }
} finally {
  removeDataDir(dataDir);
  for (const dir of createDirs) removeDataDir(dir);
}
bundleSizes();
