import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ensurePrivateDir,
  makePrivate,
  openByDir,
  replicaDbFile,
  replicaMarkerFile,
  writePrivateFile,
} from '../paths';
import { coreI18n } from '../i18n';
import { backupBeforeMigration, listBackups } from './backup';
import { DatabaseDamagedError, isEmptyDatabase, openDatabase, type Db } from './connection';
import { countUnsynced } from './repositories/outbox';

/*
 * Opening a data folder's replica: the folder private, the file checked (a damaged one is refused),
 * a backup before any schema migration, and a small marker (replica.json) saying a replica lives
 * here and how many changes it had not synced, so that a replica file gone missing or emptied is
 * reported instead of silently replaced by a new empty one.
 */

/** What replica.json remembers of the replica. */
export interface ReplicaMarker {
  updatedAt: string;
  unsynced: number;
}

/** The marker of a data folder, or null when there is none (a new folder) or it is unreadable. */
export function readMarker(dataDir: string): ReplicaMarker | null {
  try {
    const m = JSON.parse(readFileSync(replicaMarkerFile(dataDir), 'utf8')) as Partial<ReplicaMarker>;
    return typeof m.unsynced === 'number' && typeof m.updatedAt === 'string'
      ? { updatedAt: m.updatedAt, unsynced: m.unsynced }
      : null;
  } catch {
    return null;
  }
}

/**
 * Writes the marker (mode 0600) with a number of unsynced changes. `durable`: flushed to the disk
 * (the file, then its folder for the rename) before this returns, as a commit with synchronous=FULL is.
 */
export function writeMarker(
  dataDir: string,
  unsynced: number,
  now: number = Date.now(),
  durable = false,
): void {
  const marker: ReplicaMarker = { updatedAt: new Date(now).toISOString(), unsynced };
  const content = `${JSON.stringify(marker)}\n`;
  const file = replicaMarkerFile(dataDir);
  if (!durable) return writePrivateFile(file, content);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  makePrivate(tmp);
  renameSync(tmp, file);
  syncFolder(dirname(file));
}

/** Flushes a folder's entries (a rename in it) to the disk; not possible on Windows, where renames are journaled. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder for fsync (EISDIR/EPERM); NTFS journals the rename itself.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Records the open replica's unsynced changes in the marker now (at open, and by tests). */
export function noteReplica(db: Db, dataDir: string, now: number = Date.now()): void {
  const unsynced = countUnsynced(db);
  const before = readMarker(dataDir);
  if (before?.unsynced === unsynced && now - Date.parse(before.updatedAt) < MARKER_REFRESH_MS) return;
  writeMarker(dataDir, unsynced, now, (before?.unsynced ?? 0) === 0 && unsynced > 0);
}

/** How old the marker's time may get while its count is right before it is written again. */
const MARKER_REFRESH_MS = 60_000;
/** How long a change of the count that does not cross zero waits to be written (later ones join it). */
export const MARKER_LAZY_MS = 2_000;

/** The marker of one open replica, kept in step with its outbox (see replicaNotes). */
export interface ReplicaNotes {
  /** Called after each commit that may have changed the outbox, before its caller is answered. */
  note(db: Db): void;
  /** Writes the exact count now and stops the lazy write (before the database closes). */
  flush(db: Db): void;
}

/**
 * Keeps replica.json in step with the outbox of one open replica without paying a file write on
 * every local change. What the marker protects against is a replica gone missing while it had
 * unsynced changes, so what must be on disk before a create is answered is only "there are some":
 * a count going from 0 to more (or back to 0) is written durably at once; other changes of the
 * count (3 -> 4) are written once, MARKER_LAZY_MS later, and at flush. The last written marker is
 * kept in memory, so a local change costs one indexed count, no file read.
 */
export function replicaNotes(
  dataDir: string,
  now: () => number = Date.now,
  lazyMs: number = MARKER_LAZY_MS,
): ReplicaNotes {
  let written = readMarker(dataDir);
  let latest = written?.unsynced ?? 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const write = (unsynced: number, durable: boolean) => {
    stop();
    const at = now();
    writeMarker(dataDir, unsynced, at, durable);
    written = { updatedAt: new Date(at).toISOString(), unsynced };
  };
  const lazyWrite = () => {
    timer = null;
    try {
      write(latest, false);
    } catch (e) {
      console.error('psa: the replica note could not be written:', e);
    }
  };
  return {
    note(db) {
      latest = countUnsynced(db);
      const was = written?.unsynced ?? 0;
      if (written === null || was > 0 !== latest > 0) return write(latest, latest > 0);
      const fresh = now() - Date.parse(written.updatedAt) < MARKER_REFRESH_MS;
      if (was === latest && fresh) return stop();
      timer ??= setTimeout(lazyWrite, lazyMs);
      timer.unref?.();
    },
    flush(db) {
      stop();
      latest = countUnsynced(db);
      if (written?.unsynced !== latest) write(latest, (written?.unsynced ?? 0) === 0 && latest > 0);
    },
  };
}

export interface OpenedReplica {
  db: Db;
  /** True when the replica was created by this open (a new folder, or one without unsynced changes). */
  created: boolean;
}

/**
 * Opens the replica of a data folder: refuses a damaged file (DatabaseDamagedError, nothing
 * written) and a missing or empty one where the marker says unsynced changes were kept; backs up
 * before a migration; keeps the folder 0700 and the database files 0600.
 */
export function openReplica(dataDir: string, now: () => number = Date.now): OpenedReplica {
  ensurePrivateDir(dataDir);
  const file = replicaDbFile(dataDir);
  const created = isEmptyDatabase(file);
  if (created) {
    const marker = readMarker(dataDir);
    // A file of zero bytes where a replica lived (its marker or its backups say so) was emptied,
    // not made new: refused like any damage, so that a restore can bring it back.
    if (
      existsSync(file) &&
      (!marker || marker.unsynced === 0) &&
      (marker || listBackups(dataDir).length > 0)
    ) {
      throw new DatabaseDamagedError(
        file,
        coreI18n.t('core:database.replicaZeroBytes'),
        coreI18n.t('core:database.restoreAdvice'),
        'replica',
      );
    }
    if (marker && marker.unsynced > 0) {
      const state = existsSync(file) ? 'empty' : 'missing';
      const lost = { n: marker.unsynced, at: marker.updatedAt };
      throw new DatabaseDamagedError(
        file,
        coreI18n.t(state === 'empty' ? 'core:database.replicaEmpty' : 'core:database.replicaMissing', lost),
        coreI18n.t('core:database.restoreWithoutThem', { marker: replicaMarkerFile(dataDir) }),
        'replica',
      );
    }
  }
  const db = openDatabase(file, {
    beforeMigrate: (d) => void backupBeforeMigration(d, dataDir, now()),
    damaged: { advice: coreI18n.t('core:database.restoreAdvice'), what: 'replica' },
  });
  try {
    makePrivate(file, `${file}-wal`, `${file}-shm`);
    noteReplica(db, dataDir, now());
  } catch (e) {
    db.close();
    throw e;
  }
  return { db, created };
}

/** Whether a process is alive (EPERM: it exists but belongs to someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Notes that this process's app core has the folder's replica open (so that `cli restore` run
 * meanwhile refuses); returns the function that removes the note.
 */
export function noteOpenBy(dataDir: string): () => void {
  const dir = openByDir(dataDir);
  ensurePrivateDir(dir);
  const file = join(dir, String(process.pid));
  writePrivateFile(file, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`);
  return () => rmSync(file, { force: true });
}

/** The pids of other live processes whose app core has the folder's replica open. */
export function openByOthers(dataDir: string): number[] {
  const dir = openByDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((pid) => pid !== process.pid && processAlive(pid));
}
