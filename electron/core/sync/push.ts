import { getOutbox, listOpen, updateOutbox, type OutboxRow } from '../db/repositories/outbox';
import { getReplicaSetting } from '../db/repositories/sync-meta';
import { updateProject } from '../db/repositories/projects';
import type { EndpointName } from '../../../shared/psa/endpoints';
import type { InvoiceReadT } from '../../../shared/psa/resources';
import { findExisting } from './lookup';
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
import { backoff, type BackoffOptions } from './retry';
import { adopt, alreadyPaid, fail, finishUpdate, type RecordContext } from './push-record';
import type { Progress } from './progress';
import { writeTransaction } from '../db/transaction';

/** How a push paces itself: window size, tries per change, when to give up on the remote. */
export interface PushTuning {
  /** Changes sent together; default the replica setting push_window, else 8. 1 sends one at a time. */
  window?: number;
  /** Tries per change within one push (default 4); a change out of tries waits for the next sync. */
  tries?: number;
  /** Transient failures in a row (no success between) that end the push: the remote is down. Default 8. */
  stopAfter?: number;
  /** Delays between tries of a change: exponential with full jitter (default 1 s doubling, at most 15 s). */
  backoff?: BackoffOptions;
}

export interface PushContext extends RecordContext, PushTuning {
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
  /** Changes that used up their tries in this push; still pending for the next sync. */
  retryLater: number;
  /** The failure that ended the push early (the remote is down, refuses the token ...), if any. */
  stoppedBy: RemoteError | null;
}

const DEFAULT_PUSH = { window: 8, tries: 4, stopAfter: 8, maxRetryAfterMs: 30_000 } as const;
const PUSH_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 15_000 };

/** One change's end in a window: an outcome, or the failure (and a non-remote error to rethrow). */
type Settled =
  | { row: OutboxRow; result: 'sent' | 'adopted' | 'rejected' }
  | { row: OutboxRow; error: RemoteError; thrown?: unknown };

type Answer = { answer: unknown } | { paid: InvoiceReadT };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
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

const asRemoteError = (e: unknown) =>
  e instanceof RemoteError
    ? e
    : new RemoteError({ kind: 'protocol', message: String(e), outcomeUnknown: true });

/** Sends one change (already marked sending); a 409 on "mark paid" may mean it was already done. */
async function send(ctx: PushContext, row: OutboxRow): Promise<Answer> {
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

/** Writes what one change's request came to (inside the window's commit). */
function record(ctx: PushContext, row: OutboxRow, answer: PromiseSettledResult<Answer>): Settled {
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

/**
 * One window: creates whose outcome is unknown are looked up first, one at a time and with
 * nothing else of this push in flight (so a lookup never takes a record another create is making
 * at that moment); the rest are marked sending in one commit before any leaves, sent together,
 * and their answers recorded in one commit.
 */
async function runWindow(ctx: PushContext, rows: OutboxRow[]): Promise<Settled[]> {
  const out: Settled[] = [];
  const ready: OutboxRow[] = [];
  for (const row of rows) {
    if (!isCreateEndpoint(row.endpoint) || row.needs_lookup !== 1) {
      ready.push(row);
      continue;
    }
    try {
      const found = await findExisting(ctx.db, ctx.remote, row.endpoint, parseRequest(row.request).body);
      if (found !== null && adopt(ctx, row, found, 'adopted')) out.push({ row, result: 'adopted' });
      else ready.push(row);
    } catch (e) {
      const error = asRemoteError(e);
      fail(ctx, row, error, 'pending');
      // A lookup the remote refuses is no verdict on the change: the push stops, the change waits.
      out.push(e instanceof RemoteError ? { row, error } : { row, error, thrown: e });
    }
  }
  if (ready.length === 0) return out;
  const at = new Date(ctx.now()).toISOString();
  // Durably in flight before any request leaves: a crash from here on means "look it up first".
  writeTransaction(ctx.db, () => {
    for (const row of ready)
      updateOutbox(
        ctx.db,
        row.id,
        {
          state: 'sending',
          attempts: row.attempts + 1,
          needs_lookup: isCreateEndpoint(row.endpoint) ? 1 : 0,
        },
        at,
      );
  });
  const answers = await Promise.allSettled(ready.map((row) => send(ctx, row)));
  writeTransaction(ctx.db, () => {
    ready.forEach((row, i) => out.push(record(ctx, row, answers[i] as PromiseSettledResult<Answer>)));
  });
  return out;
}

function windowSize(ctx: PushContext): number {
  const n = ctx.window ?? Number(getReplicaSetting(ctx.db, 'push_window') ?? DEFAULT_PUSH.window);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_PUSH.window;
}

/**
 * Sends pending local changes in windows of independent ones, in dependency order: a change that
 * refers to a record not yet created remotely waits for that create, a record's changes go one
 * after another, and windows fill by rank (companies, contacts, projects, entries, then updates).
 * A rejected change keeps the remote's reason and never blocks the rest. A transient failure
 * (network, timeout, 5xx, 429) is tried again in this push after a jittered backoff while the
 * others go on, up to `tries` times; a 429 pauses every request for its Retry-After. The push
 * ends early only on an auth or protocol failure, after `stopAfter` failures in a row, or when
 * the very first requests cannot even connect (offline).
 */
export async function push(ctx: PushContext): Promise<PushResult> {
  const result: PushResult = { sent: 0, adopted: 0, rejected: 0, blocked: 0, retryLater: 0, stoppedBy: null };
  const size = windowSize(ctx);
  const tries = Math.max(1, ctx.tries ?? DEFAULT_PUSH.tries);
  const stopAfter = Math.max(1, ctx.stopAfter ?? DEFAULT_PUSH.stopAfter);
  const maxRetryAfterMs = ctx.maxRetryAfterMs ?? DEFAULT_PUSH.maxRetryAfterMs;
  const order = listOpen(ctx.db)
    .filter((o) => o.state === 'pending')
    .sort((a, b) => pushRank(a.endpoint) - pushRank(b.endpoint) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((o) => o.id);
  const live = new Map(order.map((id) => [id, { failures: 0, notBefore: 0 }]));
  let done = 0;
  let inARow = 0;
  let anyAnswer = false;
  let pauseUntil = 0;
  ctx.onProgress?.({ phase: 'push', done, total: order.length });
  const finish = (id: bigint) => {
    live.delete(id);
    ctx.onProgress?.({ phase: 'push', done: ++done, total: order.length });
  };

  /** The next window, and when the earliest change now backing off may go. */
  const pick = (now: number) => {
    const rows: OutboxRow[] = [];
    const records = new Set<string>();
    let wakeAt = Infinity;
    for (const id of order) {
      const state = live.get(id);
      if (!state) continue;
      const row = getOutbox(ctx.db, id);
      if (!row || row.state !== 'pending') {
        finish(id); // discarded or settled meanwhile
        continue;
      }
      const record = `${row.entity}:${row.local_id}`;
      const first = !records.has(record);
      records.add(record);
      if (!first) continue; // an earlier change of the same record goes first
      if (state.notBefore > now) wakeAt = Math.min(wakeAt, state.notBefore);
      else if (!hasProvisionalRef(parseRequest(row.request))) rows.push(row);
      if (rows.length >= size) break;
    }
    return { rows, wakeAt };
  };

  while (live.size > 0 && !ctx.signal?.aborted && !result.stoppedBy) {
    const now = Date.now();
    if (pauseUntil > now) {
      await sleep(pauseUntil - now, ctx.signal);
      continue;
    }
    const { rows, wakeAt } = pick(now);
    if (rows.length === 0) {
      // Nothing can go now: wait for a backoff, or stop when all that is left waits on a create that failed.
      if (wakeAt === Infinity) break;
      await sleep(wakeAt - now, ctx.signal);
      continue;
    }
    let countedRateLimit = false;
    let thrown: Error | undefined;
    for (const s of await runWindow(ctx, rows)) {
      if ('result' in s) {
        result[s.result]++;
        inARow = 0;
        anyAnswer = true;
        finish(s.row.id);
        continue;
      }
      const { error } = s;
      if (s.thrown !== undefined) thrown ??= s.thrown instanceof Error ? s.thrown : error;
      const tooLong = error.kind === 'rate-limited' && (error.retryAfterMs ?? 0) > maxRetryAfterMs;
      // Not even connected before anything got through: offline, no use trying the rest now.
      const unreachable = !anyAnswer && error.kind === 'network' && !error.outcomeUnknown;
      if (s.thrown !== undefined || !error.transient || tooLong || unreachable) {
        result.stoppedBy ??= error;
        continue;
      }
      const state = live.get(s.row.id);
      if (!state) continue;
      state.failures++;
      const waitMs = backoff(state.failures - 1, { ...PUSH_BACKOFF, ...ctx.backoff }, error.retryAfterMs);
      // A 429 slows everything down; the window's requests sent before it said so count once.
      if (error.kind === 'rate-limited') pauseUntil = Math.max(pauseUntil, Date.now() + waitMs);
      if (error.kind !== 'rate-limited' || !countedRateLimit) inARow++;
      if (error.kind === 'rate-limited') countedRateLimit = true;
      if (inARow >= stopAfter) result.stoppedBy ??= error;
      if (state.failures >= tries) {
        result.retryLater++;
        finish(s.row.id);
      } else state.notBefore = Date.now() + waitMs;
    }
    if (thrown !== undefined) throw thrown;
  }
  for (const id of live.keys()) {
    const row = getOutbox(ctx.db, id);
    if (row?.state === 'pending' && hasProvisionalRef(parseRequest(row.request))) result.blocked++;
  }
  return result;
}
