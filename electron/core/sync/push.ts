import type { Db } from '../db/connection';
import {
  claim,
  getOutbox,
  listOpen,
  logAttempt,
  updateOutbox,
  type OutboxRow,
} from '../db/repositories/outbox';
import { moveOutboxRows, moveRow, type ReplicaTable } from '../db/repositories/replica';
import { updateProject } from '../db/repositories/projects';
import {
  setInvoiceExternalIdRow,
  setInvoiceStatus,
  type InvoiceStatusValue,
} from '../db/repositories/invoices';
import type { EndpointName } from '../../../shared/psa/endpoints';
import type { InvoiceReadT } from '../../../shared/psa/resources';
import { findExisting } from './lookup';
import { remapProvisional } from './remap';
import { recordRejectedChoices } from './rejected-choices';
import {
  QUEUED,
  hasProvisionalRef,
  isCreateEndpoint,
  parseRequest,
  pushRank,
  wireRequest,
} from '../replica/resources';
import { Id } from '../../../shared/psa/scalars';
import { RemoteError } from './remote-errors';
import type { RemoteApi } from './remote';
import type { Progress } from './progress';
import { writeTransaction } from '../db/transaction';

export interface PushContext {
  db: Db;
  remote: RemoteApi;
  now: () => number;
  runId: bigint | null;
  onProgress?: (p: Progress) => void;
  /** Longest wait for a 429's Retry-After inside one push; longer waits end the push. */
  maxRetryAfterMs?: number;
  signal?: AbortSignal;
}

export interface PushResult {
  sent: number;
  adopted: number;
  rejected: number;
  blocked: number;
  /** The transient or auth failure that ended the push early, if any. */
  stoppedBy: RemoteError | null;
}

const iso = (ctx: PushContext) => new Date(ctx.now()).toISOString();
const isCreate = isCreateEndpoint;

/** Records a create's remote id: moves the local row and every reference onto it, in one transaction. */
function adopt(
  ctx: PushContext,
  row: OutboxRow,
  remoteId: bigint,
  action: 'sent' | 'adopted',
  extra?: () => void,
): void {
  const entity = row.entity as ReplicaTable;
  writeTransaction(ctx.db, () => {
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
  });
}

/** Applies what an update answered (the remote's current record) to the local copy. */
function applyAnswer(ctx: PushContext, row: OutboxRow, answer: unknown): void {
  if (row.endpoint === 'updateProject') {
    const p = answer as { Stage?: string | null };
    if (p.Stage) updateProject(ctx.db, row.local_id, { stage: p.Stage });
  } else if (row.endpoint === 'markInvoicePaid' || row.endpoint === 'setInvoiceExternalId') {
    const inv = answer as InvoiceReadT;
    if (inv.InvoiceStatus) setInvoiceStatus(ctx.db, row.local_id, inv.InvoiceStatus as InvoiceStatusValue);
    if (inv.ExternalID !== undefined) setInvoiceExternalIdRow(ctx.db, row.local_id, inv.ExternalID ?? null);
  }
}

function finishUpdate(ctx: PushContext, row: OutboxRow, answer: unknown, outcome: string): void {
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
async function alreadyPaid(ctx: PushContext, invoiceId: bigint): Promise<InvoiceReadT | null> {
  const paid = await ctx.remote.listInvoices({ invoicestatus: 'paid', limit: 500 });
  return paid.find((i) => i.InvoiceID === invoiceId) ?? null;
}

function fail(ctx: PushContext, row: OutboxRow, err: RemoteError, state: 'pending' | 'rejected'): void {
  const mayExist =
    isCreate(row.endpoint) && (row.needs_lookup === 1 || err.outcomeUnknown || err.kind === 'protocol');
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

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/** Sends one change; returns the outcome, or throws RemoteError for failures that end the push. */
async function pushOne(ctx: PushContext, row: OutboxRow): Promise<'sent' | 'adopted' | 'rejected'> {
  const request = parseRequest(row.request);
  if (isCreate(row.endpoint) && row.needs_lookup === 1) {
    const found = await findExisting(ctx.db, ctx.remote, row.endpoint, request.body);
    if (found !== null) {
      adopt(ctx, row, found, 'adopted');
      return 'adopted';
    }
  }
  // Durably in flight before the request leaves: a crash from here on means "look it up first".
  updateOutbox(
    ctx.db,
    row.id,
    { state: 'sending', attempts: row.attempts + 1, needs_lookup: isCreate(row.endpoint) ? 1 : 0 },
    iso(ctx),
  );
  let answer: unknown;
  const wire = wireRequest(row.endpoint, request);
  try {
    answer = await ctx.remote.call(
      row.endpoint as EndpointName,
      { query: wire.query, body: wire.body } as never,
    );
  } catch (e) {
    if (!(e instanceof RemoteError)) {
      fail(
        ctx,
        row,
        new RemoteError({ kind: 'protocol', message: String(e), outcomeUnknown: true }),
        'pending',
      );
      throw e;
    }
    if (e.kind === 'rejected') {
      if (row.endpoint === 'markInvoicePaid' && e.status === 409) {
        const inv = await alreadyPaid(ctx, row.local_id);
        if (inv) {
          finishUpdate(ctx, row, inv, 'already-done');
          return 'sent';
        }
      }
      fail(ctx, row, e, 'rejected');
      return 'rejected';
    }
    fail(ctx, row, e, 'pending');
    throw e;
  }
  if (isCreate(row.endpoint)) {
    const idField = QUEUED[row.endpoint].idField;
    // The answer carries the id as digits (IdString): read exactly, never through a float.
    const parsedId = Id.safeParse((answer as Record<string, unknown>)[idField]);
    if (!parsedId.success) {
      const err = new RemoteError({
        kind: 'protocol',
        message: `${row.endpoint}: the answer has no usable ${idField}`,
        outcomeUnknown: true,
      });
      fail(ctx, row, err, 'pending');
      throw err;
    }
    const remoteId = parsedId.data;
    const number = (answer as { ProjectNumber?: string }).ProjectNumber;
    adopt(ctx, row, remoteId, 'sent', () => {
      if (row.endpoint === 'createProject' && number)
        updateProject(ctx.db, remoteId, { project_number: number });
    });
  } else {
    finishUpdate(ctx, row, answer, 'sent');
  }
  return 'sent';
}

/**
 * Sends pending local changes in dependency order. A rejected change is kept with the remote's
 * reason and never blocks the rest; a change that refers to a record not yet created remotely
 * waits. A network, server or auth failure ends the push (the remote is unwell), leaving the
 * rest pending.
 */
export async function push(ctx: PushContext): Promise<PushResult> {
  const result: PushResult = { sent: 0, adopted: 0, rejected: 0, blocked: 0, stoppedBy: null };
  const queue = listOpen(ctx.db)
    .filter((o) => o.state === 'pending')
    .sort((a, b) => pushRank(a.endpoint) - pushRank(b.endpoint) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let done = 0;
  ctx.onProgress?.({ phase: 'push', done, total: queue.length });
  for (const { id } of queue) {
    if (ctx.signal?.aborted) break;
    const row = getOutbox(ctx.db, id);
    if (!row || row.state !== 'pending') continue;
    if (hasProvisionalRef(parseRequest(row.request))) {
      result.blocked++;
    } else {
      let waits = 0;
      for (;;) {
        try {
          const outcome = await pushOne(ctx, getOutbox(ctx.db, id) ?? row);
          result[outcome]++;
          break;
        } catch (e) {
          if (!(e instanceof RemoteError)) throw e;
          const wait = e.kind === 'rate-limited' ? (e.retryAfterMs ?? 1_000) : Infinity;
          if (wait <= (ctx.maxRetryAfterMs ?? 30_000) && waits++ < 3) {
            await sleep(wait, ctx.signal);
            continue;
          }
          result.stoppedBy = e;
          return result;
        }
      }
    }
    ctx.onProgress?.({ phase: 'push', done: ++done, total: queue.length });
  }
  return result;
}
