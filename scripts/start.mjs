// `npm start`: builds and launches the desktop app (`electron-vite preview` builds main, preload and
// renderer first), or, without the Electron binary, says so in one line instead of a stack trace.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

// The package's exports hide bin/, so find it beside its package.json.
const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
const child = spawn(process.execPath, [cli, 'preview', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
