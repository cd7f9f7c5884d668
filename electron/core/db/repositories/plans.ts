import type { Db } from '../connection';
import { sameRow, sameRows } from '../same-row';

/** A plan as stored; project_id 0 when not linked to a project. */
export interface PlanRow {
  id: bigint;
  name: string;
  crm_deal_id: bigint | null;
  stage: string;
  start_date: string | null;
  end_date: string | null;
  project_id: bigint;
}
export interface TaskListRow {
  id: bigint;
  plan_id: bigint;
  name: string;
  position: number;
}
export type TaskPriorityValue = 'None' | 'Low' | 'Medium' | 'High';
export type TaskStatusValue = 'To_Do' | 'In_Progress' | 'Done';
/** A task as stored; effort and hours_booked in units of 1e-2 hours. */
export interface TaskRow {
  id: bigint;
  task_list_id: bigint;
  title: string;
  description: string | null;
  due_date: string | null;
  start_date: string | null;
  priority: string;
  order_number: number;
  status: string;
  is_milestone: 0 | 1;
  effort: bigint | null;
  hours_booked: bigint;
}
/** An assignee; name and email come from the account when it is known here. */
export interface AssigneeRow {
  task_id: bigint;
  account_id: bigint;
  account_name: string | null;
  account_email: string | null;
}

/** A whole plan: its task lists in position order, their tasks in order, the tasks' assignees. */
export interface PlanTree extends PlanRow {
  task_lists: (Omit<TaskListRow, 'id' | 'plan_id'> & {
    id?: bigint | undefined;
    tasks: (Omit<TaskRow, 'task_list_id'> & { assignees: Omit<AssigneeRow, 'task_id'>[] })[];
  })[];
}

const PLAN_COLUMNS = 'id, name, crm_deal_id, stage, start_date, end_date, project_id';
const TASK_COLUMNS =
  'id, task_list_id, title, description, due_date, start_date, priority, order_number, status, is_milestone, effort, hours_booked';

/** The first `limit` plans by id, each with its whole tree, in 4 queries. */
export function listPlanTrees(db: Db, limit: number): PlanTree[] {
  const plans = db.prepare(`SELECT ${PLAN_COLUMNS} FROM plans ORDER BY id LIMIT ?`).all(limit) as PlanRow[];
  if (plans.length === 0) return [];
  const ids = plans.map((p) => p.id);
  const marks = ids.map(() => '?').join(', ');
  const lists = db
    .prepare(
      `SELECT id, plan_id, name, position FROM task_lists WHERE plan_id IN (${marks}) ORDER BY position, id`,
    )
    .all(...ids) as TaskListRow[];
  const tasks = db
    .prepare(
      `SELECT ${TASK_COLUMNS.split(', ')
        .map((c) => 't.' + c)
        .join(', ')} FROM tasks t
       JOIN task_lists l ON l.id = t.task_list_id WHERE l.plan_id IN (${marks}) ORDER BY t.order_number, t.id`,
    )
    .all(...ids) as TaskRow[];
  const assignees = db
    .prepare(
      `SELECT x.task_id, x.account_id, COALESCE(a.name, x.account_name) AS account_name,
         COALESCE(a.email, x.account_email) AS account_email
       FROM task_assignees x JOIN tasks t ON t.id = x.task_id JOIN task_lists l ON l.id = t.task_list_id
       LEFT JOIN accounts a ON a.id = x.account_id
       WHERE l.plan_id IN (${marks}) ORDER BY x.account_id`,
    )
    .all(...ids) as AssigneeRow[];
  return plans.map((plan) => ({
    ...plan,
    task_lists: lists
      .filter((l) => l.plan_id === plan.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        position: l.position,
        tasks: tasks
          .filter((t) => t.task_list_id === l.id)
          .map(({ task_list_id: _list, ...t }) => ({
            ...t,
            assignees: assignees.filter((a) => a.task_id === t.id).map(({ task_id: _task, ...a }) => a),
          })),
      })),
  }));
}

/**
 * Stores a whole plan: the plan row is inserted or updated, and its task lists, tasks and
 * assignees are replaced by those of the tree (a replica stores pulled plans this way).
 * Call inside a transaction.
 */
export function upsertPlanTree(db: Db, tree: PlanTree): void {
  db.prepare(
    `INSERT INTO plans (${PLAN_COLUMNS}) VALUES (@id, @name, @crm_deal_id, @stage, @start_date, @end_date, @project_id)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, crm_deal_id = excluded.crm_deal_id, stage = excluded.stage,
       start_date = excluded.start_date, end_date = excluded.end_date, project_id = excluded.project_id`,
  ).run({
    id: tree.id,
    name: tree.name,
    crm_deal_id: tree.crm_deal_id,
    stage: tree.stage,
    start_date: tree.start_date,
    end_date: tree.end_date,
    project_id: tree.project_id,
  });
  db.prepare('DELETE FROM task_lists WHERE plan_id = ?').run(tree.id);
  const insertList = db.prepare('INSERT INTO task_lists (id, plan_id, name, position) VALUES (?, ?, ?, ?)');
  const upsertTask = db.prepare(
    `INSERT INTO tasks (${TASK_COLUMNS}) VALUES (@id, @task_list_id, @title, @description, @due_date, @start_date,
       @priority, @order_number, @status, @is_milestone, @effort, @hours_booked)
     ON CONFLICT (id) DO UPDATE SET task_list_id = excluded.task_list_id, title = excluded.title,
       description = excluded.description, due_date = excluded.due_date, start_date = excluded.start_date,
       priority = excluded.priority, order_number = excluded.order_number, status = excluded.status,
       is_milestone = excluded.is_milestone, effort = excluded.effort, hours_booked = excluded.hours_booked`,
  );
  const clearAssignees = db.prepare('DELETE FROM task_assignees WHERE task_id = ?');
  const insertAssignee = db.prepare(
    'INSERT INTO task_assignees (task_id, account_id, account_name, account_email) VALUES (?, ?, ?, ?)',
  );
  for (const list of tree.task_lists) {
    const listId = BigInt(insertList.run(list.id ?? null, tree.id, list.name, list.position).lastInsertRowid);
    for (const { assignees, ...task } of list.tasks) {
      upsertTask.run({ ...task, task_list_id: listId });
      clearAssignees.run(task.id);
      for (const a of assignees) insertAssignee.run(task.id, a.account_id, a.account_name, a.account_email);
    }
  }
}

/**
 * Whether the stored plan already equals `tree` (its row, lists in order, tasks and assignees), so
 * storing it again would change nothing: a pull then leaves it alone.
 */
export function planTreeUnchanged(db: Db, tree: PlanTree): boolean {
  const { task_lists, ...row } = tree;
  if (!sameRow(row, db.prepare(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = ?`).get(tree.id) as object))
    return false;
  const lists = db
    .prepare('SELECT id, name, position FROM task_lists WHERE plan_id = ? ORDER BY position, id')
    .all(tree.id) as TaskListRow[];
  if (lists.length !== task_lists.length) return false;
  const stored = db
    .prepare('SELECT count(*) FROM tasks t JOIN task_lists l ON l.id = t.task_list_id WHERE l.plan_id = ?')
    .pluck()
    .get(tree.id) as number;
  if (stored !== task_lists.reduce((n, l) => n + l.tasks.length, 0)) return false;
  const task = db.prepare(`SELECT ${TASK_COLUMNS} FROM tasks WHERE id = ?`);
  const assigneesOf = db.prepare(
    'SELECT account_id, account_name, account_email FROM task_assignees WHERE task_id = ? ORDER BY account_id',
  );
  const byAccount = (a: { account_id: bigint }, b: { account_id: bigint }) =>
    a.account_id < b.account_id ? -1 : a.account_id > b.account_id ? 1 : 0;
  return task_lists.every((list, i) => {
    const at = lists[i] as TaskListRow;
    if ((list.id != null && list.id !== at.id) || !sameRow({ name: list.name, position: list.position }, at))
      return false;
    return list.tasks.every(
      ({ assignees, ...t }) =>
        sameRow({ ...t, task_list_id: at.id }, task.get(t.id) as object | undefined) &&
        sameRows([...assignees].sort(byAccount), assigneesOf.all(t.id) as object[]),
    );
  });
}

/** Number of plans stored. */
export function countPlans(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM plans').get() as { n: number }).n;
}
