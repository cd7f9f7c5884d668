import { create } from 'zustand';
import type { ProgressViewT, SyncOutcomeViewT, SyncStatusViewT } from '../../../../shared/app/views';
import { errorMessage, invoke, on } from '../../contract/client';
import { onTablesChanged } from '../../app/data-changed';

interface SyncState {
  status: SyncStatusViewT | null;
  /** True from pressing Sync now (or a sync:progress event) until sync:finished or the call's answer. */
  running: boolean;
  /** A Sync now call of this window is in flight. */
  calling: boolean;
  progress: ProgressViewT | null;
  lastOutcome: SyncOutcomeViewT | null;
  error: string | null;
  refreshStatus: () => Promise<void>;
  syncNow: () => Promise<SyncOutcomeViewT | null>;
}

/** Sync status and control, kept current by the core's sync events. */
export const useSync = create<SyncState>()((set, get) => ({
  status: null,
  running: false,
  calling: false,
  progress: null,
  lastOutcome: null,
  error: null,
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
  syncNow: async () => {
    if (get().running) return null;
    set({ running: true, calling: true, progress: null, error: null });
    try {
      const outcome = await invoke('sync:run', {});
      set({ lastOutcome: outcome });
      return outcome;
    } catch (err) {
      set({ error: errorMessage(err) });
      return null;
    } finally {
      set({ running: false, calling: false, progress: null });
      await get().refreshStatus();
    }
  },
}));

/** A fraction 0..1 of the running sync, or null while its size is unknown. */
export function progressFraction(progress: ProgressViewT | null): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(1, progress.done / progress.total);
}

on('sync:progress', (progress) => useSync.setState({ running: progress.phase !== 'done', progress }));
on('sync:finished', (outcome) => {
  useSync.setState((s) => ({
    lastOutcome: outcome,
    running: s.calling,
    progress: s.calling ? s.progress : null,
  }));
  void useSync.getState().refreshStatus();
});
onTablesChanged(['outbox', 'sync_runs'], () => void useSync.getState().refreshStatus());
