import { afterEach, describe, expect, it } from 'vitest';
import {
  loadMigrations,
  migrate,
  openDatabase,
  rawDatabase,
  type Db,
} from '../../electron/core/db/connection';
import {
  insertCompany,
  listCompanies,
  updateCompany,
  upsertCompany,
} from '../../electron/core/db/repositories/companies';
import {
  insertContact,
  listContacts,
  updateContact,
  upsertContact,
} from '../../electron/core/db/repositories/contacts';
import { insertProject, listProjects, updateProject } from '../../electron/core/db/repositories/projects';
import { foldText } from '../../shared/text-fold';

/*
 * Stored folded names (migration 0007, repositories/name-fold.ts): filled for existing rows by the
 * migration, written with every name by the repositories, forgotten (NULL) by a plain SQL rename.
 */

let db: Db;
afterEach(() => db?.close());

const company = (name: string) => ({
  name,
  registration_number: null,
  tax_number: null,
  phone: null,
  street: null,
  postal_code: null,
  city: null,
  country: null,
  country_code: null,
  external_id: null,
});
const contact = (companyId: bigint, first: string | null, last: string) => ({
  company_id: companyId,
  first_name: first,
  last_name: last,
  email: `${last.length}@example.com`,
  salutation: null,
  phone: null,
  job_title: null,
  external_id: null,
});

/** Rows whose stored fold is not foldText of their name (contacts: of the full name). */
function wrongFolds(d: Db): unknown[] {
  const rows = [
    ...(d.prepare('SELECT name AS source, name_folded FROM companies').all() as Row[]),
    ...(d.prepare('SELECT name AS source, name_folded FROM projects').all() as Row[]),
    ...(d
      .prepare(
        "SELECT trim(coalesce(first_name, '') || ' ' || last_name) AS source, name_folded FROM contacts",
      )
      .all() as Row[]),
  ];
  return rows.filter((r) => r.name_folded !== foldText(r.source));
}
type Row = { source: string; name_folded: string | null };

describe('stored folded names', () => {
  it('are filled for the rows of a database migrated from version 6', () => {
    db = rawDatabase(':memory:');
    migrate(db, loadMigrations().slice(0, 6));
    db.prepare("INSERT INTO companies (id, name) VALUES (1, 'Straße Ærø'), (2, '')").run();
    db.prepare(
      "INSERT INTO contacts (id, company_id, first_name, last_name, email) VALUES (1, 1, NULL, 'Øby', 'a@b')",
    ).run();
    db.prepare(
      "INSERT INTO contacts (id, company_id, first_name, last_name, email) VALUES (2, 1, 'Zoë', ' Côté ', 'c@b')",
    ).run();
    db.prepare(
      "INSERT INTO projects (id, name, stage, currency_code) VALUES (1, 'Œuvre ﬁnale', 'Active', 'EUR')",
    ).run();
    migrate(db);
    expect(db.prepare('SELECT name_folded FROM companies ORDER BY id').pluck().all()).toEqual([
      'strasse aero',
      '',
    ]);
    expect(db.prepare('SELECT name_folded FROM contacts ORDER BY id').pluck().all()).toEqual([
      'oby',
      'zoe  cote',
    ]);
    expect(wrongFolds(db)).toEqual([]);
  });

  it('are written with every name by the repositories, renames keeping the fold included', () => {
    db = openDatabase(':memory:');
    const a = insertCompany(db, company('Cote Nord'));
    upsertCompany(db, { ...company('Côte Nord'), id: a }); // the same fold, another name
    const b = insertCompany(db, company('x'));
    updateCompany(db, b, { name: 'Straße' });
    updateCompany(db, b, { name: 'Strasse' }); // the same fold again
    updateCompany(db, b, { phone: '1' });
    const k = insertContact(db, contact(a, 'Jurgen', 'Weber'));
    updateContact(db, k, { first_name: 'Jürgen' });
    updateContact(db, k, { last_name: 'Wéber' });
    upsertContact(db, { ...contact(a, null, 'Ørsted'), id: k + 1n });
    upsertContact(db, { ...contact(a, 'Æ', 'Ørsted'), id: k + 1n });
    const p = insertProject(db, {
      name: 'Plan A',
      stage: 'Active',
      project_number: null,
      company_id: a,
      contact_id: null,
      start_date: null,
      deal_amount: null,
      project_type_id: null,
      currency_code: 'EUR',
      business_unit_id: null,
      project_manager_id: null,
      contract_template_id: null,
      external_deal_id: null,
      project_manager_name: null,
      company_name: null,
    });
    updateProject(db, p, { name: 'Plán A' });
    expect(wrongFolds(db)).toEqual([]);
    expect(listCompanies(db, { limit: 10, name: 'STRASSE' }).map((c) => c.name)).toEqual(['Strasse']);
    expect(listContacts(db, { limit: 10, name: 'jurgen web' }).map((c) => c.last_name)).toEqual(['Wéber']);
    expect(listContacts(db, { limit: 10, companyName: 'cote' })).toHaveLength(2);
    expect(listProjects(db, { limit: 10, name: 'plan a' })).toHaveLength(1);
  });

  it('are forgotten by a rename in plain SQL, and such a row is still found by its name', () => {
    db = openDatabase(':memory:');
    const a = insertCompany(db, company('Acme'));
    db.prepare("UPDATE companies SET name = 'ACME' WHERE id = ?").run(a); // ASCII case only: kept
    expect(db.prepare('SELECT name_folded FROM companies').pluck().get()).toBe('acme');
    db.prepare("UPDATE companies SET name = 'Ærø' WHERE id = ?").run(a);
    expect(db.prepare('SELECT name_folded FROM companies').pluck().get()).toBeNull();
    expect(listCompanies(db, { limit: 10, name: 'aero' }).map((c) => c.name)).toEqual(['Ærø']);
    expect(listCompanies(db, { limit: 10, name: 'acme' })).toEqual([]);
  });
});
