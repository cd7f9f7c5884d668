import { localDate } from '../../../../shared/app/entry-time';
import type { Db } from '../connection';
import { keptHereSql } from './offline-import';

/*
 * Aggregates of the reports (issue 6). Sums are SQL SUMs of integer units (hours 1e-4, money 1e-8),
 * so they are exact. A timesheet's day is the user's local calendar day of its start (as the week
 * grid shows it); an expense's month is the calendar month of its date (UTC midnight, as stored).
 * Totals count synced and pending records only (issue 13): a record whose create the remote
 * rejected is left out, and every sum is split by whether its records are synced yet.
 */

/** SQL: the record `alias` of `table` was created here and the remote refused it (it will never count). */
export function rejectedCreateSql(table: 'timesheets' | 'expenses', alias: string): string {
  return `EXISTS (SELECT 1 FROM outbox o WHERE o.entity = '${table}' AND o.local_id = ${alias}.id
    AND o.state = 'rejected' AND o.endpoint LIKE 'create%')`;
}

/** SQL: 1 when the record `alias` of `table` has a change still on its way to the remote, else 0. */
export function unsyncedSql(table: 'timesheets' | 'expenses', alias: string): string {
  // An entry kept on this computer (on a local-only project) is never synced: not "not synced yet".
  return `(EXISTS (SELECT 1 FROM outbox o WHERE o.entity = '${table}' AND o.local_id = ${alias}.id
    AND o.state IN ('pending', 'sending')) AND NOT ${keptHereSql(alias)})`;
}

/** Bounds of a report query on the entry's start: exact instants, from inclusive, to exclusive. */
export interface ReportBounds {
  accountId?: bigint | undefined;
  fromInclusive: string;
  toExclusive: string;
}

/** Hours (units of 1e-4) of one project on one day, of synced (unsynced 0) or not yet synced entries (1). */
export interface DayProjectHours {
  day: string;
  project_id: bigint;
  project_name: string | null;
  hours: bigint;
  unsynced: number;
}

function where(
  alias: string,
  column: string,
  b: ReportBounds,
): { clause: string; args: Record<string, unknown> } {
  const parts = [`${alias}.${column} >= @from`, `${alias}.${column} < @to`];
  const args: Record<string, unknown> = { from: b.fromInclusive, to: b.toExclusive };
  if (b.accountId !== undefined) {
    parts.push(`${alias}.account_id = @account`);
    args.account = b.accountId;
  }
  return { clause: parts.join(' AND '), args };
}

/**
 * Booked hours per local day, project and synced-or-not in the bounds; rejected entries left out.
 * SQLite groups by start instant; the local day is folded here (the machine's zone, as in the grid).
 */
export function hoursPerDayAndProject(db: Db, b: ReportBounds): DayProjectHours[] {
  const w = where('t', 'date_from', b);
  const rows = db
    .prepare(
      `SELECT t.date_from AS day, t.project_id,
         COALESCE(MAX(p.name), MAX(t.project_name)) AS project_name, SUM(t.hours) AS hours,
         ${unsyncedSql('timesheets', 't')} AS unsynced
       FROM timesheets t LEFT JOIN projects p ON p.id = t.project_id
       WHERE ${w.clause} AND NOT ${rejectedCreateSql('timesheets', 't')}
       GROUP BY t.date_from, t.project_id, unsynced ORDER BY t.date_from, t.project_id, unsynced`,
    )
    .all(w.args) as DayProjectHours[];
  const byDay = new Map<string, DayProjectHours>();
  for (const r of rows) {
    const day = localDate(r.day);
    const key = `${day} ${r.project_id} ${r.unsynced}`;
    const seen = byDay.get(key);
    if (seen) seen.hours += r.hours;
    else byDay.set(key, { ...r, day });
  }
  return [...byDay.values()];
}

/** Expense sums (units of 1e-8) of one month in one currency, synced (unsynced 0) or not yet (1). */
export interface MonthCurrencyExpenses {
  month: string;
  currency: string;
  count: number;
  amount_ex_vat: bigint;
  total_amount: bigint;
  unsynced: number;
}

/** Expenses per UTC month, project currency and synced-or-not in the bounds; rejected ones left out. */
export function expensesPerMonthAndCurrency(db: Db, b: ReportBounds): MonthCurrencyExpenses[] {
  const w = where('e', 'expense_date', b);
  return db
    .prepare(
      `SELECT substr(e.expense_date, 1, 7) AS month, COALESCE(p.currency_code, '') AS currency,
         COUNT(*) AS count, SUM(e.amount_ex_vat) AS amount_ex_vat, SUM(e.total_amount) AS total_amount,
         ${unsyncedSql('expenses', 'e')} AS unsynced
       FROM expenses e LEFT JOIN projects p ON p.id = e.project_id
       WHERE ${w.clause} AND NOT ${rejectedCreateSql('expenses', 'e')}
       GROUP BY month, currency, unsynced ORDER BY month, currency, unsynced`,
    )
    .all(w.args) as MonthCurrencyExpenses[];
}

/** The currency of every local project, by id. */
export function projectCurrencies(db: Db): Map<bigint, string> {
  const rows = db.prepare('SELECT id, currency_code FROM projects').all() as {
    id: bigint;
    currency_code: string;
  }[];
  return new Map(rows.map((r) => [r.id, r.currency_code]));
}
