import type { z } from 'zod';
import { TimesheetCreate } from '../../../shared/psa/resources';
import { PsaError } from '../../../shared/psa/errors';
import {
  deleteOutbox,
  listOpenFor,
  logAttempt,
  setRequest,
  updateOutbox,
  type OutboxRow,
} from '../db/repositories/outbox';
import { deleteTimesheet, getTimesheet, upsertTimesheet } from '../db/repositories/timesheets';
import { stringifyJson } from '../../../shared/psa/json';
import { emitChange, nowIso, type Replica } from './context';
import { parseBody, timesheetRowFrom, type TimesheetInput } from './changes-entries';
import { parseRequest } from './resources';
import { writeTransaction } from '../db/transaction';
import { coreI18n } from '../i18n';

/*
 * Changes to timesheets that have not reached the remote yet. The API cannot edit or delete a
 * timesheet, so only a local entry whose create is still queued (pending and never possibly sent,
 * or rejected by the remote) can change: its row and its queued create change together, in one
 * transaction, and the remote only ever sees the final version.
 */

type TimesheetBody = z.output<typeof TimesheetCreate>;

/** Why an entry cannot change here, or null when it can. */
export function lockedReason(open: readonly OutboxRow[], id: bigint): string | null {
  const create = open.find((o) => o.endpoint === 'createTimesheet');
  if (!create) {
    return id > 0n ? coreI18n.t('core:entryLocked.synced') : coreI18n.t('core:entryLocked.noCreate');
  }
  if (create.state === 'sending') return coreI18n.t('core:entryLocked.sending');
  if (create.state === 'pending' && create.needs_lookup === 1)
    return coreI18n.t('core:entryLocked.mayHaveReached');
  return null;
}

/** The queued create of a local timesheet that may still change; throws INVALID_STATE otherwise. */
function changeableCreate(r: Replica, id: bigint): OutboxRow {
  if (!getTimesheet(r.db, id)) throw new PsaError('NOT_FOUND', `entry ${id} is not known here`);
  const open = listOpenFor(r.db, 'timesheets', id);
  const reason = lockedReason(open, id);
  const create = open.find((o) => o.endpoint === 'createTimesheet');
  if (reason !== null || !create) throw new PsaError('INVALID_STATE', reason ?? `entry ${id} cannot change`);
  return create;
}

function queuedBody(row: OutboxRow): TimesheetBody {
  return parseBody(TimesheetCreate, parseRequest(row.request).body);
}

/**
 * Changes a local timesheet whose create has not been sent: the row and the queued create in one
 * transaction. A rejected create becomes pending again with the corrected body (fix and
 * resubmit). Throws PsaError (nothing changed) for bad input or an entry that cannot change.
 */
export function editLocalTimesheet(r: Replica, id: bigint, patch: Partial<TimesheetInput>): TimesheetBody {
  const result = writeTransaction(r.db, () => {
    const create = changeableCreate(r, id);
    const prev = queuedBody(create);
    const body = parseBody(TimesheetCreate, { ...prev, ...patch, AccountID: prev.AccountID });
    const now = nowIso(r);
    upsertTimesheet(r.db, timesheetRowFrom(r, id, body, getTimesheet(r.db, id)?.created_at ?? now));
    const request = { ...parseRequest(create.request), body };
    if (create.state === 'rejected') {
      updateOutbox(
        r.db,
        create.id,
        {
          request: stringifyJson(request),
          state: 'pending',
          last_error: null,
          last_error_code: null,
          last_status: null,
        },
        now,
      );
      logAttempt(
        r.db,
        { runId: null, outboxId: create.id, action: create.endpoint, outcome: 'resubmitted' },
        now,
      );
    } else {
      setRequest(r.db, create.id, request, now);
    }
    return body;
  });
  emitChange(r, ['timesheets']);
  return result;
}

/**
 * Removes a local timesheet whose create has not been sent (row and queued create together) and
 * returns its create body without the account, so addTimesheet can bring it back (undo).
 */
export function removeLocalTimesheet(r: Replica, id: bigint): Omit<TimesheetBody, 'AccountID'> {
  const result = writeTransaction(r.db, () => {
    const create = changeableCreate(r, id);
    const { AccountID: _account, ...body } = queuedBody(create);
    for (const o of listOpenFor(r.db, 'timesheets', id)) deleteOutbox(r.db, o.id);
    deleteTimesheet(r.db, id);
    logAttempt(
      r.db,
      { runId: null, outboxId: create.id, action: create.endpoint, outcome: 'discarded' },
      nowIso(r),
    );
    return body;
  });
  emitChange(r, ['timesheets']);
  return result;
}
