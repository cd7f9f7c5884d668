import { chmodSync, closeSync, mkdirSync, openSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The product name: Electron names its user-data folder after it. */
export const PRODUCT_NAME = 'PSA Desk';

/**
 * The desktop app's data folder, as Electron's app.getPath('userData') gives it on each platform;
 * PSA_DATA_DIR overrides it.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (env['PSA_DATA_DIR']) return env['PSA_DATA_DIR'];
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), PRODUCT_NAME);
}

/** The replica database inside a data folder. */
export function replicaDbFile(dataDir: string): string {
  return join(dataDir, 'psa-replica.sqlite');
}

/** The replica's automatic backups inside a data folder. */
export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** The note saying this folder holds a replica and how many of its changes were not synced yet. */
export function replicaMarkerFile(dataDir: string): string {
  return join(dataDir, 'replica.json');
}

/** One file per process of the app that has this folder's replica open (named by its pid). */
export function openByDir(dataDir: string): string {
  return join(dataDir, 'open-by');
}

const POSIX = process.platform !== 'win32';

/** Sets a mode on POSIX when this user owns the path; a path owned by someone else is left alone. */
function chmodOwn(path: string, mode: number): void {
  if (!POSIX) return;
  try {
    if (statSync(path).uid === process.getuid?.()) chmodSync(path, mode);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** Creates a folder only this user may enter (0700 on POSIX); an existing one of this user is made so. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodOwn(dir, 0o700);
}

/** Makes existing files readable by this user only (0600); missing ones are skipped. */
export function makePrivate(...files: string[]): void {
  for (const f of files) chmodOwn(f, 0o600);
}

/** Creates an empty file with mode 0600 whatever the umask (an existing one is left as it is). */
export function createPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw e;
  }
  makePrivate(file);
}

/** Writes a small file atomically with mode 0600 (a temp file renamed over the old one). */
export function writePrivateFile(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content, { mode: 0o600 });
  makePrivate(tmp);
  renameSync(tmp, file);
}
