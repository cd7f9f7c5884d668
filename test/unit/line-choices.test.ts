import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { upsertContractLine } from '../../electron/core/db/repositories/org';
import { upsertExpense } from '../../electron/core/db/repositories/expenses';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { at, call, closeCores, folder, idText, open, removeFolders } from '../support/week-core';
import { syncedTimesheet, WEEK } from '../support/week-data';

/*
 * Which contract lines the pickers offer (issue 13 point 4, and the new-user walkthrough): hours
 * go on lines of kind time or lines seen on timesheets (the user's or the team's); a line seen
 * only on expenses, or of kind expense or fixed and never on a timesheet, is not offered for
 * hours. Expenses offer their lines the other way round: expense lines first.
 */

const line = (n: number) => demoId('contract_lines', n);
const MONDAY = '2026-03-02';
const ANOTHER_ACCOUNT = demoId('accounts', 4);
const PULLED = '2026-03-03T00:00:00.000Z';

const REMOTE_SUPPORT = line(20); // kind time, on no entry yet
const EXPENSES = line(21); // kind expense, on the user's own expense
const TRAVEL = line(22); // kind expense, on the team's expense
const RETAINER = line(23); // kind fixed, but the team books hours on it
const WORKSHOP = line(24); // no line record here, on the user's own timesheet
const FEE = line(25); // kind fixed, on nothing

function contractLine(db: Db, id: bigint, name: string, kind: 'time' | 'expense' | 'fixed'): void {
  upsertContractLine(db, {
    id,
    template_id: null,
    project_id: WEEK.project1,
    group_number: 1,
    line_number: Number(id % 100n),
    name,
    kind,
    tax_percentage: 0n,
  });
}

function fill(db: Db): void {
  contractLine(db, REMOTE_SUPPORT, 'Remote support hours', 'time');
  contractLine(db, EXPENSES, 'Expenses', 'expense');
  contractLine(db, TRAVEL, 'Travel costs', 'expense');
  contractLine(db, RETAINER, 'Retainer hours', 'fixed');
  contractLine(db, FEE, 'Fee', 'fixed');
  // The user's own hours on WEEK.line ('Consulting hours') and on 'Workshop'.
  syncedTimesheet(db, {
    id: demoId('timesheets', 1),
    project_id: WEEK.project1,
    date_from: at(MONDAY, 9),
    date_to: at(MONDAY, 10),
    hours: 10_000n,
  });
  syncedTimesheet(db, {
    id: demoId('timesheets', 2),
    project_id: WEEK.project1,
    contract_line_id: WORKSHOP,
    contract_line_name: 'Workshop',
    date_from: at(MONDAY, 10),
    date_to: at(MONDAY, 11),
    hours: 10_000n,
  });
  upsertExpense(db, {
    id: demoId('expenses', 1),
    account_id: WEEK.account,
    project_id: WEEK.project1,
    contract_line_id: EXPENSES,
    description: 'Hotel',
    amount_ex_vat: 100n,
    vat_amount: null,
    total_amount: 100n,
    expense_date: '2026-03-02T00:00:00.000Z',
    created_at: '2026-03-02T00:00:00.000Z',
    approved_at: null,
    invoice_id: null,
    project_name: null,
    contract_line_name: 'Expenses',
    invoice_number: null,
    external_invoice_number: null,
  });
  // The team's entries, as the per-project pull stores them.
  db.prepare(
    `INSERT INTO project_timesheets (id, project_id, account_id, contract_line_id, contract_line_name, role_id,
       role_name, date_from, date_to, hours, pulled_at) VALUES (?, ?, ?, ?, 'Retainer hours', ?, 'Consultant', ?, ?, 10000, ?)`,
  ).run(
    demoId('timesheets', 3),
    WEEK.project1,
    ANOTHER_ACCOUNT,
    RETAINER,
    WEEK.role,
    at(MONDAY, 9),
    at(MONDAY, 10),
    PULLED,
  );
  db.prepare(
    `INSERT INTO project_expenses (id, project_id, account_id, contract_line_id, contract_line_name, expense_date,
       amount_ex_vat, total_amount, pulled_at) VALUES (?, ?, ?, ?, 'Travel costs', ?, 100, 100, ?)`,
  ).run(demoId('expenses', 2), WEEK.project1, ANOTHER_ACCOUNT, TRAVEL, '2026-03-02T00:00:00.000Z', PULLED);
}

afterEach(closeCores);
afterAll(removeFolders);

describe('contract lines offered for hours and for expenses', () => {
  it('offers for hours only time lines and lines seen on timesheets: the user’s, the team’s, then the rest', async () => {
    const core = open(folder(fill));
    const { contractLines } = await call(core, 'entries:lines', { projectId: idText(WEEK.project1) });
    expect(contractLines.map((l) => l.name)).toEqual([
      'Consulting hours',
      'Workshop',
      'Retainer hours',
      'Remote support hours',
    ]);
    expect(contractLines.map((l) => l.id)).not.toContain(idText(EXPENSES));
    expect(contractLines.map((l) => l.id)).not.toContain(idText(FEE));
  });

  it('offers expense lines first for expenses', async () => {
    const core = open(folder(fill));
    const lines = await call(core, 'expenses:lines', { projectId: idText(WEEK.project1) });
    expect(lines.slice(0, 2).map((l) => l.name)).toEqual(['Expenses', 'Travel costs']);
  });
});
