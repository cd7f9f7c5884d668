import type { Db } from '../db/connection';
import { listOpen, setRequest } from '../db/repositories/outbox';
import type { ReplicaTable } from '../db/repositories/replica';
import { TABLES, parseRequest, requestId } from '../replica/resources';

/**
 * Rewrites queued requests that refer to provisional id `from` of a table so they refer to `to`,
 * exactly: both are bigint, and the request is read and written without losing a digit.
 */
export function remapProvisional(db: Db, table: ReplicaTable, from: bigint, to: bigint, now: string): void {
  const field = TABLES[table].refField;
  if (field === null) return;
  for (const row of listOpen(db)) {
    const req = parseRequest(row.request);
    let changed = false;
    for (const part of [req.body, req.query]) {
      if (part && requestId(part[field]) === from) {
        part[field] = to;
        changed = true;
      }
    }
    if (changed) setRequest(db, row.id, req, now);
  }
}
