import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureRendererBuilt, RENDERER_OUT } from '../e2e/support/build';
import { launchBrowser } from '../e2e/support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode } from '../e2e/support/web-mode';

/*
 * `npm run bench:startup`: how fast web mode gives a usable screen, and how big the renderer is.
 *   start-up: from spawning web mode (on a data folder already set up with the demo remote and a
 *   first sync, prepared before timing) to the first rendered project-list row in headless Chromium
 *   (the renderer's `psa:first-project-row` performance mark, read as wall-clock time). Chromium is
 *   launched once before timing (a user's browser is already running); each run opens a fresh
 *   context, so the page loads with a cold cache.
 *   bundle: the renderer's JavaScript gzipped (node:zlib), the entry with the chunks it preloads.
 * Prints figures only; targets: < 1.5 s to a usable screen, main bundle < 500 kB gzipped.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const MARK = 'psa:first-project-row';

interface Run {
  toUrl: number;
  toRow: number;
  total: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

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

async function measure(dataDir: string): Promise<Run[]> {
  const browser = await launchBrowser();
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
      const page = await context.newPage();
      const spawnedAt = Date.now();
      const web = await startWebMode(dataDir);
      const urlAt = Date.now();
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
        runs.push({ toUrl: urlAt - spawnedAt, toRow: rowAt - urlAt, total: rowAt - spawnedAt });
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
try {
  console.log('Preparing a data folder with the demo remote and a first sync (not timed)…');
  await prepare(dataDir);
  console.log(`Start-up, ${RUNS} runs: spawn web mode -> first project-list row in headless Chromium`);
  const runs = await measure(dataDir);
  runs.forEach((r, i) =>
    console.log(
      `  run ${i + 1}: ${Math.round(r.total)} ms  (process to URL ${Math.round(r.toUrl)} ms, URL to first row ${Math.round(r.toRow)} ms)`,
    ),
  );
  console.log(`  median: ${Math.round(median(runs.map((r) => r.total)))} ms   target < 1500 ms`);
  console.log(
    `    process to URL ${Math.round(median(runs.map((r) => r.toUrl)))} ms, URL to first row ${Math.round(median(runs.map((r) => r.toRow)))} ms`,
  );
} finally {
  removeDataDir(dataDir);
}
bundleSizes();
