import type { z } from 'zod';
import type { PlanBrowseViewT, planChannels } from '../../../../shared/app/channels/plans';
import type { Db } from '../../db/connection';
import { listPlanTrees } from '../../db/repositories/plans';
import { getProject } from '../../db/repositories/projects';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { planView } from '../views';

type BrowseRequest = z.output<(typeof planChannels)['plans:browse']['request']>;
type BrowseResponse = z.output<(typeof planChannels)['plans:browse']['response']>;

const PLAN_LIMIT = 10_000;

/** The signed-in account of the replica as decimal text (how views carry ids), or null. */
const signedIn = (db: Db): string | null => {
  const id = signedInAccount(db);
  return id === undefined ? null : String(id);
};

/** Whether a task is overdue on `today` (yyyy-mm-dd): due on an earlier day and not Done. */
export function isOverdue(task: { dueDate: string | null; status: string }, today: string): boolean {
  return task.dueDate !== null && task.dueDate.slice(0, 10) < today && task.status !== 'Done';
}

/**
 * Plans with their project names and the tasks the filters let through. With any filter on, task
 * lists and plans left without tasks are dropped; "assigned to me" without a signed-in account
 * matches nothing.
 */
export function browsePlans(db: Db, now: number, filter: BrowseRequest): BrowseResponse {
  const today = new Date(now).toISOString().slice(0, 10);
  const accountId = signedIn(db);
  const filtering = filter.assignedToMe === true || filter.overdue === true || filter.status !== undefined;
  const names = new Map<string, string | null>();
  const projectName = (id: string): string | null => {
    if (id === '0') return null;
    if (!names.has(id)) names.set(id, getProject(db, BigInt(id))?.name ?? null);
    return names.get(id) ?? null;
  };
  const plans: PlanBrowseViewT[] = [];
  for (const tree of listPlanTrees(db, PLAN_LIMIT)) {
    const plan = planView(tree);
    let taskCount = 0;
    const taskLists = plan.taskLists
      .map((list) => {
        taskCount += list.tasks.length;
        const tasks = list.tasks
          .map((t) => ({ ...t, overdue: isOverdue(t, today) }))
          .filter(
            (t) =>
              (filter.assignedToMe !== true || t.assignees.some((a) => a.id === accountId)) &&
              (filter.overdue !== true || t.overdue) &&
              (filter.status === undefined || t.status === filter.status),
          );
        return { name: list.name, tasks };
      })
      .filter((list) => !filtering || list.tasks.length > 0);
    if (filtering && taskLists.length === 0) continue;
    plans.push({ ...plan, projectName: projectName(plan.projectId), taskCount, taskLists });
  }
  return { accountId, today, plans };
}
