import { SYNCED_TABLES } from '../../../shared/app/tables';
import type { ProgressViewT, SyncOutcomeViewT, SyncStatusViewT } from '../../../shared/app/views';
import { countByState } from '../db/repositories/outbox';
import { isOfflineOnly, keptChanges } from '../db/repositories/offline-import';
import { heldChangeIds } from '../db/repositories/holds';
import { getReplicaSetting, listRuns } from '../db/repositories/sync-meta';
import { syncOnce, type SyncOutcomeKind } from '../sync/engine';
import type { RemoteApi } from '../sync/remote';
import { Reachability, type ProbeResult } from '../sync/reachability';
import type { Replica } from '../replica/context';
import type { AppEvents } from './events';

const OUTCOMES: readonly SyncOutcomeKind[] = [
  'ok',
  'partial',
  'offline',
  'auth',
  'busy',
  'needs-confirmation',
  'not-configured',
  'error',
];
/** Outcomes worth retrying soon: the remote or the lock may be back in a moment. */
const TRANSIENT: readonly SyncOutcomeKind[] = ['offline', 'busy', 'error'];
/** The first retry after a transient failure; each further one waits twice as long. */
const FIRST_RETRY_MS = 30_000;

/**
 * When the next interval sync runs: the interval after a success (and after an auth failure, which
 * only the user can fix, so it is never hammered); after transient failures 30 s, 1 min, 2 min, ...
 * capped by the interval, so a remote that comes back is noticed soon rather than a whole interval later.
 */
export function nextSyncDelay(outcome: SyncOutcomeKind, failures: number, intervalMs: number): number {
  if (!TRANSIENT.includes(outcome) || failures === 0) return intervalMs;
  const delay = FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 20);
  return Math.min(intervalMs, delay);
}

/** Whether the remote answered at all, guessed from a sync outcome (null: no idea). */
export function onlineGuess(outcome: SyncOutcomeKind | undefined): boolean | null {
  if (outcome === 'offline') return false;
  if (outcome === 'ok' || outcome === 'partial' || outcome === 'needs-confirmation' || outcome === 'auth')
    return true;
  return null;
}

export interface SyncServiceOptions {
  r: Replica;
  events: AppEvents;
  /** The remote to sync with, or a message saying why there is none (offline mode, nothing set up). */
  remote: () => Promise<RemoteApi | string>;
  /** Interval in ms (0: none), read at each scheduling. */
  intervalMs: () => number;
  /** Whether interval syncs should run at all (a remote is set up and the folder is not offline-only). */
  configured: () => boolean;
  /** How delays are armed; default setTimeout (unref'd). Tests record and fire them instead. */
  timers?: SyncTimers;
  /** Probes the remote (null: none to probe); given, the service keeps its reachability (sync/reachability.ts). */
  probe?: () => Promise<ProbeResult | null>;
}

/** How soon a sync follows a probe that found the remote again while changes wait. */
export const BACK_SYNC_MS = 1_000;

/** The timer functions the service schedules with (injectable, so tests never wait). */
export interface SyncTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: SyncTimers = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    // The interval must never keep a closing process alive.
    t.unref();
    return t;
  },
  clear: (t) => clearTimeout(t as NodeJS.Timeout),
};

/**
 * Runs syncs for the app: on demand and on an interval, one at a time, with progress and
 * finished events. Each sync's database work is in short transactions, so local entry never waits.
 */
export class SyncService {
  private running: Promise<SyncOutcomeViewT> | null = null;
  private progress: ProgressViewT | null = null;
  private last: SyncOutcomeViewT | null = null;
  private failures = 0;
  private timer: unknown = null;
  private readonly timers: SyncTimers;
  private abort: AbortController | null = null;
  private closed = false;
  /** Whether the remote answers, from probes and sync outcomes; null without a probe. */
  readonly reachability: Reachability | null;

  constructor(private readonly opts: SyncServiceOptions) {
    this.last = lastRecordedOutcome(opts.r);
    this.timers = opts.timers ?? REAL_TIMERS;
    const probe = opts.probe;
    this.reachability = probe
      ? new Reachability({
          probe,
          timers: this.timers,
          now: Date.now,
          onChange: (s) => opts.events.emit('sync:reachability', { online: s.online, message: s.message }),
          // Found again: what waits goes out now rather than at the next retry or interval.
          onBack: () => {
            if (!this.running && openCount(opts.r) > 0) this.schedule(BACK_SYNC_MS);
          },
        })
      : null;
  }

  /**
   * Runs a sync now, or joins the one running; a confirmed mass deletion or a full refresh waits
   * for it, then runs.
   */
  async run(options: { allowMassDelete?: boolean; full?: boolean } = {}): Promise<SyncOutcomeViewT> {
    if (this.running) {
      const current = await this.running;
      if (!options.allowMassDelete && !options.full) return current;
      return this.run(options);
    }
    const run = this.runOnce(options.allowMassDelete === true, options.full === true);
    this.running = run;
    const outcome = await run;
    this.running = null;
    this.finished(outcome);
    return outcome;
  }

  private finished(outcome: SyncOutcomeViewT): void {
    this.last = outcome;
    this.failures = TRANSIENT.includes(outcome.outcome) ? this.failures + 1 : 0;
    if (this.closed) return;
    this.reachability?.noteSync(outcome);
    const moved = outcome.pushed + outcome.adopted + outcome.rejected + outcome.pulled + outcome.deleted > 0;
    this.opts.events.emit('data:changed', {
      tables: moved ? [...SYNCED_TABLES, 'sync_runs'] : ['sync_runs'],
    });
    this.opts.events.emit('sync:finished', outcome);
    this.schedule(nextSyncDelay(outcome.outcome, this.failures, this.opts.intervalMs()));
  }

  /** Never rejects: remote trouble is an outcome, and so is a local failure. */
  private async runOnce(allowMassDelete: boolean, full = false): Promise<SyncOutcomeViewT> {
    const { r, events } = this.opts;
    let outcome: SyncOutcomeViewT;
    try {
      const remote = await this.opts.remote();
      if (typeof remote === 'string') {
        outcome = blank('not-configured', remote, openCount(r));
      } else {
        this.abort = new AbortController();
        const result = await syncOnce({
          db: r.db,
          remote,
          now: r.now,
          allowMassDelete,
          full,
          signal: this.abort.signal,
          onProgress: (p) => {
            this.progress = p.phase === 'done' ? null : p;
            events.emit('sync:progress', p);
          },
        });
        const { heldBack: _heldBack, ...view } = result;
        outcome = view;
      }
    } catch (e) {
      // syncOnce reports remote trouble as an outcome; this is a local failure (e.g. closing).
      outcome = blank('error', `sync failed: ${(e as Error).message}`, this.closed ? 0 : openCount(r));
    } finally {
      this.abort = null;
      this.progress = null;
    }
    return outcome;
  }

  /** The remote a sync would use now, or why there is none (offline only, nothing set up). */
  remote(): Promise<RemoteApi | string> {
    return this.opts.remote();
  }

  /** Re-arms the interval timer from the current settings (after they changed). */
  reschedule(delayMs?: number): void {
    this.schedule(delayMs ?? this.opts.intervalMs());
  }

  private schedule(delayMs: number): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.closed || this.opts.intervalMs() <= 0) return;
    this.timer = this.timers.set(() => {
      this.timer = null;
      if (this.opts.configured()) void this.run();
      else this.schedule(this.opts.intervalMs());
    }, delayMs);
  }

  /** Counts of local changes, the last sync and whether one is running. */
  status(): SyncStatusViewT {
    const { db } = this.opts.r;
    const c = countByState(db);
    // In an offline-only folder, entries on projects of this computer only are kept, not pending
    // (they are never sent); with a remote the pending count stays as it was.
    const keptIds = isOfflineOnly(db) ? keptChanges(db) : new Set<bigint>();
    const kept = keptIds.size;
    // Held until their week is submitted: not waiting to be sent either (a kept one counts once).
    const held = [...heldChangeIds(db)].filter((id) => !keptIds.has(id)).length;
    return {
      pending: c.pending - kept - held,
      kept,
      held,
      sending: c.sending,
      rejected: c.rejected,
      synced: c.done,
      lastSyncAt: getReplicaSetting(db, 'last_sync_at') ?? null,
      running: this.running !== null,
      progress: this.progress,
      lastOutcome: this.last,
      online: this.reachability ? this.reachability.state.online : onlineGuess(this.last?.outcome),
      offlineMessage: this.reachability?.state.message ?? null,
      offlineDetail: this.reachability?.state.detail ?? null,
    };
  }

  /** Stops the interval and cancels a running sync's push; resolves when it has wound down (at most `waitMs`). */
  async close(waitMs = 5_000): Promise<void> {
    this.closed = true;
    this.reachability?.close();
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.abort?.abort();
    const running = this.running;
    if (!running) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      running.catch(() => undefined),
      new Promise<void>((res) => (timeout = setTimeout(res, waitMs))),
    ]);
    clearTimeout(timeout);
  }
}

function openCount(r: Replica): number {
  const c = countByState(r.db);
  return c.pending + c.sending;
}

function blank(outcome: SyncOutcomeKind, message: string, pending: number): SyncOutcomeViewT {
  return { outcome, message, pushed: 0, adopted: 0, rejected: 0, blocked: 0, pulled: 0, deleted: 0, pending };
}

/** The outcome of the last finished sync run recorded in the data folder (after a restart). */
function lastRecordedOutcome(r: Replica): SyncOutcomeViewT | null {
  const run = listRuns(r.db, 5).find((x) => x.finished_at !== null && x.outcome !== null);
  if (!run) return null;
  const kind = OUTCOMES.find((o) => o === run.outcome) ?? 'error';
  return {
    ...blank(kind, run.message ?? '', openCount(r)),
    pushed: run.pushed,
    pulled: run.pulled,
    rejected: run.rejected,
  };
}
