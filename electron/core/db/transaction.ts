import type { Db } from './connection';

/**
 * Runs `fn` in a write transaction that takes the database's write lock when it begins
 * (BEGIN IMMEDIATE). The app, web mode and the CLI may share one data folder: a deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY when another process
 * wrote in between, whereas an immediate one waits for the other writer (busy_timeout) and then
 * sees its changes. Every write transaction of the core goes through here (lint enforces it);
 * nested inside another transaction it becomes a savepoint.
 */
export function writeTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate();
}
