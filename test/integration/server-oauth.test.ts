import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CONSULTANT_EMAIL,
  DEMO_CLIENT,
  DEMO_PASSWORD,
  NOAPI_EMAIL,
  REDIRECT,
  authRequest,
  exchange,
  expectPageHeaders,
  expectProblem,
  getConsent,
  originOf,
  pkcePair,
  postConsent,
  redirectParams,
  tokensFor,
} from '../support/oauth';
import {
  ADMIN_KEY,
  expectError,
  expectOk,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';
import { useOAuthServer } from '../support/oauth-server';

/*
 * The consent page of decision 24 over real HTTP: a person signs in as one of the server's
 * accounts and allows or denies; the client and its redirect URL are checked before anything is
 * shown, and nobody is ever sent to a URL the client did not prove.
 */

const srv = useOAuthServer();

describe('the authorization code flow (decision 24)', () => {
  it('signs in with PKCE by plain HTTP: form, allow, redirect to a loopback listener, exchange, API calls', async () => {
    const seen: string[] = [];
    const listener: Server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.end('signed in');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as { port: number }).port;
    try {
      const redirect = `http://127.0.0.1:${port}/callback`;
      const { verifier, challenge } = pkcePair();
      const form = await getConsent(srv.origin, {
        ...authRequest({ redirecturl: redirect }),
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      expect(form.status).toBe(200);
      expect(form.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(form.text).toContain('PSA Desk');
      for (const field of [
        'name="email"',
        'name="password"',
        'name="decision" value="allow"',
        'name="decision" value="deny"',
      ])
        expect(form.text).toContain(field);
      expect(form.text).not.toMatch(/<script/i);
      expect(form.nonce).toMatch(/^[\w-]{20,}$/);

      const allowed = await postConsent(srv.origin, {
        nonce: form.nonce ?? '',
        email: ADMIN_EMAIL,
        password: DEMO_PASSWORD,
        decision: 'allow',
      });
      expect(allowed.status).toBe(303);
      expect(allowed.location?.startsWith(`${redirect}?`)).toBe(true);
      expect((await fetch(allowed.location ?? '')).status).toBe(200);
      const back = new URLSearchParams(seen[0]?.split('?')[1]);
      expect(back.get('state')).toBe('st-1');
      expect(back.get('error')).toBeNull();

      const token = await exchange(srv.origin, {
        code: back.get('code') ?? '',
        verifier,
        redirect,
        client: DEMO_CLIENT,
      });
      expect(token.status).toBe(200);
      expect(token.headers.get('cache-control')).toBe('no-store');
      expect(token.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Object.keys(token.body).sort()).toEqual([
        'access_token',
        'expires_in',
        'refresh_token',
        'scope',
        'token_type',
      ]);
      expect(token.body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'companies projects',
      });

      const access = token.body.access_token as string;
      expect(
        expectOk(await request(srv.url, 'GET', '/companies', { token: access, query: { limit: 3 } })),
      ).toHaveLength(3);
      expectOk(
        await request(srv.url, 'POST', '/company', { token: access, json: { Name: 'Signed-in Ltd' } }),
        201,
      );
      expectOk(await request(srv.url, 'GET', '/projects', { token: access }));
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('sends the security headers on the form, its error pages and its redirects; the style is allowed by its hash', async () => {
    const form = await getConsent(srv.origin, authRequest());
    expectPageHeaders(form);
    const style = /<style>([\s\S]*?)<\/style>/.exec(form.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(form.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
    expectPageHeaders(await getConsent(srv.origin, authRequest({ clientid: 'nobody' })));
    const denied = await postConsent(srv.origin, { nonce: form.nonce ?? '', decision: 'deny' });
    expect(denied.status).toBe(303);
    expectPageHeaders(denied);
  });

  it('deny redirects with error=access_denied and the state, and issues no code', async () => {
    const form = await getConsent(srv.origin, authRequest({ state: 'deny-me' }));
    const denied = await postConsent(srv.origin, {
      nonce: form.nonce ?? '',
      email: '',
      password: '',
      decision: 'deny',
    });
    const params = redirectParams(denied.location);
    expect(denied.location?.startsWith(`${REDIRECT}?`)).toBe(true);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('deny-me');
    expect(params.get('code')).toBeNull();
  });

  it('shows the form again with a message for a wrong password or unknown email; the next nonce works', async () => {
    const first = await getConsent(srv.origin, authRequest());
    const wrong = await postConsent(srv.origin, {
      nonce: first.nonce ?? '',
      email: ADMIN_EMAIL,
      password: 'not-the-password',
      decision: 'allow',
    });
    expect(wrong.status).toBe(200);
    expect(wrong.location).toBeNull();
    expect(wrong.text).toContain('The email or password is not right.');
    expect(wrong.text).toContain(`value="${ADMIN_EMAIL}"`);
    expect(wrong.text).not.toContain('not-the-password');
    expect(wrong.nonce).not.toBe(first.nonce);
    const unknown = await postConsent(srv.origin, {
      nonce: wrong.nonce ?? '',
      email: 'nobody@example.com',
      password: DEMO_PASSWORD,
      decision: 'allow',
    });
    expect(unknown.text).toContain('The email or password is not right.');
    const right = await postConsent(srv.origin, {
      nonce: unknown.nonce ?? '',
      email: 'Demo-Admin@Example.com',
      password: DEMO_PASSWORD,
      decision: 'allow',
    });
    expect(right.status).toBe(303);
    expect(redirectParams(right.location).get('code')).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a made-up, missing, replayed or expired nonce without redirecting anyone', async () => {
    const allow = { email: ADMIN_EMAIL, password: DEMO_PASSWORD, decision: 'allow' };
    expectProblem(
      await postConsent(srv.origin, { nonce: 'made-up', ...allow }),
      /expired or was already used/,
    );
    expectProblem(await postConsent(srv.origin, allow), /expired or was already used/);
    const form = await getConsent(srv.origin, authRequest());
    expect((await postConsent(srv.origin, { nonce: form.nonce ?? '', ...allow })).status).toBe(303);
    expectProblem(
      await postConsent(srv.origin, { nonce: form.nonce ?? '', ...allow }),
      /expired or was already used/,
    );
    expectProblem(
      await postConsent(srv.origin, { nonce: form.nonce ?? '', decision: 'deny' }),
      /expired or was already used/,
    );
    const late = await getConsent(srv.origin, authRequest());
    srv.advance(10 * 60_000 + 1);
    expectProblem(
      await postConsent(srv.origin, { nonce: late.nonce ?? '', ...allow }),
      /expired or was already used/,
    );
  });
});

describe('who may use a signed-in token (decision 3)', () => {
  it('lets the Admin account in, and answers 403 to a consultant and to an account with API access off', async () => {
    const admin = await tokensFor(srv.origin, { email: ADMIN_EMAIL });
    expectOk(await request(srv.url, 'GET', '/companies', { token: admin.access_token }));
    for (const email of [CONSULTANT_EMAIL, NOAPI_EMAIL]) {
      const tokens = await tokensFor(srv.origin, { email });
      expectError(
        await request(srv.url, 'GET', '/companies', { token: tokens.access_token }),
        403,
        'FORBIDDEN',
      );
    }
  });
});

describe('failed sign-ins per address', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ failedAuthLimit: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('shares the failed-authentication allowance with API keys: once spent, even the right password gets 429', async () => {
    const o = originOf(limited.url);
    let form = await getConsent(o, authRequest());
    for (let i = 0; i < 3; i++) {
      form = await postConsent(o, {
        nonce: form.nonce ?? '',
        email: ADMIN_EMAIL,
        password: `guess-${i}`,
        decision: 'allow',
      });
      expect(form.status).toBe(200);
    }
    const blocked = await postConsent(o, {
      nonce: form.nonce ?? '',
      email: ADMIN_EMAIL,
      password: DEMO_PASSWORD,
      decision: 'allow',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.location).toBeNull();
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.text).toContain('Too many failed sign-ins');
    expect(blocked.nonce).not.toBeNull();
    expectError(await request(limited.url, 'GET', '/companies', { token: ADMIN_KEY }), 429, 'RATE_LIMITED');
  });
});
