import { fromUnits } from '../../../../shared/decimal';
import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import type { z } from 'zod';
import type { PlanRead } from '../../../../shared/psa/resources';
import type { Db } from '../../db/connection';
import { type PlanTree, listPlanTrees } from '../../db/repositories/plans';
import type { HandlersFor, ServiceOptions } from './handlers';

/** The API record of a stored plan tree (hours in decimal hours, ProjectID 0 when unlinked). */
export function planRead(plan: PlanTree) {
  return {
    PlanName: plan.name,
    CrmDealID: plan.crm_deal_id,
    PlanStage: plan.stage,
    StartDate: plan.start_date,
    EndDate: plan.end_date,
    PlanID: plan.id,
    ProjectID: plan.project_id,
    TaskLists: plan.task_lists.map((list) => ({
      TaskListName: list.name,
      Tasks: list.tasks.map((t) => ({
        Title: t.title,
        Description: t.description,
        DueDate: t.due_date,
        StartDate: t.start_date,
        Priority: t.priority,
        OrderNumber: t.order_number,
        Status: t.status,
        IsMileStone: t.is_milestone === 1,
        TaskID: t.id,
        EffortInHours: t.effort === null ? null : fromUnits(t.effort, HOURS_SCALE),
        HoursBooked: fromUnits(t.hours_booked, HOURS_SCALE),
        AssignedTo: t.assignees.map((a) => ({
          AccountID: a.account_id,
          AccountName: a.account_name,
          AccountEmail: a.account_email,
        })),
      })),
    })),
  } satisfies z.input<typeof PlanRead>;
}

/** GET /plans: plans by id with their task lists, tasks and assignees (read only). */
export function planHandlers(db: Db, _options: ServiceOptions = {}): HandlersFor<'listPlans'> {
  return {
    listPlans: ({ query }) => listPlanTrees(db, query.limit ?? DEFAULT_LIMIT).map(planRead),
  };
}
