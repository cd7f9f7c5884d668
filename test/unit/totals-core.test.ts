import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { upsertExpense } from '../../electron/core/db/repositories/expenses';
import { enqueue, updateOutbox } from '../../electron/core/db/repositories/outbox';
import { at, call, closeCores, folder, idText, open, removeFolders } from '../support/week-core';
import { hourUnits, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * Totals that add up (issue 13, finding 11): the project card, the reports and the week view count
 * synced and pending entries, never rejected ones nor entries dated after today, and say how many
 * of the hours counted are not synced yet. The core's clock reads Wednesday 4 March 2026.
 */

const NOW = () => Date.parse('2026-03-04T12:00:00Z');
const P1 = idText(WEEK.project1);
const moneyUnits = (m: number): bigint => BigInt(Math.round(m * 100)) * 1_000_000n;

/** A local (provisional) timesheet whose create is queued, in the given outbox state. */
function localTimesheet(db: Db, id: bigint, date: string, h: number, state: 'pending' | 'rejected'): void {
  syncedTimesheet(db, {
    id,
    project_id: WEEK.project1,
    date_from: at(date, 9),
    date_to: at(date, 9 + h),
    hours: hourUnits(h),
  });
  const change = enqueue(
    db,
    { endpoint: 'createTimesheet', entity: 'timesheets', localId: id, request: { body: {} } },
    '2026-03-04T10:00:00.000Z',
  );
  if (state === 'rejected')
    updateOutbox(
      db,
      change,
      { state: 'rejected', last_error: 'ContractLineID 9999 unknown' },
      '2026-03-04T11:00:00.000Z',
    );
}

/** An expense of project 1 (EUR) of `amount` on `date`, queued in `state` when given (else synced). */
function expense(db: Db, id: bigint, date: string, amount: number, state?: 'pending' | 'rejected'): void {
  upsertExpense(db, {
    id,
    account_id: WEEK.account,
    project_id: WEEK.project1,
    contract_line_id: WEEK.line,
    description: null,
    amount_ex_vat: moneyUnits(amount),
    vat_amount: null,
    total_amount: moneyUnits(amount),
    expense_date: `${date}T00:00:00.000Z`,
    created_at: `${date}T00:00:00.000Z`,
    approved_at: null,
    invoice_id: null,
    project_name: null,
    contract_line_name: null,
    invoice_number: null,
    external_invoice_number: null,
  });
  if (state === undefined) return;
  const change = enqueue(
    db,
    { endpoint: 'createExpense', entity: 'expenses', localId: id, request: { body: {} } },
    '2026-03-04T10:00:00.000Z',
  );
  if (state === 'rejected') updateOutbox(db, change, { state: 'rejected' }, '2026-03-04T11:00:00.000Z');
}

/** Project 1: 2 h synced on Monday, 3 h pending on Tuesday, 3 h rejected on Wednesday, 4 h in 2027, 5 h in 2099. */
function week() {
  return open(
    folder((db) => {
      syncedTimesheet(db, {
        id: 14073748835533011n,
        project_id: WEEK.project1,
        date_from: at('2026-03-02', 9),
        date_to: at('2026-03-02', 11),
        hours: hourUnits(2),
      });
      localTimesheet(db, -1n, '2026-03-03', 3, 'pending');
      localTimesheet(db, -2n, '2026-03-04', 3, 'rejected');
      for (const [id, day, h] of [
        [14073748835533012n, '2027-01-05', 4],
        [14073748835533013n, '2099-06-02', 5],
      ] as const)
        syncedTimesheet(db, {
          id,
          project_id: WEEK.project1,
          date_from: at(day, 9),
          date_to: at(day, 9 + h),
          hours: hourUnits(h),
        });
      expense(db, 14073748835533101n, '2026-03-02', 100);
      expense(db, -11n, '2026-03-03', 20, 'pending');
      expense(db, -12n, '2026-03-03', 50, 'rejected');
      expense(db, 14073748835533102n, '2031-05-05', 70);
    }),
    NOW,
  );
}

afterEach(closeCores);
afterAll(removeFolders);

describe('totals count synced and pending entries only', () => {
  it('the project card leaves out rejected and future entries and says what is not synced yet', async () => {
    const card = await call(week(), 'projects:card', { id: P1, today: '2026-03-04' });
    expect(card.hoursThisWeek).toBe(5);
    expect(card.hoursThisMonth).toBe(5);
    expect(card.hoursTotal).toBe(5);
    expect(card.unsyncedThisWeek).toBe(3);
    expect(card.unsyncedThisMonth).toBe(3);
    expect(card.unsyncedTotal).toBe(3);
    expect(card.hoursAfterToday).toBe(9);
  });

  it('hours per week and utilization leave out rejected and future entries', async () => {
    const core = week();
    const byWeek = await call(core, 'reports:hoursByWeek', { from: '2026-03-01', to: '2027-12-31' });
    expect(byWeek.total).toBe(5);
    expect(byWeek.unsynced).toBe(3);
    expect(byWeek.projects.map((p) => p.hours)).toEqual([5]);
    const w10 = byWeek.weeks.find((w) => w.weekStart === '2026-03-02');
    expect(w10?.total).toBe(5);
    expect(w10?.unsynced).toBe(3);
    const util = await call(core, 'reports:utilization', { month: '2026-03' });
    expect(util.booked).toBe(5);
    expect(util.unsynced).toBe(3);
    expect(util.weeks.find((w) => w.weekStart === '2026-03-02')?.booked).toBe(5);
  });

  it('expenses per month leave out rejected and future expenses', async () => {
    const report = await call(week(), 'reports:expensesByMonth', { from: '2026-01-01', to: '2035-12-31' });
    expect(report.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', count: 2, total: 120, unsyncedCount: 1, unsyncedTotal: 20 }),
    ]);
  });

  it('the week view shows the rejected entry but leaves it out of its totals', async () => {
    const view = await call(week(), 'week:get', { weekStart: '2026-03-02' });
    expect(view.entries.map((e) => e.syncState).sort()).toEqual(['pending', 'rejected', 'synced']);
    expect(view.dayTotals.slice(0, 3)).toEqual([2, 3, 0]);
    expect(view.weekTotal).toBe(5);
    expect(view.weekUnsynced).toBe(3);
    expect(view.rows[0]?.total).toBe(5);
  });
});
