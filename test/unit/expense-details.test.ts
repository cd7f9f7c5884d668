import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { ensureParent, deleteRowIfUnreferenced, moveRow } from '../../electron/core/db/repositories/replica';
import { upsertExpense, type ExpenseRow } from '../../electron/core/db/repositories/expenses';
import {
  getCategoryLine,
  getExpenseDetails,
  putExpenseDetails,
  setCategoryLine,
} from '../../electron/core/db/repositories/expense-details';

/*
 * Expense details (migration 0009) on a real SQLite store: they follow the expense onto its remote
 * id, also when the remote record was pulled before the create's answer (the merge), stay when a
 * pull stores the row again, and go with the expense; a project's remembered lines follow it too.
 */

let db: Db;
const PROJECT = 16_073_748_835_533_011n;
const REMOTE = 21_073_748_835_533_099n;

function expense(id: bigint, projectId = PROJECT): ExpenseRow {
  return {
    id,
    account_id: 1n,
    project_id: projectId,
    contract_line_id: 19_073_748_835_533_021n,
    description: null,
    amount_ex_vat: 6_532_000_000n,
    vat_amount: 0n,
    total_amount: 6_532_000_000n,
    expense_date: '2026-11-17T00:00:00.000Z',
    created_at: '2026-11-18T00:00:00.000Z',
    approved_at: null,
    invoice_id: null,
    project_name: null,
    contract_line_name: null,
    invoice_number: null,
    external_invoice_number: null,
  };
}

const mileage = (expenseId: bigint) =>
  putExpenseDetails(db, {
    expense_id: expenseId,
    category: 'mileage',
    km: '142',
    round_trip: 1,
    km_rate: '0.23',
  });

beforeEach(() => {
  db = openDatabase(':memory:');
  ensureParent(db, 'projects', PROJECT, 'Northwind', 'EUR');
});

describe('expense details', () => {
  it('follow the id swap and survive the row being stored again by a pull', () => {
    upsertExpense(db, expense(-1n));
    mileage(-1n);
    moveRow(db, 'expenses', -1n, REMOTE);
    upsertExpense(db, { ...expense(REMOTE), description: 'pulled' });
    expect(getExpenseDetails(db, [-1n, REMOTE])).toMatchObject([
      { expense_id: REMOTE, km: '142', round_trip: 1 },
    ]);
  });

  it('follow the merge when the remote record was pulled before the create was confirmed', () => {
    upsertExpense(db, expense(-1n));
    mileage(-1n);
    upsertExpense(db, expense(REMOTE));
    moveRow(db, 'expenses', -1n, REMOTE);
    expect(getExpenseDetails(db, [-1n, REMOTE])).toMatchObject([{ expense_id: REMOTE, category: 'mileage' }]);
  });

  it('go with the expense, also when a pull removes it', () => {
    upsertExpense(db, expense(REMOTE));
    mileage(REMOTE);
    expect(deleteRowIfUnreferenced(db, 'expenses', REMOTE)).toBe(true);
    expect(getExpenseDetails(db, [REMOTE])).toEqual([]);
  });

  it('remember the contract line per project and category, following a provisional project', () => {
    ensureParent(db, 'projects', -3n, 'Offline project', 'EUR');
    setCategoryLine(db, -3n, 'mileage', 11n);
    setCategoryLine(db, -3n, 'mileage', 12n);
    setCategoryLine(db, 999n, 'mileage', 12n); // an unknown project is not remembered
    moveRow(db, 'projects', -3n, 555n);
    expect(getCategoryLine(db, 555n, 'mileage')).toBe(12n);
    expect(getCategoryLine(db, 555n, 'perDiem')).toBeNull();
    expect(getCategoryLine(db, 999n, 'mileage')).toBeNull();
  });
});
