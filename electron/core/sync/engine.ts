import type { Db } from '../db/connection';
import { countByState, resetInterrupted } from '../db/repositories/outbox';
import {
  finishRun,
  getReplicaSetting,
  setReplicaSetting,
  signedInAccount,
  startRun,
} from '../db/repositories/sync-meta';
import { acquireSyncLock, type SyncLock } from '../db/sync-lock';
import { push, type PushTuning } from './push';
import type { PullWindow } from './pull-fetch';
import type { DeletionPlan } from './pull-apply';
import { pull } from './pull';
import { refreshProjectEntries } from './project-pull';
import { RemoteError, humanRemoteMessage, remoteErrorDetail } from './remote-errors';
import { createHttpRemote, type RemoteApi } from './remote';
import { coreI18n } from '../i18n';
import { conditionalCacheOf } from './conditional';
import { budgetOf } from './pacer';
import type { BearerSource } from './oauth/bearer';
import { storedBearer } from './oauth/stored';
import { heldChangeIds, releaseDue } from '../db/repositories/holds';
import { writeTransaction } from '../db/transaction';
import { patientRemote, rateLimitedStep } from './retry';
import type { Progress } from './progress';

export type SyncOutcomeKind =
  'ok' | 'partial' | 'offline' | 'auth' | 'busy' | 'needs-confirmation' | 'not-configured' | 'error';

/** What one sync did. `ok` only when nothing is left pending and the pull completed. */
export interface SyncOutcome {
  outcome: SyncOutcomeKind;
  message: string;
  /** The raw error behind a human message (for a disclosure), when a remote call failed. */
  detail?: string;
  pushed: number;
  adopted: number;
  rejected: number;
  blocked: number;
  pulled: number;
  deleted: number;
  pending: number;
  /** Mass deletions the pull held back, when outcome is needs-confirmation. */
  heldBack?: DeletionPlan[];
  /** Trouble of a step that does not fail the sync (the per-project pull of lines and roles). */
  warning?: string;
}

export interface SyncOptions {
  db: Db;
  /** The remote to talk to; default: built from the replica settings (remote_url, remote_token). */
  remote?: RemoteApi;
  now?: () => number;
  onProgress?: (p: Progress) => void;
  /** Let a pull delete most of a kind of local data (after the user confirmed). */
  allowMassDelete?: boolean;
  /** Refresh the reference data (companies, contacts, projects, ...) now, whatever its cadence. */
  full?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How long to wait for another process's sync of this data folder before answering busy; default 15 s. */
  lockWaitMs?: number;
  /** Window size, tries and patience of the push (default: the push_window setting, 4 tries). */
  push?: PushTuning;
}

const DAY = 86_400_000;
const LOCK_WAIT_MS = 15_000;
const LOCK_POLL_MS = 200;

/**
 * The data folder's sync lock, waiting up to `waitMs` while another process (the app, web mode or
 * the CLI on the same folder) syncs: a second "sync now" then simply runs after the first.
 */
async function waitForLock(
  db: Db,
  now: () => number,
  waitMs: number,
  signal?: AbortSignal,
): Promise<SyncLock | null> {
  const end = Date.now() + waitMs;
  for (;;) {
    const lock = acquireSyncLock(db, now);
    if (lock || Date.now() >= end || signal?.aborted) return lock;
    await new Promise((resolve) => setTimeout(resolve, Math.min(LOCK_POLL_MS, end - Date.now())));
  }
}

/** The pull window from the replica settings (default 90 days back, 30 ahead), whole days in UTC. */
export function pullWindow(db: Db, now: number): PullWindow {
  const back = Number(getReplicaSetting(db, 'pull_days_back') ?? 90);
  const ahead = Number(getReplicaSetting(db, 'pull_days_ahead') ?? 30);
  const today = Math.floor(now / DAY) * DAY;
  return {
    from: new Date(today - back * DAY).toISOString(),
    to: new Date(today + (ahead + 1) * DAY - 1).toISOString(),
  };
}

/**
 * The configured remote, or null when this data folder has none. `token` defaults to what the
 * replica settings keep (CLI, web mode: an API key or an OAuth sign-in, refreshed in place); the
 * app passes the bearer source of its secret store.
 */
export function configuredRemote(
  db: Db,
  timeoutMs?: number,
  token: string | BearerSource | undefined = storedBearer({
    get: () => getReplicaSetting(db, 'remote_token'),
    set: (text) => setReplicaSetting(db, 'remote_token', text),
  }),
): RemoteApi | null {
  const baseUrl = getReplicaSetting(db, 'remote_url');
  if (!baseUrl || !token) return null;
  // Kept answers outlive this remote (one is built per sync): the next sync asks conditionally.
  const conditional = conditionalCacheOf(db);
  const requestsPerSecond = budgetOf(getReplicaSetting(db, 'request_budget'));
  return createHttpRemote({
    baseUrl,
    token,
    conditional,
    requestsPerSecond,
    // The invoice PDFs the replica keeps are in the app's language (issue 17).
    language: () => coreI18n.language,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

const empty = (outcome: SyncOutcomeKind, message: string, pending: number): SyncOutcome => ({
  outcome,
  message,
  pushed: 0,
  adopted: 0,
  rejected: 0,
  blocked: 0,
  pulled: 0,
  deleted: 0,
  pending,
});

function openCount(db: Db): number {
  const c = countByState(db);
  // Held until the send rule lets them go: not left over by this sync (holds.ts).
  return c.pending + c.sending - heldChangeIds(db).size;
}

/**
 * Pushes local changes, then pulls the remote's data: one sync at a time per data folder (also
 * across processes). Never throws for remote trouble: the outcome says what happened.
 */
export async function syncOnce(opts: SyncOptions): Promise<SyncOutcome> {
  const { db } = opts;
  const now = opts.now ?? Date.now;
  const remote = opts.remote ?? configuredRemote(db, opts.timeoutMs);
  if (!remote)
    return empty(
      'not-configured',
      'no remote is configured: run `remote login --url URL` or `remote set --url URL --token TOKEN --account ID`',
      openCount(db),
    );
  const accountId = signedInAccount(db);
  const lock = await waitForLock(db, now, opts.lockWaitMs ?? LOCK_WAIT_MS, opts.signal);
  if (!lock)
    return empty(
      'busy',
      'another sync of this data folder is running (the app or the CLI); your changes go with it or with the next sync',
      openCount(db),
    );
  const beat = setInterval(() => lock.heartbeat(), 5_000);
  beat.unref();
  const iso = () => new Date(now()).toISOString();
  const runId = startRun(db, iso());
  let result = empty('ok', coreI18n.t('core:syncOutcome.inSync'), 0);
  try {
    resetInterrupted(db, iso());
    // Held entries whose time has come join this push (the send rule, holds.ts).
    writeTransaction(db, () => releaseDue(db, now()));
    const pushed = await push({
      ...opts.push,
      db,
      remote,
      now,
      runId,
      onProgress: opts.onProgress,
      signal: opts.signal,
    });
    result = {
      ...result,
      pushed: pushed.sent,
      adopted: pushed.adopted,
      rejected: pushed.rejected,
      blocked: pushed.blocked,
    };
    if (pushed.stoppedBy) {
      const e = pushed.stoppedBy;
      result = {
        ...result,
        outcome: e.kind === 'auth' ? 'auth' : 'offline',
        message: humanRemoteMessage(e),
        detail: remoteErrorDetail(e),
      };
    } else if (accountId !== undefined) {
      const window = pullWindow(db, now());
      let steps = 0;
      // The pull waits out 429s like the push: bounded waits, said on the progress line.
      const patient = patientRemote(remote, {
        signal: opts.signal,
        onWait: (retryAt, waitMs) =>
          opts.onProgress?.({ phase: 'pull', step: rateLimitedStep(retryAt, waitMs), done: steps, total: 8 }),
      });
      const pulled = await pull({
        db,
        remote: patient,
        accountId,
        window,
        now: now(),
        full: opts.full,
        allowMassDelete: opts.allowMassDelete,
        step: (step, count) =>
          opts.onProgress?.({
            phase: 'pull',
            step: `${step} (${count})`,
            done: Math.min(++steps, 8),
            total: 8,
          }),
      });
      const massive = pulled.heldBack;
      const allowed = massive.length === 0;
      result = { ...result, pulled: pulled.stored, deleted: pulled.deleted };
      // Lines and roles of the projects one can book on (issue 13): never fails the sync itself.
      try {
        // Team entries on the reference cadence (hourly, or a full refresh), so a sync with nothing
        // changed stays cheap; projects never pulled (new, or just added to the review) at any sync.
        const plan = pulled.reference ? { full: opts.full } : { newOnly: true };
        const projects = await refreshProjectEntries(db, patient, window, now, plan);
        if (projects.warning) result = { ...result, warning: projects.warning };
      } catch (e) {
        result = { ...result, warning: `contract lines could not be pulled: ${(e as Error).message}` };
      }
      if (!allowed) {
        const what = massive
          .map((d) =>
            coreI18n.t('core:syncOutcome.massDeleteTable', {
              n: d.ids.length,
              total: d.localCount,
              table: d.table,
            }),
          )
          .join(', ');
        result = {
          ...result,
          outcome: 'needs-confirmation',
          message: coreI18n.t('core:syncOutcome.massDelete', { what }),
          heldBack: massive,
        };
      }
    } else {
      result = { ...result, outcome: 'partial', message: coreI18n.t('core:syncOutcome.noAccount') };
    }
  } catch (e) {
    const message =
      e instanceof RemoteError
        ? humanRemoteMessage(e)
        : coreI18n.t('core:syncOutcome.failed', { reason: (e as Error).message });
    const kind: SyncOutcomeKind =
      e instanceof RemoteError ? (e.kind === 'auth' ? 'auth' : e.transient ? 'offline' : 'error') : 'error';
    result = {
      ...result,
      outcome: kind,
      message,
      detail: e instanceof RemoteError ? remoteErrorDetail(e) : (e as Error).message,
    };
  } finally {
    clearInterval(beat);
    result.pending = openCount(db);
    // Rejections from earlier syncs still wait for the user: not "in sync" until they are resolved.
    const rejectedNow = countByState(db).rejected;
    if (result.outcome === 'ok' && (result.pending > 0 || rejectedNow > 0)) {
      result = {
        ...result,
        outcome: 'partial',
        message: coreI18n.t('core:syncOutcome.stillPending', {
          count: result.pending,
          rejected: rejectedNow,
        }),
      };
    }
    if (result.outcome === 'ok' || result.outcome === 'partial' || result.outcome === 'needs-confirmation') {
      setReplicaSetting(db, 'last_sync_at', iso());
    }
    finishRun(
      db,
      runId,
      {
        outcome: result.outcome,
        pushed: result.pushed + result.adopted,
        pulled: result.pulled,
        rejected: result.rejected,
        message: result.message,
      },
      iso(),
    );
    lock.release();
    opts.onProgress?.({ phase: 'done', done: 1, total: 1 });
  }
  return result;
}
