import type { Db } from '../connection';
import type { OutboxState } from './outbox';
import { keptHereSql } from './offline-import';
import { PROJECT_ORDER_SQL, PROJECT_SEARCH_SQL } from './projects';
import { knownNameSql } from './project-entries';
import { ensureFold } from './text-match';

/*
 * Reads of the week view and quick entry: one account's timesheets in a period with their open
 * change, projects for the picker, and the contract lines and roles seen on a project's entries
 * (the API has no endpoint for those).
 */

/** A timesheet of the week with resolved names and its open change (if any). */
export interface WeekEntryRow {
  id: bigint;
  account_id: bigint;
  project_id: bigint;
  contract_line_id: bigint | null;
  role_id: bigint | null;
  date_from: string;
  date_to: string;
  hours: bigint;
  description: string | null;
  approved_pm_at: string | null;
  approved_tl_at: string | null;
  project_name: string | null;
  contract_line_name: string | null;
  role_name: string | null;
  invoice_number: string | null;
  outbox_id: bigint | null;
  outbox_state: Exclude<OutboxState, 'done'> | null;
  /** 1 when the entry is kept on this computer, never sent (offline-import.ts). */
  kept: 0 | 1;
  /** 1 when the change is held until its week is submitted (holds.ts). */
  held: 0 | 1;
  outbox_endpoint: string | null;
  needs_lookup: number | null;
  last_error: string | null;
}

const ENTRY_SQL = `
  SELECT t.id, t.account_id, t.project_id, t.contract_line_id, t.role_id, t.date_from, t.date_to, t.hours,
    t.description, t.approved_pm_at, t.approved_tl_at,
    COALESCE(p.name, t.project_name) AS project_name,
    COALESCE(cl.name, t.contract_line_name, ${knownNameSql('line', 't.contract_line_id')}) AS contract_line_name,
    COALESCE(r.name, t.role_name, ${knownNameSql('role', 't.role_id')}) AS role_name,
    CASE WHEN i.id IS NULL THEN t.invoice_number WHEN i.status = 'Draft' THEN 'Draft' ELSE i.number END
      AS invoice_number,
    o.id AS outbox_id, o.state AS outbox_state, o.endpoint AS outbox_endpoint, o.needs_lookup,
    o.last_error, ${keptHereSql('t')} AS kept,
    EXISTS (SELECT 1 FROM outbox_holds h WHERE h.outbox_id = o.id) AS held
  FROM timesheets t
  LEFT JOIN projects p ON p.id = t.project_id
  LEFT JOIN contract_lines cl ON cl.id = t.contract_line_id
  LEFT JOIN roles r ON r.id = t.role_id
  LEFT JOIN invoices i ON i.id = t.invoice_id
  LEFT JOIN outbox o ON o.entity = 'timesheets' AND o.local_id = t.id AND o.state != 'done'`;

/**
 * An account's timesheets with date_from in [from, to) (canonical instants), by date_from then id.
 * A timesheet with several open changes appears once per change (the caller keeps the gravest).
 */
export function listEntriesBetween(db: Db, accountId: bigint, from: string, to: string): WeekEntryRow[] {
  return db
    .prepare(
      `${ENTRY_SQL} WHERE t.account_id = ? AND t.date_from >= ? AND t.date_from < ? ORDER BY t.date_from, t.id, o.id`,
    )
    .all(accountId, from, to) as WeekEntryRow[];
}

/** A project as the pickers offer it. */
export interface ProjectChoiceRow {
  id: bigint;
  name: string;
  project_number: string | null;
  company_name: string | null;
  stage: string;
}

const CHOICE_SQL = `SELECT p.id, p.name, p.project_number, COALESCE(c.name, p.company_name) AS company_name, p.stage
  FROM projects p LEFT JOIN companies c ON c.id = p.company_id`;

/**
 * Projects whose name, number or company contains `search` (ignoring case and accents), in the
 * Projects list's order (repositories/projects.ts: the same condition and order in both).
 */
export function searchProjectChoices(db: Db, search: string | undefined, limit: number): ProjectChoiceRow[] {
  ensureFold(db);
  const where = search ? `WHERE ${PROJECT_SEARCH_SQL}` : '';
  return db
    .prepare(`${CHOICE_SQL} ${where} ORDER BY ${PROJECT_ORDER_SQL} LIMIT ?`)
    .all(...(search ? [search] : []), limit) as ProjectChoiceRow[];
}

/** The projects with these ids (unknown ids are skipped). */
export function getProjectChoices(db: Db, ids: readonly bigint[]): ProjectChoiceRow[] {
  if (ids.length === 0) return [];
  return db
    .prepare(`${CHOICE_SQL} WHERE p.id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as ProjectChoiceRow[];
}

/** The projects an account booked time on most recently, newest first. */
export function recentProjectIds(db: Db, accountId: bigint, limit: number): bigint[] {
  return (
    db
      .prepare(
        `SELECT project_id AS id, max(date_from) AS last FROM timesheets WHERE account_id = ?
         GROUP BY project_id ORDER BY last DESC LIMIT ?`,
      )
      .all(accountId, limit) as { id: bigint }[]
  ).map((r) => r.id);
}

/** A contract line or role with the name seen for it, and how often the user and the team used it. */
export interface SeenChoice {
  id: bigint;
  name: string | null;
  mine: number;
  team: number;
}

/*
 * The team's entries are the per-project pull's copies (project_timesheets, project_expenses) not
 * also held as the user's own; a line or role the remote refused for the project is left out.
 */

/**
 * Contract lines to offer for hours on a project, excluding those refused for it: lines seen on
 * timesheets (the user's most used first, then the team's), then the project's lines of kind
 * time, by name. A line seen only on expenses, or of kind expense or fixed and never on a
 * timesheet, is no line for hours (the expense form offers those: expenses/lines.ts).
 */
export function seenContractLines(db: Db, projectId: bigint, accountId: bigint | null): SeenChoice[] {
  return db
    .prepare(
      `SELECT id, COALESCE(max(name), ${knownNameSql('line', 'id')}) AS name, sum(mine) AS mine,
           sum(team) AS team, max(on_time) AS on_time FROM (
         SELECT contract_line_id AS id, contract_line_name AS name, account_id IS @a AS mine,
             account_id IS NOT @a AS team, 1 AS on_time
           FROM timesheets WHERE project_id = @p AND contract_line_id IS NOT NULL
         UNION ALL
         SELECT contract_line_id, contract_line_name, 0, 1, 1 FROM project_timesheets
           WHERE project_id = @p AND contract_line_id IS NOT NULL AND account_id IS NOT @a
             AND id NOT IN (SELECT id FROM timesheets)
         UNION ALL
         SELECT id, name, 0, 0, 0 FROM contract_lines WHERE project_id = @p AND kind = 'time')
       WHERE id NOT IN (SELECT choice_id FROM rejected_choices WHERE project_id = @p AND kind = 'line')
       GROUP BY id
       ORDER BY mine DESC, team DESC, on_time DESC, max(name) IS NULL, lower(max(name)), id`,
    )
    .all({ p: projectId, a: accountId }) as SeenChoice[];
}

/**
 * Roles, excluding those refused for the project: most used by the user on the project first, then
 * by the team there, then the user's roles elsewhere, then every other known role, by name.
 */
export function seenRoles(db: Db, projectId: bigint, accountId: bigint | null): SeenChoice[] {
  return db
    .prepare(
      `SELECT id, max(name) AS name, sum(mine) AS mine, sum(team) AS team, sum(mine_else) AS mine_else FROM (
         SELECT role_id AS id, role_name AS name, project_id = @p AND account_id IS @a AS mine,
             project_id = @p AND account_id IS NOT @a AS team, project_id != @p AND account_id IS @a AS mine_else
           FROM timesheets WHERE role_id IS NOT NULL
         UNION ALL
         SELECT role_id, role_name, 0, 1, 0 FROM project_timesheets
           WHERE project_id = @p AND role_id IS NOT NULL AND account_id IS NOT @a
             AND id NOT IN (SELECT id FROM timesheets)
         UNION ALL
         SELECT role_id, max(role_name), 0, 0, 0 FROM project_timesheets WHERE role_id IS NOT NULL GROUP BY role_id
         UNION ALL
         SELECT id, name, 0, 0, 0 FROM roles)
       WHERE id NOT IN (SELECT choice_id FROM rejected_choices WHERE project_id = @p AND kind = 'role')
       GROUP BY id
       ORDER BY mine DESC, team DESC, mine_else DESC, max(name) IS NULL, lower(max(name)), id`,
    )
    .all({ p: projectId, a: accountId }) as SeenChoice[];
}
