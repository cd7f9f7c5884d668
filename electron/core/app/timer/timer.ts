import type { TimerViewT } from '../../../../shared/app/channels/timer';
import { PsaError } from '../../../../shared/psa/errors';
import { endAfter, localTime, MS_PER_HOUR_UNIT, unitsToHours } from '../../../../shared/app/entry-time';
import { getProjectChoices } from '../../db/repositories/entries-week';
import { seenName } from '../../db/repositories/replica';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { addTimesheet } from '../../replica/changes-entries';
import { nowIso, type Replica } from '../../replica/context';
import { writeTransaction } from '../../db/transaction';

/*
 * The timer lives in the replica settings, not in the window: it keeps running across reloads
 * and restarts. Stopping it books the elapsed time rounded to the nearest 0.01 h (36 seconds),
 * at least 0.01 h, from the start instant; the entry's end is start + those hours exactly.
 */

const KEY = 'entry_timer';
const MAX_UNITS = 2400;

interface StoredTimer {
  projectId: number;
  contractLineId: number;
  roleId: number;
  description: string | null;
  startedAt: string;
}

function stored(r: Replica): StoredTimer | null {
  const raw = getReplicaSetting(r.db, KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredTimer;
  } catch {
    return null;
  }
}

function view(r: Replica, t: StoredTimer): TimerViewT {
  const project = getProjectChoices(r.db, [t.projectId])[0];
  return {
    ...t,
    projectName: project?.name ?? `Project ${t.projectId}`,
    contractLineName: seenName(r.db, 'contract_line', t.contractLineId),
    roleName: seenName(r.db, 'role', t.roleId),
  };
}

/** The running timer, or null. */
export function getTimer(r: Replica): TimerViewT | null {
  const t = stored(r);
  return t ? view(r, t) : null;
}

/** Starts the timer now on a project line; refused while one runs or for an unknown project. */
export function startTimer(
  r: Replica,
  input: Omit<StoredTimer, 'startedAt' | 'description'> & { description?: string | undefined },
): TimerViewT {
  const running = stored(r);
  if (running) {
    throw new PsaError(
      'INVALID_STATE',
      `A timer is already running since ${localTime(running.startedAt)}: stop or cancel it first.`,
    );
  }
  if (!getProjectChoices(r.db, [input.projectId])[0]) {
    throw new PsaError('UNKNOWN_REFERENCE', `projectId: project ${input.projectId} is not known here`, [
      { path: 'projectId', message: 'unknown project' },
    ]);
  }
  const t: StoredTimer = {
    projectId: input.projectId,
    contractLineId: input.contractLineId,
    roleId: input.roleId,
    description: input.description || null,
    startedAt: nowIso(r),
  };
  setReplicaSetting(r.db, KEY, JSON.stringify(t));
  return view(r, t);
}

/** Stops the timer and books its time as a pending entry, in one transaction. */
export function stopTimer(
  r: Replica,
  accountId: number,
  description?: string,
): { id: number; from: string; to: string; hours: number } {
  const t = stored(r);
  if (!t) throw new PsaError('INVALID_STATE', 'No timer is running.');
  const start = Date.parse(t.startedAt);
  const units = Math.max(1, Math.round((r.now() - start) / MS_PER_HOUR_UNIT));
  if (units > MAX_UNITS) {
    throw new PsaError(
      'INVALID_STATE',
      `The timer has run since ${t.startedAt}, more than 24 hours: cancel it and enter the time by hand.`,
    );
  }
  const from = new Date(start).toISOString();
  const to = new Date(endAfter(start, units)).toISOString();
  const text = description === undefined ? (t.description ?? undefined) : description || undefined;
  return writeTransaction(r.db, () => {
    const { id } = addTimesheet(r, {
      AccountID: accountId,
      ProjectID: t.projectId,
      ContractLineID: t.contractLineId,
      RoleID: t.roleId,
      DateTimeFrom: from,
      DateTimeTo: to,
      NumberOfHours: unitsToHours(units),
      Description: text,
    });
    setReplicaSetting(r.db, KEY, null);
    return { id, from, to, hours: unitsToHours(units) };
  });
}

/** Drops the running timer without booking anything; false when none ran. */
export function cancelTimer(r: Replica): boolean {
  if (!stored(r)) return false;
  setReplicaSetting(r.db, KEY, null);
  return true;
}
