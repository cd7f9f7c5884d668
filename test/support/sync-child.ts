import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { syncOnce } from '../../electron/core/sync/engine';

/*
 * A separate process that syncs one data folder again and again until it is killed: the crash
 * test kills it with SIGKILL at random moments. Usage:
 *   node --import tsx test/support/sync-child.ts DATA_DIR TIMEOUT_MS NOW_MS
 * Prints "ready" once the database is open, then one JSON outcome per sync; exits when its stdin closes.
 */

const [dir, timeoutArg, nowArg] = process.argv.slice(2);
if (!dir) {
  process.stderr.write('usage: sync-child.ts DATA_DIR [TIMEOUT_MS] [NOW_MS]\n');
  process.exit(2);
}
const timeoutMs = Number(timeoutArg ?? 300);
const fixedNow = nowArg ? Number(nowArg) : undefined;
// The parent holds our stdin open: when it dies (a failed test), we stop too instead of looping on.
process.stdin.once('end', () => process.exit(0));
process.stdin.resume();
const db = openDatabase(replicaDbFile(dir));
process.stdout.write('ready\n');
for (;;) {
  const outcome = await syncOnce({ db, timeoutMs, ...(fixedNow ? { now: () => fixedNow } : {}) });
  process.stdout.write(
    `${JSON.stringify({ outcome: outcome.outcome, pushed: outcome.pushed, adopted: outcome.adopted, pending: outcome.pending })}\n`,
  );
  await new Promise((resolve) => setTimeout(resolve, 5));
}
