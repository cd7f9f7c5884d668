import { useSync } from './store';

/**
 * Whether the first sync of this data folder is under way: lists that a sync fills show
 * skeletons then, not "No projects yet" (issue 17: empty states flashed during the first sync).
 */
export function useFirstSyncRunning(): boolean {
  return useSync((s) => s.running && (s.status === null || s.status.lastSyncAt === null));
}
