import { TIMESHEET_PAGE_MAX } from '../../../shared/psa/endpoints';
import type { Db } from '../db/connection';
import {
  markProjectPulled,
  projectPulledAt,
  projectsDue,
  storeProjectEntries,
  type ProjectEntries,
} from '../db/repositories/project-entries';
import { reviewedDueCount } from '../db/repositories/review';
import { signedInAccount } from '../db/repositories/sync-meta';
import { expenseRow, timesheetId, timesheetRow } from '../replica/map';
import { coreI18n } from '../i18n';
import { limiter, PULL_IN_FLIGHT, type Limiter } from './pull-limit';
import { fetchWindow, type PullWindow } from './pull-window';
import { RemoteError, humanRemoteMessage } from './remote-errors';
import type { RemoteApi } from './remote';

/*
 * The per-project pull: every account's recent timesheets and expenses of a project (GET
 * /timesheets?projectid=N, GET /expenses?projectid=N, paged by date as the personal pull is, decision
 * 15) into read-only copies, so the contract lines and roles of a project are known by name before
 * the first booking (issue 13) and a team's entries can be reviewed locally (issue 14). Bounded:
 * each project at most hourly, least recently pulled first, a cap per sync, PULL_IN_FLIGHT requests
 * in flight across the projects and their date slices.
 */

const HOUR = 3_600_000;
const EXPENSE_PAGE = 500;
/** Projects pulled per sync run at most, besides the reviewed ones (never capped: issue 14 point 6). */
export const PROJECTS_PER_RUN = 25;
/** Fetches the entries of project P over window W (no writes), timesheets and expenses together. */
export async function fetchProjectEntries(
  remote: RemoteApi,
  projectId: bigint,
  window: PullWindow,
  limit: Limiter = limiter(),
): Promise<ProjectEntries> {
  const [timesheets, expenses] = await Promise.all([
    fetchWindow(
      (datefrom, dateto, limit) => remote.listTimesheets({ projectid: projectId, datefrom, dateto, limit }),
      timesheetId,
      (t) => t.DateTimeFrom,
      window,
      TIMESHEET_PAGE_MAX,
      limit,
    ),
    fetchWindow(
      (datefrom, dateto, limit) => remote.listExpenses({ projectid: projectId, datefrom, dateto, limit }),
      (e) => e.ExpenseID ?? null,
      (e) => e.ExpenseDate,
      window,
      EXPENSE_PAGE,
      limit,
    ),
  ]);
  return {
    projectId,
    window,
    // Another project's entry in the answer (a remote ignoring the filter) is not this project's.
    timesheets: timesheets.items.flatMap((t) => {
      const id = timesheetId(t);
      if (id === null || t.ProjectID !== projectId) return [];
      const r = timesheetRow(t, id);
      return [
        {
          id,
          project_id: r.project_id,
          account_id: r.account_id,
          account_name: r.account_name,
          contract_line_id: r.contract_line_id,
          contract_line_name: r.contract_line_name,
          role_id: r.role_id,
          role_name: r.role_name,
          date_from: r.date_from,
          date_to: r.date_to,
          hours: r.hours,
          description: r.description,
          approved_pm_at: r.approved_pm_at,
          approved_tl_at: r.approved_tl_at,
          invoice_number: r.invoice_number,
          sales_rate: r.sales_rate,
        },
      ];
    }),
    expenses: expenses.items.flatMap((e) => {
      if (e.ExpenseID == null || e.ProjectID !== projectId) return [];
      const r = expenseRow(e, e.ExpenseID, window.from);
      return [
        {
          id: r.id,
          project_id: r.project_id,
          account_id: r.account_id,
          account_name: null,
          contract_line_id: r.contract_line_id,
          contract_line_name: r.contract_line_name,
          expense_date: r.expense_date,
          description: r.description,
          amount_ex_vat: r.amount_ex_vat,
          vat_amount: r.vat_amount,
          total_amount: r.total_amount,
          approved_at: r.approved_at,
          invoice_number: r.invoice_number,
        },
      ];
    }),
    complete: timesheets.complete && expenses.complete,
  };
}

/** Pulls one project's entries over the window and stores them (replacing the copies there). */
export async function pullProjectEntries(
  db: Db,
  remote: RemoteApi,
  projectId: bigint,
  window: PullWindow,
  now: () => number,
  limit?: Limiter,
): Promise<number> {
  const entries = await fetchProjectEntries(remote, projectId, window, limit);
  storeProjectEntries(db, entries, new Date(now()).toISOString());
  return entries.timesheets.length + entries.expenses.length;
}

/** Whether a project's entries were pulled within the last hour. */
export function pulledRecently(db: Db, projectId: bigint, now: number): boolean {
  const at = projectPulledAt(db, projectId);
  return at !== undefined && Date.parse(at) > now - HOUR;
}

/** What one run of the per-project pull did. */
export interface ProjectPullResult {
  projects: number;
  entries: number;
  /** Projects whose pull failed, with the first reason (a warning: the sync itself went fine). */
  failed: number;
  warning?: string;
}

/** Which projects a sync's per-project step pulls. */
export interface ProjectPullPlan {
  /** At most this many projects (default PROJECTS_PER_RUN), unless more reviewed ones are due. */
  cap?: number;
  /** A full refresh: every project again (the reviewed ones first), not only the hour-old ones. */
  full?: boolean;
  /** Only projects never pulled yet (new ones, or one just added to the review). */
  newOnly?: boolean;
}

/**
 * The per-project step of a sync: the active projects not pulled within the hour (the projects
 * the user reviews first, then least recently pulled first): every reviewed one, the others up to
 * `cap` in all, PULL_IN_FLIGHT requests in flight. A project refused by the remote is recorded with its error (it waits its
 * hour like the others); a transient failure stops the step.
 */
export async function refreshProjectEntries(
  db: Db,
  remote: RemoteApi,
  window: PullWindow,
  now: () => number,
  plan: ProjectPullPlan = {},
): Promise<ProjectPullResult> {
  // Due: pulled before this instant ('' matches only the never pulled).
  const before = plan.newOnly ? '' : new Date(plan.full ? now() + 1 : now() - HOUR).toISOString();
  // Every due project the user reviews comes in this run (they are first in line), however many:
  // a cap would leave the rest stale until the next hourly pull. The cap bounds the others.
  const reviewed = reviewedDueCount(db, signedInAccount(db) ?? null, before);
  const due = projectsDue(db, before, Math.max(plan.cap ?? PROJECTS_PER_RUN, reviewed));
  const result: ProjectPullResult = { projects: 0, entries: 0, failed: 0 };
  let stop: RemoteError | null = null;
  let next = 0;
  const limit = limiter();
  const worker = async () => {
    while (stop === null && next < due.length) {
      const projectId = due[next++] as bigint;
      try {
        result.entries += await pullProjectEntries(db, remote, projectId, window, now, limit);
        result.projects++;
      } catch (e) {
        if (!(e instanceof RemoteError)) throw e;
        result.failed++;
        result.warning ??= coreI18n.t('core:syncWait.linesNotPulled', { reason: humanRemoteMessage(e) });
        if (e.transient || e.kind === 'auth') stop = e;
        else markProjectPulled(db, projectId, window, new Date(now()).toISOString(), false, e.message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PULL_IN_FLIGHT, due.length) }, worker));
  return result;
}
