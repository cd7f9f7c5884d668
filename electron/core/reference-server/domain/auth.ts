import { createHash, randomBytes } from 'node:crypto';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import { findAccountByKeyHash, getAccount, insertApiKey } from '../../db/repositories/accounts';
import type { ServiceOptions } from './handlers';

/** The outcome of checking a bearer token (decision 3). */
export type AuthResult =
  { ok: true; accountId: number } | { ok: false; code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message: string };

/** SHA-256 of the key as lowercase hex: the only form in which keys are stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Stores the hash of a given plaintext key for the account (fixed demo keys); idempotent. */
export function addApiKey(
  db: Db,
  accountId: number,
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
  accountId: number,
  label?: string,
  options: ServiceOptions = {},
): string {
  const key = 'psa_' + randomBytes(32).toString('base64url');
  const now = options.now?.() ?? Date.now();
  addApiKey(db, accountId, key, { label: label ?? null, createdAt: new Date(now).toISOString() });
  return key;
}

/**
 * Checks a bearer token: a missing or unknown token is UNAUTHENTICATED; a known token of an
 * account without Admin access or with API access disabled is FORBIDDEN.
 */
export function authenticate(db: Db, token: string | undefined): AuthResult {
  const key = token?.trim();
  if (!key)
    return {
      ok: false,
      code: 'UNAUTHENTICATED',
      message: 'an API key is required (Authorization: Bearer <key>)',
    };
  const account = findAccountByKeyHash(db, hashApiKey(key));
  if (!account) return { ok: false, code: 'UNAUTHENTICATED', message: 'the API key is not valid' };
  if (account.is_admin !== 1) {
    return { ok: false, code: 'FORBIDDEN', message: 'the account does not have Admin access' };
  }
  if (account.api_enabled !== 1) {
    return { ok: false, code: 'FORBIDDEN', message: 'API access is disabled for the account' };
  }
  return { ok: true, accountId: account.id };
}
