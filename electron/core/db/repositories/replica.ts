import type { Db } from '../connection';
import { knownNameSql } from './project-entries';

/** Tables of the replica whose rows can be created offline or pulled from the remote. */
export type ReplicaTable = 'companies' | 'contacts' | 'projects' | 'timesheets' | 'expenses' | 'invoices';

/** Columns that refer to each table, for moving a provisional id onto a remote one. */
const REFERENCES: Record<ReplicaTable, readonly (readonly [string, string])[]> = {
  companies: [
    ['contacts', 'company_id'],
    ['projects', 'company_id'],
  ],
  contacts: [['projects', 'contact_id']],
  projects: [
    ['timesheets', 'project_id'],
    ['expenses', 'project_id'],
    ['contract_lines', 'project_id'],
  ],
  timesheets: [],
  // Receipts follow their expense (migration 0008); a pull's deletion detaches them instead.
  expenses: [['receipts', 'expense_id']],
  invoices: [
    ['timesheets', 'invoice_id'],
    ['expenses', 'invoice_id'],
  ],
};

/**
 * Local tables owned by a row (the expense's details, a project's remembered lines): they follow
 * the row onto its remote id and go when it goes (foreign keys cascade). In a merge the row itself
 * is deleted, so they are moved first, replacing what the merged row had.
 */
const OWNED: Partial<Record<ReplicaTable, readonly (readonly [string, string])[]>> = {
  projects: [['expense_category_lines', 'project_id']],
  expenses: [['expense_details', 'expense_id']],
};

/** The next provisional (negative) id of a table: below every id in use. */
export function nextProvisionalId(db: Db, table: ReplicaTable): bigint {
  const row = db.prepare(`SELECT min(0, coalesce(min(id), 0)) - 1 AS id FROM ${table}`).get() as {
    id: bigint;
  };
  return row.id;
}

/** Whether a row exists. */
export function rowExists(db: Db, table: ReplicaTable, id: bigint): boolean {
  return db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
}

/**
 * Moves row `from` of a table to id `to`, with every reference to it. When `to` already exists
 * (the remote record was pulled before its create was confirmed) the two are merged: references
 * move to `to` and `from` is deleted. Call inside a transaction.
 */
export function moveRow(db: Db, table: ReplicaTable, from: bigint, to: bigint): void {
  if (from === to) return;
  if (rowExists(db, table, to)) {
    for (const [refTable, column] of REFERENCES[table]) {
      db.prepare(`UPDATE ${refTable} SET ${column} = ? WHERE ${column} = ?`).run(to, from);
    }
    for (const [owned, column] of OWNED[table] ?? []) {
      db.prepare(`UPDATE OR REPLACE ${owned} SET ${column} = ? WHERE ${column} = ?`).run(to, from);
    }
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(from);
  } else {
    // Foreign keys cascade on update, so references follow.
    db.prepare(`UPDATE ${table} SET id = ? WHERE id = ?`).run(to, from);
  }
}

/** Deletes a row; false when other rows still refer to it (the row is kept). */
export function deleteRowIfUnreferenced(db: Db, table: ReplicaTable, id: bigint): boolean {
  for (const [refTable, column] of REFERENCES[table]) {
    // A receipt never keeps a removed record: it is detached and kept (migration 0008).
    if (refTable === 'contract_lines' || refTable === 'receipts') continue;
    if (db.prepare(`SELECT 1 FROM ${refTable} WHERE ${column} = ? LIMIT 1`).get(id)) return false;
  }
  if (table === 'projects') db.prepare('DELETE FROM contract_lines WHERE project_id = ?').run(id);
  return db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes === 1;
}

/** Ids of a table's rows that came from the remote (positive ids). */
export function listRemoteIds(db: Db, table: ReplicaTable): bigint[] {
  return (db.prepare(`SELECT id FROM ${table} WHERE id > 0`).all() as { id: bigint }[]).map((r) => r.id);
}

/** Ids of one account's pulled entries dated within [from, to]. */
export function listRemoteEntryIds(
  db: Db,
  table: 'timesheets' | 'expenses',
  accountId: bigint,
  from: string,
  to: string,
): bigint[] {
  const dateColumn = table === 'timesheets' ? 'date_from' : 'expense_date';
  return (
    db
      .prepare(
        `SELECT id FROM ${table} WHERE id > 0 AND account_id = ? AND ${dateColumn} >= ? AND ${dateColumn} <= ?`,
      )
      .all(accountId, from, to) as { id: bigint }[]
  ).map((r) => r.id);
}

/** Inserts a placeholder company or project for a pulled record whose parent was not pulled. */
export function ensureParent(
  db: Db,
  table: 'companies' | 'projects',
  id: bigint,
  name: string | null,
  currency: string,
): void {
  if (rowExists(db, table, id)) return;
  if (table === 'companies')
    db.prepare('INSERT INTO companies (id, name) VALUES (?, ?)').run(id, name ?? `Company ${id}`);
  else
    db.prepare(`INSERT INTO projects (id, name, stage, currency_code) VALUES (?, ?, '', ?)`).run(
      id,
      name ?? `Project ${id}`,
      currency,
    );
}

/** Ids with an open (not done) outbox change, per table. */
export function idsWithOpenChanges(db: Db, table: ReplicaTable): Set<bigint> {
  const rows = db
    .prepare(`SELECT DISTINCT local_id FROM outbox WHERE entity = ? AND state != 'done'`)
    .all(table) as { local_id: bigint }[];
  return new Set(rows.map((r) => r.local_id));
}

/** Moves the outbox rows of a local record to its new id. */
export function moveOutboxRows(db: Db, table: ReplicaTable, from: bigint, to: bigint): void {
  db.prepare('UPDATE outbox SET local_id = ? WHERE entity = ? AND local_id = ?').run(to, table, from);
}

/** Names seen for a contract line or role on pulled entries (lines and roles have no endpoint). */
export function seenName(db: Db, kind: 'contract_line' | 'role', id: bigint): string | null {
  const sql = knownNameSql(kind === 'contract_line' ? 'line' : 'role', '@id');
  const row = db.prepare(`SELECT ${sql} AS name`).get({ id }) as { name: string | null } | undefined;
  return row?.name ?? null;
}

/** Deletes a local row outright (discarding a create that never reached the remote). */
export function deleteRow(db: Db, table: ReplicaTable, id: bigint): void {
  if (table === 'projects') db.prepare('DELETE FROM contract_lines WHERE project_id = ?').run(id);
  db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
}
