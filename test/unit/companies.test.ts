import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { companyHandlers } from '../../electron/core/reference-server/domain/companies';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { endpoints } from '../../shared/psa/endpoints';
import { PsaError } from '../../shared/psa/errors';
import { CTX, request } from '../support/fixtures';

let db: Db;
let h: ReturnType<typeof companyHandlers>;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoOrg(db);
  h = companyHandlers(db);
});

const list = (query: Record<string, unknown> = {}) =>
  endpoints.listCompanies.response.parse(h.listCompanies(request('listCompanies', { query }), CTX));
const create = (body: unknown) => h.createCompany(request('createCompany', { body }), CTX);
const update = (body: unknown) => h.updateCompany(request('updateCompany', { body }), CTX);
/** The PsaError code a call throws, or undefined when it succeeds. */
function psaCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof PsaError) return e.code;
    throw e;
  }
  return undefined;
}
const byId = (id: number) => list({ companyid: id })[0];

describe('GET /companies', () => {
  it('answers 50 by default, up to the limit, ordered by id', () => {
    const ids = list().map((c) => c.CompanyID);
    expect(ids).toHaveLength(50);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    expect(list({ limit: '500' })).toHaveLength(64);
    expect(list({ limit: '3' }).map((c) => c.CompanyID)).toEqual([1, 2, 3]);
  });

  it('rejects a limit outside 1..500 at the schema', () => {
    expect(() => request('listCompanies', { query: { limit: '0' } })).toThrow();
    expect(() => request('listCompanies', { query: { limit: '501' } })).toThrow();
    expect(() => request('listCompanies', { query: { limit: 'ten' } })).toThrow();
  });

  it('matches name by contains, case-insensitively (also for non-ASCII letters)', () => {
    expect(list({ name: 'LOGISTI' }).map((c) => c.CompanyName)).toEqual([
      'Van den Berg Logistics B.V.',
      'Rheinland Logistik AG',
      'Namur Logistique SA',
      'Göteborgs Hamnlogistik AB',
    ]);
    expect(list({ name: 'MÜLLER' }).map((c) => c.CompanyName)).toEqual(['Müller Maschinenbau GmbH']);
    expect(list({ name: 'no such company' })).toEqual([]);
  });

  it('filters by companyid and maps the read record (Address is the street)', () => {
    const c = byId(9);
    expect(c).toMatchObject({
      CompanyID: 9,
      CompanyName: 'Müller Maschinenbau GmbH',
      Address: 'Industriestraße 14',
      PostalCode: '70565',
      City: 'Stuttgart',
      Country: 'Germany',
      CountryCode: 'DE',
    });
    expect(endpoints.listCompanies.response.parse([c])).toHaveLength(1);
    expect(list({ companyid: '9', name: 'nope' })).toEqual([]);
  });
});

describe('POST /company', () => {
  it('creates a company and answers its id as a string, without a duplicate check', () => {
    const body = {
      Name: 'Acme Widgets B.V.',
      Street: 'Damrak 1',
      City: 'Amsterdam',
      CountryCode: 'nl',
      TaxNumber: 'NL1',
    };
    const a = create(body);
    const b = create(body);
    expect(a.CompanyID).toBe('65');
    expect(b.CompanyID).toBe('66');
    expect(byId(65)).toMatchObject({
      CompanyName: 'Acme Widgets B.V.',
      Address: 'Damrak 1',
      City: 'Amsterdam',
      CountryCode: 'NL',
      Country: null,
      TaxNumber: 'NL1',
    });
  });

  it('ignores unknown and read-only fields', () => {
    const { CompanyID } = create({ Name: 'Mass Assign Ltd', CompanyID: 1, Address: 'ignored', Hacker: true });
    expect(CompanyID).toBe('65');
    expect(byId(65)?.Address).toBeNull();
    expect(byId(1)?.CompanyName).toBe('Van den Berg Logistics B.V.');
  });

  it('requires a name', () => {
    expect(() => request('createCompany', { body: { City: 'Paris' } })).toThrow();
    expect(() => request('createCompany', { body: { Name: '  ' } })).toThrow();
  });
});

describe('PATCH /company', () => {
  it('changes only the fields present and clears a field given as null', () => {
    const before = byId(1);
    expect(
      update({
        CompanyID: '1',
        Name: 'Van den Berg Logistics Group B.V.',
        City: 'Haarlem',
        PhoneNumber: null,
      }),
    ).toEqual({
      CompanyID: '1',
    });
    expect(byId(1)).toEqual({
      ...before,
      CompanyName: 'Van den Berg Logistics Group B.V.',
      City: 'Haarlem',
      PhoneNumber: null,
    });
  });

  it('answers 404 NOT_FOUND for an unknown company and creates nothing', () => {
    expect(psaCode(() => update({ CompanyID: 999, Name: 'Ghost' }))).toBe('NOT_FOUND');
    expect(list({ limit: 500 })).toHaveLength(64);
  });

  it('requires CompanyID and Name', () => {
    expect(() => request('updateCompany', { body: { Name: 'X' } })).toThrow();
    expect(() => request('updateCompany', { body: { CompanyID: 1 } })).toThrow();
  });
});
