import { randomUUID } from 'node:crypto';
import type { Db } from './connection';
import { writeTransaction } from './transaction';
import { getLock, putLock, releaseLock, touchLock } from './repositories/sync-meta';

/** A lock whose heartbeat is older than this is taken to belong to a dead or hung process. */
const STALE_MS = 30_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface SyncLock {
  readonly owner: string;
  /** Refreshes the heartbeat; false when another process took the lock over. */
  heartbeat(): boolean;
  release(): void;
}

/**
 * Takes the data folder's sync lock, shared by every process on the same database (the app and
 * the CLI). Returns null while a live process holds it; a lock left by a killed process is taken
 * over.
 */
export function acquireSyncLock(db: Db, now: () => number = Date.now): SyncLock | null {
  const owner = randomUUID();
  const taken = writeTransaction(db, (): boolean => {
    const held = getLock(db);
    if (held) {
      const fresh = now() - Date.parse(held.heartbeat_at) < STALE_MS;
      if (fresh && alive(held.pid)) return false;
    }
    putLock(db, { owner, pid: process.pid, heartbeat_at: new Date(now()).toISOString() });
    return true;
  });
  if (!taken) return null;
  return {
    owner,
    heartbeat: () => touchLock(db, owner, new Date(now()).toISOString()),
    release: () => releaseLock(db, owner),
  };
}

/** The pid of another live process holding the sync lock right now, or null. */
export function syncLockHolder(db: Db, now: () => number = Date.now): number | null {
  const held = getLock(db);
  if (!held || held.pid === process.pid) return null;
  return now() - Date.parse(held.heartbeat_at) < STALE_MS && alive(held.pid) ? held.pid : null;
}
