import type { Db } from '../connection';
import { getReplicaSetting } from './sync-meta';

/*
 * Week submission (issue 16 point 4): with the setting on, a new timesheet's create is queued but
 * held (push skips it) until the consultant submits its week. The week of a held entry is read
 * from its row when the week is submitted, so an edit that moves it to another week moves it too.
 */

/** Whether new timesheets are held until their week is submitted (Settings; off by default). */
export function weekSubmissionOn(db: Db): boolean {
  return getReplicaSetting(db, 'week_submission') === 'on';
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
