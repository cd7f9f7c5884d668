import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { upsertAccount } from '../../electron/core/db/repositories/accounts';
import {
  addApiKey,
  authenticate,
  createApiKey,
  hashApiKey,
} from '../../electron/core/reference-server/domain/auth';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { DEMO_ACCOUNTS, DEMO_KEYS, seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { PsaError } from '../../shared/psa/errors';
import { stringifyJson } from '../../shared/psa/json';

/** Demo accounts 1 (Anna, admin) and 4 (Daniel), 17-digit ids. */
const anna = demoId('accounts', 1);
const daniel = demoId('accounts', 4);

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoOrg(db);
});

describe('hashApiKey', () => {
  it('is SHA-256 as lowercase hex', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('authenticate', () => {
  it('accepts the demo admin key (Admin, API enabled)', () => {
    expect(authenticate(db, DEMO_KEYS.admin)).toEqual({ ok: true, accountId: anna });
  });

  it('answers UNAUTHENTICATED for a missing, empty or unknown token', () => {
    for (const token of [undefined, '', '   ', 'not-a-key']) {
      expect(authenticate(db, token)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('answers FORBIDDEN for an account without Admin access', () => {
    const result = authenticate(db, DEMO_KEYS.consultant);
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    if (!result.ok) expect(result.message).toMatch(/Admin/);
  });

  it('answers FORBIDDEN for an account with API access disabled', () => {
    const result = authenticate(db, DEMO_KEYS.noApi);
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    if (!result.ok) expect(result.message).toMatch(/API access/);
  });
});

describe('API keys', () => {
  it('issues a random key that authenticates, storing only its hash', () => {
    const key = createApiKey(db, daniel, 'laptop', { now: () => Date.UTC(2026, 0, 2) });
    expect(key).toMatch(/^psa_[A-Za-z0-9_-]{43}$/);
    expect(createApiKey(db, daniel)).not.toBe(key);
    expect(authenticate(db, key)).toEqual({ ok: true, accountId: daniel });
    const stored = db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY id').all(daniel);
    expect(stringifyJson(stored)).not.toContain(key);
    expect(stored[0]).toMatchObject({
      key_hash: hashApiKey(key),
      label: 'laptop',
      created_at: '2026-01-02T00:00:00.000Z',
    });
  });

  it('never stores the demo keys in plain text', () => {
    const all = stringifyJson(db.prepare('SELECT * FROM api_keys').all());
    for (const key of Object.values(DEMO_KEYS)) expect(all).not.toContain(key);
  });

  it('adds a fixed key once, however often it is added', () => {
    addApiKey(db, daniel, 'fixed-key');
    addApiKey(db, daniel, 'fixed-key');
    expect(db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ?').get(daniel)).toEqual({
      n: 1,
    });
    expect(authenticate(db, 'fixed-key')).toEqual({ ok: true, accountId: daniel });
  });

  it('refuses a key for an unknown account', () => {
    expect(() => createApiKey(db, 999n)).toThrow(PsaError);
  });

  it('stops accepting a key once its account loses API access', () => {
    upsertAccount(db, { ...DEMO_ACCOUNTS[0]!, api_enabled: 0 });
    expect(authenticate(db, DEMO_KEYS.admin)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});
