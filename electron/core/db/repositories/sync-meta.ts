import type { Db } from '../connection';

/** The keys of the replica's settings (one table of key/value text): a typo is a compile error. */
export type SettingKey =
  | 'account_id'
  | 'base_currency'
  | 'daily_max_hours'
  | 'density'
  | 'desktop'
  | 'entry_days_ahead'
  | 'entry_days_back'
  | 'language'
  | 'last_sync_at'
  | 'mileage_rate'
  | 'mileage_vat_rate'
  | 'mode'
  | 'per_diem_rates'
  | 'pull_days_ahead'
  | 'pull_days_back'
  | 'push_window'
  | 'recent_pulled_at'
  | 'reminders'
  | 'reminders_fired'
  | 'reference_pulled_at'
  | 'reference_refresh_minutes'
  | 'remote_token'
  | 'remote_url'
  | 'request_budget'
  | 'signed_out_email'
  | 'sync_interval_minutes'
  | 'theme'
  | 'entry_favourite_projects'
  | 'entry_timer'
  | 'timer_away'
  | 'timer_history'
  | 'timer_idle_minutes'
  | 'receipt_reference'
  | 'timer_minimum_minutes'
  | 'timer_rounding'
  | 'week_start'
  | 'week_submission'
  | 'send_rule'
  | 'send_rule_notice'
  | `week_rows:${string}`
  | `name_fragments:${string}`;

/** A replica setting, or undefined. */
export function getReplicaSetting(db: Db, key: SettingKey): string | undefined {
  const row = db.prepare('SELECT value FROM replica_settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

/** Sets (or with null, removes) a replica setting. */
export function setReplicaSetting(db: Db, key: SettingKey, value: string | null): void {
  if (value === null) db.prepare('DELETE FROM replica_settings WHERE key = ?').run(key);
  else
    db.prepare(
      'INSERT INTO replica_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(key, value);
}

/** The signed-in account of this data folder (every digit: a bigint), or undefined when none is set. */
export function signedInAccount(db: Db): bigint | undefined {
  const v = getReplicaSetting(db, 'account_id')?.trim();
  return v === undefined || !/^\d+$/.test(v) ? undefined : BigInt(v);
}

export interface SyncRunRow {
  id: bigint;
  started_at: string;
  finished_at: string | null;
  outcome: string | null;
  pushed: number;
  pulled: number;
  rejected: number;
  message: string | null;
}

/** Starts a sync run record; returns its id. */
export function startRun(db: Db, now: string): bigint {
  return BigInt(db.prepare('INSERT INTO sync_runs (started_at) VALUES (?)').run(now).lastInsertRowid);
}

/** Finishes a sync run record. */
export function finishRun(
  db: Db,
  id: bigint,
  r: { outcome: string; pushed: number; pulled: number; rejected: number; message: string | null },
  now: string,
): void {
  db.prepare(
    'UPDATE sync_runs SET finished_at = ?, outcome = ?, pushed = ?, pulled = ?, rejected = ?, message = ? WHERE id = ?',
  ).run(now, r.outcome, r.pushed, r.pulled, r.rejected, r.message, id);
}

/** The newest sync runs, newest first. */
export function listRuns(db: Db, limit = 50): SyncRunRow[] {
  return db.prepare('SELECT * FROM sync_runs ORDER BY id DESC LIMIT ?').all(limit) as SyncRunRow[];
}

export interface LockRow {
  owner: string;
  pid: number;
  heartbeat_at: string;
}

/** The current sync lock holder, if any. */
export function getLock(db: Db): LockRow | undefined {
  return db.prepare('SELECT owner, pid, heartbeat_at FROM sync_lock WHERE id = 1').get() as
    LockRow | undefined;
}

/** Takes the lock (replacing any holder); call inside an immediate transaction after checking it. */
export function putLock(db: Db, lock: LockRow): void {
  db.prepare(
    'INSERT INTO sync_lock (id, owner, pid, heartbeat_at) VALUES (1, @owner, @pid, @heartbeat_at) ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, pid = excluded.pid, heartbeat_at = excluded.heartbeat_at',
  ).run(lock);
}

/** Refreshes the heartbeat if `owner` still holds the lock; false when it was taken over. */
export function touchLock(db: Db, owner: string, now: string): boolean {
  return (
    db.prepare('UPDATE sync_lock SET heartbeat_at = ? WHERE id = 1 AND owner = ?').run(now, owner).changes ===
    1
  );
}

/** Releases the lock if `owner` holds it. */
export function releaseLock(db: Db, owner: string): void {
  db.prepare('DELETE FROM sync_lock WHERE id = 1 AND owner = ?').run(owner);
}
