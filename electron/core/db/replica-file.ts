import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensurePrivateDir,
  makePrivate,
  openByDir,
  replicaDbFile,
  replicaMarkerFile,
  writePrivateFile,
} from '../paths';
import { backupBeforeMigration } from './backup';
import { DatabaseDamagedError, isEmptyDatabase, openDatabase, type Db } from './connection';
import { countByState } from './repositories/outbox';

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

const RESTORE_LATEST =
  'Restore the latest automatic backup with `npm run cli -- restore --latest` (`npm run cli -- backups` lists them)';
/** The advice of the refusal of a damaged replica. */
export const RESTORE_ADVICE = `${RESTORE_LATEST}, or move the file aside and sync again.`;

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

/** Writes the marker (mode 0600) with a number of unsynced changes. */
export function writeMarker(dataDir: string, unsynced: number, now: number = Date.now()): void {
  const marker: ReplicaMarker = { updatedAt: new Date(now).toISOString(), unsynced };
  writePrivateFile(replicaMarkerFile(dataDir), `${JSON.stringify(marker)}\n`);
}

/** Records the open replica's unsynced changes in the marker (called as the outbox changes). */
export function noteReplica(db: Db, dataDir: string, now: number = Date.now()): void {
  const c = countByState(db);
  const unsynced = c.pending + c.sending + c.rejected;
  const before = readMarker(dataDir);
  if (before?.unsynced === unsynced && now - Date.parse(before.updatedAt) < 60_000) return;
  writeMarker(dataDir, unsynced, now);
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
    if (marker && marker.unsynced > 0) {
      const state = existsSync(file) ? 'empty' : 'missing';
      throw new DatabaseDamagedError(
        file,
        `${state}, but this folder had a replica with ${marker.unsynced} unsynced change(s) at ${marker.updatedAt}`,
        `${RESTORE_LATEST}; to start an empty replica without them, delete ${replicaMarkerFile(dataDir)}.`,
        'the replica',
      );
    }
  }
  const db = openDatabase(file, {
    beforeMigrate: (d) => void backupBeforeMigration(d, dataDir, now()),
    damaged: { advice: RESTORE_ADVICE, what: 'the replica' },
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
