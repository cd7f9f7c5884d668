import type { Db } from '../connection';
import { rejectedCreateSql, unsyncedSql } from './reports';
import { foldName, foldParam, foldedContainsSql, refillFold } from './name-fold';
import { containsSql, ensureFold, equalsSql, nameOrderSql } from './text-match';

/** A project as stored; deal_amount in units of 1e-4; dates canonical ISO text. */
export interface ProjectRow {
  id: bigint;
  name: string;
  stage: string;
  project_number: string | null;
  company_id: bigint | null;
  contact_id: bigint | null;
  start_date: string | null;
  deal_amount: bigint | null;
  project_type_id: bigint | null;
  currency_code: string;
  business_unit_id: bigint | null;
  project_manager_id: bigint | null;
  contract_template_id: bigint | null;
  external_deal_id: bigint | null;
  /** Read: the manager's current name when the account is known here, else the stored name. */
  project_manager_name: string | null;
  /** Read: the company's current name when the company is known here, else the stored name. */
  company_name: string | null;
}
export type NewProject = Omit<ProjectRow, 'id'> & { id?: bigint };
/** Columns an update may change. */
export type ProjectPatch = Partial<Omit<ProjectRow, 'id'>>;

const DATA_COLUMNS = [
  'name',
  'stage',
  'project_number',
  'company_id',
  'contact_id',
  'start_date',
  'deal_amount',
  'project_type_id',
  'currency_code',
  'business_unit_id',
  'project_manager_id',
  'contract_template_id',
  'external_deal_id',
  'project_manager_name',
  'company_name',
] as const satisfies readonly (keyof ProjectPatch)[];
const COLUMNS = ['id', ...DATA_COLUMNS] as const;
// Every write stores the folded name with the name (name-fold.ts).
const INSERT_COLUMNS = [...COLUMNS, 'name_folded'];

const SELECT = `SELECT ${COLUMNS.slice(0, -2)
  .map((c) => 'p.' + c)
  .join(', ')},
  COALESCE(a.name, p.project_manager_name) AS project_manager_name,
  COALESCE(c.name, p.company_name) AS company_name
  FROM projects p
  LEFT JOIN accounts a ON a.id = p.project_manager_id
  LEFT JOIN companies c ON c.id = p.company_id`;

/** A project by id, with the current company and manager names. */
export function getProject(db: Db, id: bigint): ProjectRow | undefined {
  return db.prepare(`${SELECT} WHERE p.id = ?`).get(id) as ProjectRow | undefined;
}

/** Inserts a project (with its id when given) and returns its id. */
export function insertProject(db: Db, row: NewProject): bigint {
  const result = db
    .prepare(
      `INSERT INTO projects (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map((c) => '@' + c).join(', ')})`,
    )
    .run({ ...row, id: row.id ?? null, name_folded: foldName(row.name) });
  return row.id ?? BigInt(result.lastInsertRowid);
}

/** Inserts or replaces the columns of a project by id (for pulled records and seeds). */
export function upsertProject(db: Db, row: ProjectRow): void {
  const sets = [...DATA_COLUMNS, 'name_folded'].map((c) => `${c} = excluded.${c}`).join(', ');
  const folded = foldName(row.name);
  db.prepare(
    `INSERT INTO projects (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map((c) => '@' + c).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${sets}`,
  ).run({ ...row, name_folded: folded });
  refillFold(db, 'projects', row.id, folded);
}

/** Changes the given columns of a project; returns whether the project exists. */
export function updateProject(db: Db, id: bigint, patch: ProjectPatch): boolean {
  const keys: string[] = DATA_COLUMNS.filter((c) => patch[c] !== undefined);
  if (keys.length === 0) return db.prepare('SELECT 1 FROM projects WHERE id = ?').get(id) !== undefined;
  const folded = foldName(patch.name);
  if (patch.name !== undefined) keys.push('name_folded');
  const result = db
    .prepare(`UPDATE projects SET ${keys.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
    .run({
      ...Object.fromEntries(keys.map((c) => [c, patch[c as keyof ProjectPatch]])),
      name_folded: folded,
      id,
    });
  if (patch.name !== undefined) refillFold(db, 'projects', id, folded);
  return result.changes > 0;
}

/**
 * A SQL condition over `projects p LEFT JOIN companies c`: the name, number or company name
 * contains the parameter, ignoring case and accents ('cote' finds 'Côte', 'weber' the projects of
 * 'Weber GmbH'). One fold per row: the three texts joined by a separator no one types.
 */
export const PROJECT_SEARCH_SQL = containsSql(
  "p.name || char(31) || coalesce(p.project_number, '') || char(31) || coalesce(c.name, p.company_name, '')",
);

/** The one order of projects in the app's lists and pickers: by name as people read it, ties by id. */
export const PROJECT_ORDER_SQL = `${nameOrderSql('p.name')}, p.id`;

export interface ProjectFilter {
  limit: number;
  /** Name contains, ignoring case and accents (the API's Name filter). */
  name?: string | undefined;
  /** Name, number or company name contains, ignoring case and accents (the app's search). */
  search?: string | undefined;
  /** Stage equals, case-insensitively. */
  stage?: string | undefined;
  /** 'name': by name as people read it (ties by id), for the app's lists; default by id. */
  orderBy?: 'id' | 'name' | undefined;
}

/** Projects matching the filter, by id ascending (or by name: filter.orderBy). */
export function listProjects(db: Db, filter: ProjectFilter): ProjectRow[] {
  ensureFold(db);
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.name !== undefined) {
    where.push(foldedContainsSql('p.name_folded', 'p.name'));
    params.push(foldParam(filter.name));
  }
  if (filter.search !== undefined) {
    where.push(PROJECT_SEARCH_SQL);
    params.push(filter.search);
  }
  if (filter.stage !== undefined) {
    where.push(equalsSql('p.stage'));
    params.push(filter.stage);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = filter.orderBy === 'name' ? PROJECT_ORDER_SQL : 'p.id';
  return db
    .prepare(`${SELECT} ${clause} ORDER BY ${order} LIMIT ?`)
    .all(...params, filter.limit) as ProjectRow[];
}

/** The id, name and number of every project of a company (for the duplicate check). */
export function projectNamesOfCompany(
  db: Db,
  companyId: bigint,
): { id: bigint; name: string; project_number: string | null }[] {
  return db
    .prepare('SELECT id, name, project_number FROM projects WHERE company_id = ? ORDER BY id')
    .all(companyId) as { id: bigint; name: string; project_number: string | null }[];
}

/** The next free generated project number: PRJ- and five digits, one above the highest in use. */
export function nextProjectNumber(db: Db): string {
  const row = db
    .prepare(
      `SELECT MAX(CAST(substr(project_number, 5) AS INTEGER)) AS n FROM projects
       WHERE project_number GLOB 'PRJ-[0-9]*'`,
    )
    .get() as { n: number | null };
  return `PRJ-${String((row.n ?? 0) + 1).padStart(5, '0')}`;
}

/** An account's hour units on a project: all counted, and the part not synced yet. */
export interface CountedHours {
  hours: bigint;
  unsynced: bigint;
}

/**
 * Sum of an account's hour units on a project with date_from in [from, to) (either bound open),
 * split by synced or not; entries whose create the remote rejected are left out (issue 13).
 */
export function countedHours(
  db: Db,
  filter: { projectId: bigint; accountId: bigint; fromInclusive?: string; toExclusive?: string },
): CountedHours {
  const where = ['t.project_id = @projectId', 't.account_id = @accountId'];
  if (filter.fromInclusive !== undefined) where.push('t.date_from >= @from');
  if (filter.toExclusive !== undefined) where.push('t.date_from < @to');
  const rows = db
    // Summed as `hours`, so the sum reads as bigint units (UNIT_COLUMNS in wide-integers.ts).
    .prepare(
      `SELECT ${unsyncedSql('timesheets', 't')} AS unsynced, SUM(t.hours) AS hours FROM timesheets t
       WHERE ${where.join(' AND ')} AND NOT ${rejectedCreateSql('timesheets', 't')} GROUP BY unsynced`,
    )
    .all({
      projectId: filter.projectId,
      accountId: filter.accountId,
      from: filter.fromInclusive ?? null,
      to: filter.toExclusive ?? null,
    }) as { unsynced: number; hours: bigint }[];
  return {
    hours: rows.reduce((s, r) => s + r.hours, 0n),
    unsynced: rows.reduce((s, r) => s + (r.unsynced ? r.hours : 0n), 0n),
  };
}
