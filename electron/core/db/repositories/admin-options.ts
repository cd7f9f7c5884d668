import type { Db } from '../connection';

/*
 * Reads for the admin forms: the values the replica has seen on projects (it has no endpoint of
 * its own for stages, types, business units or templates), and slim name lists for duplicate
 * checks. Read-only; row-oriented like every repository.
 */

/** Distinct non-null values of a project column, most used first. */
export interface SeenValue<T> {
  value: T;
  uses: number;
}

type TextColumn = 'stage' | 'currency_code';
type IdColumn = 'project_type_id' | 'business_unit_id' | 'contract_template_id';

function distinct<T>(db: Db, column: TextColumn): SeenValue<T>[] {
  return db
    .prepare(
      `SELECT ${column} AS value, count(*) AS uses FROM projects
       WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY uses DESC, ${column}`,
    )
    .all() as SeenValue<T>[];
}

/** Stages seen on projects, most used first. */
export function seenStages(db: Db): SeenValue<string>[] {
  return distinct<string>(db, 'stage');
}

/** Currency codes seen on projects, most used first. */
export function seenCurrencies(db: Db): SeenValue<string>[] {
  return distinct<string>(db, 'currency_code');
}

/** Ids of a project reference column (type, business unit, template) seen on projects. */
export function seenProjectIds(db: Db, column: IdColumn): SeenValue<bigint>[] {
  // Aliased `*_id` so the 64-bit id reads as a bigint (wide-integers.ts), not a narrowed number.
  const rows = db
    .prepare(
      `SELECT ${column} AS value_id, count(*) AS uses FROM projects
       WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY uses DESC, ${column}`,
    )
    .all() as { value_id: bigint; uses: number }[];
  return rows.map((r) => ({ value: r.value_id, uses: r.uses }));
}

/** Names of reference rows the store may hold (the server's org tables; usually empty in a replica). */
export function referenceNames(
  db: Db,
  table: 'project_types' | 'business_units' | 'contract_templates',
): Map<bigint, string> {
  const rows = db.prepare(`SELECT id, name FROM ${table}`).all() as { id: bigint; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Managers named on projects (id and the stored name), for managers the accounts table lacks. */
export function seenProjectManagers(db: Db): { id: bigint; name: string | null }[] {
  return db
    .prepare(
      `SELECT project_manager_id AS id, max(project_manager_name) AS name FROM projects
       WHERE project_manager_id IS NOT NULL GROUP BY project_manager_id ORDER BY project_manager_id`,
    )
    .all() as { id: bigint; name: string | null }[];
}

/** Every company's id, name and city (a duplicate check compares names in code). */
export function companyNames(db: Db): { id: bigint; name: string; city: string | null }[] {
  return db.prepare('SELECT id, name, city FROM companies ORDER BY id').all() as {
    id: bigint;
    name: string;
    city: string | null;
  }[];
}
