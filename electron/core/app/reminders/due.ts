import { formatHours, localDate, mondayOf } from '../../../../shared/app/entry-time';
import type { ReminderEventT, RemindersSettingsViewT } from '../../../../shared/app/reminders';

/*
 * Which reminders are due (issue 16 point 3), as a pure function of the clock, the settings, what
 * the replica says and what was already shown: the service (service.ts) gathers the facts and
 * keeps the memory durable, so the rules here are tested with any instant and no database.
 */

/** What the replica says at the instant of a check. */
export interface ReminderFacts {
  /** Hours the user booked today, this week, and the median of their booked weeks of the last 8 (0: none). */
  todayHours: number;
  weekHours: number;
  usualWeekHours: number;
  /** Changes the remote refused, still waiting for the user. */
  rejected: number;
  /** Changes waiting to be sent, and the last sync that finished (null: never). */
  pending: number;
  lastSyncAt: string | null;
  /** Whether this folder syncs with a remote at all (offline only: never "not synced"). */
  syncs: boolean;
  /** The Mondays of past weeks whose hours are still held, not submitted (week submission). */
  unsubmitted: string[];
}

/** What was shown already: the local date each daily reminder last came, and the rejected count last told. */
export interface ReminderMemory {
  notBookedToday?: string;
  weekBelowUsual?: string;
  notSynced?: string;
  weekNotSubmitted?: string;
  rejectedTold?: number;
}

/** How long without a sync, with changes waiting, before "Not synced" comes. */
const NOT_SYNCED_MS = 3 * 24 * 60 * 60 * 1000;
const FRIDAY = 5;
const MONDAY = 1;
/** When "a week is not submitted" comes on Mondays: the start of a working day. */
const MONDAY_AT = 9 * 60;

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether `minutes` (of the local day) falls in the quiet hours from-to, which may cross midnight. */
export function inQuietHours(minutes: number, from: string, to: string): boolean {
  const f = minutesOf(from);
  const t = minutesOf(to);
  if (f === t) return false;
  return f < t ? minutes >= f && minutes < t : minutes >= f || minutes < t;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reminders due at `now` and the memory after showing them (the memory is unchanged when none is due). */
export function dueReminders(
  now: number,
  settings: RemindersSettingsViewT,
  facts: ReminderFacts,
  memory: ReminderMemory,
): { due: ReminderEventT[]; memory: ReminderMemory } {
  const at = new Date(now);
  const today = localDate(now);
  const minutes = at.getHours() * 60 + at.getMinutes();
  const weekday = at.getDay() === 0 ? 7 : at.getDay();
  const next: ReminderMemory = { ...memory };
  const due: ReminderEventT[] = [];
  // Resolved rejections lower the count told, so the next new one is told again.
  if ((next.rejectedTold ?? 0) > facts.rejected) next.rejectedTold = facts.rejected;
  if (inQuietHours(minutes, settings.quietFrom, settings.quietTo)) return { due, memory: next };

  if (
    settings.notBookedToday &&
    next.notBookedToday !== today &&
    settings.workingDays.includes(weekday) &&
    minutes >= minutesOf(settings.notBookedAt) &&
    facts.todayHours === 0
  ) {
    next.notBookedToday = today;
    due.push({
      kind: 'notBookedToday',
      title: 'You have not booked today',
      body: 'Nothing is booked for today yet: open the week to book your time.',
      target: { section: 'week', date: today },
    });
  }
  if (
    settings.weekBelowUsual &&
    next.weekBelowUsual !== today &&
    weekday === FRIDAY &&
    minutes >= minutesOf(settings.weekBelowAt) &&
    facts.usualWeekHours > 0 &&
    facts.weekHours < facts.usualWeekHours
  ) {
    next.weekBelowUsual = today;
    due.push({
      kind: 'weekBelowUsual',
      title: 'This week is below your usual hours',
      body: `${formatHours(facts.weekHours)} h booked this week; you usually book ${formatHours(facts.usualWeekHours)} h.`,
      target: { section: 'week', date: mondayOf(today) },
    });
  }
  if (settings.rejected && facts.rejected > (next.rejectedTold ?? 0)) {
    next.rejectedTold = facts.rejected;
    due.push({
      kind: 'rejected',
      title: `${plural(facts.rejected, 'change was', 'changes were')} rejected`,
      body: 'The PSA service refused them: fix or discard them in the sync center.',
      target: { section: 'sync', date: null },
    });
  }
  const lastSync = facts.lastSyncAt === null ? NaN : Date.parse(facts.lastSyncAt);
  if (
    settings.notSynced &&
    facts.syncs &&
    next.notSynced !== today &&
    facts.pending > 0 &&
    now - lastSync > NOT_SYNCED_MS
  ) {
    const days = Math.floor((now - lastSync) / (24 * 60 * 60 * 1000));
    next.notSynced = today;
    due.push({
      kind: 'notSynced',
      title: `Not synced for ${days} days`,
      body: `${plural(facts.pending, 'change waits', 'changes wait')} to be sent: open the sync center.`,
      target: { section: 'sync', date: null },
    });
  }
  const [oldest] = facts.unsubmitted;
  if (
    settings.weekNotSubmitted &&
    oldest !== undefined &&
    next.weekNotSubmitted !== today &&
    weekday === MONDAY &&
    minutes >= MONDAY_AT
  ) {
    next.weekNotSubmitted = today;
    const n = facts.unsubmitted.length;
    due.push({
      kind: 'weekNotSubmitted',
      title: n === 1 ? 'Last week is not submitted' : `${n} weeks are not submitted`,
      body: 'Their hours are held on this computer: check them and press Submit week.',
      target: { section: 'week', date: oldest },
    });
  }
  return { due, memory: next };
}
