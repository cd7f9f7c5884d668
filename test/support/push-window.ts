import type { Db } from '../../electron/core/db/connection';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';

/**
 * The push window the exactly-once tests run with: PSA_PUSH_WINDOW (e.g. 1 or 8), else the app's
 * default. `PSA_PUSH_WINDOW=1 npx vitest run test/integration/sync-faults.test.ts` runs them one at a time.
 */
export const TEST_PUSH_WINDOW: number | undefined = process.env.PSA_PUSH_WINDOW
  ? Number(process.env.PSA_PUSH_WINDOW)
  : undefined;

/** Stores the test push window in a replica, so every sync of it (also in a child process) uses it. */
export function applyTestPushWindow(db: Db): void {
  if (TEST_PUSH_WINDOW !== undefined) setReplicaSetting(db, 'push_window', String(TEST_PUSH_WINDOW));
}
