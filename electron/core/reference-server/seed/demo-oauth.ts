import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { hasAccountPassword, setAccountPassword } from '../../db/repositories/oauth';
import { registerClient } from '../domain/oauth-clients';
import { OAUTH_SCOPES } from '../../../../shared/psa/oauth-scopes';
import { hashPassword } from '../domain/passwords';

/*
 * The demo organization's OAuth sign-in (decision 24): the app's client `psa-desk` with every
 * scope and no registered redirect URL (so any loopback http address, any port, as a native app
 * needs), and the password `demo-password` for every demo account.
 */

/** The demo client the app signs in with. */
export const DEMO_OAUTH_CLIENT = { id: 'psa-desk', secret: 'demo-client-secret', name: 'PSA Desk' } as const;
/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo-password';

const SEED_TIME = '2025-01-01T00:00:00.000Z';

const hashes = new Map<bigint, string>();

/**
 * The demo password's hash for an account, with a salt derived from the account id, so demo data
 * is the same on every seed (decision 21); computed once per process, since scrypt is slow on
 * purpose and tests seed many databases.
 */
function demoPasswordHash(accountId: bigint): string {
  let hash = hashes.get(accountId);
  if (hash === undefined) {
    const salt = createHash('sha256').update(`psa-demo-password-salt:${accountId}`).digest().subarray(0, 16);
    hash = hashPassword(DEMO_PASSWORD, salt);
    hashes.set(accountId, hash);
  }
  return hash;
}

/** Registers the demo client and gives the demo accounts without a password the demo one; idempotent. */
export function seedDemoOAuth(db: Db, accountIds: readonly bigint[]): void {
  registerClient(db, {
    ...DEMO_OAUTH_CLIENT,
    scopes: OAUTH_SCOPES.join(' '),
    replace: true,
    createdAt: SEED_TIME,
  });
  // Only accounts still without a password get one: a re-seed (every start of the app's demo
  // remote) hashes nothing and keeps a password changed since.
  for (const id of accountIds) {
    if (!hasAccountPassword(db, id)) setAccountPassword(db, id, demoPasswordHash(id), true);
  }
}
