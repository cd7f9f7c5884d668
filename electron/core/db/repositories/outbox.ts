import { stringifyJson } from '../../../../shared/psa/json';
import type { Db } from '../connection';

/** States of a local change on its way to the remote. */
export type OutboxState = 'pending' | 'sending' | 'rejected' | 'done';

export interface OutboxRow {
  id: bigint;
  endpoint: string;
  entity: string;
  local_id: bigint;
  request: string;
  state: OutboxState;
  needs_lookup: number;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  last_error_code: string | null;
  last_status: number | null;
  remote_id: bigint | null;
  created_at: string;
  updated_at: string;
}

/** Adds a change to the outbox as pending; returns its id. Call inside the change's transaction. */
export function enqueue(
  db: Db,
  change: { endpoint: string; entity: string; localId: bigint; request: unknown },
  now: string,
): bigint {
  const info = db
    .prepare(
      `INSERT INTO outbox (endpoint, entity, local_id, request, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
    )
    .run(change.endpoint, change.entity, change.localId, stringifyJson(change.request), now, now);
  return BigInt(info.lastInsertRowid);
}

/** One outbox row, or undefined. */
export function getOutbox(db: Db, id: bigint): OutboxRow | undefined {
  return db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as OutboxRow | undefined;
}

/** Changes not yet done (pending, sending, rejected), oldest first. */
export function listOpen(db: Db): OutboxRow[] {
  return db.prepare(`SELECT * FROM outbox WHERE state != 'done' ORDER BY id`).all() as OutboxRow[];
}

/** Open changes about one local row, oldest first. */
export function listOpenFor(db: Db, entity: string, localId: bigint): OutboxRow[] {
  return db
    .prepare(`SELECT * FROM outbox WHERE entity = ? AND local_id = ? AND state != 'done' ORDER BY id`)
    .all(entity, localId) as OutboxRow[];
}

/** Sets the state and bookkeeping of a change. */
export function updateOutbox(
  db: Db,
  id: bigint,
  patch: Partial<Omit<OutboxRow, 'id' | 'created_at'>>,
  now: string,
): void {
  const keys = Object.keys(patch) as (keyof typeof patch)[];
  const sets = keys.map((k) => `${k} = @${k}`).concat('updated_at = @updated_at');
  db.prepare(`UPDATE outbox SET ${sets.join(', ')} WHERE id = @id`).run({ ...patch, updated_at: now, id });
}

/** Replaces the request of a change (an edit before sending, or a remap of provisional ids). */
export function setRequest(db: Db, id: bigint, request: unknown, now: string): void {
  db.prepare('UPDATE outbox SET request = ?, updated_at = ? WHERE id = ?').run(
    stringifyJson(request),
    now,
    id,
  );
}

/** Deletes a change (a discard). */
export function deleteOutbox(db: Db, id: bigint): void {
  db.prepare('DELETE FROM outbox WHERE id = ?').run(id);
}

/** Changes stuck in 'sending' (a crash mid-request): their outcome is unknown. */
export function resetInterrupted(db: Db, now: string): number {
  return db
    .prepare(`UPDATE outbox SET state = 'pending', needs_lookup = 1, updated_at = ? WHERE state = 'sending'`)
    .run(now).changes;
}

/** Counts of changes by state. */
export function countByState(db: Db): Record<OutboxState, number> {
  const counts: Record<OutboxState, number> = { pending: 0, sending: 0, rejected: 0, done: 0 };
  const rows = db.prepare('SELECT state, count(*) AS n FROM outbox GROUP BY state').all() as {
    state: OutboxState;
    n: number;
  }[];
  for (const r of rows) counts[r.state] = r.n;
  return counts;
}

/** The changes not synced yet (pending, sending or rejected): one count over the state index. */
export function countUnsynced(db: Db): number {
  const n = db
    .prepare("SELECT count(*) FROM outbox WHERE state IN ('pending', 'sending', 'rejected')")
    .pluck()
    .get() as number | bigint;
  return Number(n);
}

/** Whether a remote id was created or adopted by this replica already. */
export function isClaimed(db: Db, entity: string, remoteId: bigint): boolean {
  return (
    db.prepare('SELECT 1 FROM remote_claims WHERE entity = ? AND remote_id = ?').get(entity, remoteId) !==
    undefined
  );
}

/** Records that this replica owns a remote id (created or adopted it). */
export function claim(db: Db, entity: string, remoteId: bigint, outboxId: bigint): void {
  db.prepare('INSERT OR IGNORE INTO remote_claims (entity, remote_id, outbox_id) VALUES (?, ?, ?)').run(
    entity,
    remoteId,
    outboxId,
  );
}

/** Appends an attempt to the sync log. */
export function logAttempt(
  db: Db,
  a: {
    runId: bigint | null;
    outboxId: bigint | null;
    action: string;
    outcome: string;
    status?: number | null;
    message?: string | null;
  },
  now: string,
): void {
  db.prepare(
    'INSERT INTO sync_attempts (run_id, outbox_id, at, action, outcome, status, message) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(a.runId, a.outboxId, now, a.action, a.outcome, a.status ?? null, a.message ?? null);
}
