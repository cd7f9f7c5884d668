import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import type { SyncTimers } from '../../electron/core/app/sync-service';
import { startServer, type RunningServer } from '../../electron/core/reference-server/http/start';
import type { AppEvent, AppEventPayload, Channel, ChannelRequest } from '../../shared/app/contract';
import { openDatabase } from '../../electron/core/db/connection';
import { upsertTimesheet } from '../../electron/core/db/repositories/timesheets';
import { replicaDbFile } from '../../electron/core/paths';
import { timesheetId, timesheetRow } from '../../electron/core/replica/map';
import type { TimesheetReadT } from '../../shared/psa/resources';
import {
  ADMIN_ACCOUNT,
  CONSULTANT_ACCOUNT,
  CONSULTANT_ROLE,
  PROJECT_1,
  TIME_LINE,
} from '../renderer/support/demo-ids';
import { ADMIN_KEY, request, startTestServer, type TestServer } from '../support/server';

/*
 * Honest sync state against the real reference server on 127.0.0.1: the status says OFFLINE with
 * "The PSA service at host:port is not answering" as soon as a probe finds the server stopped,
 * before any sync fails; started again on the same port, the next probe finds it, says ONLINE and
 * brings the waiting change's sync forward (a second, not the 15-minute interval). The core's
 * timers only record; the test fires them, so nothing sleeps. Then the signed-in account's name
 * and email, and the accounts to pick from (the remote's project managers, and the accounts seen
 * on pulled timesheets).
 */

const MIN = 60_000;
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let server: TestServer;
let restarted: RunningServer | undefined;
let dir: string;
let core: AppCore;
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

async function call<C extends Channel>(channel: C, req: ChannelRequest<C>) {
  const res = await core.invoke(channel, req);
  if (!res.ok) throw new Error(`${channel}: ${res.error.code} ${res.error.message}`);
  return res.data;
}

function next<E extends AppEvent>(event: E, pred: (p: AppEventPayload<E>) => boolean) {
  return new Promise<AppEventPayload<E>>((resolve) => {
    const off = core.on(event, (p) => {
      if (!pred(p)) return;
      off();
      resolve(p);
    });
  });
}

/** Fires the one armed timer of `ms` and forgets it. */
function fire(ms: number): void {
  const i = armed.findIndex((t) => t.ms === ms);
  expect(
    i,
    `a timer of ${ms} ms is armed (armed: ${armed.map((t) => t.ms).join(', ')})`,
  ).toBeGreaterThanOrEqual(0);
  const [t] = armed.splice(i, 1);
  t?.fn();
}

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-reach-'));
  core = createAppCore({
    dataDir: dir,
    demoServer: false,
    syncOnStart: false,
    timers,
    invoke: { validateResponses: true },
  });
});

afterAll(async () => {
  await core?.close();
  await restarted?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('online from real reachability', () => {
  it('is not known before a remote is set up, then online from a probe alone', async () => {
    expect(await call('sync:status', {})).toMatchObject({ online: null, offlineMessage: null });
    const online = next('sync:reachability', (p) => p.online === true);
    await call('settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: ADMIN_ACCOUNT });
    expect(await online).toEqual({ online: true, message: null });
    expect(await call('sync:history', {})).toEqual([]);
  });

  it('says OFFLINE with host:port once the server stops, before any sync; pushes soon after it is back', async () => {
    expect(await call('sync:run', {})).toMatchObject({ outcome: 'ok' });
    const runs = (await call('sync:history', {})).length;
    const port = new URL(server.url).port;
    await server.server.close();

    await call('timesheets:create', {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: CONSULTANT_ROLE,
      DateTimeFrom: `${YESTERDAY}T09:00:00Z`,
      DateTimeTo: `${YESTERDAY}T10:00:00Z`,
      NumberOfHours: '1',
      Description: 'Written while the remote was down',
    });
    // The OS says the network changed (here: the browser's offline event through the bridge).
    const status = await call('sync:network', { online: false });
    expect(status).toMatchObject({
      online: false,
      offlineMessage: `The PSA service at 127.0.0.1:${port} is not answering`,
      pending: 1,
      lastOutcome: { outcome: 'ok' },
    });
    expect(status.offlineDetail).toMatch(/ECONNREFUSED|UND_ERR_SOCKET/);
    expect(await call('sync:history', {})).toHaveLength(runs);

    // Nothing answers at the first re-probe (15 s) either: still offline, the next probe armed later.
    fire(15_000);
    await call('sync:network', { online: false });
    expect((await call('sync:status', {})).online).toBe(false);
    // No sync was brought forward: only the interval's timer (and the probe's) is armed.
    expect(armed.filter((t) => t.ms < 15_000)).toEqual([]);

    restarted = await startServer({ db: server.dbFile, port: Number(port), host: '127.0.0.1' });
    const back = next('sync:reachability', (p) => p.online === true);
    const probeDelay = armed.find((t) => t.ms < 15 * MIN && t.ms >= 15_000)?.ms;
    expect(probeDelay).toBeDefined();
    fire(probeDelay ?? 0);
    expect(await back).toEqual({ online: true, message: null });
    expect((await call('sync:status', {})).online).toBe(true);

    // The waiting change's sync is brought forward to a second, not left to the interval.
    const pushed = next('sync:finished', () => true);
    fire(1_000);
    expect(await pushed).toMatchObject({ outcome: 'ok', pushed: 1, pending: 0 });
  });
});

describe('the signed-in account by name', () => {
  it('names the account with its name and email, never "account 1"', async () => {
    expect((await call('settings:get', {})).account).toEqual({
      id: ADMIN_ACCOUNT,
      name: 'Anna de Vries',
      email: 'demo-admin@example.com',
    });
  });

  it('offers the project managers (with email) and the accounts seen on pulled timesheets', async () => {
    const local = await call('settings:accounts', {});
    expect(local).toContainEqual({
      id: ADMIN_ACCOUNT,
      name: 'Anna de Vries',
      email: 'demo-admin@example.com',
      source: 'manager',
    });
    expect(local.filter((a) => a.source === 'manager').map((a) => a.name)).toEqual([
      'Anna de Vries',
      'Daniel Weber',
      'Emma Johansson',
    ]);
    // Ben Okafor manages nothing, but books hours: once a timesheet of his is pulled (as the
    // per-project pull brings colleagues' entries: here his record as the remote answers it, stored
    // the way the pull stores it), he is offered too, without an email.
    const answer = await request<TimesheetReadT[]>(server.url, 'GET', '/timesheets', {
      query: { accountid: CONSULTANT_ACCOUNT, limit: 1 },
    });
    const [ben] = answer.body;
    if (!ben) throw new Error('the demo has no timesheet of Ben');
    const db = openDatabase(replicaDbFile(dir));
    try {
      upsertTimesheet(db, timesheetRow(ben, timesheetId(ben) ?? 0n));
    } finally {
      db.close();
    }
    // The per-project pull already brought his team timesheets: offered once, by name.
    expect(local.filter((a) => a.name === 'Ben Okafor')).toHaveLength(1);
    const withBen = await call('settings:accounts', {});
    expect(withBen).toContainEqual({
      id: CONSULTANT_ACCOUNT,
      name: 'Ben Okafor',
      email: null,
      source: 'timesheets',
    });
    expect(withBen.map((a) => a.name)).toEqual(
      [...withBen.map((a) => a.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('at first start asks the typed address with the typed token, and refuses a token without its address', async () => {
    const remote = await call('settings:accounts', { url: server.url, token: ADMIN_KEY });
    expect(remote.map((a) => `${a.name} <${a.email}>`)).toEqual([
      'Anna de Vries <demo-admin@example.com>',
      'Daniel Weber <daniel@northwind.example>',
      'Emma Johansson <emma@northwind.example>',
    ]);
    const res = await core.invoke('settings:accounts', { url: server.url });
    expect(res).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
