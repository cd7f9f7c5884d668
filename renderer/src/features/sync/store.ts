import { create } from 'zustand';
import type { ChannelResponse } from '../../../../shared/app/contract';
import type { QueueItemViewT } from '../../../../shared/app/channels/sync';
import type { ProgressViewT, SyncOutcomeViewT, SyncStatusViewT } from '../../../../shared/app/views';
import { errorMessage, invoke, on } from '../../contract/client';
import type { SendScope } from '../../../../shared/app/send-rule';
import { i18n } from '../../i18n';
import { onTablesChanged } from '../../models/data-changed';
import { useSettings } from '../settings/store';

export type SyncRun = ChannelResponse<'sync:history'>[number];

interface SyncState {
  status: SyncStatusViewT | null;
  /** True from pressing Sync now (or a sync:progress event) until sync:finished or the call's answer. */
  running: boolean;
  /** A Sync now call of this window is in flight. */
  calling: boolean;
  progress: ProgressViewT | null;
  lastOutcome: SyncOutcomeViewT | null;
  error: string | null;
  /** A sync held back deletions that need the user's word (outcome needs-confirmation), until answered. */
  confirmation: SyncOutcomeViewT | null;
  /** The sync center's lists; fetched while it is open (`watchers` > 0). */
  queue: QueueItemViewT[];
  history: SyncRun[];
  listsLoaded: boolean;
  listsError: string | null;
  watchers: number;
  refreshStatus: () => Promise<void>;
  /** Runs a sync now (or joins the one running); allowMassDelete after the user confirmed deletions. */
  syncNow: (options?: { allowMassDelete?: boolean; full?: boolean }) => Promise<SyncOutcomeViewT | null>;
  /** Send now: the entries kept here of a day, a week or all join the queue, and a sync sends them. */
  sendNow: (scope: SendScope) => Promise<{ released: number; outcome: SyncOutcomeViewT } | null>;
  refreshLists: () => Promise<void>;
  /** Counts a sync center view in (refetching its lists) and returns the function that counts it out. */
  watch: () => () => void;
  /** Sends a rejected change again as it is; returns the problem, or null. */
  retry: (id: string) => Promise<string | null>;
  /** Drops a change (a record created offline is removed); returns the problem, or null. */
  discard: (id: string) => Promise<string | null>;
  /** The user's answer to held-back deletions: delete them (runs a sync allowing it) or keep them for now. */
  answerConfirmation: (allow: boolean) => Promise<SyncOutcomeViewT | null>;
}

/** Outcomes that prove the remote took the credentials: a failed connection test is stale after one. */
const REACHED: readonly SyncOutcomeViewT['outcome'][] = ['ok', 'partial', 'needs-confirmation'];

function withOutcome(outcome: SyncOutcomeViewT): Partial<SyncState> {
  if (REACHED.includes(outcome.outcome) && useSettings.getState().test?.ok === false)
    useSettings.getState().clearTest();
  return {
    lastOutcome: outcome,
    ...(outcome.outcome === 'needs-confirmation' ? { confirmation: outcome } : {}),
  };
}

/** Sync status and control, the queue of changes and recent runs, kept current by the core's events. */
export const useSync = create<SyncState>()((set, get) => {
  /**
   * Runs a sync-like call as the running one: its outcome recorded, an error kept, and the status
   * (and the open lists) refreshed afterwards whatever happened.
   */
  const running = async <T>(
    call: () => Promise<{ said: T; outcome: SyncOutcomeViewT }>,
  ): Promise<T | null> => {
    set({ running: true, calling: true, progress: null, error: null });
    try {
      const { said, outcome } = await call();
      set(withOutcome(outcome));
      return said;
    } catch (err) {
      set({ error: errorMessage(err) });
      return null;
    } finally {
      set({ running: false, calling: false, progress: null });
      await get().refreshStatus();
      if (get().watchers > 0) await get().refreshLists();
    }
  };
  return {
    status: null,
    running: false,
    calling: false,
    progress: null,
    lastOutcome: null,
    error: null,
    confirmation: null,
    queue: [],
    history: [],
    listsLoaded: false,
    listsError: null,
    watchers: 0,
    refreshStatus: async () => {
      try {
        const status = await invoke('sync:status', {});
        set((s) => ({
          status,
          running: s.calling || status.running,
          progress: status.running ? (status.progress ?? s.progress) : s.progress,
          lastOutcome: s.lastOutcome ?? status.lastOutcome,
          error: null,
        }));
      } catch (err) {
        set({ error: errorMessage(err) });
      }
    },
    syncNow: async (options = {}) => {
      if (get().running && !options.allowMassDelete && !options.full) return null;
      return running(async () => {
        const outcome = await invoke('sync:run', {
          ...(options.allowMassDelete ? { allowMassDelete: true } : {}),
          ...(options.full ? { full: true } : {}),
        });
        return { said: outcome, outcome };
      });
    },
    sendNow: async (scope) => {
      if (get().running) return null;
      return running(async () => {
        const said = await invoke('sync:send', scope);
        return { said, outcome: said.outcome };
      });
    },
    refreshLists: async () => {
      try {
        const [queue, history] = await Promise.all([invoke('sync:queue', {}), invoke('sync:history', {})]);
        set({ queue, history, listsLoaded: true, listsError: null });
      } catch (err) {
        set({ listsError: errorMessage(err), listsLoaded: true });
      }
    },
    watch: () => {
      set((s) => ({ watchers: s.watchers + 1 }));
      void get().refreshLists();
      return () => set((s) => ({ watchers: Math.max(0, s.watchers - 1) }));
    },
    retry: async (id) => {
      try {
        await invoke('changes:resubmit', { id });
        await get().refreshLists();
        return null;
      } catch (err) {
        return errorMessage(err);
      }
    },
    discard: async (id) => {
      try {
        await invoke('changes:discard', { id });
        set((s) => ({ queue: s.queue.filter((c) => c.id !== id) }));
        await Promise.all([get().refreshLists(), get().refreshStatus()]);
        return null;
      } catch (err) {
        return errorMessage(err);
      }
    },
    answerConfirmation: async (allow) => {
      set({ confirmation: null });
      return allow ? get().syncNow({ allowMassDelete: true }) : null;
    },
  };
});

/** The one count of changes waiting to be sent (queued or being sent), as the status bar and Sync page show it. */
export function pendingCount(status: SyncStatusViewT | null): number | null {
  return status ? status.pending + status.sending : null;
}

/**
 * That count in words: "1 change pending", "0 changes pending"; with changes kept on this computer
 * (an offline-only folder sends nothing) "3 changes kept on this computer" instead of pending.
 */
export function pendingText(count: number, kept = 0, held = 0): string {
  const parts: string[] = [];
  if (!(kept > 0 && count === 0)) parts.push(i18n.t('sync:pending.pending', { count }));
  if (kept > 0) parts.push(i18n.t('sync:pending.kept', { count: kept }));
  // Week submission: entries held until their week is submitted are said apart, never "pending".
  if (held > 0) parts.push(i18n.t('sync:pending.held', { count: held }));
  return parts.join(' · ');
}

/** A fraction 0..1 of the running sync, or null while its size is unknown. */
export function progressFraction(progress: ProgressViewT | null): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(1, progress.done / progress.total);
}

on('sync:progress', (progress) => useSync.setState({ running: progress.phase !== 'done', progress }));
on('sync:finished', (outcome) => {
  useSync.setState((s) => ({
    ...withOutcome(outcome),
    running: s.calling,
    progress: s.calling ? s.progress : null,
  }));
  void useSync.getState().refreshStatus();
  if (useSync.getState().watchers > 0) void useSync.getState().refreshLists();
});
onTablesChanged(['outbox', 'sync_runs'], () => {
  void useSync.getState().refreshStatus();
  if (useSync.getState().watchers > 0) void useSync.getState().refreshLists();
});

// A probe or a sync found the remote answering again, or not: the status bar says so at once.
on('sync:reachability', () => void useSync.getState().refreshStatus());

// The OS says the network is back (web mode and Electron alike): sync now rather than at the next
// retry, unless this data folder has no remote. Either way the core probes the remote now.
const networkChanged = (online: boolean) => {
  const mode = useSettings.getState().settings?.mode;
  if (mode !== 'remote' && mode !== 'demo') return;
  void invoke('sync:network', { online })
    .then((status) => useSync.setState({ status }))
    .catch(() => undefined);
  if (online) void useSync.getState().syncNow();
};
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => networkChanged(true));
  window.addEventListener('offline', () => networkChanged(false));
}
