import type { Db } from '../connection';
import { OPEN_STAGE_SQL, type ProjectExpenseRow, type ProjectTimesheetRow } from './project-entries';

/*
 * The read side of the team review (issue 14): which projects the user reviews, and the pulled
 * team entries of those projects (project_timesheets and project_expenses, never the user's own
 * queue). Every query is bounded by project and date through the indexes of migrations 0005/0006.
 */

/** A project the user reviews or could review, with its last team pull. */
export interface ReviewProjectRow {
  id: bigint;
  name: string;
  project_number: string | null;
  company_name: string | null;
  currency_code: string;
  stage: string;
  /** 1 when the signed-in account manages it (reviewed by default). */
  managed: number;
  /** The user's mark: 1 added, 0 left out, null none (the default applies). */
  mark: number | null;
  /** 1 when reviewed: the mark, else managed and open. */
  reviewed: number;
  pulled_at: string | null;
  complete: number | null;
  error: string | null;
}

const PROJECT_COLUMNS = `p.id, p.name, p.project_number, coalesce(c.name, p.company_name) AS company_name,
  p.currency_code, p.stage, (p.project_manager_id IS NOT NULL AND p.project_manager_id = @me) AS managed,
  m.reviewed AS mark, coalesce(m.reviewed, ${OPEN_STAGE_SQL} AND p.project_manager_id IS NOT NULL
    AND p.project_manager_id = @me) AS reviewed, pp.pulled_at, pp.complete, pp.error`;
const PROJECT_JOINS = `FROM projects p LEFT JOIN companies c ON c.id = p.company_id
  LEFT JOIN review_marks m ON m.project_id = p.id LEFT JOIN project_pulls pp ON pp.project_id = p.id`;

/**
 * The projects the user reviews: the open ones managed by `me` unless left out, plus those added
 * (whatever their stage: a closed project may still have hours to invoice); by name.
 */
export function reviewedProjects(db: Db, me: bigint | null): ReviewProjectRow[] {
  return db
    .prepare(
      `SELECT ${PROJECT_COLUMNS} ${PROJECT_JOINS}
       WHERE p.id > 0 AND coalesce(m.reviewed, ${OPEN_STAGE_SQL} AND p.project_manager_id IS NOT NULL
         AND p.project_manager_id = @me) = 1
       ORDER BY p.name COLLATE NOCASE, p.id`,
    )
    .all({ me: me ?? -1n }) as ReviewProjectRow[];
}

/** How many reviewed projects were not pulled since `before` ('' counts only the never pulled). */
export function reviewedDueCount(db: Db, me: bigint | null, before: string): number {
  return db
    .prepare(
      `SELECT count(*) ${PROJECT_JOINS}
       WHERE p.id > 0 AND coalesce(m.reviewed, ${OPEN_STAGE_SQL} AND p.project_manager_id IS NOT NULL
         AND p.project_manager_id = @me) = 1 AND (pp.pulled_at IS NULL OR pp.pulled_at < @before)`,
    )
    .pluck()
    .get({ me: me ?? -1n, before }) as number;
}

/** Every synced project with its review mark (to add one to the review), by name. */
export function reviewCandidates(db: Db, me: bigint | null): ReviewProjectRow[] {
  return db
    .prepare(`SELECT ${PROJECT_COLUMNS} ${PROJECT_JOINS} WHERE p.id > 0 ORDER BY p.name COLLATE NOCASE, p.id`)
    .all({ me: me ?? -1n }) as ReviewProjectRow[];
}

/** Adds a project to the review (true) or leaves it out (false), whatever the default. */
export function setReviewMark(db: Db, projectId: bigint, reviewed: boolean, at: string): void {
  db.prepare(
    `INSERT INTO review_marks (project_id, reviewed, marked_at) VALUES (?, ?, ?)
     ON CONFLICT (project_id) DO UPDATE SET reviewed = excluded.reviewed, marked_at = excluded.marked_at`,
  ).run(projectId, reviewed ? 1 : 0, at);
}

const inList = (ids: readonly bigint[]) => ids.map(() => '?').join(', ') || 'NULL';

/** Team timesheets of the projects starting in [from, to) (instants), by project, start and id. */
export function teamTimesheets(
  db: Db,
  projectIds: readonly bigint[],
  from: string,
  to: string,
): ProjectTimesheetRow[] {
  return db
    .prepare(
      `SELECT * FROM project_timesheets WHERE project_id IN (${inList(projectIds)})
         AND date_from >= ? AND date_from < ? ORDER BY project_id, date_from, id`,
    )
    .all(...projectIds, from, to) as ProjectTimesheetRow[];
}

/** What the review's week needs of a team timesheet (reading every column costs twice as much). */
export type TeamCellRow = Pick<
  ProjectTimesheetRow,
  | 'project_id'
  | 'account_id'
  | 'account_name'
  | 'date_from'
  | 'hours'
  | 'approved_pm_at'
  | 'approved_tl_at'
  | 'invoice_number'
>;

/** The team timesheets of the projects starting in [from, to), with only the columns of a week's cells. */
export function teamWeekCells(
  db: Db,
  projectIds: readonly bigint[],
  from: string,
  to: string,
): TeamCellRow[] {
  return db
    .prepare(
      `SELECT project_id, account_id, account_name, date_from, hours, approved_pm_at, approved_tl_at, invoice_number
         FROM project_timesheets WHERE project_id IN (${inList(projectIds)})
         AND date_from >= ? AND date_from < ? ORDER BY project_id, date_from, id`,
    )
    .all(...projectIds, from, to) as TeamCellRow[];
}

/**
 * The accounts with team timesheets on the projects starting in [from, to), each with the name on
 * its latest team timesheet. The accounts come from the projects' index and each name from the
 * account's index (0010): grouping a reviewer's weeks by account read tens of thousands of rows.
 */
export function teamAccounts(
  db: Db,
  projectIds: readonly bigint[],
  from: string,
  to: string,
): { account_id: bigint; account_name: string | null }[] {
  return db
    .prepare(
      `SELECT a.account_id, (SELECT t.account_name FROM project_timesheets t WHERE t.account_id = a.account_id
           ORDER BY t.date_from DESC LIMIT 1) AS account_name
         FROM (SELECT DISTINCT account_id FROM project_timesheets
           WHERE project_id IN (${inList(projectIds)}) AND date_from >= ? AND date_from < ?) a`,
    )
    .all(...projectIds, from, to) as { account_id: bigint; account_name: string | null }[];
}

/**
 * Hours per account on every pulled project, per period between consecutive `bounds` (ascending
 * instants): period i is [bounds[i], bounds[i + 1]). Only periods with entries are listed.
 */
export function accountHoursPer(
  db: Db,
  accountIds: readonly bigint[],
  bounds: readonly string[],
): { account_id: bigint; period: number; hours: bigint }[] {
  if (bounds.length < 2) return [];
  const cases = bounds
    .slice(1, -1)
    .map((_, i) => `WHEN date_from < ? THEN ${i}`)
    .join(' ');
  return db
    .prepare(
      `SELECT account_id, CASE ${cases} ELSE ${bounds.length - 2} END AS period, sum(hours) AS hours
         FROM project_timesheets WHERE account_id IN (${inList(accountIds)}) AND date_from >= ? AND date_from < ?
         GROUP BY account_id, period`,
    )
    .all(...bounds.slice(1, -1), ...accountIds, bounds[0], bounds[bounds.length - 1]) as {
    account_id: bigint;
    period: number;
    hours: bigint;
  }[];
}

/** Whether an invoice number means "not invoiced" (none, empty, or PSOhub's "-" for empty). */
const NOT_INVOICED = `(invoice_number IS NULL OR trim(invoice_number) IN ('', '-'))`;

/** Team timesheets of the projects not on an invoice yet (any date pulled). */
export function uninvoicedTimesheets(db: Db, projectIds: readonly bigint[]): ProjectTimesheetRow[] {
  return db
    .prepare(
      `SELECT * FROM project_timesheets WHERE project_id IN (${inList(projectIds)}) AND ${NOT_INVOICED}
       ORDER BY project_id, date_from, id`,
    )
    .all(...projectIds) as ProjectTimesheetRow[];
}

/** Team expenses of the projects not on an invoice yet (any date pulled). */
export function uninvoicedExpenses(db: Db, projectIds: readonly bigint[]): ProjectExpenseRow[] {
  return db
    .prepare(
      `SELECT * FROM project_expenses WHERE project_id IN (${inList(projectIds)}) AND ${NOT_INVOICED}
       ORDER BY project_id, expense_date, id`,
    )
    .all(...projectIds) as ProjectExpenseRow[];
}

/** Every account's name known here: the accounts pulled, then the names on pulled team timesheets. */
export function accountNames(db: Db): Map<bigint, string> {
  const rows = db
    .prepare(
      `SELECT account_id, max(account_name) AS name FROM project_timesheets
         WHERE account_name IS NOT NULL AND trim(account_name) <> '' GROUP BY account_id
       UNION ALL SELECT id AS account_id, name FROM accounts`,
    )
    .all() as { account_id: bigint; name: string }[];
  return new Map(rows.map((r) => [r.account_id, r.name]));
}
