import type { Db } from '../connection';

/*
 * Expense details (migration 0009): the units a mileage or per-diem expense was computed from, kept
 * locally by expense id, and the contract line remembered per project and category.
 */

/** A stored details row: numbers are canonical decimal text, round_trip a 0/1 flag. */
export interface ExpenseDetailsRow {
  expense_id: bigint;
  category: 'mileage' | 'perDiem';
  km: string | null;
  round_trip: number | null;
  place_from: string | null;
  place_to: string | null;
  km_rate: string | null;
  vat_rate: string | null;
  days: string | null;
  country: string | null;
  day_rate: string | null;
  currency: string | null;
  auto_description: string | null;
}

const COLUMNS = [
  'expense_id',
  'category',
  'km',
  'round_trip',
  'place_from',
  'place_to',
  'km_rate',
  'vat_rate',
  'days',
  'country',
  'day_rate',
  'currency',
  'auto_description',
] as const satisfies readonly (keyof ExpenseDetailsRow)[];

/** The details of these expenses (those that have any), by expense id: for lists and the report. */
export function getExpenseDetails(db: Db, expenseIds: readonly bigint[]): ExpenseDetailsRow[] {
  const stmt = db.prepare('SELECT * FROM expense_details WHERE expense_id = ?');
  const out: ExpenseDetailsRow[] = [];
  for (const id of new Set(expenseIds)) {
    const row = stmt.get(id) as ExpenseDetailsRow | undefined;
    if (row) out.push(row);
  }
  return out;
}

/** Stores (or replaces) an expense's details. Call inside the transaction that writes the expense. */
export function putExpenseDetails(
  db: Db,
  row: Partial<ExpenseDetailsRow> & Pick<ExpenseDetailsRow, 'expense_id' | 'category'>,
): void {
  const values: Record<string, unknown> = {};
  for (const c of COLUMNS) values[c] = row[c] ?? null;
  db.prepare(
    `INSERT OR REPLACE INTO expense_details (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => '@' + c).join(', ')})`,
  ).run(values);
}

/** Removes an expense's details (it became a plain amount). */
export function deleteExpenseDetails(db: Db, expenseId: bigint): void {
  db.prepare('DELETE FROM expense_details WHERE expense_id = ?').run(expenseId);
}

/** The contract line last used on a project for a category, or null. */
export function getCategoryLine(db: Db, projectId: bigint, category: string): bigint | null {
  const row = db
    .prepare('SELECT contract_line_id FROM expense_category_lines WHERE project_id = ? AND category = ?')
    .get(projectId, category) as { contract_line_id: bigint } | undefined;
  return row?.contract_line_id ?? null;
}

/** Remembers the contract line used on a project for a category (when the project is known here). */
export function setCategoryLine(db: Db, projectId: bigint, category: string, lineId: bigint): void {
  db.prepare(
    `INSERT INTO expense_category_lines (project_id, category, contract_line_id)
     SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM projects WHERE id = ?)
     ON CONFLICT (project_id, category) DO UPDATE SET contract_line_id = excluded.contract_line_id`,
  ).run(projectId, category, lineId, projectId);
}
