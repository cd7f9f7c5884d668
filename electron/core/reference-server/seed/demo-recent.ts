import type { Db } from '../../db/connection';
import { expenseHandlers } from '../domain/expenses';
import { demoId } from '../domain/ids';
import { timesheetHandlers } from '../domain/timesheets';
import { expenseBody, lineOfKind, timesheetBody } from './demo-bodies';
import type { DemoCalendar } from './demo-calendar';

/*
 * Recent work on every Active demo project the main plans leave without entries: the app learns a
 * project's contract lines and roles from its recent timesheets and expenses, so without them a
 * consultant opening such a project finds nothing to book on. Each gets a small team booking a day
 * or two a week over the last eight weeks before the anchor (the plans' dates run to the
 * reference anchor, 2026-11-20) on its time line, and an expense a month on its expense line. Not
 * approved, not invoiced; account 1 (the demo admin) books none, so her own weeks stay as the
 * main plans make them. Deterministic: the projects in id order, clocks fixed by the anchor.
 */

const FIRST_DAY = Date.UTC(2026, 8, 28);
const LAST_DAY = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;
const CTX = { accountId: demoId('accounts', 1) };
const HOURS = [6, 7.5, 4, 8, 5.5, 3.5, 7];
const TOPICS = [
  'Kick-off and planning',
  'Workshop with key users',
  'Design review',
  'Implementation',
  'Status meeting',
  'Documentation',
];
const EXPENSES: [string, number][] = [
  ['Train tickets', 74.2],
  ['Hotel, one night', 118],
  ['Taxi to client site', 31.6],
];

/** Active projects without a single timesheet yet, in id order. */
function quietActiveProjects(db: Db): bigint[] {
  return db
    .prepare(
      `SELECT p.id FROM projects p WHERE p.stage = 'Active'
         AND NOT EXISTS (SELECT 1 FROM timesheets t WHERE t.project_id = p.id) ORDER BY p.id`,
    )
    .pluck()
    .all() as bigint[];
}

/** The i-th quiet project's team: accounts 2..8 (never 1) with a role (1..4) and weekdays. */
function teamOf(i: number): { account: number; role: number; days: number[] }[] {
  const first = { account: 2 + (i % 7), role: 1 + (i % 4), days: [1 + (i % 5)] };
  const second = { account: 2 + ((i + 3) % 7), role: 1 + ((i + 2) % 4), days: [1 + ((i + 2) % 5)] };
  return i % 3 === 2 ? [first] : [first, second];
}

/** Seeds the recent entries described above (inside the caller's transaction). */
export function seedRecentWork(db: Db, cal: DemoCalendar): void {
  let clock = 0;
  const timesheets = timesheetHandlers(db, { now: () => clock });
  const expenses = expenseHandlers(db, { now: () => clock });
  quietActiveProjects(db).forEach((project, i) => {
    const time = lineOfKind(db, project, 'time');
    const team = teamOf(i);
    let n = i;
    for (let day = cal.at(FIRST_DAY); time !== undefined && day <= cal.at(LAST_DAY); day += DAY_MS) {
      const weekday = new Date(day).getUTCDay();
      team.forEach((s, k) => {
        if (!s.days.includes(weekday)) return;
        n++;
        const hours = HOURS[(n + k) % HOURS.length] ?? 6;
        const from = day + (9 * 60 + 30 * k) * 60_000;
        const to = from + (hours * 60 + 30) * 60_000;
        clock = to + 10 * 60_000;
        const body = timesheetBody({
          from,
          to,
          hours,
          account: s.account,
          role: s.role,
          project,
          line: time,
          description: TOPICS[n % TOPICS.length] ?? null,
        });
        timesheets.createTimesheet({ body, query: undefined }, CTX);
      });
    }
    const expense = lineOfKind(db, project, 'expense');
    if (expense === undefined) return;
    for (const month of [9, 10]) {
      const [what, amount] = EXPENSES[(i + month) % EXPENSES.length] ?? ['Expense', 10];
      const date = cal.utc(2026, month, 6 + (i % 10));
      clock = date + 18 * 3_600_000;
      const account = team[0]?.account ?? 2;
      const body = expenseBody({ account, project, line: expense, what, amount, date });
      expenses.createExpense({ body, query: undefined }, CTX);
    }
  });
}
