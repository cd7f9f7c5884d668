import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { insertExpense } from '../../electron/core/db/repositories/expenses';
import {
  insertReceipt,
  linkReceipts,
  listDetachedReceipts,
  listReceipts,
} from '../../electron/core/db/repositories/receipts';
import { deleteRowIfUnreferenced, moveRow } from '../../electron/core/db/repositories/replica';

/*
 * A receipt's link to its expense (migration 0008) on real SQLite: it follows the provisional id
 * onto the remote one (the row moved, or merged into a pulled copy), and when the expense goes
 * (a pull's deletion, a delete) the receipt stays, detached, naming the expense it belonged to.
 */

const REMOTE = 14073748835533011n + 4_000_000n;

function replica(): Db {
  const db = openDatabase(':memory:');
  db.prepare(`INSERT INTO projects (id, name, stage, currency_code) VALUES (7, 'P', '', 'EUR')`).run();
  return db;
}

function expense(db: Db, id: bigint): bigint {
  return insertExpense(db, {
    id,
    account_id: 1n,
    project_id: 7n,
    amount_ex_vat: 10n,
    total_amount: 10n,
    expense_date: '2026-03-02',
    created_at: '2026-03-02T10:00:00Z',
  });
}

function receipt(db: Db, expenseId: bigint, sha = 'a') {
  const row = { sha256: sha.repeat(64), name: 'taxi.png', media_type: 'image/png', size: 3 };
  return insertReceipt(db, { ...row, expense_id: expenseId, added_at: '2026-03-02T10:00:00Z' });
}

describe('receipt links', () => {
  it('follow an expense moved onto its remote id', () => {
    const db = replica();
    expense(db, -1n);
    const r = receipt(db, -1n);
    moveRow(db, 'expenses', -1n, REMOTE);
    expect(listReceipts(db, [REMOTE]).map((x) => x.id)).toEqual([r.id]);
    expect(listReceipts(db, [-1n])).toEqual([]);
  });

  it('follow an expense merged into the copy a pull stored first', () => {
    const db = replica();
    expense(db, -1n);
    expense(db, REMOTE);
    const r = receipt(db, -1n);
    moveRow(db, 'expenses', -1n, REMOTE);
    expect(listReceipts(db, [REMOTE]).map((x) => x.id)).toEqual([r.id]);
    expect(listDetachedReceipts(db)).toEqual([]);
  });

  it('never keep an expense a pull removes, and are kept themselves, detached', () => {
    const db = replica();
    expense(db, REMOTE);
    const r = receipt(db, REMOTE);
    expect(deleteRowIfUnreferenced(db, 'expenses', REMOTE)).toBe(true);
    expect(listDetachedReceipts(db)).toEqual([
      expect.objectContaining({ id: r.id, expense_id: null, detached_expense_id: REMOTE }),
    ]);
  });

  it('re-link only detached receipts when asked to', () => {
    const db = replica();
    expense(db, -1n);
    expense(db, -2n);
    const kept = receipt(db, -1n);
    const other = receipt(db, -2n, 'b');
    db.prepare('DELETE FROM expenses WHERE id = -1').run();
    expense(db, -3n);
    expect(linkReceipts(db, [kept.id, other.id], -3n, true)).toBe(1);
    expect(listReceipts(db, [-3n]).map((x) => [x.id, x.detached_expense_id])).toEqual([[kept.id, null]]);
    expect(listReceipts(db, [-2n]).map((x) => x.id)).toEqual([other.id]);
  });
});
