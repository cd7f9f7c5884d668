import type { Db } from '../connection';
import { foldName, foldParam, foldedContainsSql, refillFold } from './name-fold';
import { ensureFold, nameOrderSql } from './text-match';

/** A company as stored. */
export interface CompanyRow {
  id: bigint;
  name: string;
  registration_number: string | null;
  tax_number: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  country_code: string | null;
  external_id: string | null;
}
export type NewCompany = Omit<CompanyRow, 'id'> & { id?: bigint | undefined };
export type CompanyPatch = Partial<Omit<CompanyRow, 'id'>>;

const DATA_COLUMNS = [
  'name',
  'registration_number',
  'tax_number',
  'phone',
  'street',
  'postal_code',
  'city',
  'country',
  'country_code',
  'external_id',
] as const satisfies readonly (keyof CompanyPatch)[];
const COLUMNS = ['id', ...DATA_COLUMNS] as const;
// Every write stores the folded name with the name (name-fold.ts).
const INSERT_COLUMNS = [...COLUMNS, 'name_folded'].join(', ');
const VALUES = [...COLUMNS, 'name_folded'].map((c) => '@' + c).join(', ');

/** A company by id. */
export function getCompany(db: Db, id: bigint): CompanyRow | undefined {
  return db.prepare(`SELECT ${COLUMNS.join(', ')} FROM companies WHERE id = ?`).get(id) as
    CompanyRow | undefined;
}

/** Inserts a company (with its id when given) and returns its id. */
export function insertCompany(db: Db, row: NewCompany): bigint {
  const result = db.prepare(`INSERT INTO companies (${INSERT_COLUMNS}) VALUES (${VALUES})`).run({
    ...row,
    id: row.id ?? null,
    name_folded: foldName(row.name),
  });
  return row.id ?? BigInt(result.lastInsertRowid);
}

/** Inserts or replaces the columns of a company by id (for pulled records and seeds). */
export function upsertCompany(db: Db, row: CompanyRow): void {
  const folded = foldName(row.name);
  db.prepare(
    `INSERT INTO companies (${INSERT_COLUMNS}) VALUES (${VALUES})
     ON CONFLICT (id) DO UPDATE SET ${[...DATA_COLUMNS, 'name_folded'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
  ).run({ ...row, name_folded: folded });
  refillFold(db, 'companies', row.id, folded);
}

/** Changes the columns present in the patch (null clears); returns whether the company exists. */
export function updateCompany(db: Db, id: bigint, patch: CompanyPatch): boolean {
  const keys: string[] = DATA_COLUMNS.filter((c) => patch[c] !== undefined);
  if (keys.length === 0) return getCompany(db, id) !== undefined;
  const folded = foldName(patch.name);
  if (patch.name !== undefined) keys.push('name_folded');
  const result = db
    .prepare(`UPDATE companies SET ${keys.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
    .run({
      ...Object.fromEntries(keys.map((c) => [c, patch[c as keyof CompanyPatch]])),
      name_folded: folded,
      id,
    });
  if (patch.name !== undefined) refillFold(db, 'companies', id, folded);
  return result.changes > 0;
}

export interface CompanyFilter {
  limit: number;
  /** Name contains, case-insensitively. */
  name?: string | undefined;
  id?: bigint | undefined;
  /** 'name': by name as people read it (ties by id), for the app's lists; default by id. */
  orderBy?: 'id' | 'name' | undefined;
}

/** Companies matching the filter, by id ascending. */
export function listCompanies(db: Db, filter: CompanyFilter): CompanyRow[] {
  ensureFold(db);
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.name !== undefined) {
    where.push(foldedContainsSql('name_folded', 'name'));
    params.push(foldParam(filter.name));
  }
  if (filter.id !== undefined) {
    where.push('id = ?');
    params.push(filter.id);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return db
    .prepare(
      `SELECT ${COLUMNS.join(', ')} FROM companies ${clause} ORDER BY ${filter.orderBy === 'name' ? `${nameOrderSql('name')}, id` : 'id'} LIMIT ?`,
    )
    .all(...params, filter.limit) as CompanyRow[];
}
