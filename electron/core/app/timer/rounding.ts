import type { Db } from '../../db/connection';
import { getReplicaSetting } from '../../db/repositories/sync-meta';

/*
 * How a stopped timer run becomes booked hours (issue 13 point 11). The setting is one step in
 * minutes that is also the least booked: 1 (default) books whole minutes, 6 books tenths of an
 * hour, 15 quarter hours. The run is rounded to the step, to the nearest one (default) or up,
 * then to the 0.01 h the app books in (1 minute = 0.02 h; 6 and 15 minutes are exact).
 */

export type TimerRounding = 'nearest' | 'up';

export const DEFAULT_TIMER_MINIMUM_MINUTES = 1;
export const DEFAULT_TIMER_ROUNDING: TimerRounding = 'nearest';

/** The timer's rounding settings as stored (defaults: a 1 minute step, nearest). */
export function timerSettings(db: Db): { timerMinimumMinutes: number; timerRounding: TimerRounding } {
  const n = Number(getReplicaSetting(db, 'timer_minimum_minutes'));
  const mode = getReplicaSetting(db, 'timer_rounding');
  return {
    timerMinimumMinutes: Number.isInteger(n) && n >= 1 && n <= 60 ? n : DEFAULT_TIMER_MINIMUM_MINUTES,
    timerRounding: mode === 'up' || mode === 'nearest' ? mode : DEFAULT_TIMER_ROUNDING,
  };
}

/** The 0.01 h steps booked for a run of `ms` milliseconds: rounded to the step, at least one step. */
export function bookedCentiHours(ms: number, stepMinutes: number, mode: TimerRounding): number {
  const stepMs = stepMinutes * 60_000;
  const ratio = Math.max(0, ms) / stepMs;
  // A run a hair over a step (float noise of a whole step) is not rounded up to the next one.
  const steps = Math.max(1, mode === 'up' ? Math.ceil(ratio - 1e-9) : Math.round(ratio));
  const centi = (steps * stepMinutes * 100) / 60;
  return mode === 'up' ? Math.ceil(centi - 1e-9) : Math.round(centi);
}

/** The default away threshold: 10 minutes without input asks (issue 16). */
export const DEFAULT_IDLE_MINUTES = 10;

/** Minutes without input before a running timer asks (0: off; fractions allowed), as stored. */
export function idleMinutes(db: Db): number {
  const raw = getReplicaSetting(db, 'timer_idle_minutes');
  const n = Number(raw);
  return raw !== undefined && Number.isFinite(n) && n >= 0 ? n : DEFAULT_IDLE_MINUTES;
}
