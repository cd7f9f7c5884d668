import type { Db } from '../connection';

/*
 * The queries of the offline import (app/setup/import-*.ts): finding what a projects file names
 * among the records here, and storing local-only records. Local-only records get provisional
 * (negative) ids, so they never collide with a remote's ids, and no outbox row: nothing of them
 * is ever sent to a remote.
 */

/** A project as the import matches it. */
export interface ImportProjectMatch {
  id: bigint;
  name: string;
  project_number: string | null;
  company_name: string | null;
}

const PROJECT_MATCH = `SELECT p.id, p.name, p.project_number, coalesce(c.name, p.company_name) AS company_name
  FROM projects p LEFT JOIN companies c ON c.id = p.company_id`;

/** The project with this number (case aside). */
export function projectByNumber(db: Db, number: string): ImportProjectMatch | undefined {
  return db
    .prepare(`${PROJECT_MATCH} WHERE p.project_number = ? COLLATE NOCASE ORDER BY p.id LIMIT 1`)
    .get(number) as ImportProjectMatch | undefined;
}

/** The project of this name and company (case aside; no company matches a project without one). */
export function projectByNameAndCompany(
  db: Db,
  name: string,
  company: string | null,
): ImportProjectMatch | undefined {
  return db
    .prepare(
      `${PROJECT_MATCH} WHERE p.name = @name COLLATE NOCASE
         AND coalesce(coalesce(c.name, p.company_name), '') = coalesce(@company, '') COLLATE NOCASE
       ORDER BY p.id LIMIT 1`,
    )
    .get({ name, company }) as ImportProjectMatch | undefined;
}

/** The id of the company of this name (case aside), if one is here. */
export function companyIdByName(db: Db, name: string): bigint | undefined {
  const row = db
    .prepare('SELECT id FROM companies WHERE name = ? COLLATE NOCASE ORDER BY id LIMIT 1')
    .get(name) as { id: bigint } | undefined;
  return row?.id;
}

/** A contract line's owner and name, by id. */
export function contractLineOwner(
  db: Db,
  id: bigint,
): { project_id: bigint | null; name: string; project_name: string | null } | undefined {
  return db
    .prepare(
      `SELECT cl.project_id, cl.name, p.name AS project_name FROM contract_lines cl
       LEFT JOIN projects p ON p.id = cl.project_id WHERE cl.id = ?`,
    )
    .get(id) as { project_id: bigint | null; name: string; project_name: string | null } | undefined;
}

/** The id of a project's contract line of this name (case aside). */
export function contractLineIdByName(db: Db, projectId: bigint, name: string): bigint | undefined {
  const row = db
    .prepare('SELECT id FROM contract_lines WHERE project_id = ? AND name = ? COLLATE NOCASE LIMIT 1')
    .get(projectId, name) as { id: bigint } | undefined;
  return row?.id;
}

/** The id of the role of this name (case aside). */
export function roleIdByName(db: Db, name: string): bigint | undefined {
  const row = db
    .prepare('SELECT id FROM roles WHERE name = ? COLLATE NOCASE ORDER BY id LIMIT 1')
    .get(name) as { id: bigint } | undefined;
  return row?.id;
}

/** The next local-only id of a table: below every id in use (and below 0). */
export function nextLocalId(db: Db, table: 'companies' | 'projects' | 'contract_lines' | 'roles'): bigint {
  const row = db.prepare(`SELECT min(0, coalesce(min(id), 0)) - 1 AS id FROM ${table}`).get() as {
    id: bigint;
  };
  return row.id;
}

/** Inserts a local-only company. */
export function insertLocalCompany(db: Db, id: bigint, name: string): void {
  db.prepare('INSERT INTO companies (id, name) VALUES (?, ?)').run(id, name);
}

/** Inserts a local-only project (stage Active). */
export function insertLocalProject(
  db: Db,
  p: {
    id: bigint;
    name: string;
    number: string | null;
    companyId: bigint | null;
    company: string | null;
    currency: string;
  },
): void {
  db.prepare(
    `INSERT INTO projects (id, name, stage, project_number, company_id, currency_code, company_name)
     VALUES (@id, @name, 'Active', @number, @companyId, @currency, @company)`,
  ).run(p);
}

/** Inserts a project's contract line. */
export function insertProjectLine(
  db: Db,
  l: { id: bigint; projectId: bigint; name: string; kind: 'time' | 'expense' | 'fixed' },
): void {
  db.prepare(
    `INSERT INTO contract_lines (id, project_id, line_number, name, kind)
     VALUES (@id, @projectId, (SELECT count(*) + 1 FROM contract_lines WHERE project_id = @projectId), @name, @kind)`,
  ).run(l);
}

/** Inserts a role. */
export function insertRole(db: Db, id: bigint, name: string): void {
  db.prepare('INSERT INTO roles (id, name) VALUES (?, ?)').run(id, name);
}

/** A role's name by id. */
export function roleName(db: Db, id: bigint): string | undefined {
  const row = db.prepare('SELECT name FROM roles WHERE id = ?').get(id) as { name: string } | undefined;
  return row?.name;
}

/**
 * Frees a project number for a pulled project: a local-only project (imported or typed offline)
 * holding it keeps it with " (offline)" added, as the number must stay unique and the remote's
 * record is the PSA service's own. Call inside the pull's transaction.
 */
export function yieldLocalProjectNumber(db: Db, number: string, pulledId: bigint): void {
  db.prepare(
    `UPDATE projects SET project_number = project_number || ' (offline)'
     WHERE project_number = ? AND id < 0 AND id != ?`,
  ).run(number, pulledId);
}

/*
 * Kept on this computer: what is never sent. The entries on a local-only project (a provisional
 * id with no queued create: imported, or typed offline by hand), which no remote knows. Changes
 * of an offline-only folder on other records are still sent once a PSA service is connected.
 */

const OFFLINE_SQL = `coalesce((SELECT value FROM replica_settings WHERE key = 'mode'), '') = 'offline'`;

/** SQL: whether the project id `column` is local-only (provisional, with no open create queued). */
function localProjectSql(column: string): string {
  return `(${column} < 0 AND NOT EXISTS (SELECT 1 FROM outbox po WHERE po.entity = 'projects'
    AND po.local_id = ${column} AND po.state != 'done'))`;
}

/** SQL: whether an entry (timesheet or expense at `alias`) is kept on this computer, never sent. */
export function keptHereSql(alias: string): string {
  return localProjectSql(`${alias}.project_id`);
}

/** Whether this folder works offline only (nothing is sent from it until a PSA service is connected). */
export function isOfflineOnly(db: Db): boolean {
  return (db.prepare(`SELECT ${OFFLINE_SQL} AS yes`).get() as { yes: number }).yes === 1;
}

/** Open pending changes kept on this computer (entries on a local-only project), by outbox id. */
export function keptChanges(db: Db): Set<bigint> {
  const rows = db
    .prepare(
      `SELECT o.id FROM outbox o WHERE o.state = 'pending' AND (
         (o.entity = 'timesheets' AND EXISTS (SELECT 1 FROM timesheets t
           WHERE t.id = o.local_id AND ${keptHereSql('t')}))
         OR (o.entity = 'expenses' AND EXISTS (SELECT 1 FROM expenses e
           WHERE e.id = o.local_id AND ${keptHereSql('e')})))`,
    )
    .all() as { id: bigint }[];
  return new Set(rows.map((r) => r.id));
}
