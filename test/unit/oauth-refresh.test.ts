import { describe, expect, it } from 'vitest';
import { fixedBearer, oauthBearer, refreshDue } from '../../electron/core/sync/oauth/bearer';
import { encodeCredentials, type OAuthCredentialsT } from '../../electron/core/sync/oauth/credentials';
import { storedBearer } from '../../electron/core/sync/oauth/stored';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { RemoteError } from '../../electron/core/sync/remote-errors';
import { creds, HOUR } from '../support/oauth-credentials';

/*
 * Refreshing an OAuth access token: shortly before expiry, once after a 401, one refresh at a time
 * however many callers need it (the remote rotates refresh tokens, and a retired one presented
 * again revokes the grant). The token endpoint here is a stand-in fetch that counts requests; the
 * real server's part is test/integration/sync-token-expiry.test.ts.
 */

/** A token endpoint that rotates: each refresh answers at-N/rt-N; `gate` holds answers until released. */
function tokenEndpoint(opts: { fail?: { status: number; body: unknown } } = {}) {
  const requests: URLSearchParams[] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((r) => (release = r));
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const params = new URLSearchParams(init.body as string);
    requests.push(params);
    await gate;
    if (opts.fail) return new Response(JSON.stringify(opts.fail.body), { status: opts.fail.status });
    const n = requests.length;
    return new Response(
      JSON.stringify({
        access_token: `at-${n}`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: `rt-${n}`,
        scope: 'timesheets',
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  return {
    fetchImpl,
    requests,
    open: () => release(),
    close: () => {
      gate = new Promise<void>((r) => (release = r));
    },
  };
}

describe('when a token is refreshed', () => {
  it('refreshes a minute before expiry, or a tenth of a short life', () => {
    const long = creds({ obtainedAt: 0, expiresAt: HOUR });
    expect(refreshDue(long, HOUR - 61_000)).toBe(false);
    expect(refreshDue(long, HOUR - 60_000)).toBe(true);
    const short = creds({ obtainedAt: 0, expiresAt: 1_000 });
    expect(refreshDue(short, 899)).toBe(false);
    expect(refreshDue(short, 900)).toBe(true);
    expect(refreshDue(creds({ expiresAt: null }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('runs one refresh for many callers at once, with decision 24’s parameters, and keeps the new pair first', async () => {
    const endpoint = tokenEndpoint();
    const saved: OAuthCredentialsT[] = [];
    const bearer = oauthBearer(creds({ expiresAt: 2_000 }), {
      now: () => 5_000,
      fetchImpl: endpoint.fetchImpl,
      load: () => undefined,
      save: (c) => saved.push(c),
    });
    const tokens = Promise.all([bearer.current(), bearer.current(), bearer.renew('at-0'), bearer.current()]);
    endpoint.open();
    expect(await tokens).toEqual(['at-1', 'at-1', 'at-1', 'at-1']);
    expect(endpoint.requests).toHaveLength(1);
    expect(Object.fromEntries(endpoint.requests[0] ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt-0',
      clientid: 'psa-desk',
      clientsecret: 'secret',
    });
    expect(saved).toEqual([
      expect.objectContaining({ accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: 5_000 + HOUR }),
    ]);
    // A 401 for a token already replaced retries with the new one, without another refresh.
    expect(await bearer.renew('at-0')).toBe('at-1');
    expect(endpoint.requests).toHaveLength(1);
    // A 401 for the current token refreshes once more, with the rotated refresh token.
    expect(await bearer.renew('at-1')).toBe('at-2');
    expect(endpoint.requests[1]?.get('refresh_token')).toBe('rt-1');
  });

  it('says "Sign in again" when the refresh token is refused, and keeps nothing', async () => {
    const endpoint = tokenEndpoint({
      fail: { status: 400, body: { error: 'invalid_grant', error_description: 'revoked' } },
    });
    endpoint.open();
    const saved: unknown[] = [];
    const bearer = oauthBearer(creds({ expiresAt: 0 }), {
      now: () => 5_000,
      fetchImpl: endpoint.fetchImpl,
      load: () => undefined,
      save: (c) => saved.push(c),
    });
    const err = await bearer.current().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RemoteError);
    expect(err).toMatchObject({ kind: 'auth', message: 'Sign in again', outcomeUnknown: false });
    expect(saved).toEqual([]);
  });

  it('treats an unreachable token address as transient, not as a lost sign-in', async () => {
    const fetchImpl = (() =>
      Promise.reject(
        new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
      )) as typeof fetch;
    const bearer = oauthBearer(creds({ expiresAt: 0 }), {
      now: () => 5_000,
      fetchImpl,
      load: () => undefined,
      save: () => undefined,
    });
    const err = await bearer.current().catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'network', transient: true });
  });

  it('takes the pair another process on the folder refreshed instead of spending a retired token', async () => {
    const endpoint = tokenEndpoint();
    endpoint.open();
    const theirs = creds({
      accessToken: 'at-other',
      refreshToken: 'rt-other',
      obtainedAt: 4_000,
      expiresAt: 4_000 + HOUR,
    });
    const bearer = oauthBearer(creds({ expiresAt: 2_000 }), {
      now: () => 5_000,
      fetchImpl: endpoint.fetchImpl,
      load: () => theirs,
      save: () => undefined,
    });
    expect(await bearer.current()).toBe('at-other');
    expect(endpoint.requests).toHaveLength(0);
  });

  it('does not write a refreshed pair over a sign-in made while the refresh ran', async () => {
    const endpoint = tokenEndpoint();
    let text: string | undefined = encodeCredentials(creds({ expiresAt: 0 }));
    const bearer = storedBearer(
      { get: () => text, set: (t) => (text = t) },
      { now: () => 5_000, fetchImpl: endpoint.fetchImpl },
    );
    const token = bearer?.current();
    const newer = encodeCredentials(
      creds({ accessToken: 'at-new', refreshToken: 'rt-new', expiresAt: 5_000 + HOUR }),
    );
    text = newer;
    endpoint.open();
    expect(await token).toBe('at-1');
    expect(text).toBe(newer);
  });
});

describe('the remote client with a bearer source', () => {
  /** A remote answering 401 to the tokens in `refused`, else an empty list. */
  function remoteFetch(refused: string[]) {
    const seen: string[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      seen.push(auth);
      const status = refused.some((t) => auth === `Bearer ${t}`) ? 401 : 200;
      return new Response(
        status === 200 ? '[]' : JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'expired' } }),
        { status },
      );
    }) as typeof fetch;
    return { fetchImpl, seen };
  }

  it('retries a 401 once with the renewed token', async () => {
    const { fetchImpl, seen } = remoteFetch(['old']);
    let renewals = 0;
    const remote = createHttpRemote({
      baseUrl: 'http://127.0.0.1:1/v1',
      fetchImpl,
      token: { current: async () => 'old', renew: async () => (renewals++, 'new') },
    });
    expect(await remote.listCompanies({})).toEqual([]);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(renewals).toBe(1);
  });

  it('gives up after one retry, and never retries an API key', async () => {
    const twice = remoteFetch(['old', 'new']);
    const remote = createHttpRemote({
      baseUrl: 'http://127.0.0.1:1/v1',
      fetchImpl: twice.fetchImpl,
      token: { current: async () => 'old', renew: async () => 'new' },
    });
    await expect(remote.listCompanies({})).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(twice.seen).toHaveLength(2);
    const key = remoteFetch(['key']);
    const keyed = createHttpRemote({
      baseUrl: 'http://127.0.0.1:1/v1',
      fetchImpl: key.fetchImpl,
      token: fixedBearer('key'),
    });
    await expect(keyed.listCompanies({})).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(key.seen).toEqual(['Bearer key']);
  });
});
