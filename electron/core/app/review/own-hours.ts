import type { Db } from '../../db/connection';
import { listEntriesBetween } from '../../db/repositories/entries-week';
import type { ProjectTimesheetRow } from '../../db/repositories/project-entries';
import { withStates } from '../week/week';

/*
 * The reviewer's own hours the pulled team copies do not hold yet (walkthrough 30: Anna's 7.5 h,
 * pending, made her review say "0 h booked"). The review's week is read from the per-project pull;
 * the signed-in user's own entries kept here are added when that copy lacks them: those not synced
 * yet (marked, they cannot be approved before they reach the PSA service) and those synced since
 * the project's last pull. Rejected entries count nowhere, as in the Week (issue 13 point 7).
 */

/** One of the user's own entries as a team row; `unsynced` while it is not on the remote. */
export interface OwnCell extends ProjectTimesheetRow {
  unsynced: boolean;
}

/** Not on the remote: queued, on its way, held for the week's submission, or kept here only. */
const NOT_SENT = new Set(['pending', 'sending', 'held', 'local']);

/** The name the team copies give the account, else the replica's accounts table (null: unknown). */
function ownName(db: Db, me: bigint): string | null {
  const row = db
    .prepare(
      `SELECT name FROM (
         SELECT account_name AS name FROM project_timesheets WHERE account_id = ? AND account_name IS NOT NULL
         UNION ALL SELECT name FROM accounts WHERE id = ?) LIMIT 1`,
    )
    .pluck()
    .get(me, me) as string | undefined;
  return row ?? null;
}

/** The user's own entries in [from, to) on `projectIds` (all projects: null) the team copies lack. */
export function ownLocalCells(
  db: Db,
  me: bigint | null,
  projectIds: readonly bigint[] | null,
  from: string,
  to: string,
): OwnCell[] {
  if (me === null) return [];
  const pulled = new Set(
    db
      .prepare('SELECT id FROM project_timesheets WHERE account_id = ? AND date_from >= ? AND date_from < ?')
      .pluck()
      .all(me, from, to) as bigint[],
  );
  const wanted = projectIds === null ? null : new Set(projectIds);
  const entries = withStates(listEntriesBetween(db, me, from, to)).filter(
    (e) => e.state !== 'rejected' && !pulled.has(e.id) && (wanted === null || wanted.has(e.project_id)),
  );
  if (entries.length === 0) return [];
  const name = ownName(db, me);
  return entries.map((e) => ({
    id: e.id,
    project_id: e.project_id,
    account_id: me,
    account_name: name,
    contract_line_id: e.contract_line_id,
    contract_line_name: e.contract_line_name,
    role_id: e.role_id,
    role_name: e.role_name,
    date_from: e.date_from,
    date_to: e.date_to,
    hours: e.hours,
    description: e.description,
    // The rate is the service's to set (SalesRate): unknown until it has the entry.
    sales_rate: null,
    approved_pm_at: e.approved_pm_at,
    approved_tl_at: e.approved_tl_at,
    invoice_number: e.invoice_number,
    unsynced: NOT_SENT.has(e.state),
  }));
}
