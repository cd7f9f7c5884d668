import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { registerClient } from '../../electron/core/reference-server/domain/oauth-clients';
import {
  DEMO_CLIENT,
  REDIRECT,
  authRequest,
  expectProblem,
  getConsent,
  pkcePair,
  postConsent,
  redirectParams,
} from '../support/oauth';
import { useOAuthServer } from '../support/oauth-server';

/*
 * The authorization request of decision 24 is checked before the consent form is shown: until
 * the client and its redirect URL are proven, a problem is shown to the person and nobody is
 * redirected; after that, problems go back to the client as error=...&state=....
 */

const srv = useOAuthServer();

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
    for (const [extra, text] of cases) expectProblem(await getConsent(srv.origin, authRequest(extra)), text);
    expectProblem(
      await getConsent(
        srv.origin,
        `clientid=psa-desk&clientid=psa-desk&redirecturl=${encodeURIComponent(REDIRECT)}`,
      ),
      /clientid is sent more than once/,
    );
  });

  it("accepts any loopback address and port, RFC 6749's parameter names, and the client secret decision 24 sends", async () => {
    for (const redirecturl of ['http://[::1]:4444/cb', 'http://localhost:1/x?keep=1', 'http://127.0.0.1/cb'])
      expect((await getConsent(srv.origin, authRequest({ redirecturl }))).status).toBe(200);
    const rfc = await getConsent(srv.origin, {
      response_type: 'code',
      client_id: DEMO_CLIENT.id,
      redirect_uri: REDIRECT,
      client_secret: DEMO_CLIENT.secret,
    });
    expect(rfc.status).toBe(200);
    expect((await getConsent(srv.origin, authRequest({ clientsecret: DEMO_CLIENT.secret }))).status).toBe(
      200,
    );
    const kept = await getConsent(srv.origin, authRequest({ redirecturl: 'http://localhost:1/x?keep=1' }));
    const denied = await postConsent(srv.origin, { nonce: kept.nonce ?? '', decision: 'deny' });
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
      getConsent(srv.origin, { clientid: client.id, redirecturl, scope: 'timesheets' });
    expect((await ask('https://app.example.com/oauth/cb')).status).toBe(200);
    expect((await ask('http://127.0.0.1:9999/cb')).status).toBe(200);
    expectProblem(await ask('https://app.example.com/other'), /not registered/);
    expectProblem(await ask('http://127.0.0.1:9999/other'), /not registered/);
    expectProblem(await ask('http://localhost:9999/cb'), /not registered/);
    const beyond = await getConsent(srv.origin, {
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
      const answer = await getConsent(srv.origin, authRequest(extra));
      expect(answer.status, JSON.stringify(extra)).toBe(303);
      expect(answer.location?.startsWith(`${REDIRECT}?`)).toBe(true);
      expect(redirectParams(answer.location).get('error'), JSON.stringify(extra)).toBe(error);
      expect(redirectParams(answer.location).get('state')).toBe('st-1');
    }
    const all = await getConsent(srv.origin, authRequest({ scope: undefined }));
    for (const words of ['Companies', 'Timesheets', 'Expenses', 'Invoices', 'Plans and tasks'])
      expect(all.text).toContain(words);
  });
});
