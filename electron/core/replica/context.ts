import type { Db } from '../db/connection';
import type { ReplicaTable } from '../db/repositories/replica';
import { signedInAccount } from '../db/repositories/sync-meta';
import { PsaError } from '../../../shared/psa/errors';

/** The local replica: one database, a clock, and listeners told which tables a commit changed. */
export interface Replica {
  readonly db: Db;
  readonly now: () => number;
  readonly listeners: Set<(tables: readonly ReplicaTable[]) => void>;
}

/** Wraps an open database as a replica. */
export function createReplica(db: Db, now: () => number = Date.now): Replica {
  return { db, now, listeners: new Set() };
}

/** The current time as a canonical DateTime. */
export function nowIso(r: Replica): string {
  return new Date(r.now()).toISOString();
}

/** Tells listeners that a commit changed these tables. */
export function emitChange(r: Replica, tables: ReplicaTable[]): void {
  for (const l of r.listeners) l(tables);
}

/** The signed-in account of this replica; throws a clear error when none is set. */
export function requireAccountId(r: Replica): bigint {
  const v = signedInAccount(r.db);
  if (v === undefined) {
    throw new PsaError(
      'VALIDATION_FAILED',
      'no account is set for this data folder: run `remote set --url URL --token TOKEN --account ID` first',
    );
  }
  return v;
}
