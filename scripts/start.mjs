// `npm start`: builds and launches the desktop app (`electron-vite preview` builds main, preload and
// renderer first), or, without the Electron binary, says so in one line instead of a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The Electron binary's path, or undefined when the package or its downloaded binary is missing. */
function electronBinary() {
  try {
    // The electron package exports the binary's path, and throws when the download was skipped.
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

if (!electronBinary()) {
  console.error(
    'PSA Desk: the Electron binary is not installed on this machine; run the app in a browser with `npm run web`.',
  );
  process.exit(1);
}

/**
 * better-sqlite3 built for Electron's ABI, in a folder of its own (.electron-native/<version>), so
 * that Node's copy keeps serving the CLI, the server and the tests. Made once per Electron version
 * the way @electron/rebuild makes it (whose releases for Electron 39 need Node 22): Electron's
 * prebuilt addon when one is published, otherwise compiled with node-gyp against Electron's
 * headers. Returns the addon's path.
 */
function electronSqliteBinding() {
  const version = require('electron/package.json').version;
  const root = join(process.cwd(), '.electron-native', version);
  const moduleDir = join(root, 'node_modules', 'better-sqlite3');
  const addon = join(moduleDir, 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(addon)) return addon;
  console.error(`PSA Desk: building better-sqlite3 for Electron ${version} (once)...`);
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  rmSync(root, { recursive: true, force: true });
  cpSync(source, moduleDir, {
    recursive: true,
    filter: (path) => !path.includes(`${join('better-sqlite3', 'build')}`),
  });
  // A nodedir from npm's config would build against Node's headers instead of Electron's.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_config_nodedir$/i.test(k)),
  );
  const run = (script, args) =>
    spawnSync(process.execPath, [script, ...args], { cwd: moduleDir, stdio: 'inherit', env }).status === 0;
  const target = [`--target=${version}`, `--arch=${process.arch}`];
  // prebuild-install is better-sqlite3's own dependency: resolve it from there.
  const prebuild = createRequire(join(source, 'package.json')).resolve('prebuild-install/bin.js');
  const built =
    run(prebuild, ['--runtime=electron', ...target]) ||
    run(require.resolve('node-gyp/bin/node-gyp.js'), [
      'rebuild',
      '--release',
      ...target,
      '--dist-url=https://electronjs.org/headers',
      `--devdir=${join(homedir(), '.electron-gyp')}`,
    ]);
  if (!built || !existsSync(addon)) {
    console.error('PSA Desk: could not build better-sqlite3 for Electron; see the messages above.');
    process.exit(1);
  }
  return addon;
}

const env = { ...process.env, PSA_SQLITE_BINDING: electronSqliteBinding() };

// The package's exports hide bin/, so find it beside its package.json.
const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
const child = spawn(process.execPath, [cli, 'preview', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
