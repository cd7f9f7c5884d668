import type { Db } from '../../db/connection';
import {
  deleteExpiredOAuth,
  getOAuthCode,
  getOAuthToken,
  insertOAuthCode,
  insertOAuthGrant,
  insertOAuthToken,
  revokeOAuthGrant,
  useOAuthCode,
  useOAuthToken,
  type OAuthClientRow,
} from '../../db/repositories/oauth';
import { writeTransaction } from '../../db/transaction';
import { OAuthError } from './oauth-errors';
import { formatScopes, parseScopes } from '../../../../shared/psa/oauth-scopes';
import { isCodeVerifier, verifierMatches } from './pkce';
import { randomSecret, sha256Hex } from './secrets';

/*
 * Codes and tokens (decision 24, RFC 6749 §4.1 and §6): a code is single use and lives 10
 * minutes; its exchange starts a grant, and every token descends from that grant. Refresh tokens
 * rotate: each use retires the token and answers a new pair. A replayed code or refresh token
 * means someone else holds a copy, so the whole grant is revoked (RFC 6749 §4.1.2 and §10.4).
 */

/** Lifetime of an authorization code (decision 24). */
export const CODE_TTL_MS = 10 * 60_000;
/** Lifetime of a refresh token; each refresh answers a new one. */
export const REFRESH_TTL_MS = 30 * 24 * 3_600_000;
/** Default lifetime of an access token (decision 24: one hour). */
export const DEFAULT_TOKEN_TTL_S = 3600;
// Dead codes and tokens are kept a day past expiry so that a late replay is still recognised.
const KEEP_DEAD_MS = 24 * 3_600_000;

/** The clock and lifetimes the token service runs with. */
export interface TokenSettings {
  now: () => number;
  /** Access token lifetime in seconds. */
  tokenTtlSeconds: number;
}

/** A successful token answer (RFC 6749 §5.1). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** What a consented authorization request turns into. */
export interface CodeRequest {
  clientId: string;
  accountId: bigint;
  redirectUri: string;
  scopes: readonly string[];
  codeChallenge?: string | undefined;
}

/** Issues a single-use code for a consented request; returns it in plain text. */
export function issueCode(db: Db, req: CodeRequest, now: number): string {
  const code = randomSecret('');
  writeTransaction(db, () => {
    deleteExpiredOAuth(db, now - KEEP_DEAD_MS);
    insertOAuthCode(db, {
      code_hash: sha256Hex(code),
      client_id: req.clientId,
      account_id: req.accountId,
      redirect_uri: req.redirectUri,
      scopes: formatScopes(req.scopes),
      code_challenge: req.codeChallenge ?? null,
      expires_at: now + CODE_TTL_MS,
    });
  });
  return code;
}

function issuePair(db: Db, grantId: bigint, scopes: string, s: TokenSettings, now: number): TokenAnswer {
  const access = randomSecret('psa_at_');
  const refresh = randomSecret('psa_rt_');
  const ttl = s.tokenTtlSeconds * 1000;
  insertOAuthToken(db, {
    token_hash: sha256Hex(access),
    grant_id: grantId,
    kind: 'access',
    scopes,
    expires_at: now + ttl,
  });
  insertOAuthToken(db, {
    token_hash: sha256Hex(refresh),
    grant_id: grantId,
    kind: 'refresh',
    scopes,
    expires_at: now + REFRESH_TTL_MS,
  });
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: s.tokenTtlSeconds,
    refresh_token: refresh,
    scope: scopes,
  };
}

/** Outcome of a step that may have to commit a revocation before it refuses. */
type Outcome = { ok: true; answer: TokenAnswer } | { ok: false; error: OAuthError };
const refuse = (code: 'invalid_grant' | 'invalid_scope', message: string, guess = false): Outcome => ({
  ok: false,
  error: new OAuthError(code, message, { guess }),
});

/**
 * Exchanges a code (grant_type=authorization_code) for a token pair. A code presented again
 * revokes the tokens issued from it; a code that fails a check for its own client is spent.
 */
export function exchangeCode(
  db: Db,
  client: OAuthClientRow,
  p: { code: string; redirectUri: string | undefined; codeVerifier: string | undefined },
  s: TokenSettings,
): TokenAnswer {
  const now = s.now();
  const hash = sha256Hex(p.code);
  const outcome = writeTransaction(db, (): Outcome => {
    const row = getOAuthCode(db, hash);
    if (!row) return refuse('invalid_grant', 'the code is not valid', true);
    if (row.client_id !== client.id) return refuse('invalid_grant', 'the code was issued to another client');
    if (row.used_at !== null) {
      if (row.grant_id !== null) revokeOAuthGrant(db, row.grant_id, now);
      return refuse('invalid_grant', 'the code was already used; the tokens issued from it are revoked');
    }
    const spend = (message: string): Outcome => {
      useOAuthCode(db, hash, now, null);
      return refuse('invalid_grant', message);
    };
    if (row.expires_at <= now) return spend('the code has expired');
    if (p.redirectUri !== row.redirect_uri)
      return spend('redirecturl must be the one of the authorization request');
    if (row.code_challenge === null && p.codeVerifier !== undefined)
      return spend('code_verifier was sent, but the authorization request had no code_challenge');
    if (row.code_challenge !== null) {
      if (p.codeVerifier === undefined)
        return spend('code_verifier is required: the authorization request had a code_challenge');
      if (!isCodeVerifier(p.codeVerifier))
        return spend('code_verifier must be 43 to 128 unreserved characters');
      if (!verifierMatches(p.codeVerifier, row.code_challenge))
        return spend('code_verifier does not match the code_challenge');
    }
    const grantId = insertOAuthGrant(db, {
      client_id: client.id,
      account_id: row.account_id,
      scopes: row.scopes,
      created_at: now,
    });
    if (!useOAuthCode(db, hash, now, grantId)) return refuse('invalid_grant', 'the code was already used');
    return { ok: true, answer: issuePair(db, grantId, row.scopes, s, now) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.answer;
}

/**
 * Rotates a refresh token (grant_type=refresh_token): the token is retired and a new pair
 * answered, optionally with fewer scopes. A retired token presented again revokes its grant.
 */
export function refreshTokens(
  db: Db,
  client: OAuthClientRow,
  p: { refreshToken: string; scope: string | undefined },
  s: TokenSettings,
): TokenAnswer {
  const now = s.now();
  const hash = sha256Hex(p.refreshToken);
  const outcome = writeTransaction(db, (): Outcome => {
    const row = getOAuthToken(db, hash);
    if (!row || row.kind !== 'refresh')
      return refuse('invalid_grant', 'the refresh token is not valid', true);
    if (row.client_id !== client.id)
      return refuse('invalid_grant', 'the refresh token was issued to another client');
    if (row.revoked_at !== null)
      return refuse('invalid_grant', 'the refresh token was revoked; sign in again');
    if (row.used_at !== null) {
      revokeOAuthGrant(db, row.grant_id, now);
      return refuse(
        'invalid_grant',
        'the refresh token was already used; every token of this sign-in is revoked',
      );
    }
    if (row.expires_at <= now) return refuse('invalid_grant', 'the refresh token has expired; sign in again');
    let scopes = row.scopes;
    if (p.scope !== undefined) {
      const asked = parseScopes(p.scope);
      const held = row.scopes.split(' ');
      if (
        asked.unknown.length > 0 ||
        asked.scopes.length === 0 ||
        asked.scopes.some((x) => !held.includes(x))
      )
        return refuse('invalid_scope', `scope must be some of the scopes granted: ${row.scopes}`);
      scopes = formatScopes(asked.scopes);
    }
    if (!useOAuthToken(db, hash, now)) return refuse('invalid_grant', 'the refresh token was already used');
    return { ok: true, answer: issuePair(db, row.grant_id, scopes, s, now) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.answer;
}
