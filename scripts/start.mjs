// `npm start`: builds and launches the desktop app (`electron-vite preview` builds main, preload and
// renderer first), or, without the Electron binary, says so in one line instead of a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { electronPackageDir, installedElectronBinary } from './electron-binary.mjs';

const require = createRequire(import.meta.url);

/**
 * The Electron binary's path, downloaded once by the electron package's own installer where the
 * network allows it (quietly, unless a person is watching the terminal); undefined when it cannot be.
 */
function electronBinary() {
  const installed = installedElectronBinary();
  if (installed || process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) return installed;
  if (process.stderr.isTTY) console.error('PSA Desk: downloading Electron (once)...');
  spawnSync(process.execPath, [join(electronPackageDir(), 'install.js')], {
    stdio: process.stderr.isTTY ? 'inherit' : 'ignore',
  });
  return installedElectronBinary();
}

if (!electronBinary()) {
  console.error(
    'PSA Desk: the Electron binary is not installed on this machine; run the app in a browser with `npm run web`.',
  );
  process.exit(1);
}

// The package's exports hide bin/, so find it beside its package.json.
const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
const child = spawn(process.execPath, [cli, 'preview', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
