import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RemoteAuth } from '../../electron/core/app/remote-auth';
import { decodeCredentials, encodeCredentials } from '../../electron/core/sync/oauth/credentials';
import {
  isCodeVerifier,
  newCodeVerifier,
  newState,
  s256Challenge,
  sameState,
} from '../../electron/core/sync/oauth/pkce';
import { postToken } from '../../electron/core/sync/oauth/token-client';
import { createSafeStorageSecretStore } from '../../electron/main/secret-store';
import { creds, HOUR } from '../support/oauth-credentials';

/*
 * The app's OAuth client rules: PKCE S256 and state (RFC 7636, RFC 8252), the token answer read
 * tolerantly, and the stored credentials (API key or sign-in; the desktop's encrypted store).
 * Refreshing is in oauth-refresh.test.ts; the real server's part in
 * test/integration/app-signin.test.ts and sync-token-expiry.test.ts.
 */

describe('PKCE and state', () => {
  it('makes 43-character verifiers of the unreserved alphabet, each new', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const v = newCodeVerifier();
      expect(v).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
      expect(isCodeVerifier(v)).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(50);
  });

  it('derives the S256 challenge of RFC 7636 appendix B and refuses a malformed verifier', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
    expect(() => s256Challenge('short')).toThrow();
  });

  it('makes unguessable states and matches only the exact one', () => {
    const a = newState();
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(newState()).not.toBe(a);
    expect(sameState(a, a)).toBe(true);
    expect(sameState(a, `${a}x`)).toBe(false);
    expect(sameState(a, a.slice(0, -1) + (a.endsWith('A') ? 'B' : 'A'))).toBe(false);
    expect(sameState(a, null)).toBe(false);
    expect(sameState(a, undefined)).toBe(false);
    expect(sameState(a, '')).toBe(false);
  });
});

describe('stored credentials', () => {
  it('reads a plain token as an API key and a sign-in as JSON, and writes them back alike', () => {
    expect(decodeCredentials('demo-admin-key')).toEqual({ kind: 'apiKey', token: 'demo-admin-key' });
    expect(encodeCredentials({ kind: 'apiKey', token: 'k' })).toBe('k');
    const c = creds();
    expect(decodeCredentials(encodeCredentials(c))).toEqual(c);
    expect(decodeCredentials('{not json')).toEqual({ kind: 'apiKey', token: '{not json' });
    expect(decodeCredentials(undefined)).toBeUndefined();
    expect(decodeCredentials('')).toBeUndefined();
  });
});

describe('the token answer', () => {
  const answering = (body: unknown, status = 200) =>
    (async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
      })) as unknown as typeof fetch;

  it('reads decision 24’s answer, numbers as digit strings too, and an account the remote names', async () => {
    const grant = await postToken(
      'http://127.0.0.1:1/oauth/token',
      { grant_type: 'authorization_code' },
      {
        now: () => 1_000,
        // A 17-digit account id as a JSON number: read losslessly, every digit kept.
        fetchImpl: answering(
          '{"access_token":"at","token_type":"bearer","expires_in":"3600","refresh_token":"rt",' +
            '"scope":"projects timesheets","AccountID":14073748835533011,"email":"anna@example.com"}',
        ),
      },
    );
    expect(grant).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      expiresAt: 1_000 + HOUR,
      obtainedAt: 1_000,
      scope: 'projects timesheets',
      accountId: 14073748835533011n,
      accountName: null,
      email: 'anna@example.com',
    });
  });

  it('refuses a token of another type and says what the remote refused', async () => {
    const mac = answering({ access_token: 'at', token_type: 'mac' });
    await expect(postToken('http://127.0.0.1:1/t', {}, { fetchImpl: mac })).rejects.toMatchObject({
      kind: 'protocol',
    });
    const refused = answering({ error: 'invalid_client', error_description: 'wrong secret' }, 401);
    await expect(postToken('http://127.0.0.1:1/t', {}, { fetchImpl: refused })).rejects.toMatchObject({
      kind: 'refused',
      error: 'invalid_client',
      status: 401,
    });
  });
});

describe('the desktop’s secret store', () => {
  it('keeps a sign-in encrypted and reads it back, the cached bearer source following a new sign-in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-oauth-store-'));
    try {
      const safe = {
        isEncryptionAvailable: () => true,
        encryptString: (t: string) => Buffer.from(`enc:${t}`),
        decryptString: (b: Buffer) => b.toString().replace(/^enc:/, ''),
        getSelectedStorageBackend: () => 'gnome_libsecret',
      };
      const auth = new RemoteAuth(createSafeStorageSecretStore(safe, dir, 'linux'));
      auth.store(creds());
      expect(readFileSync(join(dir, 'remote-token.enc'), 'utf8')).not.toContain('secret');
      expect(new RemoteAuth(createSafeStorageSecretStore(safe, dir, 'linux')).credentials()).toEqual(creds());
      const first = auth.bearer();
      expect(auth.bearer()).toBe(first);
      auth.store(creds({ accessToken: 'at-next' }));
      expect(auth.bearer()).not.toBe(first);
      auth.store(null);
      expect(auth.bearer()).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
