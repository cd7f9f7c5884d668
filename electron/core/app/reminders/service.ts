import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { unitsToNumber } from '../../../../shared/decimal';
import { addDays, localDate, localInstant, mondayOf } from '../../../../shared/app/entry-time';
import type { ReminderEventT } from '../../../../shared/app/reminders';
import type { Db } from '../../db/connection';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { readMode } from '../settings/state';
import type { AppEvents } from '../events';
import type { CoreContext } from '../types';
import { dueReminders, type ReminderFacts } from './due';
import { reminderMemory, remindersSettings, setReminderMemory } from './settings';
import { unsubmittedWeeks } from '../week/submission';

/*
 * The reminder check (issue 16 point 3): gathers the facts from the replica, asks due.ts which
 * reminders are due on the core's clock, keeps what it shows in the replica (so a restart does
 * not show it again) and publishes each as the `reminder` event. The core runs it every minute,
 * after each sync and after a settings change.
 */

/** Weeks looked back for the user's usual week (as the review's "booked less than usual"). */
const USUAL_WEEKS = 8;
/** How often the core looks whether a reminder is due (their times are whole minutes). */
const CHECK_MS = 60 * 1000;

const iso = (date: string) => new Date(localInstant(date)).toISOString();

/** Hours booked by the account (every account of the folder when none is set) from one local date to another. */
function hoursBetween(db: Db, account: bigint | undefined, from: string, to: string): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(hours), 0) AS h FROM timesheets
        WHERE date_from >= ? AND date_from < ? ${account === undefined ? '' : 'AND account_id = ?'}`,
    )
    .get(iso(from), iso(to), ...(account === undefined ? [] : [account])) as { h: number | bigint };
  return unitsToNumber(BigInt(row.h), HOURS_SCALE);
}

/** The median of the weeks with bookings (the lower middle of an even count), 0 when none. */
function usualWeek(weeks: number[]): number {
  const booked = weeks.filter((h) => h > 0).sort((a, b) => a - b);
  return booked[Math.floor((booked.length - 1) / 2)] ?? 0;
}

/** The facts of the reminders at `now`. */
function reminderFacts(ctx: CoreContext, now: number): ReminderFacts {
  const db = ctx.r.db;
  const account = signedInAccount(db);
  const today = localDate(now);
  const monday = mondayOf(today);
  const weeks = Array.from({ length: USUAL_WEEKS }, (_, i) => addDays(monday, -7 * (i + 1))).map((m) =>
    hoursBetween(db, account, m, addDays(m, 7)),
  );
  const status = ctx.sync.status();
  const mode = readMode(db);
  return {
    todayHours: hoursBetween(db, account, today, addDays(today, 1)),
    weekHours: hoursBetween(db, account, monday, addDays(monday, 7)),
    usualWeekHours: usualWeek(weeks),
    rejected: status.rejected,
    pending: status.pending,
    lastSyncAt: status.lastSyncAt,
    syncs: mode === 'remote' || mode === 'demo',
    unsubmitted: unsubmittedWeeks(db, today),
  };
}

/** Shows the reminders due at `now` (the `reminder` event) and remembers them; returns them (none when the check failed). */
export function checkReminders(ctx: CoreContext, now: number): ReminderEventT[] {
  try {
    return check(ctx, now);
  } catch (e) {
    // Logged, never thrown: the next check tries again.
    console.error('psa: the reminder check failed:', e);
    return [];
  }
}

/** Runs `check` every minute, after each sync (rejections, a long wait ended) and after a settings change; returns the stop. */
export function startReminders(events: AppEvents, check: () => unknown): () => void {
  const offs = [
    events.on('sync:finished', () => void check()),
    events.on('data:changed', ({ tables }) => void (tables.includes('settings') && check())),
  ];
  const timer = setInterval(() => void check(), CHECK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    for (const off of offs) off();
  };
}

function check(ctx: CoreContext, now: number): ReminderEventT[] {
  const db = ctx.r.db;
  const settings = remindersSettings(db);
  const memory = reminderMemory(db);
  const { due, memory: next } = dueReminders(now, settings, reminderFacts(ctx, now), memory);
  if (JSON.stringify(next) !== JSON.stringify(memory))
    writeTransaction(db, () => setReminderMemory(db, next));
  // Remembered first: a listener that fails (or a crash now) never makes one come twice.
  for (const reminder of due) ctx.events.emit('reminder', reminder);
  return due;
}
