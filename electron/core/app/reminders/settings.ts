import {
  DEFAULT_REMINDERS,
  RemindersSettingsView,
  type RemindersSettingsUpdateT,
  type RemindersSettingsViewT,
} from '../../../../shared/app/reminders';
import type { Db } from '../../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import type { ReminderMemory } from './due';

/*
 * The reminder settings and the memory of reminders shown, each one JSON value in the replica: a
 * restart reads what was shown today and does not show it again. A missing or broken field reads
 * as its default, so a hand-edited value never keeps the app from starting.
 */

function readJson(db: Db, key: 'reminders' | 'reminders_fired'): Record<string, unknown> {
  try {
    const parsed = JSON.parse(getReplicaSetting(db, key) ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // A broken value reads as none.
  }
  return {};
}

/** The reminder settings of this data folder, each field valid or its default. */
export function remindersSettings(db: Db): RemindersSettingsViewT {
  const stored = readJson(db, 'reminders');
  const out: Record<string, unknown> = { ...DEFAULT_REMINDERS };
  for (const key of Object.keys(DEFAULT_REMINDERS) as (keyof RemindersSettingsViewT)[]) {
    const checked = RemindersSettingsView.shape[key].safeParse(stored[key]);
    if (checked.success) out[key] = checked.data;
  }
  return RemindersSettingsView.parse(out);
}

/** Sets the given reminder settings (validated by the channel), keeping the others. */
export function setRemindersSettings(db: Db, change: RemindersSettingsUpdateT): void {
  const next: Record<string, unknown> = { ...remindersSettings(db) };
  for (const [key, value] of Object.entries(change)) if (value !== undefined) next[key] = value;
  setReplicaSetting(db, 'reminders', JSON.stringify(next));
}

/** What was shown already (reminders_fired). */
export function reminderMemory(db: Db): ReminderMemory {
  const s = readJson(db, 'reminders_fired');
  const date = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const memory: ReminderMemory = {};
  if (date(s.notBookedToday)) memory.notBookedToday = date(s.notBookedToday);
  if (date(s.weekBelowUsual)) memory.weekBelowUsual = date(s.weekBelowUsual);
  if (date(s.notSynced)) memory.notSynced = date(s.notSynced);
  if (date(s.weekNotSubmitted)) memory.weekNotSubmitted = date(s.weekNotSubmitted);
  if (typeof s.rejectedTold === 'number') memory.rejectedTold = s.rejectedTold;
  return memory;
}

/** Keeps what was shown, so a restart does not show it again. */
export function setReminderMemory(db: Db, memory: ReminderMemory): void {
  setReplicaSetting(db, 'reminders_fired', JSON.stringify(memory));
}
