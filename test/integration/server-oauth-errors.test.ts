import { describe, expect, it } from 'vitest';
import {
  DEMO_CLIENT,
  exchange,
  expectOAuthError,
  originOf,
  signIn,
  tokenRequest,
  type TokenReply,
} from '../support/oauth';
import { startTestServer } from '../support/server';
import { useOAuthServer } from '../support/oauth-server';

/*
 * Refusals of POST /oauth/token: RFC 6749 §5.2 error bodies with their statuses, never cached,
 * and the per-address failure allowance for unknown clients, secrets, codes and refresh tokens.
 */

const srv = useOAuthServer();

describe('token endpoint errors (RFC 6749 §5.2)', () => {
  it('answers {error, error_description} with the RFC code and status', async () => {
    const client = { clientid: DEMO_CLIENT.id, clientsecret: DEMO_CLIENT.secret };
    expectOAuthError(await tokenRequest(srv.origin, { ...client }), 400, 'invalid_request', /grant_type/);
    expectOAuthError(
      await tokenRequest(srv.origin, { ...client, grant_type: 'password' }),
      400,
      'unsupported_grant_type',
    );
    expectOAuthError(
      await tokenRequest(srv.origin, { ...client, grant_type: 'authorization_code' }),
      400,
      'invalid_request',
      /code/,
    );
    expectOAuthError(
      await tokenRequest(srv.origin, { ...client, grant_type: 'refresh_token' }),
      400,
      'invalid_request',
    );
    expectOAuthError(
      await tokenRequest(srv.origin, {
        ...client,
        grant_type: 'authorization_code',
        code: 'nope',
        redirecturl: 'http://127.0.0.1/cb',
      }),
      400,
      'invalid_grant',
    );
    const wrong = await tokenRequest(srv.origin, {
      grant_type: 'refresh_token',
      refresh_token: 'x',
      clientid: DEMO_CLIENT.id,
      clientsecret: 'wrong',
    });
    expectOAuthError(wrong, 401, 'invalid_client');
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    expectOAuthError(
      await tokenRequest(srv.origin, {
        grant_type: 'refresh_token',
        refresh_token: 'x',
        clientid: 'nobody',
        clientsecret: 'x',
      }),
      401,
      'invalid_client',
    );
    expectOAuthError(
      await tokenRequest(srv.origin, { grant_type: 'refresh_token', refresh_token: 'x' }),
      401,
      'invalid_client',
    );
    expectOAuthError(
      await tokenRequest(
        srv.origin,
        { grant_type: 'refresh_token', refresh_token: 'x', clientsecret: 'y' },
        { basic: DEMO_CLIENT },
      ),
      400,
      'invalid_request',
      /not both/,
    );
  });

  it('refuses a missing redirecturl without spending the code, repeated parameters and bodies it cannot read', async () => {
    const s = await signIn(srv.origin);
    expectOAuthError(
      await exchange(srv.origin, { ...s, redirect: '' }),
      400,
      'invalid_request',
      /redirecturl is required/,
    );
    expect((await exchange(srv.origin, s)).status).toBe(200);
    const raw = async (body: string, type: string): Promise<TokenReply> => {
      const res = await fetch(`${srv.origin}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as Record<string, unknown>,
      };
    };
    const form = 'application/x-www-form-urlencoded';
    expectOAuthError(
      await raw('grant_type=refresh_token&grant_type=authorization_code', form),
      400,
      'invalid_request',
      /more than once/,
    );
    expectOAuthError(await raw('{"grant_type": ', 'application/json'), 400, 'invalid_request');
    expectOAuthError(await raw('{"grant_type": 1}', 'application/json'), 400, 'invalid_request', /string/);
    expectOAuthError(
      await raw('grant_type=refresh_token', 'text/plain'),
      400,
      'invalid_request',
      /grant_type/,
    );
    expectOAuthError(
      await raw(`grant_type=refresh_token&x=${'a'.repeat(20_000)}`, form),
      400,
      'invalid_request',
    );
  });

  it('spends the failure allowance on unknown clients, secrets and codes: then 429 temporarily_unavailable', async () => {
    const limited = await startTestServer({ failedAuthLimit: 2 });
    try {
      const o = originOf(limited.url);
      const bad = { grant_type: 'refresh_token', refresh_token: 'x', clientid: DEMO_CLIENT.id };
      expectOAuthError(await tokenRequest(o, { ...bad, clientsecret: 'guess-1' }), 401, 'invalid_client');
      expectOAuthError(
        await tokenRequest(o, { ...bad, clientsecret: DEMO_CLIENT.secret }),
        400,
        'invalid_grant',
      );
      const blocked = await tokenRequest(o, { ...bad, clientsecret: DEMO_CLIENT.secret });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('temporarily_unavailable');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
