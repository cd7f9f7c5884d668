import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import {
  expensesPerMonthAndCurrency,
  hoursPerDayAndProject,
  type DayProjectHours,
} from '../../electron/core/db/repositories/reports';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { addExpense, addTimesheet } from '../../electron/core/replica/changes-entries';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import {
  isoWeekLabel,
  mondayOf,
  monthsBetween,
  weekLabel,
  weekStarts,
} from '../../electron/core/reports/calendar';
import { expensesByMonth } from '../../electron/core/reports/expenses';
import { hoursByWeek, utilization, utilizationPercent } from '../../electron/core/reports/hours';
import { weekSpan, workingDaysGone } from '../../electron/core/app/review/team-week';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

/*
 * The report figures a user reads off the Reports panel: exact sums (no float drift), Monday-based
 * weeks, month edges, and the utilization against a 40-hour week.
 */

let r: Replica;
let db: Db;

beforeEach(() => {
  db = smallOrgDb();
  r = createReplica(db, () => Date.parse('2026-12-01T10:00:00.000Z'));
  setReplicaSetting(db, 'account_id', String(ORG.anna));
});

/** The chart key of a project. */
const key = (id: bigint) => `p${id}`;
/** Hour units (10^-4 h). */
const hourUnits = (h: number) => BigInt(Math.round(h * 10_000));

/** Books `hours` on project 1 (or 2) starting at `from` (a UTC date-time). */
function book(from: string, hours: number, project = 1, account?: bigint): void {
  const start = Date.parse(from);
  addTimesheet(r, {
    ProjectID: project === 1 ? ORG.project1 : ORG.project2,
    ContractLineID: project === 1 ? LINES.project1Time : LINES.project2Time,
    RoleID: ORG.consultant,
    DateTimeFrom: new Date(start).toISOString(),
    DateTimeTo: new Date(start + Math.ceil(hours) * 3_600_000).toISOString(),
    NumberOfHours: hours,
    ...(account ? { AccountID: account } : {}),
  });
}

function spend(date: string, ex: number, vat: number | null, total: number, project = 1): void {
  addExpense(r, {
    ProjectID: project === 1 ? ORG.project1 : ORG.project2,
    ContractLineID: project === 1 ? LINES.project1Expense : LINES.project2Expense,
    AmountExVAT: ex,
    VATAmount: vat,
    TotalAmount: total,
    ExpenseDate: `${date}T00:00:00Z`,
  });
}

const range = (from: string, to: string) => ({
  accountId: ORG.anna,
  fromInclusive: `${from}T00:00:00.000Z`,
  toExclusive: `${to}T00:00:00.000Z`,
});

describe('calendar', () => {
  it('starts weeks on Monday and labels them as ISO 8601 weeks', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(isoWeekLabel('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekLabel('2027-01-01')).toBe('2026-W53'); // a Friday: still 2026's last week
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01'); // a Monday: already 2025's first week
  });

  it('starts weeks on Sunday when asked, numbered like the Week screen numbers a Sunday week', () => {
    expect(weekStarts('2026-11-18', '2026-12-01', 7)).toEqual(['2026-11-15', '2026-11-22', '2026-11-29']);
    expect(weekStarts('2026-11-18', '2026-12-01')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    // The ISO week holding most of its days (Monday to Saturday): Sunday 22 Nov starts week 48.
    expect(weekLabel('2026-11-22')).toBe('2026-W48');
    expect(weekLabel('2026-11-23')).toBe('2026-W48');
    expect(weekLabel('2026-12-27')).toBe('2026-W53'); // Sunday before 2026's last ISO week
    expect(weekLabel('2027-01-03')).toBe('2027-W01');
  });

  it("counts a Sunday week's working days gone by weekday for the review's who-booked-too-little", () => {
    const sunday = weekSpan('2026-11-22').dates; // Sunday 22 .. Saturday 28
    expect(workingDaysGone(sunday, '2026-11-25')).toBe(3); // Monday to Wednesday, not Sunday
    expect(workingDaysGone(sunday, '2026-11-28')).toBe(5);
    expect(workingDaysGone(weekSpan('2026-11-23').dates, '2026-11-25')).toBe(3);
  });

  it('lists every month of a range across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('hours per week by project', () => {
  it('adds hours exactly, per project and week, with empty weeks included', () => {
    for (let i = 0; i < 3; i++) book(`2026-11-02T0${i + 1}:00:00Z`, 0.1);
    book('2026-11-02T05:00:00Z', 0.0001);
    book('2026-11-03T09:00:00Z', 7.3299);
    book('2026-11-04T09:00:00Z', 0.67, 2);
    const view = hoursByWeek(
      hoursPerDayAndProject(db, range('2026-10-26', '2026-11-16')),
      '2026-10-26',
      '2026-11-15',
    );
    expect(view.weeks.map((w) => [w.weekStart, w.label, w.total])).toEqual([
      ['2026-10-26', '2026-W44', 0],
      ['2026-11-02', '2026-W45', 8.3],
      ['2026-11-09', '2026-W46', 0],
    ]);
    expect(view.weeks[1]?.byProject).toEqual([
      { key: key(ORG.project1), hours: 7.63 },
      { key: key(ORG.project2), hours: 0.67 },
    ]);
    expect(view.projects).toEqual([
      { key: key(ORG.project1), projectId: String(ORG.project1), name: 'ERP rollout', hours: 7.63 },
      { key: key(ORG.project2), projectId: String(ORG.project2), name: 'US expansion', hours: 0.67 },
    ]);
    expect(view.total).toBe(8.3);
  });

  it('puts Sunday late evening in the ending week and Monday midnight in the next (UTC)', () => {
    book('2026-11-08T22:30:00Z', 1);
    book('2026-11-09T00:00:00Z', 2);
    const view = hoursByWeek(
      hoursPerDayAndProject(db, range('2026-11-02', '2026-11-16')),
      '2026-11-02',
      '2026-11-15',
    );
    expect(view.weeks.map((w) => [w.weekStart, w.weekEnd, w.total])).toEqual([
      ['2026-11-02', '2026-11-08', 1],
      ['2026-11-09', '2026-11-15', 2],
    ]);
  });

  it('buckets the hours in Sunday-to-Saturday weeks when the week starts on Sunday', () => {
    book('2026-11-08T09:00:00Z', 1); // a Sunday: the first day of the second week
    book('2026-11-07T09:00:00Z', 2); // a Saturday: the last day of the first week
    book('2026-11-14T09:00:00Z', 3); // a Saturday
    book('2026-11-15T09:00:00Z', 4); // a Sunday: outside the range
    const view = hoursByWeek(
      hoursPerDayAndProject(db, range('2026-11-01', '2026-11-15')),
      '2026-11-01',
      '2026-11-14',
      7,
    );
    expect(view.weeks.map((w) => [w.weekStart, w.weekEnd, w.label, w.total])).toEqual([
      ['2026-11-01', '2026-11-07', '2026-W45', 2],
      ['2026-11-08', '2026-11-14', '2026-W46', 4],
    ]);
    expect(view.total).toBe(6);
  });

  it("counts only the signed-in account's entries", () => {
    book('2026-11-02T09:00:00Z', 3);
    book('2026-11-02T13:00:00Z', 4, 1, ORG.ben);
    const rows = hoursPerDayAndProject(db, range('2026-11-02', '2026-11-03'));
    expect(rows).toEqual([
      {
        day: '2026-11-02',
        project_id: ORG.project1,
        project_name: 'ERP rollout',
        hours: hourUnits(3),
        unsynced: 1, // booked here and queued: not synced yet
      },
    ]);
    const everyone = { ...range('2026-11-02', '2026-11-03'), accountId: undefined };
    expect(hoursPerDayAndProject(db, everyone)[0]?.hours).toBe(hourUnits(7));
  });

  it('keeps the eight biggest projects as series and groups the rest as Other projects', () => {
    const rows: DayProjectHours[] = Array.from({ length: 11 }, (_, i) => ({
      day: '2026-11-02',
      project_id: demoId('projects', i + 1),
      project_name: `Project ${String.fromCharCode(65 + i)}`,
      hours: hourUnits(11 - i),
      unsynced: 0,
    }));
    const view = hoursByWeek(rows, '2026-11-02', '2026-11-08');
    expect(view.projects.map((p) => p.key)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => key(demoId('projects', n))),
      'other',
    ]);
    expect(view.projects[0]?.projectId).toBe(String(demoId('projects', 1)));
    expect(view.projects.at(-1)).toEqual({ key: 'other', projectId: null, name: 'Other projects', hours: 6 });
    expect(view.total).toBe(66);
    expect(view.weeks[0]?.byProject.at(-1)).toEqual({ key: 'other', hours: 6 });
  });
});

describe('utilization against a 40-hour week', () => {
  it('divides the hours booked in a month by 8 hours per working day, per week and for the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday: 21 working days = 4.2 weeks = 168 h.
    book('2026-10-31T09:00:00Z', 8); // before the month
    book('2026-11-01T09:00:00Z', 2); // the month's only day in its first week: no capacity
    for (const day of ['02', '03', '04', '05', '06']) book(`2026-11-${day}T09:00:00Z`, 8);
    book('2026-11-10T09:00:00Z', 7.5);
    book('2026-11-30T09:00:00Z', 4.25);
    book('2026-12-01T09:00:00Z', 8); // after the month
    const { first, last } = { first: '2026-11-01', last: '2026-12-01' };
    const view = utilization(hoursPerDayAndProject(db, range(first, last)), '2026-11');
    expect(view).toMatchObject({
      month: '2026-11',
      hoursPerWeek: 40,
      weeksInMonth: 4.2,
      capacity: 168,
      booked: 53.75,
      utilization: 32, // 53.75 / 168 = 31.994...% -> 32.0
    });
    expect(
      view.weeks.map((w) => [
        w.weekStart,
        w.firstDay,
        w.lastDay,
        w.workingDays,
        w.capacity,
        w.booked,
        w.utilization,
      ]),
    ).toEqual([
      ['2026-10-26', '2026-11-01', '2026-11-01', 0, 0, 2, null],
      ['2026-11-02', '2026-11-02', '2026-11-08', 5, 40, 40, 100],
      ['2026-11-09', '2026-11-09', '2026-11-15', 5, 40, 7.5, 18.8],
      ['2026-11-16', '2026-11-16', '2026-11-22', 5, 40, 0, 0],
      ['2026-11-23', '2026-11-23', '2026-11-29', 5, 40, 0, 0],
      ['2026-11-30', '2026-11-30', '2026-11-30', 1, 8, 4.25, 53.1],
    ]);
  });

  it('counts Sunday-to-Saturday weeks of the month when the week starts on Sunday', () => {
    book('2026-11-01T09:00:00Z', 2); // Sunday 1 Nov: the first week's first day
    book('2026-11-07T09:00:00Z', 3); // Saturday 7 Nov: the same week
    book('2026-11-29T09:00:00Z', 1); // Sunday 29 Nov: the last week, clipped to 29 and 30
    const view = utilization(hoursPerDayAndProject(db, range('2026-11-01', '2026-12-01')), '2026-11', 7);
    expect(view).toMatchObject({ weeksInMonth: 4.2, capacity: 168, booked: 6 });
    expect(
      view.weeks.map((w) => [w.weekStart, w.label, w.firstDay, w.lastDay, w.workingDays, w.booked]),
    ).toEqual([
      ['2026-11-01', '2026-W45', '2026-11-01', '2026-11-07', 5, 5],
      ['2026-11-08', '2026-W46', '2026-11-08', '2026-11-14', 5, 0],
      ['2026-11-15', '2026-W47', '2026-11-15', '2026-11-21', 5, 0],
      ['2026-11-22', '2026-W48', '2026-11-22', '2026-11-28', 5, 0],
      ['2026-11-29', '2026-W49', '2026-11-29', '2026-11-30', 1, 1],
    ]);
  });

  it('handles a February of exactly four weeks and a month holding 23 working days', () => {
    expect(utilization([], '2026-02')).toMatchObject({
      weeksInMonth: 4,
      capacity: 160,
      booked: 0,
      utilization: 0,
    });
    // March 2027: starts on a Monday, 31 days -> 23 working days = 4.6 weeks = 184 h.
    expect(utilization([{ day: '2027-03-31', hours: hourUnits(184) }], '2027-03')).toMatchObject({
      weeksInMonth: 4.6,
      capacity: 184,
      booked: 184,
      utilization: 100,
    });
  });

  it('rounds the percentage half away from zero on exact integers', () => {
    expect(utilizationPercent(2n, 800n)).toBe(0.3); // 0.25 % -> 0.3 %
    expect(utilizationPercent(1n, 800n)).toBe(0.1); // 0.125 % -> 0.1 %
    expect(utilizationPercent(100n, 0n)).toBeNull();
    expect(utilizationPercent(4400n, 4000n)).toBe(110);
  });
});

describe('expenses per month', () => {
  it('sums each currency apart, exactly, with VAT as total minus amount, every month included', () => {
    spend('2026-03-31', 0.1, 0.02, 0.12);
    spend('2026-03-15', 0.2, 0.04, 0.24);
    spend('2026-03-20', 10, null, 10, 2);
    spend('2026-05-01', 100.1, 21.02, 121.12);
    const view = expensesByMonth(
      expensesPerMonthAndCurrency(db, range('2026-03-01', '2026-06-01')),
      '2026-03-01',
      '2026-05-31',
    );
    expect(view.currencies).toEqual(['EUR', 'USD']);
    expect(view.months).toEqual([
      {
        month: '2026-03',
        byCurrency: [
          {
            currency: 'EUR',
            count: 2,
            amountExVAT: 0.3,
            vat: 0.06,
            total: 0.36,
            unsyncedCount: 2,
            unsyncedTotal: 0.36,
          },
          {
            currency: 'USD',
            count: 1,
            amountExVAT: 10,
            vat: 0,
            total: 10,
            unsyncedCount: 1,
            unsyncedTotal: 10,
          },
        ],
      },
      { month: '2026-04', byCurrency: [] },
      {
        month: '2026-05',
        byCurrency: [
          {
            currency: 'EUR',
            count: 1,
            amountExVAT: 100.1,
            vat: 21.02,
            total: 121.12,
            unsyncedCount: 1,
            unsyncedTotal: 121.12,
          },
        ],
      },
    ]);
    expect(view.totals).toEqual([
      {
        currency: 'EUR',
        count: 3,
        amountExVAT: 100.4,
        vat: 21.08,
        total: 121.48,
        unsyncedCount: 3,
        unsyncedTotal: 121.48,
      },
      { currency: 'USD', count: 1, amountExVAT: 10, vat: 0, total: 10, unsyncedCount: 1, unsyncedTotal: 10 },
    ]);
  });

  it('puts the last day of a month in that month and the first of the next in the next', () => {
    spend('2026-03-31', 1, null, 1);
    spend('2026-04-01', 2, null, 2);
    const view = expensesByMonth(
      expensesPerMonthAndCurrency(db, range('2026-03-31', '2026-04-02')),
      '2026-03-31',
      '2026-04-01',
    );
    expect(view.months.map((m) => [m.month, m.byCurrency[0]?.total])).toEqual([
      ['2026-03', 1],
      ['2026-04', 2],
    ]);
  });
});
