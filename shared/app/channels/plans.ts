import { z } from 'zod';
import { PlanView } from '../views';
import { none, idText } from './fields';
import type { ChannelsOf } from './map';

/* Plans: the local list, and browsing them with task filters (assigned to me, overdue, status). */

export const TaskStatusFilter = z.enum(['To_Do', 'In_Progress', 'Done']);

const PlanTaskView = PlanView.shape.taskLists.element.shape.tasks.element.extend({
  /** Due before today and not Done. */
  overdue: z.boolean(),
});

/** A plan with its linked project's name and only the tasks the filters let through. */
export const PlanBrowseView = PlanView.extend({
  projectName: z.string().nullable(),
  /** Tasks in the whole plan, before filtering. */
  taskCount: z.number(),
  taskLists: z.array(z.object({ name: z.string(), tasks: z.array(PlanTaskView) })),
});
export type PlanBrowseViewT = z.output<typeof PlanBrowseView>;
export type PlanTaskViewT = z.output<typeof PlanTaskView>;

/** The channels of plans. */
export const planChannels = {
  'plans:list': { request: none, response: z.array(PlanView) },
  'plans:browse': {
    request: z.object({
      assignedToMe: z.boolean().optional(),
      overdue: z.boolean().optional(),
      status: TaskStatusFilter.optional(),
    }),
    response: z.object({
      /** The signed-in account "assigned to me" refers to (null: none set). */
      accountId: idText.nullable(),
      /** Today (yyyy-mm-dd, UTC) as "overdue" understood it. */
      today: z.string(),
      plans: z.array(PlanBrowseView),
    }),
  },
} as const satisfies ChannelsOf<'plans'>;
