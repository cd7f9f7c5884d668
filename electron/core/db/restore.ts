import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { backupsDir, makePrivate, openByDir, replicaDbFile } from '../paths';
import { syncLockHolder } from './sync-lock';
import { describeDatabase, isBackupName, listBackups } from './backup';
import { findDamage, loadMigrations, rawDatabase } from './connection';
import { openByOthers, writeMarker } from './replica-file';

/*
 * Bringing a backup back as the replica. The current file (damaged or not) is never deleted: it is
 * renamed aside with a timestamp, its -wal and -shm with it so it stays readable as it was.
 */

/** A restore that cannot go ahead (another process uses the folder, no such backup, ...). */
export class RestoreRefusedError extends Error {
  constructor(
    /** BUSY: another process uses the folder; NOT_FOUND: no such backup; BAD_BACKUP: it cannot be used. */
    readonly code: 'BUSY' | 'NOT_FOUND' | 'BAD_BACKUP',
    message: string,
  ) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** What a restore did. */
export interface RestoreResult {
  /** The backup's file name. */
  name: string;
  /** When the backup was taken, when its name says so. */
  createdAt: string | null;
  unsynced: number;
  /** Where the replaced replica was moved; null when there was none. */
  movedAside: string | null;
  /** One line saying all of it. */
  summary: string;
}

export interface RestoreOptions {
  /** Accept a path to any SQLite file (the CLI); the app accepts only names from the backups folder. */
  allowPaths?: boolean;
  now?: number;
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:.]/g, '');

/** The pid of another live process syncing this folder's replica, read without writing to it. */
function syncingPid(file: string): number | null {
  if (!existsSync(file)) return null;
  try {
    const db = rawDatabase(file, { readonly: true, fileMustExist: true });
    try {
      return syncLockHolder(db);
    } finally {
      db.close();
    }
  } catch {
    // A damaged or empty replica: nobody can be syncing it.
    return null;
  }
}

function resolve(
  dataDir: string,
  which: string,
  allowPaths: boolean,
): { file: string; createdAt: string | null } {
  if (which === 'latest') {
    const [newest] = listBackups(dataDir);
    if (!newest)
      throw new RestoreRefusedError('NOT_FOUND', `there is no backup in ${backupsDir(dataDir)} yet`);
    return newest;
  }
  if (isBackupName(which)) {
    const found = listBackups(dataDir).find((b) => b.name === which);
    if (found) return found;
  }
  if (allowPaths && existsSync(which)) return { file: which, createdAt: null };
  throw new RestoreRefusedError(
    'NOT_FOUND',
    `there is no backup ${which} (\`npm run cli -- backups\` lists them)`,
  );
}

/**
 * Restores a backup ('latest', a backup's name, or with allowPaths a file) as the folder's
 * replica. The caller must have closed its own connection; refuses while another process of the
 * app has the replica open or syncs it. The backup is checked before anything is moved.
 */
export function restoreBackup(dataDir: string, which: string, options: RestoreOptions = {}): RestoreResult {
  const file = replicaDbFile(dataDir);
  const others = openByOthers(dataDir);
  if (others.length > 0)
    throw new RestoreRefusedError(
      'BUSY',
      `the app is running on this data folder (process ${others.join(', ')}): quit it first, or use Settings › Restore a backup in it (if no such app runs, delete ${openByDir(dataDir)})`,
    );
  const syncing = syncingPid(file);
  if (syncing !== null)
    throw new RestoreRefusedError(
      'BUSY',
      `a sync is running on this data folder (process ${syncing}): wait for it to finish`,
    );
  const source = resolve(dataDir, which, options.allowPaths ?? false);
  const problem = findDamage(source.file);
  if (problem !== null)
    throw new RestoreRefusedError('BAD_BACKUP', `the backup ${source.file} is ${problem}`);
  const { schemaVersion, unsynced } = describeDatabase(source.file);
  if (schemaVersion > loadMigrations().length)
    throw new RestoreRefusedError(
      'BAD_BACKUP',
      `the backup ${source.file} was written by a newer version of the app`,
    );

  // Copied in under a temp name first: the replica is swapped by renames only.
  const incoming = `${file}.restoring`;
  rmSync(incoming, { force: true });
  copyFileSync(source.file, incoming);
  makePrivate(incoming);
  const fd = openSync(incoming, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const present = ['', '-wal', '-shm'].filter((s) => existsSync(`${file}${s}`));
  const aside = present.length > 0 ? `${file}.replaced-${stamp(options.now ?? Date.now())}` : null;
  for (const s of present) renameSync(`${file}${s}`, `${aside}${s}`);
  renameSync(incoming, file);
  writeMarker(dataDir, unsynced ?? 0, options.now);

  const name = basename(source.file);
  const taken = source.createdAt ? ` taken ${source.createdAt}` : '';
  const kept = aside ? `the replaced replica was kept as ${aside}` : 'there was no replica to keep';
  return {
    name,
    createdAt: source.createdAt,
    unsynced: unsynced ?? 0,
    movedAside: aside,
    summary: `Restored ${name}${taken} (${unsynced ?? 'unknown'} unsynced change(s)); ${kept}.`,
  };
}
