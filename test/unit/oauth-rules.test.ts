import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { authenticate } from '../../electron/core/reference-server/domain/auth';
import { registerClient } from '../../electron/core/reference-server/domain/oauth-clients';
import { OAuthError } from '../../electron/core/reference-server/domain/oauth-errors';
import {
  parseRedirectUrl,
  redirectAllowed,
  redirectWith,
  type RedirectUrl,
} from '../../electron/core/reference-server/domain/oauth-redirect';
import { ENDPOINT_SCOPES, OAUTH_SCOPES, parseScopes } from '../../shared/psa/oauth-scopes';
import {
  CODE_TTL_MS,
  exchangeCode,
  issueCode,
  refreshTokens,
  type TokenSettings,
} from '../../electron/core/reference-server/domain/oauth-tokens';
import { hashPassword, verifyPassword } from '../../electron/core/reference-server/domain/passwords';
import {
  isCodeVerifier,
  s256Challenge,
  verifierMatches,
} from '../../electron/core/reference-server/domain/pkce';
import { NonceStore, NONCE_TTL_MS } from '../../electron/core/reference-server/http/nonces';
import { DEMO_ACCOUNTS } from '../../electron/core/reference-server/seed/demo-org';
import { upsertAccount } from '../../electron/core/db/repositories/accounts';
import { getOAuthClient } from '../../electron/core/db/repositories/oauth';
import { endpointNames, endpoints } from '../../shared/psa/endpoints';

describe('PKCE S256 (RFC 7636)', () => {
  it('computes the challenge of RFC 7636 Appendix B', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cN')).toBe(false);
  });

  it('takes verifiers of 43 to 128 unreserved characters only', () => {
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}~._-`)).toBe(true);
    expect(isCodeVerifier(`${'a'.repeat(43)}+`)).toBe(false);
  });
});

describe('redirect URLs (decision 24, RFC 8252)', () => {
  const ok = (text: string) => {
    const r = parseRedirectUrl(text);
    if ('refused' in r) throw new Error(`${text} ${r.refused}`);
    return r;
  };

  it('accepts https, and http only on 127.0.0.1, [::1] and localhost', () => {
    expect(ok('https://app.example.com/cb').loopback).toBe(false);
    for (const url of ['http://127.0.0.1:5000/cb', 'http://[::1]:5000/cb', 'http://localhost/cb'])
      expect(ok(url).loopback).toBe(true);
    for (const url of [
      'http://example.com/cb',
      'http://127.0.0.2/cb',
      'http://10.0.0.1/cb',
      'http://localhost.example.com/cb',
      'ftp://127.0.0.1/cb',
      'https://app.example.com/cb#frag',
      'http://a:b@127.0.0.1/cb',
      'cb',
    ])
      expect('refused' in parseRedirectUrl(url), url).toBe(true);
  });

  it('matches https exactly as registered, and loopback apart from the port', () => {
    const reg = ['https://app.example.com/cb', 'http://127.0.0.1/native'];
    const allowed = (url: string, registered = reg) => redirectAllowed(ok(url), registered);
    expect(allowed('https://app.example.com/cb')).toBe(true);
    expect(allowed('https://app.example.com/cb2')).toBe(false);
    expect(allowed('https://app.example.com/cb?x=1')).toBe(false);
    expect(allowed('http://127.0.0.1:1234/native')).toBe(true);
    expect(allowed('http://127.0.0.1:1234/other')).toBe(false);
    expect(allowed('http://[::1]:1234/native')).toBe(false);
    // A client without registered loopback URLs may use any (a native app's port and path).
    expect(allowed('http://[::1]:1234/anything', ['https://app.example.com/cb'])).toBe(true);
    expect(allowed('https://other.example.com/cb', [])).toBe(false);
  });

  it('adds the answer to the redirect URL, keeping its own query', () => {
    expect(redirectWith('http://127.0.0.1:9/cb?a=1', { code: 'c d', state: undefined })).toBe(
      'http://127.0.0.1:9/cb?a=1&code=c+d',
    );
  });

  it('does not take a redirect for its type alone', () => {
    const fake: RedirectUrl = { url: new URL('http://evil.example/'), loopback: false };
    expect(redirectAllowed(fake, [])).toBe(false);
  });
});

describe('scopes (decision 24: resource names)', () => {
  it('names one scope per resource, the first path segment in the plural, for every operation', () => {
    for (const name of endpointNames) {
      const segment = endpoints[name].path.split('/')[1] ?? '';
      // company -> companies, contact -> contacts, accounts -> accounts ...
      expect(ENDPOINT_SCOPES[name].startsWith(segment.replace(/y$/, 'i')), name).toBe(true);
    }
    expect(new Set(Object.values(ENDPOINT_SCOPES))).toEqual(new Set(OAUTH_SCOPES));
  });

  it('parses space-separated names into the stable order, dropping duplicates and naming unknown ones', () => {
    expect(parseScopes('timesheets projects  timesheets')).toEqual({
      scopes: ['projects', 'timesheets'],
      unknown: [],
    });
    expect(parseScopes('projects Payroll')).toEqual({ scopes: ['projects'], unknown: ['Payroll'] });
  });
});

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a salt of its own per hash', () => {
    const a = hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(verifyPassword('correct horse', a)).toBe(true);
    expect(verifyPassword('correct horsE', a)).toBe(false);
    expect(hashPassword('correct horse')).not.toBe(a);
    // The same text in another Unicode normalization is the same password.
    expect(verifyPassword('Ame\u0301lie', hashPassword('Am\u00e9lie'))).toBe(true);
  });

  it('never matches a malformed or oversized stored hash', () => {
    for (const stored of [
      '',
      'sha256$abc',
      'scrypt$16384$8$1$c2FsdA$',
      `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0$${'A'.repeat(43)}`,
    ])
      expect(verifyPassword('x', stored), stored).toBe(false);
  });
});

describe('consent form nonces', () => {
  it('are single use and expire', () => {
    let now = 0;
    const store = new NonceStore<string>(() => now);
    const a = store.issue('request a');
    expect(store.take(a)).toBe('request a');
    expect(store.take(a)).toBeUndefined();
    const b = store.issue('request b');
    now += NONCE_TTL_MS;
    expect(store.take(b)).toBeUndefined();
    expect(store.take('made-up')).toBeUndefined();
  });
});

describe('codes and tokens', () => {
  let db: Db;
  let now: number;
  let settings: TokenSettings;
  let client: NonNullable<ReturnType<typeof getOAuthClient>>;
  beforeEach(() => {
    db = openDatabase(':memory:');
    for (const a of DEMO_ACCOUNTS) upsertAccount(db, { ...a, business_unit_id: null });
    const { id } = registerClient(db, { name: 'T', scopes: 'companies projects', id: 't', secret: 's' });
    client = getOAuthClient(db, id)!;
    now = 1_000_000;
    settings = { now: () => now, tokenTtlSeconds: 60 };
  });
  const code = (challenge?: string) =>
    issueCode(
      db,
      {
        clientId: 't',
        accountId: DEMO_ACCOUNTS[0]!.id,
        redirectUri: 'http://127.0.0.1/cb',
        scopes: ['companies'],
        codeChallenge: challenge,
      },
      now,
    );
  const swap = (c: string, verifier?: string) =>
    exchangeCode(
      db,
      client,
      { code: c, redirectUri: 'http://127.0.0.1/cb', codeVerifier: verifier },
      settings,
    );
  const refusal = (run: () => unknown): OAuthError => {
    try {
      run();
    } catch (err) {
      if (err instanceof OAuthError) return err;
      throw err;
    }
    throw new Error('expected a refusal');
  };

  it('lives exactly 10 minutes and is used once', () => {
    const c = code();
    now += CODE_TTL_MS - 1;
    expect(swap(c).scope).toBe('companies');
    expect(refusal(() => swap(c)).message).toMatch(/already used/);
    const late = code();
    now += CODE_TTL_MS;
    expect(refusal(() => swap(late)).message).toMatch(/expired/);
  });

  it('authenticates access tokens until they expire; a refusal of a known token is not a guess', () => {
    const t = swap(code());
    expect(authenticate(db, t.access_token, now)).toEqual({
      ok: true,
      accountId: DEMO_ACCOUNTS[0]!.id,
      scopes: ['companies'],
    });
    expect(authenticate(db, t.access_token, now + 60_000)).toMatchObject({
      ok: false,
      code: 'UNAUTHENTICATED',
      known: true,
    });
    expect(authenticate(db, 'psa_at_made-up', now)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(authenticate(db, 'psa_at_made-up', now)).not.toHaveProperty('known');
  });

  it('rotates refresh tokens; a replay revokes the grant; an unknown one is a guess', () => {
    const first = swap(code());
    const second = refreshTokens(
      db,
      client,
      { refreshToken: first.refresh_token, scope: undefined },
      settings,
    );
    expect(
      refusal(() =>
        refreshTokens(db, client, { refreshToken: first.refresh_token, scope: undefined }, settings),
      ).guess,
    ).toBe(false);
    expect(authenticate(db, second.access_token, now)).toMatchObject({ ok: false, known: true });
    expect(
      refusal(() => refreshTokens(db, client, { refreshToken: 'nope', scope: undefined }, settings)).guess,
    ).toBe(true);
  });

  it('checks S256 against the stored challenge', () => {
    const verifier = 'v'.repeat(50);
    expect(swap(code(s256Challenge(verifier)), verifier).token_type).toBe('Bearer');
    expect(refusal(() => swap(code(s256Challenge(verifier)), 'w'.repeat(50))).code).toBe('invalid_grant');
  });
});
