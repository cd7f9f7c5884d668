import type { Db } from '../db/connection';
import { claim, isClaimed, logAttempt, updateOutbox, type OutboxRow } from '../db/repositories/outbox';
import { moveOutboxRows, moveRow, type ReplicaTable } from '../db/repositories/replica';
import { updateProject } from '../db/repositories/projects';
import {
  setInvoiceExternalIdRow,
  setInvoiceStatus,
  type InvoiceStatusValue,
} from '../db/repositories/invoices';
import type { InvoiceReadT } from '../../../shared/psa/resources';
import { remapProvisional } from './remap';
import { recordRejectedChoices } from './rejected-choices';
import { QUEUED, isCreateEndpoint, parseRequest, wireRequest } from '../replica/resources';
import { Id } from '../../../shared/psa/scalars';
import type { EndpointName } from '../../../shared/psa/endpoints';
import { RemoteError } from './remote-errors';
import type { RemoteApi } from './remote';
import { writeTransaction } from '../db/transaction';

/*
 * What the push writes after a remote answered: a create's id adopted everywhere, an update's
 * answer applied, a failure kept with the remote's reason. Each is one transaction (a savepoint
 * when the push records a whole window in one commit).
 */

/** What recording an answer needs: the replica, its clock and the sync run it belongs to. */
export interface RecordContext {
  db: Db;
  remote: RemoteApi;
  now: () => number;
  runId: bigint | null;
}

const iso = (ctx: RecordContext) => new Date(ctx.now()).toISOString();

/**
 * Records a create's remote id: moves the local row and every reference onto it, in one
 * transaction. False when an id a lookup found is already this replica's (then it is not adopted).
 */
export function adopt(
  ctx: RecordContext,
  row: OutboxRow,
  remoteId: bigint,
  action: 'sent' | 'adopted',
  extra?: () => void,
): boolean {
  const entity = row.entity as ReplicaTable;
  return writeTransaction(ctx.db, () => {
    // Never the same remote record for two local ones: a lookup's find is checked again here.
    if (action === 'adopted' && isClaimed(ctx.db, entity, remoteId)) return false;
    moveRow(ctx.db, entity, row.local_id, remoteId);
    moveOutboxRows(ctx.db, entity, row.local_id, remoteId);
    remapProvisional(ctx.db, entity, row.local_id, remoteId, iso(ctx));
    claim(ctx.db, entity, remoteId, row.id);
    extra?.();
    updateOutbox(
      ctx.db,
      row.id,
      {
        state: 'done',
        remote_id: remoteId,
        needs_lookup: 0,
        last_error: null,
        last_error_code: null,
        last_status: null,
      },
      iso(ctx),
    );
    logAttempt(
      ctx.db,
      {
        runId: ctx.runId,
        outboxId: row.id,
        action: row.endpoint,
        outcome: action,
        message: `remote id ${remoteId}`,
      },
      iso(ctx),
    );
    return true;
  });
}

/** Applies what an update answered (the remote's current record) to the local copy. */
function applyAnswer(ctx: RecordContext, row: OutboxRow, answer: unknown): void {
  if (row.endpoint === 'updateProject') {
    const p = answer as { Stage?: string | null };
    if (p.Stage) updateProject(ctx.db, row.local_id, { stage: p.Stage });
  } else if (row.endpoint === 'markInvoicePaid' || row.endpoint === 'setInvoiceExternalId') {
    const inv = answer as InvoiceReadT;
    if (inv.InvoiceStatus) setInvoiceStatus(ctx.db, row.local_id, inv.InvoiceStatus as InvoiceStatusValue);
    if (inv.ExternalID !== undefined) setInvoiceExternalIdRow(ctx.db, row.local_id, inv.ExternalID ?? null);
  }
}

/** Marks an update done and applies what the remote answered. */
export function finishUpdate(ctx: RecordContext, row: OutboxRow, answer: unknown, outcome: string): void {
  writeTransaction(ctx.db, () => {
    applyAnswer(ctx, row, answer);
    updateOutbox(
      ctx.db,
      row.id,
      { state: 'done', needs_lookup: 0, last_error: null, last_error_code: null, last_status: null },
      iso(ctx),
    );
    logAttempt(ctx.db, { runId: ctx.runId, outboxId: row.id, action: row.endpoint, outcome }, iso(ctx));
  });
}

/** A 409 on "mark paid" after a lost answer: the invoice may already be Paid on the remote. */
export async function alreadyPaid(ctx: RecordContext, invoiceId: bigint): Promise<InvoiceReadT | null> {
  const paid = await ctx.remote.listInvoices({ invoicestatus: 'paid', limit: 500 });
  return paid.find((i) => i.InvoiceID === invoiceId) ?? null;
}

/** Records a failed attempt: rejected for good, or pending again (to be looked up first when it may exist). */
export function fail(
  ctx: RecordContext,
  row: OutboxRow,
  err: RemoteError,
  state: 'pending' | 'rejected',
): void {
  const mayExist =
    isCreateEndpoint(row.endpoint) &&
    (row.needs_lookup === 1 || err.outcomeUnknown || err.kind === 'protocol');
  writeTransaction(ctx.db, () => {
    updateOutbox(
      ctx.db,
      row.id,
      {
        state,
        needs_lookup: state === 'pending' && mayExist ? 1 : 0,
        last_error: err.message,
        last_error_code: err.code ?? err.kind,
        last_status: err.status ?? null,
      },
      iso(ctx),
    );
    // A line or role the remote refused is never suggested again for that project.
    if (state === 'rejected') recordRejectedChoices(ctx.db, row, err, iso(ctx));
    logAttempt(
      ctx.db,
      {
        runId: ctx.runId,
        outboxId: row.id,
        action: row.endpoint,
        outcome: state === 'rejected' ? 'rejected' : err.kind,
        status: err.status ?? null,
        message: err.message,
      },
      iso(ctx),
    );
  });
}

/** One change's end: an outcome, or the failure (and a non-remote error to rethrow). */
export type Settled =
  | { row: OutboxRow; result: 'sent' | 'adopted' | 'rejected' }
  | { row: OutboxRow; error: RemoteError; thrown?: unknown };

/** What a sent change came to: the remote's answer, or (mark paid) the invoice already paid. */
export type Answer = { answer: unknown } | { paid: InvoiceReadT };

/** Any failure as a RemoteError; one that is not a remote's is an unknown outcome. */
export const asRemoteError = (e: unknown) =>
  e instanceof RemoteError
    ? e
    : new RemoteError({ kind: 'protocol', message: String(e), outcomeUnknown: true });

/** Sends one change (already marked sending); a 409 on "mark paid" may mean it was already done. */
export async function send(ctx: RecordContext, row: OutboxRow): Promise<Answer> {
  const wire = wireRequest(row.endpoint, parseRequest(row.request));
  try {
    const answer = await ctx.remote.call(
      row.endpoint as EndpointName,
      { query: wire.query, body: wire.body } as never,
    );
    return { answer };
  } catch (e) {
    if (
      e instanceof RemoteError &&
      e.kind === 'rejected' &&
      row.endpoint === 'markInvoicePaid' &&
      e.status === 409
    ) {
      const paid = await alreadyPaid(ctx, row.local_id);
      if (paid) return { paid };
    }
    throw e;
  }
}

/** Writes what one change's request came to (inside the commit that records a batch of answers). */
export function record(ctx: RecordContext, row: OutboxRow, answer: PromiseSettledResult<Answer>): Settled {
  if (answer.status === 'rejected') {
    const error = asRemoteError(answer.reason);
    if (error.kind === 'rejected') {
      fail(ctx, row, error, 'rejected');
      return { row, result: 'rejected' };
    }
    fail(ctx, row, error, 'pending');
    return answer.reason instanceof RemoteError ? { row, error } : { row, error, thrown: answer.reason };
  }
  const v = answer.value;
  if ('paid' in v) {
    finishUpdate(ctx, row, v.paid, 'already-done');
    return { row, result: 'sent' };
  }
  if (!isCreateEndpoint(row.endpoint)) {
    finishUpdate(ctx, row, v.answer, 'sent');
    return { row, result: 'sent' };
  }
  const idField = QUEUED[row.endpoint].idField;
  // The answer carries the id as digits (IdString): read exactly, never through a float.
  const parsedId = Id.safeParse((v.answer as Record<string, unknown>)[idField]);
  if (!parsedId.success) {
    const error = new RemoteError({
      kind: 'protocol',
      message: `${row.endpoint}: the answer has no usable ${idField}`,
      outcomeUnknown: true,
    });
    fail(ctx, row, error, 'pending');
    return { row, error };
  }
  const remoteId = parsedId.data;
  const number = (v.answer as { ProjectNumber?: string }).ProjectNumber;
  adopt(ctx, row, remoteId, 'sent', () => {
    if (row.endpoint === 'createProject' && number)
      updateProject(ctx.db, remoteId, { project_number: number });
  });
  return { row, result: 'sent' };
}
