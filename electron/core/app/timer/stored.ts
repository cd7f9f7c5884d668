import type { TimerViewT } from '../../../../shared/app/channels/timer';
import { unnamedIn } from '../../i18n/unnamed';
import { getProjectChoices } from '../../db/repositories/entries-week';
import { seenName } from '../../db/repositories/replica';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import type { Replica } from '../../replica/context';

/*
 * The timer lives in the replica settings, not in the window: it keeps running across reloads
 * and restarts. A pause ends the current stretch (kept in `done`, booked at stop); resume starts
 * a new one. `confirmed`: checks the user already accepted for this run (a start edit's overlap).
 */

const KEY = 'entry_timer';

/** A period in epoch ms. */
export interface Period {
  from: number;
  to: number;
  /** The time worked in it when less than to - from (stretches joined across a short pause). */
  run?: number;
}

/** The timer as stored. */
export interface StoredTimer {
  projectId: bigint;
  contractLineId: bigint;
  roleId: bigint;
  description: string | null;
  /** Start of the current stretch (of the last one while paused). */
  startedAt: string;
  pausedAt: string | null;
  /** Stretches ended by a pause, oldest first. */
  done: Period[];
  confirmed: string[];
}

/** An id of the stored timer: decimal text (a timer saved by an older version holds a number). */
function storedId(v: unknown): bigint {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v))) return BigInt(v);
  throw new TypeError('not an id');
}

/** The stored timer, or null (a broken one reads as none). */
export function readTimer(r: Replica): StoredTimer | null {
  const raw = getReplicaSetting(r.db, KEY);
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as Record<string, unknown>;
    const done = Array.isArray(t.done) ? (t.done as Period[]) : [];
    return {
      projectId: storedId(t.projectId),
      contractLineId: storedId(t.contractLineId),
      roleId: storedId(t.roleId),
      description: typeof t.description === 'string' ? t.description : null,
      startedAt: String(t.startedAt),
      pausedAt: typeof t.pausedAt === 'string' ? t.pausedAt : null,
      done: done.filter((p) => Number.isFinite(p.from) && Number.isFinite(p.to)),
      confirmed: Array.isArray(t.confirmed) ? t.confirmed.map(String) : [],
    };
  } catch {
    return null;
  }
}

/** Stores the timer (ids as decimal text: a JSON number would lose digits above 2^53), or removes it. */
export function writeTimer(r: Replica, t: StoredTimer | null): void {
  const text = t && {
    ...t,
    projectId: String(t.projectId),
    contractLineId: String(t.contractLineId),
    roleId: String(t.roleId),
  };
  setReplicaSetting(r.db, KEY, text ? JSON.stringify(text) : null);
}

/** The timer as the renderer sees it: names of its project, line and role. */
export function timerView(r: Replica, t: StoredTimer): TimerViewT {
  const project = getProjectChoices(r.db, [t.projectId])[0];
  return {
    projectId: String(t.projectId),
    contractLineId: String(t.contractLineId),
    roleId: String(t.roleId),
    description: t.description,
    startedAt: t.startedAt,
    pausedAt: t.pausedAt,
    pausedRunSeconds: Math.round(t.done.reduce((s, p) => s + (p.to - p.from), 0) / 1000),
    projectName: project?.name ?? unnamedIn('project', t.projectId),
    contractLineName: seenName(r.db, 'contract_line', t.contractLineId),
    roleName: seenName(r.db, 'role', t.roleId),
  };
}
