import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { contactHandlers } from '../../electron/core/reference-server/domain/contacts';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { endpoints } from '../../shared/psa/endpoints';
import { PsaError } from '../../shared/psa/errors';
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
const byId = (id: number) => list({ contactid: id })[0];
const dump = () => JSON.stringify(db.prepare('SELECT * FROM contacts ORDER BY id').all());

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
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(list({ limit: 500 }).length).toBeGreaterThanOrEqual(64);
  });

  it('maps the read record with the company name', () => {
    const c = byId(9);
    expect(c).toMatchObject({ ContactID: 9, CompanyID: 9, CompanyName: 'Müller Maschinenbau GmbH' });
    expect(c?.Email).toMatch(/@mullermaschinenbau\.example$/);
    expect(endpoints.listContacts.response.parse([c])).toHaveLength(1);
  });

  it('matches name on first, last or full name (contains, case-insensitive)', () => {
    const c = byId(1);
    const first = c?.FirstName ?? '';
    const last = c?.LastName ?? '';
    const hasOne = (q: string) => list({ name: q, limit: 500 }).some((x) => x.ContactID === 1);
    expect(hasOne(first.toUpperCase())).toBe(true);
    expect(hasOne(last.toLowerCase())).toBe(true);
    expect(hasOne(`${first} ${last}`.toUpperCase())).toBe(true);
    expect(hasOne(`${first.slice(1)} ${last.slice(0, 2)}`)).toBe(true);
    expect(list({ name: 'zzz-nobody' })).toEqual([]);
  });

  it('matches email exactly, case-insensitively (no partial match)', () => {
    const email = byId(3)?.Email ?? '';
    expect(list({ email: email.toUpperCase() }).map((c) => c.ContactID)).toEqual([3]);
    expect(list({ email: email.slice(0, -2) })).toEqual([]);
  });

  it('filters by companyid, contactid and company name (contains), combined with AND', () => {
    expect(list({ companyid: '1' }).map((c) => c.ContactID)).toEqual([1, 65]);
    expect(list({ companyname: 'MASCHINENBAU' }).map((c) => c.ContactID)).toEqual([9, 73]);
    expect(list({ companyname: 'maschinenbau', contactid: 73 }).map((c) => c.ContactID)).toEqual([73]);
    expect(list({ companyid: 2, contactid: 1 })).toEqual([]);
  });
});

describe('POST /contact', () => {
  const body = { FirstName: 'Ines', LastName: 'Bakker', Email: 'Ines.Bakker@Acme.example', CompanyID: '5' };

  it('creates a contact of an existing company, answering a string id, without a duplicate check', () => {
    expect(create(body)).toEqual({ ContactID: '81' });
    expect(create(body)).toEqual({ ContactID: '82' });
    expect(byId(81)).toMatchObject({
      FirstName: 'Ines',
      LastName: 'Bakker',
      Email: 'ines.bakker@acme.example',
      CompanyID: 5,
      CompanyName: 'Brabant Zorggroep B.V.',
      Salutation: null,
    });
  });

  it('answers 422 UNKNOWN_REFERENCE for an unknown company and stores nothing', () => {
    const before = dump();
    expect(psaCode(() => create({ ...body, CompanyID: 999 }))).toBe('UNKNOWN_REFERENCE');
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
    const before = byId(2);
    expect(update({ ContactID: 2, JobTitle: 'CEO', FirstName: null })).toEqual({ ContactID: '2' });
    expect(byId(2)).toEqual({ ...before, JobTitle: 'CEO', FirstName: null });
  });

  it('moves a contact to another existing company', () => {
    update({ ContactID: 2, CompanyID: 3 });
    expect(byId(2)).toMatchObject({ CompanyID: 3, CompanyName: 'Oranjeboom Retail Groep N.V.' });
  });

  it('answers 422 for an unknown CompanyID and changes nothing, not even the other fields', () => {
    const before = dump();
    expect(psaCode(() => update({ ContactID: 2, JobTitle: 'CEO', CompanyID: 999 }))).toBe(
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
