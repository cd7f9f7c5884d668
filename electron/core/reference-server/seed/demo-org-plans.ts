import { toUnits } from '../../../../shared/decimal';
import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { getAccount } from '../../db/repositories/accounts';
import {
  type PlanRow,
  type PlanTree,
  type TaskPriorityValue,
  type TaskStatusValue,
  upsertPlanTree,
} from '../../db/repositories/plans';
import { demoId } from '../domain/ids';

/*
 * Three demo plans (plans 1-3) covering every task priority and status, milestones, effort and
 * booked hours, assigned to accounts 1, 2, 4, 5 and 6. Task list and task ids are fixed; every id
 * is demoId(table, n). Plan 3 is linked to no project (ProjectID 0, as PSOhub writes it).
 */

type DemoTask = [
  title: string,
  priority: TaskPriorityValue,
  status: TaskStatusValue,
  milestone: boolean,
  effort: number | null,
  booked: number,
  assignees: number[],
];

interface DemoPlan extends Omit<PlanRow, 'id' | 'crm_deal_id' | 'project_id'> {
  /** Plan n, its CRM deal n and its project n (0: none). */
  n: number;
  deal: number | null;
  project: number;
  lists: [name: string, tasks: DemoTask[]][];
}

// prettier-ignore
const DEMO_PLANS: DemoPlan[] = [
  {
    n: 1, name: 'Northwind ERP rollout plan', deal: null, stage: 'Active', project: 1,
    start_date: '2025-01-06T00:00:00.000Z', end_date: '2025-09-30T00:00:00.000Z',
    lists: [
      ['Discovery', [
        ['Kick-off workshop', 'High', 'Done', false, 8, 8, [1, 2]],
        ['Current-state analysis', 'Medium', 'Done', false, 40, 42.5, [2, 6]],
        ['Requirements sign-off', 'High', 'Done', true, null, 0, [1]],
      ]],
      ['Build', [
        ['Configure finance module', 'High', 'In_Progress', false, 120, 64.25, [2, 4]],
        ['Data migration scripts', 'Medium', 'In_Progress', false, 80, 31, [6]],
        ['Warehouse system interface', 'Low', 'To_Do', false, 60, 0, [4, 6]],
      ]],
      ['Go-live', [
        ['User training', 'Medium', 'To_Do', false, 24, 0, [5]],
        ['Go-live', 'High', 'To_Do', true, null, 0, [1, 5]],
        ['Hypercare', 'None', 'To_Do', false, 40, 0, [2]],
      ]],
    ],
  },
  {
    n: 2, name: 'Zuiderzee data platform plan', deal: 5102, stage: 'Active', project: 2,
    start_date: '2025-01-15T00:00:00.000Z', end_date: '2025-06-30T00:00:00.000Z',
    lists: [
      ['Design', [
        ['Source system inventory', 'High', 'Done', false, 16, 18, [5]],
        ['Data model review', 'Low', 'In_Progress', false, 12, 4.75, [4]],
      ]],
      ['Delivery', [
        ['Pilot dashboards', 'Medium', 'To_Do', true, 20, 0, [5, 6]],
        ['Documentation', 'None', 'To_Do', false, 8, 0, []],
      ]],
    ],
  },
  {
    n: 3, name: 'Pacific Crest discovery', deal: 5230, stage: 'Proposal', project: 0,
    start_date: '2025-03-03T00:00:00.000Z', end_date: null,
    lists: [
      ['Preparation', [
        ['Stakeholder interviews', 'Medium', 'To_Do', false, 10, 0, [1]],
        ['Proposal draft', 'High', 'In_Progress', false, 6, 2.5, [1, 4]],
        ['Proposal accepted', 'Low', 'To_Do', true, null, 0, []],
      ]],
    ],
  },
];

/** Inserts the demo plans whose ids are free (edits to an existing plan survive a re-seed). */
export function seedDemoPlans(db: Db): void {
  const exists = db.prepare('SELECT 1 FROM plans WHERE id = ?');
  let listNumber = 0;
  let taskNumber = 0;
  for (const { lists, n, deal, project, ...fields } of DEMO_PLANS) {
    const plan: PlanRow = {
      ...fields,
      id: demoId('plans', n),
      crm_deal_id: deal === null ? null : demoId('deals', deal),
      project_id: project === 0 ? 0n : demoId('projects', project),
    };
    const tree: PlanTree = {
      ...plan,
      task_lists: lists.map(([name, tasks], position) => ({
        id: demoId('task_lists', ++listNumber),
        name,
        position: position + 1,
        tasks: tasks.map(([title, priority, status, milestone, effort, booked, assignees], order) => {
          const id = demoId('tasks', ++taskNumber);
          const start = Date.parse(plan.start_date ?? '2025-01-01T00:00:00.000Z') + order * 7 * 86_400_000;
          return {
            id,
            title,
            description: `${title} for ${plan.name}`,
            start_date: new Date(start).toISOString(),
            due_date: new Date(start + 14 * 86_400_000).toISOString(),
            priority,
            order_number: order + 1,
            status,
            is_milestone: milestone ? 1 : 0,
            effort: effort === null ? null : toUnits(effort, HOURS_SCALE),
            hours_booked: toUnits(booked, HOURS_SCALE),
            assignees: assignees.map((a) => {
              const accountId = demoId('accounts', a);
              const account = getAccount(db, accountId);
              return {
                account_id: accountId,
                account_name: account?.name ?? null,
                account_email: account?.email ?? null,
              };
            }),
          };
        }),
      })),
    };
    if (exists.get(plan.id) === undefined) upsertPlanTree(db, tree);
  }
}
