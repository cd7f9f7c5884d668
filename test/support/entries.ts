import type { Db } from '../../electron/core/db/connection';
import { expenseHandlers } from '../../electron/core/reference-server/domain/expenses';
import { timesheetHandlers } from '../../electron/core/reference-server/domain/timesheets';
import { CTX, LINES, ORG, request } from './fixtures';

/** Fixed clock of the entry helpers. */
export const ENTRY_NOW = Date.parse('2026-05-01T12:00:00.000Z');

/** Creates a timesheet through the handler (project 1, time line, account 1, role 1 unless overridden). */
export function addTimesheet(db: Db, over: Record<string, unknown> = {}): bigint {
  const h = timesheetHandlers(db, { now: () => ENTRY_NOW });
  const body = {
    DateTimeFrom: '2026-04-06T09:00:00Z',
    DateTimeTo: '2026-04-06T17:00:00Z',
    NumberOfHours: 8,
    AccountID: ORG.anna,
    ProjectID: ORG.project1,
    ContractLineID: LINES.project1Time,
    RoleID: ORG.consultant,
    Description: 'Consulting',
    ...over,
  };
  return BigInt(h.createTimesheet(request('createTimesheet', { body }), CTX).TimesheetID);
}

/** Creates an expense through the handler (project 1, expense line, account 2 unless overridden). */
export function addExpense(db: Db, over: Record<string, unknown> = {}): bigint {
  const h = expenseHandlers(db, { now: () => ENTRY_NOW });
  const body = {
    AccountID: ORG.ben,
    ProjectID: ORG.project1,
    ContractLineID: LINES.project1Expense,
    Description: 'Train tickets',
    AmountExVAT: 100.1,
    VATAmount: 21.02,
    TotalAmount: 121.12,
    ExpenseDate: '2026-04-07T00:00:00Z',
    ...over,
  };
  return BigInt(h.createExpense(request('createExpense', { body }), CTX).ExpenseID);
}
