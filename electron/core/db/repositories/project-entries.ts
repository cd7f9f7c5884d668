import type { Db } from '../connection';
import { writeTransaction } from '../transaction';
import { signedInAccount } from './sync-meta';

/*
 * Read-only copies of every account's recent entries of a project (the per-project pull), when
 * each project was pulled, and the contract lines and roles the remote refused per project. No
 * outbox row ever refers to these tables: nothing here is queued or pushed.
 */

/** A pulled timesheet of any account, as stored. */
export interface ProjectTimesheetRow {
  id: bigint;
  project_id: bigint;
  account_id: bigint;
  account_name: string | null;
  contract_line_id: bigint | null;
  contract_line_name: string | null;
  role_id: bigint | null;
  role_name: string | null;
  date_from: string;
  date_to: string;
  hours: bigint;
  description: string | null;
  approved_pm_at: string | null;
  approved_tl_at: string | null;
  invoice_number: string | null;
  sales_rate: bigint | null;
}

/** A pulled expense of any account, as stored. */
export interface ProjectExpenseRow {
  id: bigint;
  project_id: bigint;
  account_id: bigint;
  account_name: string | null;
  contract_line_id: bigint | null;
  contract_line_name: string | null;
  expense_date: string;
  description: string | null;
  amount_ex_vat: bigint;
  vat_amount: bigint | null;
  total_amount: bigint;
  approved_at: string | null;
  invoice_number: string | null;
}

/** Stages after which nobody books on a project any more (compared case-insensitively). */
const CLOSED_STAGES = ['completed', 'cancelled', 'canceled', 'closed', 'lost', 'archived'];

/** SQL: whether project `p`'s stage is an open one (a literal list: no parameters to thread through). */
export const OPEN_STAGE_SQL = `lower(p.stage) NOT IN (${CLOSED_STAGES.map((s) => `'${s}'`).join(', ')})`;

/**
 * Active projects (synced, stage not a closed one, or added to the review whatever its stage)
 * not pulled since `before`: the projects the user reviews first (issue 14: managed by the signed-in account unless left out, or added), then
 * least recently pulled first (never pulled first of all), at most `limit`.
 */
export function projectsDue(db: Db, before: string, limit: number): bigint[] {
  return db
    .prepare(
      `SELECT p.id FROM projects p LEFT JOIN project_pulls pp ON pp.project_id = p.id
         LEFT JOIN review_marks m ON m.project_id = p.id
       WHERE p.id > 0 AND (${OPEN_STAGE_SQL} OR m.reviewed = 1)
         AND (pp.pulled_at IS NULL OR pp.pulled_at < ?)
       ORDER BY coalesce(m.reviewed, p.project_manager_id IS NOT NULL AND p.project_manager_id = ?) DESC,
         pp.pulled_at IS NOT NULL, pp.pulled_at, p.id LIMIT ?`,
    )
    .pluck()
    .all(before, signedInAccount(db) ?? -1n, limit) as bigint[];
}

/** When a project's entries were last pulled, or undefined. */
export function projectPulledAt(db: Db, projectId: bigint): string | undefined {
  return db.prepare('SELECT pulled_at FROM project_pulls WHERE project_id = ?').pluck().get(projectId) as
    string | undefined;
}

/** One project's pulled entries over a window, with whether each list is known complete. */
export interface ProjectEntries {
  projectId: bigint;
  window: { from: string; to: string };
  timesheets: ProjectTimesheetRow[];
  expenses: ProjectExpenseRow[];
  complete: boolean;
}

/**
 * Replaces a project's copies within the window by what was pulled (a complete pull also drops
 * what the remote no longer has there) and records the pull, in one transaction.
 */
export function storeProjectEntries(db: Db, e: ProjectEntries, pulledAt: string): void {
  const { from, to } = e.window;
  writeTransaction(db, () => {
    if (e.complete) {
      db.prepare(
        'DELETE FROM project_timesheets WHERE project_id = ? AND date_from >= ? AND date_from <= ?',
      ).run(e.projectId, from, to);
      db.prepare(
        'DELETE FROM project_expenses WHERE project_id = ? AND expense_date >= ? AND expense_date <= ?',
      ).run(e.projectId, from, to);
    }
    const ts = db.prepare(
      `INSERT OR REPLACE INTO project_timesheets (id, project_id, account_id, account_name, contract_line_id,
         contract_line_name, role_id, role_name, date_from, date_to, hours, description, approved_pm_at,
         approved_tl_at, invoice_number, sales_rate, pulled_at)
       VALUES (@id, @project_id, @account_id, @account_name, @contract_line_id, @contract_line_name, @role_id,
         @role_name, @date_from, @date_to, @hours, @description, @approved_pm_at, @approved_tl_at,
         @invoice_number, @sales_rate, @pulled_at)`,
    );
    for (const t of e.timesheets) ts.run({ ...t, pulled_at: pulledAt });
    const ex = db.prepare(
      `INSERT OR REPLACE INTO project_expenses (id, project_id, account_id, account_name, contract_line_id,
         contract_line_name, expense_date, description, amount_ex_vat, vat_amount, total_amount, approved_at,
         invoice_number, pulled_at)
       VALUES (@id, @project_id, @account_id, @account_name, @contract_line_id, @contract_line_name,
         @expense_date, @description, @amount_ex_vat, @vat_amount, @total_amount, @approved_at,
         @invoice_number, @pulled_at)`,
    );
    for (const x of e.expenses) ex.run({ ...x, pulled_at: pulledAt });
    markProjectPulled(db, e.projectId, e.window, pulledAt, e.complete, null);
  });
}

/** Records a pull of a project (also a failed one, so a broken project waits its hour too). */
export function markProjectPulled(
  db: Db,
  projectId: bigint,
  window: { from: string; to: string },
  at: string,
  complete: boolean,
  error: string | null,
): void {
  db.prepare(
    `INSERT INTO project_pulls (project_id, pulled_at, window_from, window_to, complete, error)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (project_id) DO UPDATE SET pulled_at = excluded.pulled_at, window_from = excluded.window_from,
       window_to = excluded.window_to, complete = excluded.complete, error = excluded.error`,
  ).run(projectId, at, window.from, window.to, complete ? 1 : 0, error);
}

/** What a refusal of the remote named as wrong: a contract line or a role of a project. */
export type ChoiceKind = 'line' | 'role';

/** Remembers that the remote refused this line or role for this project. */
export function recordRejectedChoice(
  db: Db,
  r: { projectId: bigint; kind: ChoiceKind; id: bigint; reason: string | null },
  at: string,
): void {
  db.prepare(
    `INSERT INTO rejected_choices (project_id, kind, choice_id, rejected_at, reason) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (project_id, kind, choice_id) DO UPDATE SET rejected_at = excluded.rejected_at,
       reason = excluded.reason`,
  ).run(r.projectId, r.kind, r.id, at, r.reason);
}

/** The ids of lines or roles the remote refused for a project. */
export function rejectedChoiceIds(db: Db, projectId: bigint, kind: ChoiceKind): Set<bigint> {
  return new Set(
    db
      .prepare('SELECT choice_id FROM rejected_choices WHERE project_id = ? AND kind = ?')
      .pluck()
      .all(projectId, kind) as bigint[],
  );
}

/**
 * The name of a contract line (`kind` line) or role as any source here knows it: the replica's
 * lines and roles, the user's entries, the team's pulled entries. SQL over the id column `col`.
 */
export function knownNameSql(kind: 'line' | 'role', col: string): string {
  if (kind === 'role')
    return `(SELECT name FROM (
      SELECT name FROM roles WHERE id = ${col}
      UNION ALL SELECT role_name FROM project_timesheets WHERE role_id = ${col} AND role_name IS NOT NULL
      UNION ALL SELECT role_name FROM timesheets WHERE role_id = ${col} AND role_name IS NOT NULL) LIMIT 1)`;
  return `(SELECT name FROM (
    SELECT name FROM contract_lines WHERE id = ${col}
    UNION ALL SELECT contract_line_name FROM project_timesheets
      WHERE contract_line_id = ${col} AND contract_line_name IS NOT NULL
    UNION ALL SELECT contract_line_name FROM project_expenses
      WHERE contract_line_id = ${col} AND contract_line_name IS NOT NULL
    UNION ALL SELECT contract_line_name FROM timesheets
      WHERE contract_line_id = ${col} AND contract_line_name IS NOT NULL
    UNION ALL SELECT contract_line_name FROM expenses
      WHERE contract_line_id = ${col} AND contract_line_name IS NOT NULL) LIMIT 1)`;
}
