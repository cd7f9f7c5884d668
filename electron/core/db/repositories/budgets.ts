import type { Db } from '../connection';

/*
 * The read side of budgets (issue 14 point 4): the pulled plans' tasks of a project (effort and
 * hours booked as the PSA reports them), the user's own hours not synced yet, and the pulled team
 * entries' hours and rates. Units as stored (hours 1e-4, money 1e-8), read as bigint.
 */

/** One task of a plan linked to a project, with its plan and task list. */
export interface BudgetTaskRow {
  project_id: bigint;
  plan_id: bigint;
  plan_name: string;
  list_name: string;
  effort: bigint | null;
  hours_booked: bigint;
}

const inList = (ids: readonly bigint[]) => ids.map(() => '?').join(', ') || 'NULL';

/** The tasks of the plans linked to the projects, by project, plan, list position and task order. */
export function budgetTasks(db: Db, projectIds: readonly bigint[]): BudgetTaskRow[] {
  return db
    .prepare(
      `SELECT p.project_id, p.id AS plan_id, p.name AS plan_name, l.name AS list_name, t.effort, t.hours_booked
       FROM plans p JOIN task_lists l ON l.plan_id = p.id JOIN tasks t ON t.task_list_id = l.id
       WHERE p.project_id IN (${inList(projectIds)})
       ORDER BY p.project_id, p.name COLLATE NOCASE, p.id, l.position, l.id, t.order_number, t.id`,
    )
    .all(...projectIds) as BudgetTaskRow[];
}

/**
 * The user's own hours per project not on the remote yet: timesheets whose create is still
 * pending or sending (as the week's "not synced yet"; a rejected one counts nowhere until fixed).
 * `except`: an unsent entry being changed, left out so its hours are not counted twice.
 */
export function unsyncedHours(db: Db, projectIds: readonly bigint[], except?: bigint): Map<bigint, bigint> {
  const rows = db
    .prepare(
      `SELECT t.project_id, sum(t.hours) AS hours FROM timesheets t
       WHERE t.project_id IN (${inList(projectIds)}) AND t.id IS NOT ?
         AND EXISTS (SELECT 1 FROM outbox o WHERE o.entity = 'timesheets' AND o.local_id = t.id
           AND o.endpoint = 'createTimesheet' AND o.state IN ('pending', 'sending'))
       GROUP BY t.project_id`,
    )
    .all(...projectIds, except ?? null) as { project_id: bigint; hours: bigint }[];
  return new Map(rows.map((r) => [r.project_id, r.hours]));
}

/**
 * The pulled team entries' hours and SalesRate of the projects (every account) from the start of
 * the project's last pull window (older rows a wider pull left behind are not counted).
 */
export function teamRates(
  db: Db,
  projectIds: readonly bigint[],
): { project_id: bigint; hours: bigint; sales_rate: bigint | null }[] {
  return db
    .prepare(
      `SELECT t.project_id, t.hours, t.sales_rate FROM project_timesheets t
       JOIN project_pulls w ON w.project_id = t.project_id
       WHERE t.project_id IN (${inList(projectIds)}) AND t.date_from >= w.window_from`,
    )
    .all(...projectIds) as { project_id: bigint; hours: bigint; sales_rate: bigint | null }[];
}

/** The window each project's team entries were pulled over, [window_from, window_to). */
export function pullWindows(
  db: Db,
  projectIds: readonly bigint[],
): Map<bigint, { window_from: string; window_to: string }> {
  const rows = db
    .prepare(
      `SELECT project_id, window_from, window_to FROM project_pulls WHERE project_id IN (${inList(projectIds)})`,
    )
    .all(...projectIds) as { project_id: bigint; window_from: string; window_to: string }[];
  return new Map(rows.map((r) => [r.project_id, r]));
}
