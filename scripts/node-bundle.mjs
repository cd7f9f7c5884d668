// The Node side of the app bundled to JavaScript: `npm run server`, `npm run cli` and `npm run web`
// run out/node/{server,cli,web}.mjs (scripts/run.mjs), so no TypeScript is compiled at run time.
// `node scripts/node-bundle.mjs` builds it (part of `npm run build`); with --if-stale only when
// the sources changed since the last build. The packages are bundled too (Node then resolves and
// compiles a few large ES modules instead of hundreds of CommonJS files: about half the start-up),
// except better-sqlite3 (a native addon), Vite (loaded only to build the renderer) and the PDF
// packages (LAZY_PACKAGES).
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
/** The project checkout this script belongs to. */
export const ROOT = resolve(dirname(HERE), '..');
/** Where the bundle is: one file per entry, with migrations/ beside them. */
export const NODE_OUT = join(ROOT, 'out', 'node');

/** The bundled entries, by the name `npm run <name>` and scripts/run.mjs know them. */
export const ENTRIES = {
  server: 'electron/core/reference-server/main.ts',
  cli: 'electron/core/cli/main.ts',
  web: 'electron/core/web/main.ts',
};

// Written after a build with the build's start time: a source saved during the build stays newer.
const STAMP = '.built';
const SOURCES = ['electron', 'shared', 'package.json', 'package-lock.json', 'scripts/node-bundle.mjs'];
const LOCK = join(ROOT, 'out', '.node-build.lock');
const STALE_LOCK_MS = 120_000;
// Bundles replaced less than this long ago are kept: a process started from one may still read its migrations.
const KEEP_OLD_MS = 10 * 60_000;

/** Newest modification time (ms) of the files under `path` (0 when it does not exist). */
function newestMtime(path) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file changes its folder
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * The Node arguments of `npm run <name>` as package.json states it (`node [flags] scripts/run.mjs
 * <name>`, without `node`), so tests and benches start exactly what npm starts, flags included.
 */
export function npmScriptArgs(name) {
  const script = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts?.[name] ?? '';
  const words = script.split(/\s+/).filter(Boolean);
  if (words[0] !== 'node' || !words.includes('scripts/run.mjs'))
    throw new Error(`npm run ${name} is not \`node ... scripts/run.mjs ${name}\`: ${script}`);
  return words.slice(1).map((w) => (w === 'scripts/run.mjs' ? join(ROOT, w) : w));
}

/** The built path of an entry (`out/node/web.mjs`). */
export function entryPath(name) {
  return join(NODE_OUT, `${name}.mjs`);
}

/**
 * Whether out/node is missing or older than the sources. A checkout without sources (an unpacked
 * bundle) is never stale.
 */
export function nodeBundleIsStale(root = ROOT) {
  const stamp = statSync(join(root, 'out', 'node', STAMP), { throwIfNoEntry: false });
  if (!stamp) return true;
  return Math.max(...SOURCES.map((p) => newestMtime(join(root, p)))) > stamp.mtimeMs;
}

/**
 * Builds out/node when it is stale, in a child process (so Vite is never loaded into the app's own
 * process), serialized with any other build under way. Synchronous, so launchers and test helpers
 * can call it before spawning. Returns whether it was stale.
 */
export function ensureNodeBundle() {
  if (!nodeBundleIsStale()) return false;
  const r = spawnSync(process.execPath, [HERE, '--if-stale'], { stdio: ['ignore', 2, 2], cwd: ROOT });
  if (r.status !== 0) throw new Error(`building out/node failed (exit ${r.status ?? r.signal})`);
  return true;
}

/**
 * Now on the file system's clock (a touched file's mtime): the times this script compares are file
 * times, and the process's own clock may be moved (the tests pin theirs) or off.
 */
function fileClockNow() {
  mkdirSync(join(ROOT, 'out'), { recursive: true });
  const probe = join(ROOT, 'out', `.clock-${process.pid}`);
  writeFileSync(probe, '');
  try {
    return statSync(probe).mtime;
  } finally {
    rmSync(probe, { force: true });
  }
}

async function acquireLock() {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      // Another process is building; a lock left by a killed one expires.
      const st = statSync(LOCK, { throwIfNoEntry: false });
      if (st && fileClockNow().getTime() - st.mtimeMs > STALE_LOCK_MS)
        rmSync(LOCK, { recursive: true, force: true });
      await delay(200);
    }
  }
}

/**
 * Packages the app imports only on first use (`await import(...)`), loaded from node_modules
 * then rather than bundled: inlined, Node would still parse their 2.8 MB at every start (about
 * 100 ms of a 300 ms start). node_modules is not replaced by a rebuild of out/node, so a running
 * process loading one later gets the same code it was built against.
 */
const LAZY_PACKAGES = ['pdf-lib', '@pdf-lib/fontkit', 'unpdf'];

/**
 * Bundles each entry into one file of `outDir` (ES module, Node 20). One file each: a running
 * process never loads a chunk of out/node after its start, so a rebuild replacing out/node under
 * it cannot hand it a chunk of another build (LAZY_PACKAGES come from node_modules instead).
 */
async function bundle(outDir) {
  const { build } = await import('vite');
  for (const [name, src] of Object.entries(ENTRIES)) {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'warn',
      ssr: { noExternal: true, external: ['better-sqlite3', 'vite', 'electron-vite', ...LAZY_PACKAGES] },
      build: {
        // ssr: a Node target (Node's built-in modules stay imports).
        ssr: true,
        target: 'node20',
        outDir,
        emptyOutDir: false,
        minify: false,
        reportCompressedSize: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { [name]: join(ROOT, src) },
          output: { format: 'es', entryFileNames: '[name].mjs', codeSplitting: false },
        },
      },
    });
  }
  // The database code reads its SQL migrations from migrations/ beside the running module.
  const from = join(ROOT, 'electron/core/db/migrations');
  mkdirSync(join(outDir, 'migrations'));
  for (const f of readdirSync(from))
    if (f.endsWith('.sql')) copyFileSync(join(from, f), join(outDir, 'migrations', f));
}

/** Builds out/node (when `ifStale`, only if still stale once the lock is held); replaces it whole. */
async function buildNodeBundle(ifStale) {
  await acquireLock();
  try {
    if (ifStale && !nodeBundleIsStale()) return;
    const startedAt = fileClockNow();
    const tmp = join(ROOT, 'out', `.node-${process.pid}`);
    try {
      await bundle(tmp);
    } catch (e) {
      rmSync(tmp, { recursive: true, force: true });
      throw e;
    }
    writeFileSync(join(tmp, STAMP), '');
    utimesSync(join(tmp, STAMP), startedAt, startedAt);
    // Swap the folder whole, so no process ever loads half of one build and half of another.
    const oldRoot = join(ROOT, 'out', '.node-old');
    mkdirSync(oldRoot, { recursive: true });
    // Each old bundle is named by the time it was replaced.
    for (const old of readdirSync(oldRoot))
      if (!(Date.now() - Number(old) <= KEEP_OLD_MS))
        rmSync(join(oldRoot, old), { recursive: true, force: true });
    if (existsSync(NODE_OUT)) renameSync(NODE_OUT, join(oldRoot, String(Date.now())));
    renameSync(tmp, NODE_OUT);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === HERE) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale) console.error('PSA Desk: building out/node from the sources (once after each change)…');
  const t0 = performance.now();
  await buildNodeBundle(ifStale);
  if (!ifStale) console.log(`out/node built in ${Math.round(performance.now() - t0)} ms`);
}
