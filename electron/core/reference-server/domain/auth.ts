import { randomBytes } from 'node:crypto';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import {
  type AccountRow,
  findAccountByKeyHash,
  getAccount,
  insertApiKey,
} from '../../db/repositories/accounts';
import { getOAuthToken } from '../../db/repositories/oauth';
import type { ServiceOptions } from './handlers';
import { sha256Hex } from './secrets';

/**
 * The outcome of checking a bearer token (decision 3). An API key reaches every resource
 * (`scopes` absent); an OAuth access token only the resources of its scopes. `known` marks a
 * refusal of a token this server issued (expired or revoked), which is not a guess.
 */
export type AuthResult =
  | { ok: true; accountId: bigint; scopes?: readonly string[] }
  | { ok: false; code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message: string; known?: boolean };

/** SHA-256 of the key as lowercase hex: the only form in which keys are stored. */
export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

/** Stores the hash of a given plaintext key for the account (fixed demo keys); idempotent. */
export function addApiKey(
  db: Db,
  accountId: bigint,
  plaintextKey: string,
  options: { label?: string | null; createdAt?: string } = {},
): void {
  if (!getAccount(db, accountId)) throw new PsaError('NOT_FOUND', `account ${accountId} does not exist`);
  if (plaintextKey.trim() === '') throw new PsaError('VALIDATION_FAILED', 'an API key must not be empty');
  insertApiKey(db, {
    account_id: accountId,
    key_hash: hashApiKey(plaintextKey),
    label: options.label ?? null,
    created_at: options.createdAt ?? new Date().toISOString(),
  });
}

/** Issues a new random key for the account and returns it in plain text; only its hash is kept. */
export function createApiKey(
  db: Db,
  accountId: bigint,
  label?: string,
  options: ServiceOptions = {},
): string {
  const key = 'psa_' + randomBytes(32).toString('base64url');
  const now = options.now?.() ?? Date.now();
  addApiKey(db, accountId, key, { label: label ?? null, createdAt: new Date(now).toISOString() });
  return key;
}

/**
 * Checks a bearer token, an API key or an OAuth access token: a missing, unknown, expired or
 * revoked token is UNAUTHENTICATED; a token of an account without Admin access or with API
 * access disabled is FORBIDDEN (decision 3, for OAuth sign-ins as for keys).
 */
export function authenticate(db: Db, token: string | undefined, now: number = Date.now()): AuthResult {
  const key = token?.trim();
  if (!key)
    return {
      ok: false,
      code: 'UNAUTHENTICATED',
      message: 'an API key or access token is required (Authorization: Bearer <token>)',
    };
  const hash = hashApiKey(key);
  const account = findAccountByKeyHash(db, hash);
  if (account) return accountAccess(account);
  const oauth = getOAuthToken(db, hash);
  if (!oauth || oauth.kind !== 'access')
    return { ok: false, code: 'UNAUTHENTICATED', message: 'the API key or access token is not valid' };
  if (oauth.revoked_at !== null)
    return {
      ok: false,
      code: 'UNAUTHENTICATED',
      message: 'the access token was revoked; sign in again',
      known: true,
    };
  if (oauth.expires_at <= now)
    return { ok: false, code: 'UNAUTHENTICATED', message: 'the access token has expired', known: true };
  const owner = getAccount(db, oauth.account_id);
  if (!owner)
    return { ok: false, code: 'UNAUTHENTICATED', message: 'the account no longer exists', known: true };
  const access = accountAccess(owner);
  return access.ok ? { ...access, scopes: oauth.scopes.split(' ') } : access;
}

function accountAccess(account: AccountRow): AuthResult {
  if (account.is_admin !== 1) {
    return { ok: false, code: 'FORBIDDEN', message: 'the account does not have Admin access' };
  }
  if (account.api_enabled !== 1) {
    return { ok: false, code: 'FORBIDDEN', message: 'API access is disabled for the account' };
  }
  return { ok: true, accountId: account.id };
}
