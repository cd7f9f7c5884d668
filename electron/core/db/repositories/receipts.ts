import type { Db } from '../connection';

/*
 * Receipts (migration 0008): rows naming a content-addressed file in <dataDir>/receipts/. A row
 * with expense_id NULL is detached: its expense was deleted (Undo re-links it) or vanished from a
 * pull; detached_expense_id says which one it was. Only SQL here; the files are app/receipts'.
 */

/** A receipts row. */
export interface ReceiptRow {
  id: bigint;
  expense_id: bigint | null;
  detached_expense_id: bigint | null;
  detached_at: string | null;
  sha256: string;
  name: string;
  media_type: string;
  size: number;
  added_at: string;
}

/** What a new receipt row needs. */
export type ReceiptInsert = Pick<ReceiptRow, 'sha256' | 'name' | 'media_type' | 'size' | 'added_at'> & {
  expense_id: bigint;
};

/** Inserts a receipt linked to an expense and returns its row. */
export function insertReceipt(db: Db, row: ReceiptInsert): ReceiptRow {
  const id = db
    .prepare(
      `INSERT INTO receipts (expense_id, sha256, name, media_type, size, added_at)
       VALUES (@expense_id, @sha256, @name, @media_type, @size, @added_at)`,
    )
    .run(row).lastInsertRowid;
  return getReceipt(db, BigInt(id))!;
}

/** One receipt, or undefined. */
export function getReceipt(db: Db, id: bigint): ReceiptRow | undefined {
  return db.prepare('SELECT * FROM receipts WHERE id = ?').get(id) as ReceiptRow | undefined;
}

/** The receipts linked to these expenses, by expense then id (the order they were added). */
export function listReceipts(db: Db, expenseIds: readonly bigint[]): ReceiptRow[] {
  if (expenseIds.length === 0) return [];
  // One statement per call with a JSON array: no variable-count SQL, any number of ids.
  return db
    .prepare(
      `SELECT * FROM receipts WHERE expense_id IN (SELECT value FROM json_each(?))
       ORDER BY expense_id, id`,
    )
    .all(`[${expenseIds.map(String).join(',')}]`) as ReceiptRow[];
}

/** Receipts whose expense is gone (deleted, discarded, or removed by a pull), newest first. */
export function listDetachedReceipts(db: Db, limit = 500): ReceiptRow[] {
  return db
    .prepare('SELECT * FROM receipts WHERE expense_id IS NULL ORDER BY detached_at DESC, id DESC LIMIT ?')
    .all(limit) as ReceiptRow[];
}

/** How many receipts an expense has. */
export function countReceipts(db: Db, expenseId: bigint): number {
  const row = db.prepare('SELECT count(*) AS n FROM receipts WHERE expense_id = ?').get(expenseId) as {
    n: number;
  };
  return row.n;
}

/** Whether any receipt row still names this file. */
export function isFileReferenced(db: Db, sha256: string): boolean {
  return db.prepare('SELECT 1 FROM receipts WHERE sha256 = ? LIMIT 1').get(sha256) !== undefined;
}

/** The hashes of every receipt file this database names (a backup's too). */
export function receiptHashes(db: Db): Set<string> {
  return new Set(db.prepare('SELECT DISTINCT sha256 FROM receipts').pluck().all() as string[]);
}

/** Deletes a receipt row; true when one was deleted. */
export function deleteReceipt(db: Db, id: bigint): boolean {
  return db.prepare('DELETE FROM receipts WHERE id = ?').run(id).changes > 0;
}

/**
 * Links receipts to an expense. `onlyDetached`: only those whose expense is gone (an Undo may not
 * take a receipt away from another expense). Returns how many were linked.
 */
export function linkReceipts(
  db: Db,
  ids: readonly bigint[],
  expenseId: bigint,
  onlyDetached: boolean,
): number {
  const stmt = db.prepare(
    `UPDATE receipts SET expense_id = @expenseId, detached_expense_id = NULL, detached_at = NULL
     WHERE id = @id AND (@onlyDetached = 0 OR expense_id IS NULL)`,
  );
  let linked = 0;
  for (const id of ids) linked += stmt.run({ id, expenseId, onlyDetached: onlyDetached ? 1 : 0 }).changes;
  return linked;
}
