import type { Db } from '../db/connection';
import { listOpen, setRequest } from '../db/repositories/outbox';
import type { ReplicaTable } from '../db/repositories/replica';

/** A queued request as stored in the outbox. */
export interface OutboxRequest {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** The request fields that refer to each table's records. */
const REF_FIELDS: Partial<Record<ReplicaTable, readonly string[]>> = {
  companies: ['CompanyID'],
  contacts: ['ContactID'],
  projects: ['ProjectID'],
};

const ALL_REF_FIELDS = Object.values(REF_FIELDS).flat();

/** Whether a request still refers to a record that exists only here (a provisional, negative id). */
export function hasProvisionalRef(req: OutboxRequest): boolean {
  return [req.body, req.query].some((part) =>
    ALL_REF_FIELDS.some((f) => typeof part?.[f] === 'number' && (part[f] as number) < 0),
  );
}

/** Rewrites queued requests that refer to provisional id `from` of a table so they refer to `to`. */
export function remapProvisional(db: Db, table: ReplicaTable, from: number, to: number, now: string): void {
  const fields = REF_FIELDS[table];
  if (!fields) return;
  for (const row of listOpen(db)) {
    const req = JSON.parse(row.request) as OutboxRequest;
    let changed = false;
    for (const part of [req.body, req.query]) {
      for (const f of fields) {
        if (part && part[f] === from) {
          part[f] = to;
          changed = true;
        }
      }
    }
    if (changed) setRequest(db, row.id, req, now);
  }
}
