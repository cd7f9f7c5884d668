import type { Db } from '../db/connection';
import { listOpen, setRequest } from '../db/repositories/outbox';
import type { ReplicaTable } from '../db/repositories/replica';
import { TABLES, parseRequest } from '../replica/resources';

/** Rewrites queued requests that refer to provisional id `from` of a table so they refer to `to`. */
export function remapProvisional(db: Db, table: ReplicaTable, from: number, to: number, now: string): void {
  const field = TABLES[table].refField;
  if (field === null) return;
  for (const row of listOpen(db)) {
    const req = parseRequest(row.request);
    let changed = false;
    for (const part of [req.body, req.query]) {
      if (part && part[field] === from) {
        part[field] = to;
        changed = true;
      }
    }
    if (changed) setRequest(db, row.id, req, now);
  }
}
