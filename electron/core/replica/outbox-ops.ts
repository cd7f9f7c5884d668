import { endpoints, type EndpointName } from '../../../shared/psa/endpoints';
import { PsaError } from '../../../shared/psa/errors';
import {
  deleteOutbox,
  getOutbox,
  listOpen,
  logAttempt,
  updateOutbox,
  type OutboxRow,
} from '../db/repositories/outbox';
import { deleteRow, type ReplicaTable } from '../db/repositories/replica';
import { upsertTimesheet, getTimesheet } from '../db/repositories/timesheets';
import { upsertExpense, getExpense } from '../db/repositories/expenses';
import { emitChange, nowIso, type Replica } from './context';
import { expenseRowFrom, parseBody, timesheetRowFrom } from './changes-entries';
import { hasProvisionalRef, isCreateEndpoint, parseRequest, refersTo } from './resources';
import { writeTransaction } from '../db/transaction';
import { stringifyJson } from '../../../shared/psa/json';

function requireChange(r: Replica, outboxId: bigint): OutboxRow {
  const row = getOutbox(r.db, outboxId);
  if (!row || row.state === 'done')
    throw new PsaError('NOT_FOUND', `change ${outboxId} is not waiting to be sent`);
  return row;
}

/** Queued changes that refer to a record (they cannot be sent without it). */
function dependents(r: Replica, table: ReplicaTable, id: bigint): OutboxRow[] {
  return listOpen(r.db).filter(
    (o) => !(o.entity === table && o.local_id === id) && refersTo(parseRequest(o.request), table, id),
  );
}

/**
 * Sends a rejected (or still pending) change again, optionally with a corrected body: validated
 * like a new change, applied locally, queued as pending.
 */
export function resubmit(r: Replica, outboxId: bigint, patch?: Record<string, unknown>): void {
  const row = requireChange(r, outboxId);
  if (row.state === 'sending')
    throw new PsaError('INVALID_STATE', `change ${outboxId} is being sent right now`);
  // A changed body would no longer match what an earlier attempt may have created remotely, so
  // the lookup would miss it and the record would arrive twice: settle the outcome first.
  if (patch && row.needs_lookup === 1) {
    throw new PsaError(
      'INVALID_STATE',
      `change ${outboxId} may already have reached the remote; sync first, then change it`,
    );
  }
  const request = parseRequest(row.request);
  const def = endpoints[row.endpoint as EndpointName];
  const next = { ...request };
  if (patch && def && 'body' in def) next.body = parseBody(def.body, { ...request.body, ...patch });
  else if (patch && def && 'query' in def) next.query = parseBody(def.query, { ...request.query, ...patch });
  writeTransaction(r.db, () => {
    if (patch && row.endpoint === 'createTimesheet') {
      const created = getTimesheet(r.db, row.local_id)?.created_at ?? nowIso(r);
      upsertTimesheet(
        r.db,
        timesheetRowFrom(r, row.local_id, parseBody(endpoints.createTimesheet.body, next.body), created),
      );
    } else if (patch && row.endpoint === 'createExpense') {
      const created = getExpense(r.db, row.local_id)?.created_at ?? nowIso(r);
      upsertExpense(
        r.db,
        expenseRowFrom(r, row.local_id, parseBody(endpoints.createExpense.body, next.body), created),
      );
    }
    updateOutbox(
      r.db,
      row.id,
      {
        request: stringifyJson(next),
        state: 'pending',
        last_error: null,
        last_error_code: null,
        last_status: null,
      },
      nowIso(r),
    );
    logAttempt(
      r.db,
      { runId: null, outboxId: row.id, action: row.endpoint, outcome: 'resubmitted' },
      nowIso(r),
    );
  });
  emitChange(r, [row.entity as ReplicaTable]);
}

/**
 * Drops a change that has not reached the remote. A discarded create removes its local record;
 * a discarded update leaves the local copy to be corrected by the next pull. Refused while the
 * change may already be on the remote, or while other queued changes depend on its record.
 */
export function discard(r: Replica, outboxId: bigint): void {
  const row = requireChange(r, outboxId);
  if (row.state === 'sending' || (row.needs_lookup === 1 && row.state !== 'rejected')) {
    throw new PsaError('INVALID_STATE', `change ${outboxId} may already have reached the remote; sync first`);
  }
  const table = row.entity as ReplicaTable;
  const isCreate = isCreateEndpoint(row.endpoint);
  if (isCreate) {
    const deps = dependents(r, table, row.local_id);
    if (deps.length > 0) {
      throw new PsaError(
        'INVALID_STATE',
        `change ${outboxId} is needed by ${deps.length} other change(s) (${deps.map((d) => d.id).join(', ')}); discard those first`,
      );
    }
  }
  writeTransaction(r.db, () => {
    if (isCreate) {
      for (const o of listOpen(r.db))
        if (o.entity === table && o.local_id === row.local_id && o.id !== row.id) deleteOutbox(r.db, o.id);
      deleteRow(r.db, table, row.local_id);
    }
    deleteOutbox(r.db, row.id);
    logAttempt(
      r.db,
      { runId: null, outboxId: row.id, action: row.endpoint, outcome: 'discarded' },
      nowIso(r),
    );
  });
  emitChange(r, [table]);
}

/** Whether a change waits for another record to be created on the remote first. */
export function isBlocked(row: OutboxRow): boolean {
  return hasProvisionalRef(parseRequest(row.request));
}
