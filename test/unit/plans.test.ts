import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import {
  countPlans,
  listPlanTrees,
  upsertPlanTree,
  type PlanTree,
} from '../../electron/core/db/repositories/plans';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { planHandlers } from '../../electron/core/reference-server/domain/plans';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { endpoints } from '../../shared/psa/endpoints';
import { CTX, request, wire } from '../support/fixtures';

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoOrg(db);
});

const listPlans = (query: Record<string, unknown> = {}) =>
  endpoints.listPlans.response.parse(planHandlers(db).listPlans(request('listPlans', { query }), CTX));

/** Ids of the demo organization's n-th record of a table (17 digits, decision 7). */
const plan = (n: number) => demoId('plans', n);
const account = (n: number) => demoId('accounts', n);

describe('GET /plans', () => {
  it('answers the plans by id with task lists, tasks and assignees, valid for the response schema', () => {
    const plans = listPlans();
    expect(plans.map((p) => p.PlanID)).toEqual([plan(1), plan(2), plan(3)]);
    expect(endpoints.listPlans.response.parse(plans)).toHaveLength(3);
    const first = plans[0];
    expect(first).toMatchObject({
      PlanName: 'Northwind ERP rollout plan',
      PlanStage: 'Active',
      ProjectID: demoId('projects', 1),
    });
    expect(first?.TaskLists.map((l) => l.TaskListName)).toEqual(['Discovery', 'Build', 'Go-live']);
    const task = first?.TaskLists[0]?.Tasks[0];
    expect(task).toMatchObject({
      TaskID: demoId('tasks', 1),
      Title: 'Kick-off workshop',
      Priority: 'High',
      Status: 'Done',
      OrderNumber: 1,
      IsMileStone: false,
      EffortInHours: '8',
      HoursBooked: '8',
      AssignedTo: [
        { AccountID: account(1), AccountName: 'Anna de Vries', AccountEmail: 'demo-admin@example.com' },
        { AccountID: account(2), AccountName: 'Ben Okafor', AccountEmail: 'demo-consultant@example.com' },
      ],
    });
    expect(task?.DueDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('covers every priority and status, milestones, decimal hours and an unlinked plan', () => {
    const tasks = listPlans().flatMap((p) => p.TaskLists.flatMap((l) => l.Tasks));
    expect(new Set(tasks.map((t) => t.Priority))).toEqual(new Set(['None', 'Low', 'Medium', 'High']));
    expect(new Set(tasks.map((t) => t.Status))).toEqual(new Set(['To_Do', 'In_Progress', 'Done']));
    expect(tasks.some((t) => t.IsMileStone === true)).toBe(true);
    expect(tasks.some((t) => t.EffortInHours === null)).toBe(true);
    expect(tasks.map((t) => t.HoursBooked)).toContain('42.5');
    expect(new Set(tasks.map((t) => t.TaskID)).size).toBe(tasks.length);
    // The server writes an unlinked plan's ProjectID as 0 (the spec's convention); a client reads
    // that as no project (decision 26).
    const raw = wire(planHandlers(db).listPlans(request('listPlans', { query: {} }), CTX) as unknown[]);
    const deal = demoId('deals', 5230);
    expect(raw[2]).toMatchObject({ ProjectID: 0, CrmDealID: deal, EndDate: null });
    expect(listPlans()[2]).toMatchObject({ ProjectID: null, CrmDealID: deal });
  });

  it('orders tasks by their order number within a list', () => {
    for (const list of listPlans().flatMap((p) => p.TaskLists)) {
      const orders = list.Tasks.map((t) => t.OrderNumber ?? 0);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('honours the limit', () => {
    expect(listPlans({ limit: 2 }).map((p) => p.PlanID)).toEqual([plan(1), plan(2)]);
  });
});

describe('plan trees in the store (as a replica keeps pulled plans)', () => {
  const pulled: PlanTree = {
    id: 21073748835599050n,
    name: 'Pulled plan',
    crm_deal_id: null,
    stage: 'Active',
    start_date: null,
    end_date: null,
    project_id: 0n,
    task_lists: [
      {
        name: 'Only list',
        position: 1,
        tasks: [
          {
            id: 23073748835599900n,
            title: 'Remote task',
            description: null,
            due_date: null,
            start_date: null,
            priority: 'Low',
            order_number: 1,
            status: 'To_Do',
            is_milestone: 0,
            effort: 15_000n,
            hours_booked: 0n,
            assignees: [
              {
                account_id: 11073748835599077n,
                account_name: 'Remote Person',
                account_email: 'remote@x.example',
              },
            ],
          },
        ],
      },
    ],
  };

  it('stores a whole tree and reads it back, keeping names of accounts not known here', () => {
    db.transaction(() => upsertPlanTree(db, pulled))();
    const tree = listPlanTrees(db, 500).find((p) => p.id === pulled.id);
    expect(tree?.task_lists[0]?.tasks[0]).toMatchObject({
      id: 23073748835599900n,
      effort: 15_000n,
      assignees: [
        { account_id: 11073748835599077n, account_name: 'Remote Person', account_email: 'remote@x.example' },
      ],
    });
  });

  it('replaces the task lists, tasks and assignees of a plan stored again', () => {
    db.transaction(() => upsertPlanTree(db, pulled))();
    const changed: PlanTree = {
      ...pulled,
      name: 'Renamed',
      task_lists: [
        {
          name: 'New list',
          position: 1,
          tasks: [{ ...pulled.task_lists[0]!.tasks[0]!, id: 23073748835599901n, assignees: [] }],
        },
      ],
    };
    db.transaction(() => upsertPlanTree(db, changed))();
    const tree = listPlanTrees(db, 500).find((p) => p.id === pulled.id);
    expect(tree?.name).toBe('Renamed');
    expect(tree?.task_lists.map((l) => l.name)).toEqual(['New list']);
    expect(tree?.task_lists[0]?.tasks.map((t) => [t.id, t.assignees.length])).toEqual([
      [23073748835599901n, 0],
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM tasks WHERE id = ?').get(23073748835599900n)).toEqual({
      n: 0,
    });
    expect(countPlans(db)).toBe(4);
  });
});
