import { getOutbox, listOpen, updateOutbox, type OutboxRow } from '../db/repositories/outbox';
import { getReplicaSetting } from '../db/repositories/sync-meta';
import { findExisting } from './lookup';
import { hasProvisionalRef, isCreateEndpoint, parseRequest, pushRank } from '../replica/resources';
import { RemoteError } from './remote-errors';
import { backoff, type BackoffOptions } from './retry';
import {
  adopt,
  asRemoteError,
  fail,
  record,
  send,
  type Answer,
  type RecordContext,
  type Settled,
} from './push-record';
import type { Progress } from './progress';
import { writeTransaction } from '../db/transaction';
import { heldChangeIds } from '../db/repositories/holds';

/** How a push paces itself: window size, tries per change, when to give up on the remote. */
export interface PushTuning {
  /** Changes sent together; default the replica setting push_window, else 8. 1 sends one at a time. */
  window?: number;
  /** Tries per change within one push (default 4); a change out of tries waits for the next sync. */
  tries?: number;
  /** Transient failures in a row (no success between) that end the push: the remote is down. Default 12. */
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

// 12 in a row: on a line losing 40 % of answers, 8 in a row came up in about one run in twenty.
const DEFAULT_PUSH = { window: 8, tries: 4, stopAfter: 12, maxRetryAfterMs: 30_000 } as const;
const PUSH_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 15_000 };

function windowSize(ctx: PushContext): number {
  const n = ctx.window ?? Number(getReplicaSetting(ctx.db, 'push_window') ?? DEFAULT_PUSH.window);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_PUSH.window;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(resolve, Math.max(0, ms));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/** Marks changes durably in flight (one commit with whatever else the caller writes). */
function markSending(ctx: PushContext, rows: OutboxRow[]): void {
  const at = new Date(ctx.now()).toISOString();
  for (const row of rows)
    updateOutbox(
      ctx.db,
      row.id,
      {
        state: 'sending',
        attempts: row.attempts + 1,
        // A crash from here on means "look it up first".
        needs_lookup: isCreateEndpoint(row.endpoint) ? 1 : 0,
      },
      at,
    );
}

/**
 * Creates whose outcome is unknown, looked up one at a time with nothing else of this push in
 * flight (so a lookup never takes a record another create is making at that moment). Returns
 * those found and adopted or failed; the rest are to be sent.
 */
async function lookUp(ctx: PushContext, rows: OutboxRow[]): Promise<{ out: Settled[]; ready: OutboxRow[] }> {
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
  return { out, ready };
}

const needsLookup = (row: OutboxRow) => isCreateEndpoint(row.endpoint) && row.needs_lookup === 1;
const recordKey = (row: OutboxRow) => `${row.entity}:${row.local_id}`;

/**
 * Sends pending local changes with up to `window` independent ones in flight, in dependency
 * order: a change that refers to a record not yet created remotely waits for that create, a
 * record's changes go one after another, and changes go by rank (companies, contacts, projects,
 * entries, then updates). A sliding window: as soon as answers arrive they are recorded, and the
 * changes that take their places are marked sending, in one commit, before any of them leaves.
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
  // Entries held until their week is submitted (holds.ts) are not sent.
  const held = heldChangeIds(ctx.db);
  const order = listOpen(ctx.db)
    .filter((o) => o.state === 'pending' && !held.has(o.id))
    .sort((a, b) => pushRank(a.endpoint) - pushRank(b.endpoint) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((o) => o.id);
  const live = new Map(order.map((id) => [id, { failures: 0, notBefore: 0 }]));
  /** Changes marked sending and not yet recorded (in flight or reserved), with their records. */
  const busy = new Map<bigint, string>();
  /** Marked sending in an earlier commit, to leave as soon as a place in the window is free. */
  const reserve: OutboxRow[] = [];
  const ahead = size > 1 ? size : 0;
  /** Requests out and not yet answered (an answer waiting to be recorded frees its place). */
  const inFlight = () => busy.size - reserve.length - arrived.length;
  const arrived: { row: OutboxRow; answer: PromiseSettledResult<Answer> }[] = [];
  let wake: (() => void) | null = null;
  let done = 0;
  let inARow = 0;
  let anyAnswer = false;
  let pauseUntil = 0;
  let countedRateLimitAt = -1;
  let thrown: Error | undefined;
  ctx.onProgress?.({ phase: 'push', done, total: order.length });
  const finish = (id: bigint) => {
    live.delete(id);
    ctx.onProgress?.({ phase: 'push', done: ++done, total: order.length });
  };
  const stopping = () => Boolean(ctx.signal?.aborted || result.stoppedBy || thrown);

  /** Up to `room` changes that may go now, and when the earliest one now backing off may go. */
  const pick = (now: number, room: number) => {
    const rows: OutboxRow[] = [];
    const records = new Set<string>(busy.values());
    let wakeAt = Infinity;
    for (const id of order) {
      if (rows.length >= room) break;
      const state = live.get(id);
      if (!state || busy.has(id)) continue;
      const row = getOutbox(ctx.db, id);
      if (!row || row.state !== 'pending') {
        finish(id); // discarded or settled meanwhile
        continue;
      }
      const key = recordKey(row);
      const first = !records.has(key);
      records.add(key);
      if (!first) continue; // an earlier change of the same record goes first
      if (state.notBefore > now) wakeAt = Math.min(wakeAt, state.notBefore);
      else if (!hasProvisionalRef(parseRequest(row.request))) rows.push(row);
    }
    return { rows, wakeAt };
  };

  /** Counts one change's end; a transient failure backs off (or runs out of tries). */
  const settle = (s: Settled, batch: number) => {
    busy.delete(s.row.id);
    if ('result' in s) {
      result[s.result]++;
      inARow = 0;
      anyAnswer = true;
      finish(s.row.id);
      return;
    }
    const { error } = s;
    if (s.thrown !== undefined) thrown ??= s.thrown instanceof Error ? s.thrown : error;
    const tooLong = error.kind === 'rate-limited' && (error.retryAfterMs ?? 0) > maxRetryAfterMs;
    // Not even connected before anything got through: offline, no use trying the rest now.
    const unreachable = !anyAnswer && error.kind === 'network' && !error.outcomeUnknown;
    if (s.thrown !== undefined || !error.transient || tooLong || unreachable) {
      result.stoppedBy ??= error;
      return;
    }
    const state = live.get(s.row.id);
    if (!state) return;
    state.failures++;
    const waitMs = backoff(state.failures - 1, { ...PUSH_BACKOFF, ...ctx.backoff }, error.retryAfterMs);
    // A 429 slows everything down; the requests in flight when it came count once.
    if (error.kind === 'rate-limited') pauseUntil = Math.max(pauseUntil, Date.now() + waitMs);
    if (error.kind !== 'rate-limited' || countedRateLimitAt !== batch) inARow++;
    if (error.kind === 'rate-limited') countedRateLimitAt = batch;
    if (inARow >= stopAfter) result.stoppedBy ??= error;
    if (state.failures >= tries) {
      result.retryLater++;
      finish(s.row.id);
    } else state.notBefore = Date.now() + waitMs;
  };

  const launch = (row: OutboxRow) => {
    busy.set(row.id, recordKey(row));
    void send(ctx, row)
      .then(
        (value): PromiseSettledResult<Answer> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<Answer> => ({ status: 'rejected', reason }),
      )
      .then((answer) => {
        arrived.push({ row, answer });
        const w = wake;
        wake = null;
        w?.();
      });
  };
  const launchReserved = () => {
    while (reserve.length > 0 && inFlight() < size && !stopping() && pauseUntil <= Date.now())
      launch(reserve.shift() as OutboxRow);
  };
  /** Reserved changes that will not leave in this push: pending again, as they were. */
  const unreserve = () => {
    const at = new Date(ctx.now()).toISOString();
    for (const row of reserve.splice(0)) {
      busy.delete(row.id);
      updateOutbox(ctx.db, row.id, { state: 'pending', attempts: row.attempts, needs_lookup: 0 }, at);
    }
  };
  /**
   * Whether to commit now: a failure arrived (it may stop or slow the push), a window of answers
   * waits to be recorded, nothing is in flight, or free places have no reserved change to take them.
   */
  const mustCommit = () =>
    arrived.some((a) => a.answer.status === 'rejected') ||
    arrived.length >= size ||
    inFlight() === 0 ||
    stopping() ||
    (reserve.length === 0 && inFlight() < size && live.size > busy.size);

  let wakeAt = Infinity;
  for (let batch = 0; ; batch++) {
    // Every answer already received is taken in before deciding (they arrive between commits).
    await new Promise<void>((resolve) => setImmediate(resolve));
    launchReserved();
    const now = Date.now();
    let lookups: OutboxRow[] = [];
    if (mustCommit()) {
      const answers = arrived.splice(0);
      // One commit: the answers that arrived, and the next changes marked sending before they leave.
      writeTransaction(ctx.db, () => {
        for (const a of answers) settle(record(ctx, a.row, a.answer), batch);
        if (stopping()) return unreserve();
        if (pauseUntil > now || live.size === 0) return;
        const picked = pick(now, size + ahead - busy.size);
        wakeAt = picked.wakeAt;
        const firstLookup = picked.rows.findIndex(needsLookup);
        let rows = picked.rows;
        if (firstLookup === 0 && busy.size === 0) {
          lookups = rows; // nothing in flight: look them up first (below)
          rows = [];
        } else if (firstLookup >= 0) rows = rows.slice(0, firstLookup);
        markSending(ctx, rows);
        for (const row of rows) busy.set(row.id, recordKey(row));
        reserve.push(...rows);
      });
      launchReserved();
    }
    if (lookups.length > 0) {
      const { out, ready } = await lookUp(ctx, lookups);
      for (const s of out) settle(s, batch);
      if (!stopping() && ready.length > 0) {
        writeTransaction(ctx.db, () => markSending(ctx, ready));
        ready.forEach(launch);
      }
      continue;
    }
    if (arrived.length > 0 && mustCommit()) continue;
    if (busy.size === 0 && arrived.length === 0) {
      if (stopping() || live.size === 0) break;
      // Nothing can go now and nothing will: all that is left waits on a create that failed.
      if (wakeAt === Infinity && pauseUntil <= now) break;
      await sleep(Math.max(pauseUntil, wakeAt === Infinity ? 0 : wakeAt) - now, ctx.signal);
      continue;
    }
    // Wait for an answer, for the 429's pause to end, or for a change backing off to be due.
    const due = Math.max(pauseUntil, wakeAt === Infinity ? (reserve.length > 0 ? 0 : Infinity) : wakeAt);
    const room = inFlight() < size && !stopping() && due !== Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve) => {
      wake = resolve;
      if (room) timer = setTimeout(resolve, Math.max(0, due - now));
    });
    clearTimeout(timer);
    wake = null;
  }
  if (thrown !== undefined) throw thrown;
  for (const id of live.keys()) {
    const row = getOutbox(ctx.db, id);
    if (row?.state === 'pending' && hasProvisionalRef(parseRequest(row.request))) result.blocked++;
  }
  return result;
}
