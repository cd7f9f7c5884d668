import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { registerClient } from '../../electron/core/reference-server/domain/oauth-clients';
import {
  ADMIN_EMAIL,
  CONSULTANT_EMAIL,
  DEMO_CLIENT,
  DEMO_PASSWORD,
  NOAPI_EMAIL,
  REDIRECT,
  exchange,
  getConsent,
  originOf,
  pkcePair,
  postConsent,
  redirectParams,
  tokensFor,
  type Page,
} from '../support/oauth';
import {
  ADMIN_KEY,
  expectError,
  expectOk,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

/*
 * The consent page of decision 24 over real HTTP: a person signs in as one of the server's
 * accounts and allows or denies; the client and its redirect URL are checked before anything is
 * shown, and nobody is ever sent to a URL the client did not prove.
 */

let srv: TestServer;
let origin: string;
let offset = 0;
beforeAll(async () => {
  // These tests fail sign-ins on purpose; the per-address limit has its own test below.
  srv = await startTestServer({ failedAuthLimit: false, now: () => Date.now() + offset });
  origin = originOf(srv.url);
});
afterAll(async () => {
  await srv.close();
});

const request0 = (extra: Record<string, string | undefined> = {}) => ({
  clientid: DEMO_CLIENT.id,
  redirecturl: REDIRECT,
  scope: 'companies projects',
  state: 'st-1',
  ...extra,
});

function expectPageHeaders(p: Page): void {
  const csp = p.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(p.headers.get('x-frame-options')).toBe('DENY');
  expect(p.headers.get('cache-control')).toBe('no-store');
  expect(p.headers.get('referrer-policy')).toBe('no-referrer');
}

function expectProblem(p: Page, text: RegExp): void {
  expect(p.status, p.text).toBe(400);
  expect(p.location).toBeNull();
  expect(p.text).toMatch(text);
  expectPageHeaders(p);
}

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
      const form = await getConsent(origin, {
        ...request0({ redirecturl: redirect }),
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

      const allowed = await postConsent(origin, {
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

      const token = await exchange(origin, {
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
    const form = await getConsent(origin, request0());
    expectPageHeaders(form);
    const style = /<style>([\s\S]*?)<\/style>/.exec(form.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(form.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
    expectPageHeaders(await getConsent(origin, request0({ clientid: 'nobody' })));
    const denied = await postConsent(origin, { nonce: form.nonce ?? '', decision: 'deny' });
    expect(denied.status).toBe(303);
    expectPageHeaders(denied);
  });

  it('deny redirects with error=access_denied and the state, and issues no code', async () => {
    const form = await getConsent(origin, request0({ state: 'deny-me' }));
    const denied = await postConsent(origin, {
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
    const first = await getConsent(origin, request0());
    const wrong = await postConsent(origin, {
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
    const unknown = await postConsent(origin, {
      nonce: wrong.nonce ?? '',
      email: 'nobody@example.com',
      password: DEMO_PASSWORD,
      decision: 'allow',
    });
    expect(unknown.text).toContain('The email or password is not right.');
    const right = await postConsent(origin, {
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
    expectProblem(await postConsent(origin, { nonce: 'made-up', ...allow }), /expired or was already used/);
    expectProblem(await postConsent(origin, allow), /expired or was already used/);
    const form = await getConsent(origin, request0());
    expect((await postConsent(origin, { nonce: form.nonce ?? '', ...allow })).status).toBe(303);
    expectProblem(
      await postConsent(origin, { nonce: form.nonce ?? '', ...allow }),
      /expired or was already used/,
    );
    expectProblem(
      await postConsent(origin, { nonce: form.nonce ?? '', decision: 'deny' }),
      /expired or was already used/,
    );
    const late = await getConsent(origin, request0());
    offset += 10 * 60_000 + 1;
    expectProblem(
      await postConsent(origin, { nonce: late.nonce ?? '', ...allow }),
      /expired or was already used/,
    );
  });
});

describe('the authorization request is checked before the form (decision 24, RFC 6749 §4.1.2.1)', () => {
  it('shows a problem page, never a redirect, for an unknown client or a redirect URL it cannot prove', async () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ clientid: undefined }, /clientid is missing/],
      [{ clientid: 'nobody' }, /no application is registered/],
      [{ clientsecret: 'wrong' }, /secret in the request is not right/],
      [{ redirecturl: undefined }, /redirecturl is missing/],
      [{ redirecturl: 'http://evil.example/cb' }, /https, or http only on a loopback address/],
      [{ redirecturl: 'http://127.0.0.2:8080/cb' }, /loopback/],
      [{ redirecturl: 'https://evil.example/cb' }, /not registered for this application/],
      [{ redirecturl: 'http://127.0.0.1:8080/cb#x' }, /fragment/],
      [{ redirecturl: 'http://user:pw@127.0.0.1:8080/cb' }, /user name or password/],
      [{ redirecturl: 'javascript:alert(1)' }, /https URL/],
      [{ redirecturl: '/relative' }, /not an absolute URL/],
      [{ client_id: 'other' }, /clientid and client_id differ/],
    ];
    for (const [extra, text] of cases) expectProblem(await getConsent(origin, request0(extra)), text);
    expectProblem(
      await getConsent(
        origin,
        `clientid=psa-desk&clientid=psa-desk&redirecturl=${encodeURIComponent(REDIRECT)}`,
      ),
      /clientid is sent more than once/,
    );
  });

  it("accepts any loopback address and port, RFC 6749's parameter names, and the client secret decision 24 sends", async () => {
    for (const redirecturl of ['http://[::1]:4444/cb', 'http://localhost:1/x?keep=1', 'http://127.0.0.1/cb'])
      expect((await getConsent(origin, request0({ redirecturl }))).status).toBe(200);
    const rfc = await getConsent(origin, {
      response_type: 'code',
      client_id: DEMO_CLIENT.id,
      redirect_uri: REDIRECT,
      client_secret: DEMO_CLIENT.secret,
    });
    expect(rfc.status).toBe(200);
    expect((await getConsent(origin, request0({ clientsecret: DEMO_CLIENT.secret }))).status).toBe(200);
    const kept = await getConsent(origin, request0({ redirecturl: 'http://localhost:1/x?keep=1' }));
    const denied = await postConsent(origin, { nonce: kept.nonce ?? '', decision: 'deny' });
    expect(redirectParams(denied.location).get('keep')).toBe('1');
  });

  it('holds a client with registered redirect URLs to them: https exactly, loopback on any port of that path', async () => {
    const db = openDatabase(srv.dbFile);
    const client = registerClient(db, {
      name: 'Registered',
      scopes: 'timesheets',
      redirectUris: ['https://app.example.com/oauth/cb', 'http://127.0.0.1/cb'],
    });
    db.close();
    const ask = (redirecturl: string) =>
      getConsent(origin, { clientid: client.id, redirecturl, scope: 'timesheets' });
    expect((await ask('https://app.example.com/oauth/cb')).status).toBe(200);
    expect((await ask('http://127.0.0.1:9999/cb')).status).toBe(200);
    expectProblem(await ask('https://app.example.com/other'), /not registered/);
    expectProblem(await ask('http://127.0.0.1:9999/other'), /not registered/);
    expectProblem(await ask('http://localhost:9999/cb'), /not registered/);
    const beyond = await getConsent(origin, {
      clientid: client.id,
      redirecturl: 'http://127.0.0.1:1/cb',
      scope: 'invoices',
    });
    expect(redirectParams(beyond.location).get('error')).toBe('invalid_scope');
  });

  it('sends problems back to a proven redirect URL as error=...&state=...', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ scope: 'companies payroll' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ code_challenge: pkcePair().challenge, code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: pkcePair().challenge }, 'invalid_request'],
      [{ code_challenge_method: 'S256' }, 'invalid_request'],
      [{ code_challenge: 'too-short', code_challenge_method: 'S256' }, 'invalid_request'],
    ];
    for (const [extra, error] of cases) {
      const answer = await getConsent(origin, request0(extra));
      expect(answer.status, JSON.stringify(extra)).toBe(303);
      expect(answer.location?.startsWith(`${REDIRECT}?`)).toBe(true);
      expect(redirectParams(answer.location).get('error'), JSON.stringify(extra)).toBe(error);
      expect(redirectParams(answer.location).get('state')).toBe('st-1');
    }
    const all = await getConsent(origin, request0({ scope: undefined }));
    for (const words of ['Companies', 'Timesheets', 'Expenses', 'Invoices', 'Plans and tasks'])
      expect(all.text).toContain(words);
  });
});

describe('who may use a signed-in token (decision 3)', () => {
  it('lets the Admin account in, and answers 403 to a consultant and to an account with API access off', async () => {
    const admin = await tokensFor(origin, { email: ADMIN_EMAIL });
    expectOk(await request(srv.url, 'GET', '/companies', { token: admin.access_token }));
    for (const email of [CONSULTANT_EMAIL, NOAPI_EMAIL]) {
      const tokens = await tokensFor(origin, { email });
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
    let form = await getConsent(o, request0());
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
