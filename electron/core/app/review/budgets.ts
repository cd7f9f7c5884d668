import type { BudgetHintT, BudgetsViewT } from '../../../../shared/app/channels/review';
import { toUnitsRounded, unitsToText } from '../../../../shared/decimal';
import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import {
  budgetTasks,
  pullWindows,
  teamRates,
  unsyncedHours,
  type BudgetTaskRow,
} from '../../db/repositories/budgets';
import { getProject } from '../../db/repositories/projects';
import { reviewedProjects } from '../../db/repositories/review';
import { hours, money } from '../views';
import { valueUnits } from './states';

/*
 * Budgets (issue 14, point 4): a project's plans' effort (the sum of their tasks' EffortInHours)
 * against the hours booked (the sum of their tasks' HoursBooked, as the PSA reports them), my own
 * hours on the project not synced yet said apart and taken off what is left; and the value booked
 * (the pulled team hours x SalesRate over the pull window) against TotalProjectValue, in the
 * project's currency. Every sum in exact units; a task without an effort adds none.
 */

/** Effort and booked units of a group of tasks; effort null when no task has one. */
interface Sum {
  effort: bigint | null;
  booked: bigint;
}

const zero = (): Sum => ({ effort: null, booked: 0n });

function add(s: Sum, t: BudgetTaskRow): void {
  s.booked += t.hours_booked;
  if (t.effort !== null) s.effort = (s.effort ?? 0n) + t.effort;
}

/** A sum as the view shows it; `mine` (unsynced hours) comes off what is left. */
const effortView = (s: Sum, mine = 0n) => ({
  effort: s.effort === null ? null : hours(s.effort),
  booked: hours(s.booked),
  left: s.effort === null ? null : hours(s.effort - s.booked - mine),
});

interface PlanSum extends Sum {
  id: bigint;
  name: string;
  lists: Map<string, Sum>;
}

/** The tasks of each project grouped by plan and task list (in the rows' order). */
function byProject(rows: readonly BudgetTaskRow[]): Map<bigint, { total: Sum; plans: PlanSum[] }> {
  const out = new Map<bigint, { total: Sum; plans: PlanSum[] }>();
  for (const t of rows) {
    const p = out.get(t.project_id) ?? { total: zero(), plans: [] };
    out.set(t.project_id, p);
    let plan = p.plans.find((x) => x.id === t.plan_id);
    if (!plan) {
      plan = { id: t.plan_id, name: t.plan_name, ...zero(), lists: new Map() };
      p.plans.push(plan);
    }
    const list = plan.lists.get(t.list_name) ?? zero();
    plan.lists.set(t.list_name, list);
    add(p.total, t);
    add(plan, t);
    add(list, t);
  }
  return out;
}

/** The budgets of the projects the user reviews. */
export function budgets(db: Db, me: bigint | null): BudgetsViewT {
  const projects = reviewedProjects(db, me);
  const ids = projects.map((p) => p.id);
  const tasks = byProject(budgetTasks(db, ids));
  const mine = unsyncedHours(db, ids);
  const windows = pullWindows(db, ids);
  const values = new Map<bigint, { hours: bigint; value: bigint; unrated: bigint }>();
  for (const t of teamRates(db, ids)) {
    const v = values.get(t.project_id) ?? { hours: 0n, value: 0n, unrated: 0n };
    v.hours += t.hours;
    if (t.sales_rate === null) v.unrated += t.hours;
    else v.value += valueUnits(t.hours, t.sales_rate);
    values.set(t.project_id, v);
  }
  return {
    projects: projects.map((p) => {
      const t = tasks.get(p.id) ?? { total: zero(), plans: [] };
      const own = mine.get(p.id) ?? 0n;
      const v = values.get(p.id) ?? { hours: 0n, value: 0n, unrated: 0n };
      const w = windows.get(p.id);
      const deal = getProject(db, p.id)?.deal_amount ?? null;
      return {
        id: String(p.id),
        name: p.name,
        currency: p.currency_code,
        ...effortView(t.total, own),
        mine: hours(own),
        plans: t.plans.map((plan) => ({
          id: String(plan.id),
          name: plan.name,
          ...effortView(plan),
          lists: [...plan.lists].map(([name, s]) => ({ name, ...effortView(s) })),
        })),
        value: { hours: hours(v.hours), value: money(v.value), unratedHours: hours(v.unrated) },
        valueFrom: w?.window_from ?? null,
        valueTo: w?.window_to ?? null,
        totalValue: deal === null ? null : money(deal),
        pulledAt: p.pulled_at,
      };
    }),
  };
}

const text = (units: bigint) => unitsToText(units, HOURS_SCALE);

/**
 * What an entry of `entryHours` on the project would leave of its plans' effort: the simplest
 * sound rule, project -> its plans (together) -> left = effort - booked - my unsynced hours; a
 * message when the entry goes past what is left (or nothing is left). Null: no plan with an effort.
 */
export function budgetHint(db: Db, projectId: bigint, entryHours: number, entryId?: bigint): BudgetHintT {
  const project = getProject(db, projectId);
  const t = project ? byProject(budgetTasks(db, [projectId])).get(projectId) : undefined;
  if (!project || !t || t.total.effort === null) return null;
  const own = unsyncedHours(db, [projectId], entryId).get(projectId) ?? 0n;
  const left = t.total.effort - t.total.booked - own;
  const name = t.plans.length === 1 ? `${project.name} / ${t.plans[0]!.name}` : `${project.name} (all plans)`;
  const entry = toUnitsRounded(entryHours, HOURS_SCALE);
  const over = entry > left || left <= 0n;
  const message = over
    ? `${text(left > 0n ? left : 0n)} of ${text(t.total.effort)} h left on ${name}` +
      (left < 0n ? ` (${text(-left)} h over already)` : '')
    : null;
  return { name, effort: hours(t.total.effort), left: hours(left), message };
}
