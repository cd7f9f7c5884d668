import type { Db } from '../connection';
import { ensureFold, equalsSql } from './text-match';

/** A user account; flags are 0 or 1 as stored. */
export interface AccountRow {
  id: bigint;
  name: string;
  email: string;
  business_unit_id: bigint | null;
  is_admin: 0 | 1;
  api_enabled: 0 | 1;
  is_project_manager: 0 | 1;
}
export interface ApiKeyRow {
  id: bigint;
  account_id: bigint;
  /** SHA-256 hex of the key; the key itself is never stored. */
  key_hash: string;
  label: string | null;
  created_at: string;
}

const COLUMNS = 'id, name, email, business_unit_id, is_admin, api_enabled, is_project_manager';

/** An account by id. */
export function getAccount(db: Db, id: bigint): AccountRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).get(id) as AccountRow | undefined;
}

/** All accounts by id. */
export function listAccounts(db: Db): AccountRow[] {
  return db.prepare(`SELECT ${COLUMNS} FROM accounts ORDER BY id`).all() as AccountRow[];
}

/** Inserts or updates an account by id. */
export function upsertAccount(db: Db, row: AccountRow): void {
  db.prepare(
    `INSERT INTO accounts (${COLUMNS})
     VALUES (@id, @name, @email, @business_unit_id, @is_admin, @api_enabled, @is_project_manager)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email,
       business_unit_id = excluded.business_unit_id, is_admin = excluded.is_admin,
       api_enabled = excluded.api_enabled, is_project_manager = excluded.is_project_manager`,
  ).run(row);
}

/** The account owning the API key with this hash. */
export function findAccountByKeyHash(db: Db, keyHash: string): AccountRow | undefined {
  return db
    .prepare(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => 'a.' + c)
        .join(', ')}
       FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key_hash = ?`,
    )
    .get(keyHash) as AccountRow | undefined;
}

/** Stores an API key hash; a hash already stored is left as it is. Returns whether a row was added. */
export function insertApiKey(db: Db, row: Omit<ApiKeyRow, 'id'>): boolean {
  const result = db
    .prepare(
      `INSERT INTO api_keys (account_id, key_hash, label, created_at) VALUES (@account_id, @key_hash, @label, @created_at)
       ON CONFLICT (key_hash) DO NOTHING`,
    )
    .run(row);
  return result.changes > 0;
}

/** Accounts eligible as project manager, by id; `email` matches exactly, case-insensitively. */
export function listProjectManagers(
  db: Db,
  filter: { limit: number; email?: string | undefined },
): AccountRow[] {
  ensureFold(db);
  const where = ['is_project_manager = 1'];
  const params: unknown[] = [];
  if (filter.email !== undefined) {
    where.push(equalsSql('email'));
    params.push(filter.email);
  }
  return db
    .prepare(`SELECT ${COLUMNS} FROM accounts WHERE ${where.join(' AND ')} ORDER BY id LIMIT ?`)
    .all(...params, filter.limit) as AccountRow[];
}

/** An account as pulled timesheets name it (the remote's AccountName); the newest name of each. */
export interface SeenAccountRow {
  account_id: bigint;
  account_name: string;
}

/**
 * Accounts seen on timesheets in the store that carry a name, one row each (optionally one
 * account): the user's own entries and the team's pulled per project (project_timesheets).
 */
export function listAccountsSeenOnTimesheets(db: Db, accountId?: bigint): SeenAccountRow[] {
  const one = accountId === undefined ? '' : 'AND account_id = @id';
  // SQLite's bare columns come from the row holding max(): the newest name of each account.
  const rows = db
    .prepare(
      `SELECT account_id, account_name, max(seen) AS newest FROM (
         SELECT account_id, account_name, changed_at AS seen FROM timesheets
         UNION ALL SELECT account_id, account_name, pulled_at AS seen FROM project_timesheets
       ) WHERE account_name IS NOT NULL AND trim(account_name) <> '' ${one}
       GROUP BY account_id ORDER BY account_id`,
    )
    .all(accountId === undefined ? {} : { id: accountId }) as (SeenAccountRow & { newest: string })[];
  return rows.map(({ account_id, account_name }) => ({ account_id, account_name }));
}
