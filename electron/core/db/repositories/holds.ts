import type { Db } from '../connection';
import { localDate } from '../../../../shared/app/entry-time';
import { REST_MINUTES, isSendRule, type SendRule } from '../../../../shared/app/send-rule';
import { getReplicaSetting } from './sync-meta';

/*
 * Entries not sent yet. The API cannot change or delete a timesheet or an expense once created,
 * so a new entry's create is queued but held here (push skips it), fully editable, until the send
 * rule lets it go: at the end of its day, when its week is submitted, or at once. The day and week
 * of a held entry are read from its row when it is released, so an edit that moves it moves them.
 */

/**
 * When new entries are sent (Settings › Sync). The app sets "at the end of each day" in every
 * folder it creates; a replica without the setting sends what it queues at once, as it always did.
 */
export function sendRule(db: Db): SendRule {
  const stored = getReplicaSetting(db, 'send_rule');
  return isSendRule(stored) ? stored : 'at_once';
}

/** Whether new entries are held until their week is submitted. */
export function weekSubmissionOn(db: Db): boolean {
  return sendRule(db) === 'week';
}

/** Whether a new entry's create is held at all (every rule but "at once"). */
export function holdsNewEntries(db: Db): boolean {
  return sendRule(db) !== 'at_once';
}

/** A held create with the day of its entry and when it was last touched. */
export interface HeldChange {
  outboxId: bigint;
  entity: 'timesheets' | 'expenses';
  /** The entry's local day (yyyy-mm-dd). */
  day: string;
  /** When the entry (its queued create) last changed. */
  touchedAt: string;
}

/** Every held create, with its entry's day. */
export function listHeld(db: Db): HeldChange[] {
  const rows = db
    .prepare(
      `SELECT h.outbox_id AS outboxId, o.entity AS entity, o.updated_at AS touchedAt,
              t.date_from AS dateFrom, e.expense_date AS expenseDate
       FROM outbox_holds h JOIN outbox o ON o.id = h.outbox_id
       LEFT JOIN timesheets t ON o.entity = 'timesheets' AND t.id = o.local_id
       LEFT JOIN expenses e ON o.entity = 'expenses' AND e.id = o.local_id`,
    )
    .all() as {
    outboxId: bigint;
    entity: string;
    touchedAt: string;
    dateFrom: string | null;
    expenseDate: string | null;
  }[];
  const held: HeldChange[] = [];
  for (const r of rows) {
    if (r.entity === 'timesheets' && r.dateFrom !== null)
      held.push({
        outboxId: r.outboxId,
        entity: 'timesheets',
        day: localDate(r.dateFrom),
        touchedAt: r.touchedAt,
      });
    else if (r.entity === 'expenses' && r.expenseDate !== null)
      held.push({
        outboxId: r.outboxId,
        entity: 'expenses',
        day: r.expenseDate.slice(0, 10),
        touchedAt: r.touchedAt,
      });
  }
  return held;
}

/** Releases the given held creates (they join the queue); returns how many were held. */
export function releaseHeld(db: Db, outboxIds: readonly bigint[]): number {
  const stmt = db.prepare('DELETE FROM outbox_holds WHERE outbox_id = ?');
  let n = 0;
  for (const id of outboxIds) n += stmt.run(id).changes;
  return n;
}

/** Holds a queued change (call inside the transaction that queued it). */
export function holdChange(db: Db, outboxId: bigint): void {
  db.prepare('INSERT OR IGNORE INTO outbox_holds (outbox_id) VALUES (?)').run(outboxId);
}

/** The ids of the held changes (push leaves them alone). */
export function heldChangeIds(db: Db): Set<bigint> {
  const ids = db.prepare('SELECT outbox_id FROM outbox_holds').pluck().all() as bigint[];
  return new Set(ids);
}

const HELD_IN = `FROM outbox_holds h JOIN outbox o ON o.id = h.outbox_id
  JOIN timesheets t ON o.entity = 'timesheets' AND t.id = o.local_id
  WHERE t.date_from >= ? AND t.date_from < ?`;

/** How many held changes have their entry's start in [from, to) (canonical instants). */
export function countHeldBetween(db: Db, from: string, to: string): number {
  return Number(db.prepare(`SELECT count(*) ${HELD_IN}`).pluck().get(from, to));
}

/** Releases the held changes of entries starting in [from, to); returns how many. */
export function releaseHeldBetween(db: Db, from: string, to: string): number {
  return db
    .prepare(`DELETE FROM outbox_holds WHERE outbox_id IN (SELECT h.outbox_id ${HELD_IN})`)
    .run(from, to).changes;
}

/** When a week (by its Monday) was last submitted, or null. */
export function weekSubmittedAt(db: Db, weekStart: string): string | null {
  const at = db
    .prepare('SELECT submitted_at FROM week_submissions WHERE week_start = ?')
    .pluck()
    .get(weekStart);
  return (at as string | undefined) ?? null;
}

/** Records a week's submission (a later one moves the time). */
export function recordSubmission(db: Db, weekStart: string, at: string): void {
  db.prepare(
    `INSERT INTO week_submissions (week_start, submitted_at) VALUES (?, ?)
     ON CONFLICT (week_start) DO UPDATE SET submitted_at = excluded.submitted_at`,
  ).run(weekStart, at);
}

/** The start instants of all held entries (to find the weeks still to submit). */
export function heldEntryStarts(db: Db): string[] {
  return db
    .prepare(
      `SELECT t.date_from FROM outbox_holds h JOIN outbox o ON o.id = h.outbox_id
       JOIN timesheets t ON o.entity = 'timesheets' AND t.id = o.local_id`,
    )
    .pluck()
    .all() as string[];
}

/**
 * Releases what the send rule lets go at `now` (called at the start of every sync): under "at
 * the end of each day", the entries of days before today untouched for REST_MINUTES; under "at
 * once" everything still held (held under an earlier rule); under "when I submit the week" nothing.
 */
export function releaseDue(db: Db, now: number): number {
  const rule = sendRule(db);
  if (rule === 'week') return 0;
  const today = localDate(now);
  const restedBefore = new Date(now - REST_MINUTES * 60_000).toISOString();
  const due = listHeld(db).filter(
    (h) => rule === 'at_once' || (h.day < today && h.touchedAt <= restedBefore),
  );
  return releaseHeld(
    db,
    due.map((h) => h.outboxId),
  );
}
