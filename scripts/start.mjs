// `npm start`: builds and launches the desktop app (`electron-vite preview` builds main, preload and
// renderer first), or, without the Electron binary, says so in one line instead of a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
 * better-sqlite3 compiled for Electron's ABI, in a folder of its own (.electron-native/<version>),
 * so that Node's copy keeps serving the CLI, the server and the tests. Built once per Electron
 * version with @electron/rebuild; returns the addon's path.
 */
function electronSqliteBinding() {
  const version = require('electron/package.json').version;
  const root = join(process.cwd(), '.electron-native', version);
  const addon = join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(addon)) return addon;
  console.error(`PSA Desk: building better-sqlite3 for Electron ${version} (once)...`);
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  rmSync(root, { recursive: true, force: true });
  cpSync(source, join(root, 'node_modules', 'better-sqlite3'), {
    recursive: true,
    filter: (path) => !path.includes(`${join('better-sqlite3', 'build')}`),
  });
  // @electron/rebuild reads the folder's package.json to find what to rebuild.
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'psa-electron-native', private: true, dependencies: { 'better-sqlite3': '*' } }),
  );
  const rebuild = join(dirname(require.resolve('@electron/rebuild/package.json')), 'lib', 'cli.js');
  const result = spawnSync(
    process.execPath,
    [rebuild, '--version', version, '--module-dir', root, '--only', 'better-sqlite3', '--force'],
    // A nodedir from npm's config would build against Node's headers instead of Electron's.
    {
      stdio: 'inherit',
      env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_nodedir$/i.test(k))),
    },
  );
  if (result.status !== 0 || !existsSync(addon)) {
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
