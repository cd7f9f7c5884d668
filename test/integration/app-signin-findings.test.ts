import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelRequest, ChannelResponse } from '../../shared/app/contract';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { syncCmd, UsageError, type Call } from '../../electron/core/cli/commands';
import { consent } from '../support/consent';
import { CONSULTANT_EMAIL } from '../support/oauth';
import { startTestServer, type TestServer } from '../support/server';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/** The demo's Anna (demo-admin@example.com): a 17-digit id, as the contract's text. */
const ANNA = String(demoId('accounts', 1));

/*
 * What a new user met in the app's OAuth sign-in: an address without /v1 is said before the
 * browser opens, Deny says what to do next, a signed-out sync speaks of Settings only (the CLI
 * of `remote login`), the loopback pages are a styled page without script, and Test connection
 * uses the OAuth sign-in.
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

function open(): AppCore {
  const dataDir = mkdtempSync(join(tmpdir(), 'psa-signin-ux-'));
  dirs.push(dataDir);
  const core = createAppCore({ dataDir, demoServer: false, syncOnStart: false });
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

const custom = (baseUrl: string): ChannelRequest<'signin:start'> => ({
  preset: 'custom',
  baseUrl,
  clientId: 'psa-desk',
  clientSecret: 'demo-client-secret',
  email: 'demo-admin@example.com',
});

async function signedIn(core: AppCore): Promise<void> {
  const started = await call(core, 'signin:start', custom(server.url));
  await consent(started.authorizationUrl);
  expect(await call(core, 'signin:wait')).toMatchObject({ state: 'signed-in', accountId: ANNA });
}

describe('the sign-in as a new user meets it', () => {
  it('says at the address field that an address without /v1 has no API, before the browser opens', async () => {
    const core = open();
    const origin = new URL(server.url).origin;
    const result = await core.invoke('signin:start', custom(origin));
    const message =
      'No PSA API answers at this address: check that it ends with /v1 (for example http://127.0.0.1:4010/v1)';
    expect(result).toEqual({
      ok: false,
      error: { code: 'SIGN_IN_FAILED', message, details: [{ path: 'baseUrl', message }] },
    });
    expect(await call(core, 'signin:status')).toMatchObject({ state: 'idle' });
  });

  it('says at the address field that nothing answers at an unreachable address', async () => {
    const closed: Server = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const result = await open().invoke('signin:start', custom(`http://127.0.0.1:${port}/v1`));
    const message = `The PSA service at 127.0.0.1:${port} is not answering`;
    expect(result).toEqual({
      ok: false,
      error: { code: 'SIGN_IN_FAILED', message, details: [{ path: 'baseUrl', message }] },
    });
  });

  it('says an address that answers with a web page (not JSON) has no API', async () => {
    const web: Server = createServer((req, res) => {
      // The token check is answered like a token endpoint; the API address is a plain site.
      if (req.url?.startsWith('/oauth/token')) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'unsupported_grant_type' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Welcome</body></html>');
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    try {
      const { port } = web.address() as AddressInfo;
      const result = await open().invoke('signin:start', custom(`http://127.0.0.1:${port}/v1`));
      expect(result.ok ? '' : result.error.message).toMatch(/^No PSA API answers at this address/);
    } finally {
      web.close();
    }
  });

  it('says Deny with a next step, in the app and on the browser page', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom(server.url));
    const page = await consent(started.authorizationUrl, { decision: 'deny' });
    const said = "You pressed Deny on the PSA service's page. Sign in again when you are ready.";
    expect(page.text).toContain('Sign-in was denied');
    expect(page.text).toContain('You pressed Deny on the PSA service&#39;s page.');
    expect(await call(core, 'signin:wait')).toMatchObject({
      state: 'failed',
      problem: 'denied',
      message: said,
    });
  });

  it('ends a refused sign-in’s browser page with one full stop before the next step', async () => {
    const core = open();
    const started = await call(core, 'signin:start', { ...custom(server.url), email: CONSULTANT_EMAIL });
    const page = await consent(started.authorizationUrl, { email: CONSULTANT_EMAIL });
    expect(page.text).toContain('API access enabled. Return to PSA Desk to try again.');
    expect(await call(core, 'signin:wait')).toMatchObject({ problem: 'forbidden' });
  });

  it('shows the loopback pages styled, with a CSP that allows no script', async () => {
    const core = open();
    const started = await call(core, 'signin:start', custom(server.url));
    const res = await fetch(started.redirectUrl + '?code=x&state=guess');
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toMatch(/font-family:\s*system-ui/);
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(html).not.toMatch(/<script/);
    await call(core, 'signin:cancel');
  });

  it('says "sign in in Settings" to the app after Sign out, and `remote login` in the CLI', async () => {
    const core = open();
    await signedIn(core);
    await call(core, 'signin:signOut');
    // The last sign-in's "Signed in" is no longer news: a sign-in form opened now shows nothing stale.
    expect(await call(core, 'signin:status')).toMatchObject({ state: 'idle' });
    expect(await call(core, 'settings:get')).toMatchObject({
      signIn: null,
      signedOut: { email: 'demo-admin@example.com' },
    });
    expect(await call(core, 'sync:run')).toMatchObject({
      outcome: 'not-configured',
      message: 'Not signed in: sign in to the PSA service in Settings to sync.',
    });
    const cli: Call = (channel, req) => call(core, channel, req);
    const out: string[] = [];
    const io = { out: (s: string) => void out.push(s), err: () => undefined };
    const failed = await syncCmd(cli, {}, io).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UsageError);
    expect((failed as Error).message).toBe(
      'Not signed in: run `remote login` to sign in to the PSA service, then sync.',
    );
    expect(out.join('\n')).not.toMatch(/Settings/);
  });

  it('tests the connection with the OAuth sign-in, and asks to sign in first once signed out', async () => {
    const core = open();
    await signedIn(core);
    expect(await call(core, 'settings:testConnection', {})).toMatchObject({ ok: true });
    await call(core, 'signin:signOut');
    expect(await call(core, 'settings:testConnection', {})).toEqual({
      ok: false,
      kind: 'not-configured',
      message: `Sign in first: you signed out of ${server.url}.`,
    });
  });
});
