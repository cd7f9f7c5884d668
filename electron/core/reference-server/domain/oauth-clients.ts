import { randomBytes } from 'node:crypto';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import {
  addRedirectUri,
  getOAuthClient,
  saveOAuthClient,
  type OAuthClientRow,
} from '../../db/repositories/oauth';
import { writeTransaction } from '../../db/transaction';
import { parseRedirectUrl } from './oauth-redirect';
import { formatScopes, OAUTH_SCOPES, parseScopes } from '../../../../shared/psa/oauth-scopes';
import { randomSecret, sameHash, sha256Hex } from './secrets';

/*
 * Client applications (decision 24): an id (public), a secret (shown once, stored hashed), the
 * scopes they may ask for and, optionally, redirect URLs. Registered by a server sub-command.
 */

/** What registering a client needs; `id` and `secret` are random unless given (demo seed). */
export interface NewClient {
  name: string;
  scopes: string;
  redirectUris?: readonly string[];
  id?: string;
  secret?: string;
  /** Replace a client with the same id instead of refusing (idempotent demo seed). */
  replace?: boolean;
  createdAt?: string;
}

/** Why a client registration is refused; null when it is fine. */
export function clientProblem(c: Pick<NewClient, 'name' | 'scopes' | 'redirectUris'>): string | null {
  if (c.name.trim() === '') return 'the client needs a name';
  const { scopes, unknown } = parseScopes(c.scopes);
  if (unknown.length > 0)
    return `unknown scope ${unknown.map((u) => `'${u}'`).join(', ')} (known: ${OAUTH_SCOPES.join(' ')})`;
  if (scopes.length === 0) return 'the client needs at least one scope';
  for (const uri of c.redirectUris ?? []) {
    const r = parseRedirectUrl(uri);
    if ('refused' in r) return `redirect URL ${uri} ${r.refused}`;
  }
  return null;
}

/** Registers a client; returns its id and the plaintext secret (only its hash is kept). */
export function registerClient(db: Db, c: NewClient): { id: string; secret: string } {
  const problem = clientProblem(c);
  if (problem !== null) throw new PsaError('VALIDATION_FAILED', problem);
  const id = c.id ?? randomBytes(16).toString('hex');
  const secret = c.secret ?? randomSecret('psa_cs_');
  writeTransaction(db, () => {
    if (!c.replace && getOAuthClient(db, id)) throw new PsaError('VALIDATION_FAILED', `client ${id} exists`);
    saveOAuthClient(
      db,
      {
        id,
        name: c.name.trim(),
        secret_hash: sha256Hex(secret),
        scopes: formatScopes(parseScopes(c.scopes).scopes),
        created_at: c.createdAt ?? new Date().toISOString(),
      },
      c.replace === true,
    );
    for (const uri of c.redirectUris ?? []) addRedirectUri(db, id, uri);
  });
  return { id, secret };
}

/** The client when the id is known and the secret is its own; undefined otherwise. */
export function authenticateClient(db: Db, id: string, secret: string): OAuthClientRow | undefined {
  const client = getOAuthClient(db, id);
  if (!client) return undefined;
  return sameHash(sha256Hex(secret), client.secret_hash) ? client : undefined;
}
