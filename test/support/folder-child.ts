import { createAppCore } from '../../electron/core/app';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { acquireSyncLock } from '../../electron/core/db/sync-lock';

/*
 * A separate process using a data folder, for tests of what another process may do meanwhile:
 *   node --import tsx test/support/folder-child.ts DATA_DIR core   the app core open on it
 *   node --import tsx test/support/folder-child.ts DATA_DIR lock   holding its sync lock
 * Prints "ready" once it holds the folder; exits (closing cleanly) when its stdin closes.
 */

const [dir, what] = process.argv.slice(2);
if (!dir || (what !== 'core' && what !== 'lock')) {
  process.stderr.write('usage: folder-child.ts DATA_DIR core|lock\n');
  process.exit(2);
}
let stop: () => Promise<void>;
if (what === 'core') {
  const core = createAppCore({ dataDir: dir, syncOnStart: false, demoServer: false });
  await core.ready;
  stop = () => core.close();
} else {
  const db = openDatabase(replicaDbFile(dir));
  const lock = acquireSyncLock(db);
  if (!lock) throw new Error('the sync lock is held by another process');
  const beat = setInterval(() => lock.heartbeat(), 1_000);
  stop = async () => {
    clearInterval(beat);
    lock.release();
    db.close();
  };
}
process.stdin.once('end', () => void stop().then(() => process.exit(0)));
process.stdin.resume();
process.stdout.write('ready\n');
