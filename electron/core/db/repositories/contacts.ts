import type { Db } from '../connection';
import { contactFullName, foldName, foldParam, foldedContainsSql, refillFold } from './name-fold';
import { ensureFold, equalsSql } from './text-match';

/** A contact as stored. */
export interface ContactRow {
  id: bigint;
  company_id: bigint | null;
  first_name: string | null;
  last_name: string;
  email: string;
  salutation: string | null;
  phone: string | null;
  job_title: string | null;
  external_id: string | null;
}
/** A contact with its company's name (null when the company is not known here). */
export type ContactWithCompany = ContactRow & { company_name: string | null };
export type NewContact = Omit<ContactRow, 'id'> & { id?: bigint | undefined };
export type ContactPatch = Partial<Omit<ContactRow, 'id'>>;

const DATA_COLUMNS = [
  'company_id',
  'first_name',
  'last_name',
  'email',
  'salutation',
  'phone',
  'job_title',
  'external_id',
] as const satisfies readonly (keyof ContactPatch)[];
const COLUMNS = ['id', ...DATA_COLUMNS] as const;
// Every write stores the folded full name with the names (name-fold.ts).
const INSERT_COLUMNS = [...COLUMNS, 'name_folded'].join(', ');
const VALUES = [...COLUMNS, 'name_folded'].map((c) => '@' + c).join(', ');
const FULL_NAME_SQL = "trim(coalesce(k.first_name, '') || ' ' || k.last_name)";
const SELECT = `SELECT ${COLUMNS.map((c) => 'k.' + c).join(', ')}, c.name AS company_name
  FROM contacts k LEFT JOIN companies c ON c.id = k.company_id`;

/** A contact by id, with its company's name. */
export function getContact(db: Db, id: bigint): ContactWithCompany | undefined {
  return db.prepare(`${SELECT} WHERE k.id = ?`).get(id) as ContactWithCompany | undefined;
}

/** Inserts a contact (with its id when given) and returns its id. */
export function insertContact(db: Db, row: NewContact): bigint {
  const result = db.prepare(`INSERT INTO contacts (${INSERT_COLUMNS}) VALUES (${VALUES})`).run({
    ...row,
    id: row.id ?? null,
    name_folded: foldName(contactFullName(row.first_name, row.last_name)),
  });
  return row.id ?? BigInt(result.lastInsertRowid);
}

/** Inserts or replaces the columns of a contact by id (for pulled records and seeds). */
export function upsertContact(db: Db, row: ContactRow): void {
  const folded = foldName(contactFullName(row.first_name, row.last_name));
  db.prepare(
    `INSERT INTO contacts (${INSERT_COLUMNS}) VALUES (${VALUES})
     ON CONFLICT (id) DO UPDATE SET ${[...DATA_COLUMNS, 'name_folded'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
  ).run({ ...row, name_folded: folded });
  refillFold(db, 'contacts', row.id, folded);
}

/** Changes the columns present in the patch (null clears); returns whether the contact exists. */
export function updateContact(db: Db, id: bigint, patch: ContactPatch): boolean {
  const keys = DATA_COLUMNS.filter((c) => patch[c] !== undefined);
  if (keys.length === 0) return getContact(db, id) !== undefined;
  const result = db
    .prepare(`UPDATE contacts SET ${keys.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
    .run({ ...Object.fromEntries(keys.map((c) => [c, patch[c]])), id });
  if (result.changes > 0 && (patch.first_name !== undefined || patch.last_name !== undefined)) {
    // A patch may carry one of the two names: fold the full name as stored now.
    const names = db.prepare('SELECT first_name, last_name FROM contacts WHERE id = ?').get(id) as Pick<
      ContactRow,
      'first_name' | 'last_name'
    >;
    const folded = foldName(contactFullName(names.first_name, names.last_name));
    db.prepare('UPDATE contacts SET name_folded = ? WHERE id = ?').run(folded, id);
  }
  return result.changes > 0;
}

export interface ContactFilter {
  limit: number;
  /** First, last or full name contains, case-insensitively. */
  name?: string | undefined;
  /** Email equals, case-insensitively. */
  email?: string | undefined;
  companyId?: bigint | undefined;
  id?: bigint | undefined;
  /** Company name contains, case-insensitively. */
  companyName?: string | undefined;
}

/** Contacts matching every given filter, by id ascending. */
export function listContacts(db: Db, filter: ContactFilter): ContactWithCompany[] {
  ensureFold(db);
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    where.push(sql);
    params.push(value);
  };
  // The full name contains the first and the last name, so one test covers all three.
  if (filter.name !== undefined)
    add(foldedContainsSql('k.name_folded', FULL_NAME_SQL), foldParam(filter.name));
  if (filter.email !== undefined) add(equalsSql('k.email'), filter.email);
  if (filter.companyId !== undefined) add('k.company_id = ?', filter.companyId);
  if (filter.id !== undefined) add('k.id = ?', filter.id);
  if (filter.companyName !== undefined)
    add(foldedContainsSql('c.name_folded', 'c.name'), foldParam(filter.companyName));
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return db
    .prepare(`${SELECT} ${clause} ORDER BY k.id LIMIT ?`)
    .all(...params, filter.limit) as ContactWithCompany[];
}
