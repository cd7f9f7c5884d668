import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppEvents } from '../../electron/core/app/events';
import { SyncService, type SyncTimers } from '../../electron/core/app/sync-service';
import { openDatabase } from '../../electron/core/db/connection';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/*
 * Retry soon after the remote is back: a real replica file syncs against a closed port, then the
 * real reference server. The service's timers are injected, so the test reads the delays it
 * schedules and fires them itself: no waiting, no timed assertions.
 */

const MIN = 60_000;
let server: TestServer;
let closedUrl: string;
let dir: string;
let r: Replica;

beforeAll(async () => {
  server = await startTestServer();
  const probe = createServer();
  await new Promise<void>((res) => probe.listen(0, '127.0.0.1', res));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/v1`;
  await new Promise((res) => probe.close(res));
  dir = mkdtempSync(join(tmpdir(), 'psa-sync-retry-'));
  r = createReplica(openDatabase(replicaDbFile(dir)));
  setReplicaSetting(r.db, 'account_id', String(demoId('accounts', 1)));
});

afterAll(async () => {
  r.db.close();
  rmSync(dir, { recursive: true, force: true });
  await server?.close();
});

/** Timers that only record: the test fires the armed one itself. */
function recordingTimers() {
  const armed: { fn: () => void; ms: number }[] = [];
  const timers: SyncTimers = {
    set: (fn, ms) => {
      const t = { fn, ms };
      armed.push(t);
      return t;
    },
    clear: (t) => {
      const i = armed.indexOf(t as { fn: () => void; ms: number });
      if (i >= 0) armed.splice(i, 1);
    },
  };
  return { timers, armed };
}

it('after a failure retries at 30 s, 1 min, 2 min (capped by the interval), then the interval once the remote answers', async () => {
  const events = new AppEvents();
  let url = closedUrl;
  const { timers, armed } = recordingTimers();
  const sync = new SyncService({
    r,
    events,
    timers,
    intervalMs: () => 3 * MIN,
    configured: () => true,
    remote: async () => createHttpRemote({ baseUrl: url, token: ADMIN_KEY, timeoutMs: 20_000 }),
  });
  const finished: string[] = [];
  events.on('sync:finished', (o) => finished.push(o.outcome));
  /** Fires the one armed timer and waits for the sync it starts. */
  const fire = async () => {
    expect(armed).toHaveLength(1);
    const next = new Promise<void>((res) => {
      const off = events.on('sync:finished', () => (off(), res()));
    });
    armed.splice(0, 1)[0]?.fn();
    await next;
  };

  const first = await sync.run();
  expect(first.outcome).toBe('offline');
  expect(first.message).toMatch(/^The PSA service at 127\.0\.0\.1:\d+ is not answering$/);
  expect(first.detail).toContain('ECONNREFUSED');
  expect(sync.status().online).toBe(false);
  const delays = [armed[0]?.ms];
  for (let i = 0; i < 3; i++) {
    await fire();
    delays.push(armed[0]?.ms);
  }
  expect(delays).toEqual([30_000, 60_000, 120_000, 3 * MIN]);

  url = server.url; // the remote is back
  await fire();
  expect(finished.at(-1)).toBe('ok');
  expect(sync.status().online).toBe(true);
  expect(armed.map((t) => t.ms)).toEqual([3 * MIN]);
  await sync.close();
});
