import { formatHours, localDate, mondayOf } from '../../../../shared/app/entry-time';
import type { ReminderEventT, RemindersSettingsViewT } from '../../../../shared/app/reminders';
import { coreHours, coreI18n } from '../../i18n';

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
      title: coreI18n.t('reminders:notBookedToday.title'),
      body: coreI18n.t('reminders:notBookedToday.body'),
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
      title: coreI18n.t('reminders:weekBelowUsual.title'),
      body: coreI18n.t('reminders:weekBelowUsual.body', {
        hours: coreHours(formatHours(facts.weekHours)),
        usual: coreHours(formatHours(facts.usualWeekHours)),
      }),
      target: { section: 'week', date: mondayOf(today) },
    });
  }
  if (settings.rejected && facts.rejected > (next.rejectedTold ?? 0)) {
    next.rejectedTold = facts.rejected;
    due.push({
      kind: 'rejected',
      title: coreI18n.t('reminders:rejected.title', { count: facts.rejected }),
      body: coreI18n.t('reminders:rejected.body'),
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
      title: coreI18n.t('reminders:notSynced.title', { count: days }),
      body: coreI18n.t('reminders:notSynced.body', { count: facts.pending }),
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
      title: coreI18n.t('reminders:weekNotSubmitted.title', { count: n }),
      body: coreI18n.t('reminders:weekNotSubmitted.body'),
      target: { section: 'week', date: oldest },
    });
  }
  return { due, memory: next };
}
