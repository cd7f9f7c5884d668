import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelRequest, ChannelResponse } from '../../shared/app/contract';
import { createAppCore, type AppCore, type AppCoreOptions } from '../../electron/core/app';
import { browserOpener } from '../../electron/main/open-browser';
import { consent } from '../support/consent';
import { CONSULTANT_EMAIL } from '../support/oauth';
import { startTestServer, type TestServer } from '../support/server';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/** The demo's Anna (demo-admin@example.com): a 17-digit id, as the contract's text. */
const ANNA = String(demoId('accounts', 1));

/*
 * The app's OAuth sign-in (decision 24, RFC 8252) against the real reference server: the core
 * listens once on 127.0.0.1, the consent is given over plain HTTP as a browser would, and the
 * core exchanges the code, learns the account, keeps the tokens and syncs with them.
 */

let server: TestServer;
const dirs: string[] = [];
const cores: AppCore[] = [];

beforeAll(async () => {
  server = await startTestServer({ failedAuthLimit: false });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  for (const c of cores.splice(0)) await c.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function open(extra: Partial<AppCoreOptions> = {}): AppCore {
  const dataDir = mkdtempSync(join(tmpdir(), 'psa-signin-'));
  dirs.push(dataDir);
  const core = createAppCore({ dataDir, demoServer: false, syncOnStart: false, ...extra });
  cores.push(core);
  return core;
}

async function call<C extends Channel>(
  core: AppCore,
  channel: C,
  req?: ChannelRequest<C>,
): Promise<ChannelResponse<C>> {
  const result = await core.invoke(channel, req ?? {});
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.data;
}

const custom = (extra: Partial<ChannelRequest<'signin:start'>> = {}): ChannelRequest<'signin:start'> => ({
  preset: 'custom',
  baseUrl: server.url,
  clientId: 'psa-desk',
  clientSecret: 'demo-client-secret',
  ...extra,
});

describe('signing in with the browser', () => {
  it('asks with decision 24’s parameters, PKCE and state, and keeps the tokens of an allowed sign-in', async () => {
    const core = open();
    const finished: unknown[] = [];
    core.on('signin:finished', (s) => finished.push(s));
    const started = await call(core, 'signin:start', custom({ email: 'demo-admin@example.com' }));
    expect(started.openedBrowser).toBe(false);
    expect(started.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth\/callback$/);
    const url = new URL(started.authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${new URL(server.url).origin}/link/apiauthorization`);
    const q = url.searchParams;
    expect(q.get('clientid')).toBe('psa-desk');
    expect(q.get('clientsecret')).toBe('demo-client-secret');
    expect(q.get('redirecturl')).toBe(started.redirectUrl);
    expect(q.get('scope')).toBe('companies contacts projects accounts plans timesheets expenses invoices');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(await call(core, 'signin:status')).toMatchObject({
      state: 'waiting',
      authorizationUrl: started.authorizationUrl,
    });

    const page = await consent(started.authorizationUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('You can close this tab');
    const done = await call(core, 'signin:wait');
    expect(done).toMatchObject({ state: 'signed-in', accountId: ANNA, problem: null });
    expect(done.message).toBe(`Signed in as Anna de Vries (account ${ANNA})`);
    expect(finished).toEqual([done]);

    const settings = await call(core, 'settings:get');
    expect(settings).toMatchObject({
      mode: 'remote',
      remoteUrl: server.url,
      accountId: ANNA,
      hasToken: true,
      signIn: { clientId: 'psa-desk', email: 'demo-admin@example.com' },
    });
    expect(JSON.stringify(settings)).not.toMatch(/demo-client-secret|psa_at_|psa_rt_/);
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });
    expect((await call(core, 'projects:list')).length).toBeGreaterThan(5);
  });

  it('opens the system browser where the core can (the desktop app: shell.openExternal)', async () => {
    const opened: string[] = [];
    const core = open({
      signIn: { openBrowser: browserOpener({ openExternal: async (u) => void opened.push(u) }) },
    });
    const started = await call(core, 'signin:start', custom({ email: 'demo-admin@example.com' }));
    expect(started.openedBrowser).toBe(true);
    expect(opened).toEqual([started.authorizationUrl]);
    await consent(opened[0] ?? '');
    expect(await call(core, 'signin:wait')).toMatchObject({ state: 'signed-in', accountId: ANNA });
  });

  it('says "Sign-in was denied" in the app and in the browser, and changes nothing', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom());
    const page = await consent(started.authorizationUrl, { decision: 'deny' });
    expect(page.text).toContain('Sign-in was denied');
    expect(await call(core, 'signin:wait')).toMatchObject({
      state: 'failed',
      problem: 'denied',
      message: "You pressed Deny on the PSA service's page. Sign in again when you are ready.",
    });
    expect(await call(core, 'settings:get')).toMatchObject({ mode: 'unset', hasToken: false, signIn: null });
  });

  it('refuses a wrong client secret before the browser opens', async () => {
    const core = open();
    const result = await core.invoke('signin:start', custom({ clientSecret: 'not-the-secret' }));
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'SIGN_IN_FAILED',
        message: "The PSA service refused the app's credentials (invalid_client)",
      },
    });
    expect(await call(core, 'signin:status')).toMatchObject({ state: 'idle' });
  });

  it('ignores a redirect with another state and still takes the real one', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom({ email: 'demo-admin@example.com' }));
    for (const forged of ['?code=x&state=guess', '?code=x', '?error=access_denied']) {
      const res = await fetch(started.redirectUrl + forged);
      expect(res.status).toBe(400);
    }
    expect((await fetch(started.redirectUrl.replace('/oauth/callback', '/other'))).status).toBe(404);
    expect(await call(core, 'signin:status')).toMatchObject({ state: 'waiting' });
    await consent(started.authorizationUrl);
    expect(await call(core, 'signin:wait')).toMatchObject({ state: 'signed-in', accountId: ANNA });
    // The listener took its one redirect and closed.
    await expect(fetch(started.redirectUrl)).rejects.toThrow();
  });

  it('times out when the browser never comes back, and closes the listener', async () => {
    const core = open({ signIn: { timeoutMs: 200 } });
    const started = await call(core, 'signin:start', custom());
    expect(await call(core, 'signin:wait')).toMatchObject({ state: 'failed', problem: 'timeout' });
    await expect(fetch(started.redirectUrl)).rejects.toThrow();
  });

  it('offers the accounts to choose from when it cannot tell which one signed in', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom());
    await consent(started.authorizationUrl);
    const done = await call(core, 'signin:wait');
    expect(done).toMatchObject({ state: 'signed-in', accountId: null });
    expect(done.chooseFrom).toContainEqual(
      expect.objectContaining({ id: ANNA, email: 'demo-admin@example.com' }),
    );
    expect(await call(core, 'settings:get')).toMatchObject({ mode: 'remote', accountId: null });
    await call(core, 'settings:update', { accountId: ANNA });
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });
  });

  it('says so when the account that signed in may not use the API (decision 3)', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom({ email: CONSULTANT_EMAIL }));
    await consent(started.authorizationUrl, { email: CONSULTANT_EMAIL });
    const done = await call(core, 'signin:wait');
    expect(done).toMatchObject({ state: 'failed', problem: 'forbidden' });
    expect(done.message).toContain('403');
    expect(await call(core, 'settings:get')).toMatchObject({ hasToken: false });
  });

  it('signs out: the tokens go, the entries stay', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom({ email: 'demo-admin@example.com' }));
    await consent(started.authorizationUrl);
    await call(core, 'signin:wait');
    const out = await call(core, 'signin:signOut');
    expect(out).toMatchObject({ mode: 'remote', hasToken: false, signIn: null });
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'not-configured' });
  });
});
