import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Channel, ChannelRequest, ChannelResponse } from '../../shared/app/contract';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { openDatabase } from '../../electron/core/db/connection';
import { revokeOAuthGrant } from '../../electron/core/db/repositories/oauth';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { consent } from '../support/consent';
import { ADMIN_EMAIL } from '../support/oauth';
import { readDb, startTestServer, type TestServer } from '../support/server';

/*
 * An OAuth sign-in whose access token dies in the middle of a push of 200 timesheets, against the
 * real reference server: the client refreshes (once per 401, one refresh at a time, the rotated
 * pair kept) and the push goes on; every entry lands on the server exactly once and nothing stays
 * pending. When the refresh itself is refused, the sync says "Sign in again", keeps every entry
 * pending (none rejected), and after a new sign-in the rest goes exactly once.
 */

const ENTRIES = 200;
/** Project 1 of the demo data, its time line and a role: 17-digit ids, as decimal text in the contract. */
const PROJECT = String(demoId('projects', 1));
const TIME_LINE = String(demoId('contract_lines', 10));
const ROLE = String(demoId('roles', 1));

let server: TestServer | null = null;
let core: AppCore | null = null;
let dir: string | null = null;

afterEach(async () => {
  await core?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  core = server = dir = null;
});

async function call<C extends Channel>(
  c: AppCore,
  channel: C,
  req?: ChannelRequest<C>,
): Promise<ChannelResponse<C>> {
  const result = await c.invoke(channel, req ?? {});
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.data;
}

/** Signs the core in to the server as demo-admin through the consent page. */
async function signIn(c: AppCore, url: string): Promise<void> {
  const started = await call(c, 'signin:start', {
    preset: 'custom',
    baseUrl: url,
    clientId: 'psa-desk',
    clientSecret: 'demo-client-secret',
    email: ADMIN_EMAIL,
  });
  await consent(started.authorizationUrl);
  expect(await call(c, 'signin:wait')).toMatchObject({
    state: 'signed-in',
    accountId: String(demoId('accounts', 1)),
  });
}

/** A signed-in core on a fresh folder that has pulled once, with 200 pending timesheets tagged `tag`. */
async function coreWithEntries(url: string, tag: string): Promise<AppCore> {
  dir = mkdtempSync(join(tmpdir(), 'psa-token-expiry-'));
  const c = createAppCore({ dataDir: dir, demoServer: false, syncOnStart: false });
  await signIn(c, url);
  expect(await call(c, 'sync:run')).toMatchObject({ outcome: 'ok' });
  for (let i = 0; i < ENTRIES; i++) {
    const day = String(1 + Math.floor(i / 8)).padStart(2, '0');
    const hour = String(8 + (i % 8)).padStart(2, '0');
    await call(c, 'timesheets:create', {
      ProjectID: PROJECT,
      ContractLineID: TIME_LINE,
      RoleID: ROLE,
      DateTimeFrom: `2031-03-${day}T${hour}:00:00Z`,
      DateTimeTo: `2031-03-${day}T${hour}:59:00Z`,
      NumberOfHours: 0.5,
      Description: `${tag} ${i}`,
      // Dates far ahead keep these entries apart from the demo's: confirmed (issue 13).
      confirm: ['DATE_AHEAD'],
    });
  }
  expect(await call(c, 'sync:status')).toMatchObject({ pending: ENTRIES });
  return c;
}

/** How many times each tagged description is on the server, and how many refresh tokens were spent. */
function onServer(s: TestServer, tag: string): { copies: number[]; distinct: number; refreshed: number } {
  return readDb(s.dbFile, (db) => {
    const rows = db
      .prepare(
        'SELECT description, COUNT(*) AS n FROM timesheets WHERE description LIKE ? GROUP BY description',
      )
      .all(`${tag} %`) as { description: string; n: number }[];
    const refreshed = (
      db
        .prepare("SELECT COUNT(*) AS n FROM oauth_tokens WHERE kind = 'refresh' AND used_at IS NOT NULL")
        .get() as { n: number }
    ).n;
    return { copies: [...new Set(rows.map((r) => r.n))], distinct: rows.length, refreshed };
  });
}

/** Runs `act` once, when the push has sent half of the entries. */
function atHalfway(c: AppCore, act: () => void): void {
  let fired = false;
  c.on('sync:progress', (p) => {
    if (fired || p.phase !== 'push' || p.done < ENTRIES / 2) return;
    fired = true;
    act();
  });
}

describe('a token that expires during a push', () => {
  it('is refreshed after the 401 and the push goes on: each entry once, nothing pending', async () => {
    let offset = 0;
    server = await startTestServer({ now: () => Date.now() + offset });
    core = await coreWithEntries(server.url, 'expiry');
    // The server's clock jumps two hours: the hour-long access token is dead from the next request.
    atHalfway(core, () => (offset = 2 * 3_600_000));
    const outcome = await call(core, 'sync:run');
    expect(outcome).toMatchObject({ outcome: 'ok', pushed: ENTRIES, rejected: 0, pending: 0 });
    expect(onServer(server, 'expiry')).toEqual({ copies: [1], distinct: ENTRIES, refreshed: 1 });
    expect(await call(core, 'sync:status')).toMatchObject({ pending: 0, sending: 0, rejected: 0 });
  });

  it('keeps up with one-second tokens, refreshing before expiry and after 401s, one refresh at a time', async () => {
    server = await startTestServer({ tokenTtlSeconds: 1 });
    core = await coreWithEntries(server.url, 'short');
    const outcome = await call(core, 'sync:run');
    expect(outcome).toMatchObject({ outcome: 'ok', pushed: ENTRIES, rejected: 0, pending: 0 });
    const seen = onServer(server, 'short');
    expect(seen).toMatchObject({ copies: [1], distinct: ENTRIES });
    // A refresh token presented twice would have revoked the grant and ended the push.
    expect(seen.refreshed).toBeGreaterThan(0);
  });

  it('says "Sign in again" when the refresh is refused, keeps the rest pending, and sends it after a new sign-in', async () => {
    server = await startTestServer();
    const s = server;
    core = await coreWithEntries(s.url, 'revoked');
    atHalfway(core, () => {
      // The firm's admin revokes the app's access: its tokens and refresh token die at once.
      const db = openDatabase(s.dbFile);
      try {
        const grants = db.prepare('SELECT id FROM oauth_grants WHERE revoked_at IS NULL').all() as {
          id: bigint;
        }[];
        for (const g of grants) revokeOAuthGrant(db, g.id, Date.now());
      } finally {
        db.close();
      }
    });
    const stopped = await call(core, 'sync:run');
    expect(stopped).toMatchObject({ outcome: 'auth', message: 'Sign in again', rejected: 0 });
    const status = await call(core, 'sync:status');
    expect(status.rejected).toBe(0);
    expect(status.pending + status.sending).toBe(ENTRIES - stopped.pushed);
    expect(status.pending).toBeGreaterThan(0);
    // Local work goes on while signed out.
    expect((await call(core, 'timesheets:list', { from: '2031-03-01', to: '2031-03-31' })).length).toBe(
      ENTRIES,
    );

    await signIn(core, s.url);
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok', rejected: 0, pending: 0 });
    expect(onServer(s, 'revoked')).toMatchObject({ copies: [1], distinct: ENTRIES });
  });
});
