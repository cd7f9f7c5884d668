import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { backupsDir, createPrivateFile, ensurePrivateDir, makePrivate } from '../paths';
import { findDamage, rawDatabase, type Db } from './connection';
import { countByState } from './repositories/outbox';

/*
 * Rolling backups of the replica in <dataDir>/backups/: one a day and one before every migration
 * that changes the schema, the newest KEEP_BACKUPS kept. Each is a whole, verified, standalone
 * SQLite file (rollback journal, no -wal beside it), mode 0600, named by the instant it was taken.
 */

/** How many backups are kept; older ones are removed after a new one is verified. */
export const KEEP_BACKUPS = 3;
/** A new daily backup is due when the newest is older than this. */
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;

export type BackupReason = 'daily' | 'migration';
const NAME = /^psa-replica-(\d{8}T\d{9}Z)-(daily|migration)\.sqlite$/;

/** One backup file with what it holds. */
export interface BackupInfo {
  name: string;
  file: string;
  createdAt: string;
  reason: BackupReason;
  size: number;
  schemaVersion: number | null;
  /** Changes not yet synced when it was taken (pending + sending + rejected); null when unreadable. */
  unsynced: number | null;
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:.]/g, '');
const instant = (s: string) =>
  `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;

/** Whether a name is one of ours (the core accepts nothing else from the renderer). */
export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

/** The schema version and unsynced changes of a database file, read without writing to it. */
export function describeDatabase(file: string): { schemaVersion: number; unsynced: number | null } {
  const db = rawDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    let unsynced: number | null = null;
    try {
      const c = countByState(db);
      unsynced = c.pending + c.sending + c.rejected;
    } catch {
      // A schema before the outbox (version 1): nothing was queued then.
      unsynced = schemaVersion < 2 ? 0 : null;
    }
    return { schemaVersion, unsynced };
  } finally {
    db.close();
  }
}

/** The backups of a data folder, newest first. */
export function listBackups(dataDir: string): BackupInfo[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => NAME.test(n))
    .sort()
    .reverse()
    .map((name) => {
      const [, at, reason] = NAME.exec(name) as RegExpExecArray;
      const file = join(dir, name);
      let described: { schemaVersion: number | null; unsynced: number | null };
      try {
        described = describeDatabase(file);
      } catch {
        described = { schemaVersion: null, unsynced: null };
      }
      return {
        name,
        file,
        createdAt: instant(at as string),
        reason: reason as BackupReason,
        size: statSync(file).size,
        ...described,
      };
    });
}

/** Whether a daily backup is due: none yet, or the newest is older than BACKUP_EVERY_MS. */
export function backupDue(dataDir: string, now: number = Date.now()): boolean {
  const newest = readdirSync(backupsDirMade(dataDir))
    .filter((n) => NAME.test(n))
    .sort()
    .pop();
  if (!newest) return true;
  return now - Date.parse(instant((NAME.exec(newest) as RegExpExecArray)[1] as string)) >= BACKUP_EVERY_MS;
}

function backupsDirMade(dataDir: string): string {
  const dir = backupsDir(dataDir);
  ensurePrivateDir(dir);
  return dir;
}

/** A fresh 0600 temp file in the backups folder, and the final name it gets once verified. */
function target(dataDir: string, reason: BackupReason, now: number): { tmp: string; file: string } {
  const dir = backupsDirMade(dataDir);
  let at = now;
  while (existsSync(join(dir, `psa-replica-${stamp(at)}-${reason}.sqlite`))) at += 1;
  const file = join(dir, `psa-replica-${stamp(at)}-${reason}.sqlite`);
  const tmp = `${file}.partial`;
  rmSync(tmp, { force: true });
  // Created first so the copy gets mode 0600 whatever the umask (SQLite keeps an existing file's mode).
  createPrivateFile(tmp);
  return { tmp, file };
}

/**
 * Turns a just-written copy into a standalone file (rollback journal, so reading it later leaves
 * no -wal beside it), checks it with quick_check, then gives it its final name and drops the
 * oldest backups beyond KEEP_BACKUPS. A copy that fails the check is removed and reported.
 */
function finish(dataDir: string, tmp: string, file: string): BackupInfo {
  try {
    const db = rawDatabase(tmp, { fileMustExist: true });
    try {
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
    const problem = findDamage(tmp);
    if (problem !== null) throw new Error(`the new backup is ${problem}`);
    makePrivate(tmp);
    renameSync(tmp, file);
  } catch (e) {
    for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`, `${tmp}-journal`]) rmSync(f, { force: true });
    throw e;
  }
  const all = listBackups(dataDir);
  for (const old of all.slice(KEEP_BACKUPS)) rmSync(old.file, { force: true });
  const made = all.find((b) => b.file === file);
  if (!made) throw new Error(`the backup ${file} disappeared`);
  return made;
}

/**
 * Backs the open replica up with SQLite's online backup API (other work on the database goes on
 * meanwhile), verifies the copy and keeps the newest KEEP_BACKUPS.
 */
export async function backupReplica(
  db: Db,
  dataDir: string,
  reason: BackupReason = 'daily',
  now: number = Date.now(),
): Promise<BackupInfo> {
  const { tmp, file } = target(dataDir, reason, now);
  try {
    await db.backup(tmp);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  return finish(dataDir, tmp, file);
}

/**
 * The backup taken just before migrations change the schema. It must be synchronous (the migration
 * follows in the same call), so it is taken with VACUUM INTO: like the backup API, a consistent
 * copy of one read transaction, written by SQLite itself.
 */
export function backupBeforeMigration(db: Db, dataDir: string, now: number = Date.now()): BackupInfo {
  const { tmp, file } = target(dataDir, 'migration', now);
  // VACUUM INTO needs an empty or missing target; an empty file keeps the 0600 mode.
  db.prepare('VACUUM INTO ?').run(tmp);
  return finish(dataDir, tmp, file);
}
