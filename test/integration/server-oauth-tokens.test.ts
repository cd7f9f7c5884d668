import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { registerClient } from '../../electron/core/reference-server/domain/oauth-clients';
import { endpointNames, endpoints } from '../../shared/psa/endpoints';
import {
  DEMO_CLIENT,
  exchange,
  expectOAuthError,
  originOf,
  refresh,
  signIn,
  tokenRequest,
  tokensFor,
} from '../support/oauth';
import { ADMIN_KEY, expectError, expectOk, request, startTestServer } from '../support/server';
import { useOAuthServer } from '../support/oauth-server';

/*
 * POST /oauth/token (decision 24, RFC 6749 §4.1.3, §5 and §6; RFC 7636): codes are single use
 * and live 10 minutes, refresh tokens rotate, a replay revokes what descends from it, and access
 * tokens reach only the resources of their scopes.
 */

const srv = useOAuthServer();

const companies = (token: string) => request(srv.url, 'GET', '/companies', { token, query: { limit: 1 } });

describe('exchanging a code', () => {
  it('takes the parameters as JSON, and the client credentials as HTTP Basic', async () => {
    const a = await signIn(srv.origin);
    const json = await tokenRequest(
      srv.origin,
      {
        grant_type: 'authorization_code',
        code: a.code,
        clientid: DEMO_CLIENT.id,
        clientsecret: DEMO_CLIENT.secret,
        redirecturl: a.redirect,
        code_verifier: a.verifier,
      },
      { json: true },
    );
    expect(json.status).toBe(200);
    const b = await signIn(srv.origin);
    const basic = await tokenRequest(
      srv.origin,
      { grant_type: 'authorization_code', code: b.code, redirect_uri: b.redirect, code_verifier: b.verifier },
      { basic: DEMO_CLIENT },
    );
    expect(basic.status).toBe(200);
    expectOk(await companies(basic.body.access_token as string));
  });

  it('refuses a code presented twice and revokes every token issued from it', async () => {
    const s = await signIn(srv.origin);
    const first = await exchange(srv.origin, s);
    expect(first.status).toBe(200);
    expectOk(await companies(first.body.access_token as string));
    expectOAuthError(await exchange(srv.origin, s), 400, 'invalid_grant', /already used/);
    const revoked = await companies(first.body.access_token as string);
    expectError(revoked, 401, 'UNAUTHENTICATED');
    expect(revoked.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expectOAuthError(await refresh(srv.origin, first.body.refresh_token as string), 400, 'invalid_grant');
  });

  it('checks PKCE: a wrong or missing verifier spends the code; a verifier without a challenge is refused', async () => {
    const s = await signIn(srv.origin);
    expectOAuthError(
      await exchange(srv.origin, { ...s, verifier: 'x'.repeat(43) }),
      400,
      'invalid_grant',
      /does not match/,
    );
    expectOAuthError(await exchange(srv.origin, s), 400, 'invalid_grant', /already used/);
    const t = await signIn(srv.origin);
    expectOAuthError(
      await exchange(srv.origin, { ...t, verifier: undefined }),
      400,
      'invalid_grant',
      /code_verifier is required/,
    );
    const plain = await signIn(srv.origin, { pkce: false });
    expectOAuthError(
      await exchange(srv.origin, { ...plain, verifier: 'y'.repeat(43) }),
      400,
      'invalid_grant',
      /had no code_challenge/,
    );
    // PKCE is optional (decision 24): a code asked for without a challenge exchanges without a verifier.
    expect((await exchange(srv.origin, await signIn(srv.origin, { pkce: false }))).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const fresh = await signIn(srv.origin);
    srv.advance(10 * 60_000 - 1000);
    expect((await exchange(srv.origin, fresh)).status).toBe(200);
    const old = await signIn(srv.origin);
    srv.advance(10 * 60_000);
    expectOAuthError(await exchange(srv.origin, old), 400, 'invalid_grant', /expired/);
  });

  it('refuses a code for another redirect URL (spent) or another client (not spent)', async () => {
    const s = await signIn(srv.origin);
    expectOAuthError(
      await exchange(srv.origin, { ...s, redirect: 'http://127.0.0.1:1/other' }),
      400,
      'invalid_grant',
      /redirecturl/,
    );
    expectOAuthError(await exchange(srv.origin, s), 400, 'invalid_grant', /already used/);
    const db = openDatabase(srv.dbFile);
    const other = registerClient(db, { name: 'Other', scopes: 'companies' });
    db.close();
    const t = await signIn(srv.origin);
    expectOAuthError(
      await exchange(srv.origin, { ...t, client: other }),
      400,
      'invalid_grant',
      /another client/,
    );
    expect((await exchange(srv.origin, t)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the used token is dead, and its reuse revokes the whole family', async () => {
    const first = await tokensFor(srv.origin);
    const second = await refresh(srv.origin, first.refresh_token ?? '');
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'companies projects timesheets',
    });
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expectOk(await companies(second.body.access_token as string));
    expectOAuthError(
      await refresh(srv.origin, first.refresh_token ?? ''),
      400,
      'invalid_grant',
      /already used/,
    );
    for (const token of [first.access_token ?? '', second.body.access_token as string])
      expectError(await companies(token), 401, 'UNAUTHENTICATED');
    expectOAuthError(
      await refresh(srv.origin, second.body.refresh_token as string),
      400,
      'invalid_grant',
      /revoked/,
    );
  });

  it('may narrow the scopes, never widen them', async () => {
    const tokens = await tokensFor(srv.origin);
    expectOAuthError(
      await refresh(srv.origin, tokens.refresh_token ?? '', 'companies invoices'),
      400,
      'invalid_scope',
    );
    const narrow = await refresh(srv.origin, tokens.refresh_token ?? '', 'companies');
    expect(narrow.body.scope).toBe('companies');
    expectOk(await companies(narrow.body.access_token as string));
    expectError(
      await request(srv.url, 'GET', '/projects', { token: narrow.body.access_token as string }),
      403,
      'FORBIDDEN',
    );
  });

  it('are not access tokens, and access tokens are not refresh tokens', async () => {
    const tokens = await tokensFor(srv.origin);
    expectError(await companies(tokens.refresh_token ?? ''), 401, 'UNAUTHENTICATED');
    expectOAuthError(await refresh(srv.origin, tokens.access_token ?? ''), 400, 'invalid_grant');
  });
});

describe('access tokens', () => {
  it('reach only the operations of their scopes: 403 FORBIDDEN elsewhere; API keys reach every one', async () => {
    const scopeOf = (path: string) => {
      // The first path segment in the plural: /company and /companies need `companies`.
      const resource = path.split('/')[1] ?? '';
      const plural: Record<string, string> = {
        company: 'companies',
        contact: 'contacts',
        project: 'projects',
      };
      return plural[resource] ?? resource;
    };
    const narrow = await tokensFor(srv.origin, { scope: 'companies timesheets' });
    const all = await tokensFor(srv.origin, { scope: '' });
    for (const name of endpointNames) {
      const def = endpoints[name];
      const send = (token: string) =>
        request(srv.url, def.method, def.path, { token, json: 'body' in def ? {} : undefined });
      const reply = await send(narrow.access_token ?? '');
      if (['companies', 'timesheets'].includes(scopeOf(def.path)))
        expect([401, 403], name).not.toContain(reply.status);
      else {
        expectError(reply, 403, 'FORBIDDEN');
        expect(reply.headers.get('www-authenticate')).toBe(
          `Bearer error="insufficient_scope", scope="${scopeOf(def.path)}"`,
        );
      }
      expect([401, 403], name).not.toContain((await send(all.access_token ?? '')).status);
      expect([401, 403], name).not.toContain((await send(ADMIN_KEY)).status);
    }
  });

  it('expire after the token lifetime (decision 24: --token-ttl), while the refresh token goes on', async () => {
    let clock = Date.now();
    const short = await startTestServer({ failedAuthLimit: false, tokenTtlSeconds: 1, now: () => clock });
    try {
      const o = originOf(short.url);
      const tokens = await tokensFor(o);
      expect(tokens.expires_in).toBe(1);
      expectOk(await request(short.url, 'GET', '/companies', { token: tokens.access_token }));
      clock += 1000;
      const expired = await request(short.url, 'GET', '/companies', { token: tokens.access_token });
      expectError(expired, 401, 'UNAUTHENTICATED');
      expect((expired.body as { error: { message: string } }).error.message).toMatch(/expired/);
      const renewed = await refresh(o, tokens.refresh_token ?? '');
      expectOk(await request(short.url, 'GET', '/companies', { token: renewed.body.access_token as string }));
    } finally {
      await short.close();
    }
  });
});
