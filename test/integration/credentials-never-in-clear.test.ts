import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { postToken, TokenEndpointError } from '../../electron/core/sync/oauth/token-client';
import { RemoteError } from '../../electron/core/sync/remote-errors';
import { sendsCredentialsInClear } from '../../shared/app/clear-text';

/*
 * An API key, an access token or a client secret never crosses a network unencrypted: an http://
 * address is taken only when it names this computer. The settings and the sign-in refuse any
 * other with words that say what to use instead and store nothing, and a remote stored before the
 * rule sends nothing (the requests below go to a fetch that records what would have left).
 */

const cores: AppCore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fetch that records every request and answers none (nothing may reach it here). */
function recordingFetch(): { fetchImpl: typeof fetch; sent: string[] } {
  const sent: string[] = [];
  const fetchImpl = ((input: string | URL | Request) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new Error('no network in this test'));
  }) as typeof fetch;
  return { fetchImpl, sent };
}

function core(fetchImpl?: typeof fetch): AppCore {
  const dataDir = mkdtempSync(join(tmpdir(), 'psa-clear-'));
  dirs.push(dataDir);
  const c = createAppCore({
    dataDir,
    demoServer: false,
    syncOnStart: false,
    probe: false,
    ...(fetchImpl ? { signIn: { fetchImpl } } : {}),
  });
  cores.push(c);
  return c;
}

describe('which addresses would carry credentials in clear', () => {
  it.each([
    ['http://psa.example.com/v1', true],
    ['http://10.0.0.5:4010/v1', true],
    ['http://192.168.1.20/v1', true],
    ['http://127.0.0.1.evil.example/v1', true],
    ['HTTP://PSA.EXAMPLE.COM/v1', true],
    ['https://psa.example.com/v1', false],
    ['http://127.0.0.1:4010/v1', false],
    ['http://127.8.9.10/v1', false],
    ['http://localhost:4010/v1', false],
    ['http://[::1]:4010/v1', false],
    ['not an address', false],
  ])('%s: %s', (url, clear) => {
    expect(sendsCredentialsInClear(url)).toBe(clear);
  });
});

describe('the app', () => {
  it('refuses to connect a remote at http:// on another host, names https and stores nothing', async () => {
    const c = core();
    const result = await c.invoke('settings:setRemote', {
      url: 'http://psa.example.com/v1',
      token: 'secret-key',
      accountId: '1',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION_FAILED');
    expect(result.error.message).toContain('https://psa.example.com');
    const settings = await c.invoke('settings:get', {});
    expect(settings.ok && settings.data.remoteUrl).toBeFalsy();
  });

  it('refuses a sign-in whose API, consent or token address is http:// on another host, before sending anything', async () => {
    const { fetchImpl, sent } = recordingFetch();
    const c = core(fetchImpl);
    const common = { preset: 'custom', clientId: 'psa-desk', clientSecret: 'the-secret' } as const;
    for (const req of [
      { ...common, baseUrl: 'http://psa.example.com/v1' },
      { ...common, baseUrl: 'https://psa.example.com/v1', tokenUrl: 'http://psa.example.com/oauth/token' },
      { ...common, baseUrl: 'https://psa.example.com/v1', authUrl: 'http://psa.example.com/consent' },
    ]) {
      const result = await c.invoke('signin:start', req);
      expect(result.ok, JSON.stringify(req)).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/unencrypted/);
    }
    expect(sent).toEqual([]);
  });
});

describe('the sync client and the token client', () => {
  it('send nothing to a stored http:// remote on another host and say why', async () => {
    const { fetchImpl, sent } = recordingFetch();
    const remote = createHttpRemote({ baseUrl: 'http://psa.example.com/v1', token: 'secret-key', fetchImpl });
    const error = await remote.listProjects({ limit: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteError);
    expect((error as RemoteError).message).toMatch(/unencrypted.*https:\/\/psa\.example\.com/);
    const token = await postToken(
      'http://psa.example.com/oauth/token',
      { grant_type: 'refresh_token', refresh_token: 'r' },
      { fetchImpl },
    ).catch((e: unknown) => e);
    expect(token).toBeInstanceOf(TokenEndpointError);
    expect(sent).toEqual([]);
  });

  it('still talks to http:// on this computer', async () => {
    const { fetchImpl, sent } = recordingFetch();
    const remote = createHttpRemote({
      baseUrl: 'http://127.0.0.1:9/v1',
      token: 'k',
      fetchImpl,
      timeoutMs: 1000,
    });
    await remote.listProjects({ limit: 1 }).catch(() => undefined);
    expect(sent).toHaveLength(1);
  });
});
