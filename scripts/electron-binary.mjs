// Where the Electron binary is, without asking the electron package: since Electron 42 its
// `require('electron')` downloads the binary on first use instead of at install time, which would
// turn a plain check into a network call.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The electron package's folder. */
export function electronPackageDir() {
  return dirname(require.resolve('electron/package.json'));
}

/** The installed Electron binary's path, or undefined when it was never downloaded. */
export function installedElectronBinary() {
  const dir = electronPackageDir();
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}
