import type { StoppedTimerT } from '../../../../shared/app/channels/timer';
import type { Db } from '../../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';

/*
 * The timer's own history: the raw start, stop and seconds of the latest stopped runs. The entry
 * keeps the real start and (while the booked hours fit) the real stop; a run rounded up gets a
 * later end, so this is where its real length stays. Kept in the replica, newest first, capped.
 */

const KEY = 'timer_history';
const KEEP = 100;

export type TimerRun = Omit<StoppedTimerT, 'id'> & { entryId: string };

/** The kept runs, newest first (a broken or missing history reads as none). */
export function timerRuns(db: Db): TimerRun[] {
  try {
    const runs = JSON.parse(getReplicaSetting(db, KEY) ?? '[]') as unknown;
    return Array.isArray(runs) ? (runs as TimerRun[]) : [];
  } catch {
    return [];
  }
}

/** Adds a stopped run at the front, dropping the oldest beyond the cap. */
export function recordRun(db: Db, run: TimerRun): void {
  setReplicaSetting(db, KEY, JSON.stringify([run, ...timerRuns(db)].slice(0, KEEP)));
}
