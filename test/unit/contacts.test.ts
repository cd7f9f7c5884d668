import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { contactHandlers } from '../../electron/core/reference-server/domain/contacts';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { endpoints } from '../../shared/psa/endpoints';
import { PsaError } from '../../shared/psa/errors';
import { stringifyJson } from '../../shared/psa/json';
import { CTX, request } from '../support/fixtures';

let db: Db;
let h: ReturnType<typeof contactHandlers>;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoOrg(db);
  h = contactHandlers(db);
});

const list = (query: Record<string, unknown> = {}) =>
  endpoints.listContacts.response.parse(h.listContacts(request('listContacts', { query }), CTX));
const create = (body: unknown) => h.createContact(request('createContact', { body }), CTX);
const update = (body: unknown) => h.updateContact(request('updateContact', { body }), CTX);
const byId = (id: bigint | string) => list({ contactid: id })[0];
const dump = () => stringifyJson(db.prepare('SELECT * FROM contacts ORDER BY id').all());
/** The ids of demo contact n and company n (17 digits, decision 7). */
const contact = (n: number) => demoId('contacts', n);
const company = (n: number) => demoId('companies', n);

function psaCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof PsaError) return e.code;
    throw e;
  }
  return undefined;
}

describe('GET /contacts', () => {
  it('answers 50 by default ordered by id, more with a limit', () => {
    const ids = list().map((c) => c.ContactID);
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => contact(i + 1)));
    expect(list({ limit: 500 }).length).toBeGreaterThanOrEqual(64);
  });

  it('maps the read record with the company name', () => {
    const c = byId(contact(9));
    expect(c).toMatchObject({
      ContactID: contact(9),
      CompanyID: company(9),
      CompanyName: 'Müller Maschinenbau GmbH',
    });
    expect(c?.Email).toMatch(/@mullermaschinenbau\.example$/);
    expect(endpoints.listContacts.response.parse([c])).toHaveLength(1);
  });

  it('matches name on first, last or full name (contains, case-insensitive)', () => {
    const c = byId(contact(1));
    const first = c?.FirstName ?? '';
    const last = c?.LastName ?? '';
    const hasOne = (q: string) => list({ name: q, limit: 500 }).some((x) => x.ContactID === contact(1));
    expect(hasOne(first.toUpperCase())).toBe(true);
    expect(hasOne(last.toLowerCase())).toBe(true);
    expect(hasOne(`${first} ${last}`.toUpperCase())).toBe(true);
    expect(hasOne(`${first.slice(1)} ${last.slice(0, 2)}`)).toBe(true);
    expect(list({ name: 'zzz-nobody' })).toEqual([]);
  });

  it('matches email exactly, case-insensitively (no partial match)', () => {
    const email = byId(contact(3))?.Email ?? '';
    expect(list({ email: email.toUpperCase() }).map((c) => c.ContactID)).toEqual([contact(3)]);
    expect(list({ email: email.slice(0, -2) })).toEqual([]);
  });

  it('filters by companyid, contactid and company name (contains), combined with AND', () => {
    expect(list({ companyid: String(company(1)) }).map((c) => c.ContactID)).toEqual([
      contact(1),
      contact(65),
    ]);
    expect(list({ companyname: 'MASCHINENBAU' }).map((c) => c.ContactID)).toEqual([contact(9), contact(73)]);
    expect(list({ companyname: 'maschinenbau', contactid: contact(73) }).map((c) => c.ContactID)).toEqual([
      contact(73),
    ]);
    expect(list({ companyid: company(2), contactid: contact(1) })).toEqual([]);
    // A company's id is not a contact's: each table has its own range.
    expect(list({ contactid: company(1) })).toEqual([]);
  });
});

describe('POST /contact', () => {
  // A digit string as PSOhub sends it: "CompanyID": "14073748835533015".
  const body = {
    FirstName: 'Ines',
    LastName: 'Bakker',
    Email: 'Ines.Bakker@Acme.example',
    CompanyID: '14073748835533015',
  };

  it('creates a contact of an existing company, answering a string id, without a duplicate check', () => {
    expect(create(body)).toEqual({ ContactID: String(contact(81)) });
    expect(create(body)).toEqual({ ContactID: String(contact(82)) });
    expect(byId(contact(81))).toMatchObject({
      FirstName: 'Ines',
      LastName: 'Bakker',
      Email: 'ines.bakker@acme.example',
      CompanyID: company(5),
      CompanyName: 'Brabant Zorggroep B.V.',
      Salutation: null,
    });
  });

  it('answers 422 UNKNOWN_REFERENCE for an unknown company and stores nothing', () => {
    const before = dump();
    expect(psaCode(() => create({ ...body, CompanyID: 999 }))).toBe('UNKNOWN_REFERENCE');
    expect(psaCode(() => create({ ...body, CompanyID: contact(5) }))).toBe('UNKNOWN_REFERENCE');
    expect(dump()).toBe(before);
  });

  it('requires LastName, Email and CompanyID', () => {
    expect(() => request('createContact', { body: { ...body, LastName: undefined } })).toThrow();
    expect(() => request('createContact', { body: { ...body, Email: 'not-an-email' } })).toThrow();
    expect(() => request('createContact', { body: { ...body, CompanyID: undefined } })).toThrow();
  });
});

describe('PATCH /contact', () => {
  it('changes only the fields present and clears a field given as null', () => {
    const before = byId(contact(2));
    expect(update({ ContactID: contact(2), JobTitle: 'CEO', FirstName: null })).toEqual({
      ContactID: String(contact(2)),
    });
    expect(byId(contact(2))).toEqual({ ...before, JobTitle: 'CEO', FirstName: null });
  });

  it('moves a contact to another existing company', () => {
    update({ ContactID: contact(2), CompanyID: company(3) });
    expect(byId(contact(2))).toMatchObject({
      CompanyID: company(3),
      CompanyName: 'Oranjeboom Retail Groep N.V.',
    });
  });

  it('answers 422 for an unknown CompanyID and changes nothing, not even the other fields', () => {
    const before = dump();
    expect(psaCode(() => update({ ContactID: contact(2), JobTitle: 'CEO', CompanyID: 999 }))).toBe(
      'UNKNOWN_REFERENCE',
    );
    expect(dump()).toBe(before);
  });

  it('answers 404 NOT_FOUND for an unknown contact', () => {
    const before = dump();
    expect(psaCode(() => update({ ContactID: 999, JobTitle: 'CEO' }))).toBe('NOT_FOUND');
    expect(dump()).toBe(before);
  });

  it('requires ContactID', () => {
    expect(() => request('updateContact', { body: { JobTitle: 'CEO' } })).toThrow();
  });
});
