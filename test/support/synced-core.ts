import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppCore } from '../../electron/core/app';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, openCore } from './app-call';
import { ADMIN_KEY, startTestServer, type TestServer } from './server';

/*
 * The common start of a core test against the reference server: the real server on 127.0.0.1, a
 * core on a temp folder connected to it as Anna (account 1, the admin key) and synced once.
 */

/** A synced core, its server and folder; `close` ends both and removes the folder. */
export interface SyncedCore {
  server: TestServer;
  core: AppCore;
  dir: string;
  close(): Promise<void>;
}

/** Starts the server and a core on a new temp folder (prefix names it), connected and synced once. */
export async function syncedCore(prefix: string, now: () => number = Date.now): Promise<SyncedCore> {
  const server = await startTestServer();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const core = openCore(dir, now);
  await call(core, 'settings:setRemote', {
    url: server.url,
    token: ADMIN_KEY,
    accountId: String(demoId('accounts', 1)),
  });
  const first = await call(core, 'sync:run');
  if (first.outcome !== 'ok') throw new Error(`the first sync ended ${first.outcome}`);
  return {
    server,
    core,
    dir,
    close: async () => {
      await closeCores();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
