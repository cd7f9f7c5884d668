import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * What the sync tests book with on the demo organization: account 1 (Anna, the admin key), project
 * 1, its time line and role 1, as the bigints the replica takes; and a clock that runs from a fixed
 * instant in the future (so test entries never meet the demo's own).
 */

/** Account 1, Anna de Vries (demo-admin-key). */
export const ANNA = demoId('accounts', 1);
/** Project 1, 'Northwind ERP rollout'. */
export const PROJECT_1 = demoId('projects', 1);
/** Project 1's time line 'Consultancy hours'. */
export const TIME_LINE = demoId('contract_lines', 10);
/** Role 1, 'Consultant'. */
export const ROLE = demoId('roles', 1);

/** A clock that starts at `base` now and runs with real time. */
export function runningClock(base: number): () => number {
  const started = Date.now();
  return () => base + (Date.now() - started);
}
