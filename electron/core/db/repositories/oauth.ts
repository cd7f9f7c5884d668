import type { Db } from '../connection';
import type { AccountRow } from './accounts';

/*
 * The reference server's OAuth tables (migration 0003): passwords, clients, codes, grants and
 * tokens. Only hashes of secrets are passed in and out. Times are epoch milliseconds.
 */

/** A registered client application. */
export interface OAuthClientRow {
  id: string;
  name: string;
  secret_hash: string;
  scopes: string;
  created_at: string;
}

/** An authorization code as stored. */
export interface OAuthCodeRow {
  code_hash: string;
  client_id: string;
  account_id: bigint;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  expires_at: number;
  used_at: number | null;
  grant_id: bigint | null;
}

/** A token with what its grant says about it. */
export interface OAuthTokenRow {
  token_hash: string;
  grant_id: bigint;
  kind: 'access' | 'refresh';
  scopes: string;
  expires_at: number;
  used_at: number | null;
  client_id: string;
  account_id: bigint;
  revoked_at: number | null;
}

const ACCOUNT_COLUMNS = [
  'id',
  'name',
  'email',
  'business_unit_id',
  'is_admin',
  'api_enabled',
  'is_project_manager',
]
  .map((c) => `a.${c}`)
  .join(', ');

/** Stores an account's password hash; with `onlyIfMissing`, an existing one is kept. */
export function setAccountPassword(db: Db, accountId: bigint, hash: string, onlyIfMissing = false): void {
  db.prepare(
    `INSERT INTO account_passwords (account_id, password_hash) VALUES (?, ?)
     ON CONFLICT (account_id) DO ${onlyIfMissing ? 'NOTHING' : 'UPDATE SET password_hash = excluded.password_hash'}`,
  ).run(accountId, hash);
}

/** Whether the account has a password. */
export function hasAccountPassword(db: Db, accountId: bigint): boolean {
  return db.prepare('SELECT 1 FROM account_passwords WHERE account_id = ?').get(accountId) !== undefined;
}

/** The account with this email (case-insensitive) and its password hash, when it has one. */
export function findAccountLogin(
  db: Db,
  email: string,
): { account: AccountRow; passwordHash: string } | undefined {
  const row = db
    .prepare(
      `SELECT ${ACCOUNT_COLUMNS}, p.password_hash FROM accounts a
       JOIN account_passwords p ON p.account_id = a.id WHERE a.email = ?`,
    )
    .get(email) as (AccountRow & { password_hash: string }) | undefined;
  if (!row) return undefined;
  const { password_hash, ...account } = row;
  return { account, passwordHash: password_hash };
}

/** Inserts a client, or with `replace` updates the one with this id (demo seed). */
export function saveOAuthClient(db: Db, row: OAuthClientRow, replace = false): void {
  db.prepare(
    `INSERT INTO oauth_clients (id, name, secret_hash, scopes, created_at)
     VALUES (@id, @name, @secret_hash, @scopes, @created_at)
     ${replace ? 'ON CONFLICT (id) DO UPDATE SET name = excluded.name, secret_hash = excluded.secret_hash, scopes = excluded.scopes' : ''}`,
  ).run(row);
}

/** A client by id. */
export function getOAuthClient(db: Db, id: string): OAuthClientRow | undefined {
  return db.prepare('SELECT * FROM oauth_clients WHERE id = ?').get(id) as OAuthClientRow | undefined;
}

/** Registers a redirect URL for a client (kept when already there). */
export function addRedirectUri(db: Db, clientId: string, uri: string): void {
  db.prepare('INSERT INTO oauth_redirect_uris (client_id, uri) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
    clientId,
    uri,
  );
}

/** The redirect URLs a client registered, in insertion order. */
export function listRedirectUris(db: Db, clientId: string): string[] {
  return db
    .prepare('SELECT uri FROM oauth_redirect_uris WHERE client_id = ? ORDER BY rowid')
    .pluck()
    .all(clientId) as string[];
}

/** Stores a new authorization code. */
export function insertOAuthCode(db: Db, row: Omit<OAuthCodeRow, 'used_at' | 'grant_id'>): void {
  db.prepare(
    `INSERT INTO oauth_codes (code_hash, client_id, account_id, redirect_uri, scopes, code_challenge, expires_at)
     VALUES (@code_hash, @client_id, @account_id, @redirect_uri, @scopes, @code_challenge, @expires_at)`,
  ).run(row);
}

/** A code by hash. */
export function getOAuthCode(db: Db, codeHash: string): OAuthCodeRow | undefined {
  return db.prepare('SELECT * FROM oauth_codes WHERE code_hash = ?').get(codeHash) as
    OAuthCodeRow | undefined;
}

/** Marks a code used; false when it already was (the caller lost a race or sees a replay). */
export function useOAuthCode(db: Db, codeHash: string, now: number, grantId: bigint | null): boolean {
  return (
    db
      .prepare('UPDATE oauth_codes SET used_at = ?, grant_id = ? WHERE code_hash = ? AND used_at IS NULL')
      .run(now, grantId, codeHash).changes === 1
  );
}

/** Starts a grant (the family of tokens of one code exchange); returns its id. */
export function insertOAuthGrant(
  db: Db,
  row: { client_id: string; account_id: bigint; scopes: string; created_at: number },
): bigint {
  const r = db
    .prepare(
      `INSERT INTO oauth_grants (client_id, account_id, scopes, created_at)
       VALUES (@client_id, @account_id, @scopes, @created_at)`,
    )
    .run(row);
  return BigInt(r.lastInsertRowid);
}

/** Revokes a grant: every token of it stops working. */
export function revokeOAuthGrant(db: Db, grantId: bigint, now: number): void {
  db.prepare('UPDATE oauth_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, grantId);
}

/** Stores a token of a grant. */
export function insertOAuthToken(
  db: Db,
  row: {
    token_hash: string;
    grant_id: bigint;
    kind: 'access' | 'refresh';
    scopes: string;
    expires_at: number;
  },
): void {
  db.prepare(
    `INSERT INTO oauth_tokens (token_hash, grant_id, kind, scopes, expires_at)
     VALUES (@token_hash, @grant_id, @kind, @scopes, @expires_at)`,
  ).run(row);
}

/** A token by hash, with its grant's client, account and revocation. */
export function getOAuthToken(db: Db, tokenHash: string): OAuthTokenRow | undefined {
  return db
    .prepare(
      `SELECT t.*, g.client_id, g.account_id, g.revoked_at FROM oauth_tokens t
       JOIN oauth_grants g ON g.id = t.grant_id WHERE t.token_hash = ?`,
    )
    .get(tokenHash) as OAuthTokenRow | undefined;
}

/** Marks a refresh token used; false when it already was. */
export function useOAuthToken(db: Db, tokenHash: string, now: number): boolean {
  return (
    db
      .prepare('UPDATE oauth_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
      .run(now, tokenHash).changes === 1
  );
}

/**
 * Deletes codes and tokens that expired before `before` (they can never work again), and grants
 * left without tokens; a used refresh token is kept while it could still be replayed, so a replay
 * is still recognised and revokes its family.
 */
export function deleteExpiredOAuth(db: Db, before: number): void {
  db.prepare('DELETE FROM oauth_codes WHERE expires_at < ?').run(before);
  db.prepare('DELETE FROM oauth_tokens WHERE expires_at < ?').run(before);
  db.prepare(
    `DELETE FROM oauth_grants WHERE created_at < ?
       AND NOT EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.grant_id = oauth_grants.id)
       AND NOT EXISTS (SELECT 1 FROM oauth_codes c WHERE c.grant_id = oauth_grants.id)`,
  ).run(before);
}
