import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { companyHandlers } from '../../electron/core/reference-server/domain/companies';
import { demoId } from '../../electron/core/reference-server/domain/ids';
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
const byId = (id: bigint | string | number) => list({ companyid: String(id) })[0];
/** The id of demo company n (17 digits, decision 7). */
const company = (n: number) => demoId('companies', n);

describe('GET /companies', () => {
  it('answers 50 by default, up to the limit, ordered by id', () => {
    const ids = list().map((c) => c.CompanyID);
    expect(ids).toHaveLength(50);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list({ limit: '500' })).toHaveLength(64);
    expect(list({ limit: '3' }).map((c) => c.CompanyID)).toEqual([company(1), company(2), company(3)]);
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
    const c = byId(company(9));
    expect(c).toMatchObject({
      CompanyID: 14073748835533019n,
      CompanyName: 'Müller Maschinenbau GmbH',
      Address: 'Industriestraße 14',
      PostalCode: '70565',
      City: 'Stuttgart',
      Country: 'Germany',
      CountryCode: 'DE',
    });
    expect(endpoints.listCompanies.response.parse([c])).toHaveLength(1);
    expect(list({ companyid: String(company(9)), name: 'nope' })).toEqual([]);
    // Any id up to 2^63-1 is valid and matches nothing; small ids are not the demo's.
    expect(list({ companyid: '9223372036854775807' })).toEqual([]);
    expect(list({ companyid: 9 })).toEqual([]);
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
    // The next ids of the companies' 17-digit range, as strings (decision 7).
    expect(a.CompanyID).toBe('14073748835533075');
    expect(b.CompanyID).toBe('14073748835533076');
    expect(byId(a.CompanyID)).toMatchObject({
      CompanyName: 'Acme Widgets B.V.',
      Address: 'Damrak 1',
      City: 'Amsterdam',
      CountryCode: 'NL',
      Country: null,
      TaxNumber: 'NL1',
    });
  });

  it('ignores unknown and read-only fields', () => {
    const { CompanyID } = create({
      Name: 'Mass Assign Ltd',
      CompanyID: company(1),
      Address: 'ignored',
      Hacker: true,
    });
    expect(CompanyID).toBe(String(company(65)));
    expect(byId(CompanyID)?.Address).toBeNull();
    expect(byId(company(1))?.CompanyName).toBe('Van den Berg Logistics B.V.');
  });

  it('requires a name', () => {
    expect(() => request('createCompany', { body: { City: 'Paris' } })).toThrow();
    expect(() => request('createCompany', { body: { Name: '  ' } })).toThrow();
  });
});

describe('PATCH /company', () => {
  it('changes only the fields present and clears a field given as null', () => {
    const before = byId(company(1));
    expect(
      update({
        CompanyID: '14073748835533011',
        Name: 'Van den Berg Logistics Group B.V.',
        City: 'Haarlem',
        PhoneNumber: null,
      }),
    ).toEqual({
      CompanyID: '14073748835533011',
    });
    expect(byId(company(1))).toEqual({
      ...before,
      CompanyName: 'Van den Berg Logistics Group B.V.',
      City: 'Haarlem',
      PhoneNumber: null,
    });
  });

  it('answers 404 NOT_FOUND for an unknown company and creates nothing', () => {
    expect(psaCode(() => update({ CompanyID: 999, Name: 'Ghost' }))).toBe('NOT_FOUND');
    expect(psaCode(() => update({ CompanyID: company(65), Name: 'Ghost' }))).toBe('NOT_FOUND');
    expect(list({ limit: 500 })).toHaveLength(64);
  });

  it('requires CompanyID and Name', () => {
    expect(() => request('updateCompany', { body: { Name: 'X' } })).toThrow();
    expect(() => request('updateCompany', { body: { CompanyID: 1 } })).toThrow();
  });
});
