import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { CompanyReadT } from '../../shared/psa/resources';
import {
  dbFingerprint,
  expectError,
  expectOk,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

/** Demo company n's id: 17 digits, above 2^53 (decision 7). */
const company = (n: number) => demoId('companies', n);

const list = (query: Record<string, string | number | bigint> | string = {}) =>
  request<CompanyReadT[]>(srv.url, 'GET', '/companies', { query });
const create = (json: unknown) => request<{ CompanyID: string }>(srv.url, 'POST', '/company', { json });
const update = (json: unknown) => request<{ CompanyID: string }>(srv.url, 'PATCH', '/company', { json });
async function one(id: bigint | string): Promise<CompanyReadT> {
  const rows = expectOk(await list({ companyid: id }));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('GET /companies', () => {
  it('answers 50 companies by default and honours limit from 1 to 500', async () => {
    expect(expectOk(await list())).toHaveLength(50);
    expect(expectOk(await list({ limit: 1 }))).toHaveLength(1);
    expect(expectOk(await list({ limit: 10 }))).toHaveLength(10);
    const all = expectOk(await list({ limit: 500 }));
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((c) => c.CompanyID)).size).toBe(all.length);
  });

  it.each(['0', '501', 'abc', '-1', '1.5', '', '1e2', ' '])('answers 400 for limit=%j', async (limit) => {
    expectError(await list(`limit=${encodeURIComponent(limit)}`), 400, 'VALIDATION_FAILED');
  });

  it('returns read records with numeric identifiers written with every digit', async () => {
    const c = await one(company(1));
    expect(c.CompanyID).toBe(14073748835533011n);
    expect((await list({ companyid: company(1) })).text).toContain('"CompanyID":14073748835533011,');
    expect(typeof c.CompanyName).toBe('string');
    for (const key of ['Address', 'PostalCode', 'City', 'Country', 'PhoneNumber', 'CountryCode'])
      expect(c).toHaveProperty(key);
  });

  it('filters by companyid given as digits, and answers 400 for a non-number', async () => {
    expect((await one('14073748835533012')).CompanyID).toBe(company(2));
    expect(expectOk(await list({ companyid: 999999 }))).toEqual([]);
    expect(expectOk(await list({ companyid: '9223372036854775807' }))).toEqual([]);
    expectError(await list({ companyid: 'abc' }), 400, 'VALIDATION_FAILED');
    expectError(await list({ companyid: '9223372036854775808' }), 400, 'VALIDATION_FAILED');
  });

  it('filters name by contains, case-insensitively, with the parameter name in any case', async () => {
    const name = (await one(company(1))).CompanyName!;
    const part = name.slice(1, Math.min(name.length, 6));
    const spellings: Record<string, string>[] = [
      { name: part.toUpperCase() },
      { Name: part.toLowerCase() },
      { NAME: part },
    ];
    for (const q of spellings) {
      const rows = expectOk(await list({ ...q, limit: 500 }));
      expect(rows.map((r) => r.CompanyID)).toContain(company(1));
      for (const r of rows) expect(r.CompanyName!.toLowerCase()).toContain(part.toLowerCase());
    }
    expect(expectOk(await list({ name: 'zzqq-no-such-company' }))).toEqual([]);
  });

  it('combines filters and ignores unknown parameters', async () => {
    const name = (await one(company(3))).CompanyName!;
    const rows = expectOk(await list({ name, companyid: company(3), colour: 'blue' }));
    expect(rows.map((c) => c.CompanyID)).toEqual([company(3)]);
    expect(expectOk(await list({ name: 'zzqq', companyid: company(3) }))).toEqual([]);
  });
});

describe('POST /company', () => {
  it('creates a company with only a Name and answers 201 with CompanyID as a string', async () => {
    const r = await create({ Name: 'Minimal Holding B.V.' });
    const body = expectOk(r, 201);
    // The next id of the companies' 17-digit range (decision 7).
    expect(body.CompanyID).toMatch(/^14\d{15}$/);
    expect((await one(body.CompanyID)).CompanyName).toBe('Minimal Holding B.V.');
  });

  it('stores every write field; Street is read back as Address; CountryCode does not fill Country', async () => {
    const { CompanyID } = expectOk(
      await create({
        Name: 'Fjord Analytics AB',
        CompanyRegistrationNumber: '556677-8899',
        TaxNumber: 'SE556677889901',
        PhoneNumber: '+46 8 123 45 67',
        Street: 'Drottninggatan 12',
        PostalCode: '111 51',
        City: 'Stockholm',
        CountryCode: 'se',
        ExternalID: 'crm-42',
      }),
      201,
    );
    const c = await one(CompanyID);
    expect(c).toMatchObject({
      CompanyName: 'Fjord Analytics AB',
      Address: 'Drottninggatan 12',
      PostalCode: '111 51',
      City: 'Stockholm',
      PhoneNumber: '+46 8 123 45 67',
      CountryCode: 'SE',
    });
    expect(c.Country ?? null).toBeNull();
  });

  it('creates duplicates without complaint (rule 1)', async () => {
    const a = expectOk(await create({ Name: 'Twin Corp' }), 201);
    const b = expectOk(await create({ Name: 'Twin Corp' }), 201);
    expect(a.CompanyID).not.toBe(b.CompanyID);
  });

  it('ignores read-only and unknown fields (no mass assignment)', async () => {
    const { CompanyID } = expectOk(
      await create({
        Name: 'Plain Name Ltd',
        CompanyID: company(1),
        CompanyName: 'Hijack',
        Address: 'x',
        id: company(1),
        isAdmin: true,
      }),
      201,
    );
    expect(CompanyID).not.toBe(String(company(1)));
    const c = await one(CompanyID);
    expect(c.CompanyName).toBe('Plain Name Ltd');
    expect(c.Address ?? null).toBeNull();
    expect((await one(company(1))).CompanyName).not.toBe('Hijack');
  });

  it.each([
    ['no Name', {}],
    ['empty Name', { Name: '   ' }],
    ['Name not a string', { Name: 42 }],
    ['City not a string', { Name: 'x', City: ['Paris'] }],
    ['bad CountryCode', { Name: 'x', CountryCode: 'Netherlands' }],
  ])('answers 400 and writes nothing for %s', async (_label, json) => {
    const before = dbFingerprint(srv.dbFile);
    const r = await create(json);
    expectError(r, 400, 'VALIDATION_FAILED');
    expect((r.body as unknown as { error: { details?: unknown[] } }).error.details?.length).toBeGreaterThan(
      0,
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});

describe('PATCH /company', () => {
  it('changes only the fields present and clears a field sent as null (decision 11)', async () => {
    const { CompanyID } = expectOk(
      await create({
        Name: 'Patch Me GmbH',
        City: 'Berlin',
        PhoneNumber: '+49 30 1234',
        PostalCode: '10115',
      }),
      201,
    );
    const r = expectOk(
      await update({
        CompanyID: BigInt(CompanyID),
        Name: 'Patched GmbH',
        City: 'Hamburg',
        PhoneNumber: null,
      }),
    );
    expect(r.CompanyID).toBe(CompanyID);
    const c = await one(CompanyID);
    expect(c).toMatchObject({ CompanyName: 'Patched GmbH', City: 'Hamburg', PostalCode: '10115' });
    expect(c.PhoneNumber ?? null).toBeNull();
  });

  it('accepts CompanyID as a digit string', async () => {
    const { CompanyID } = expectOk(await create({ Name: 'String Id SA' }), 201);
    expectOk(await update({ CompanyID, Name: 'String Id SARL' }));
    expect((await one(CompanyID)).CompanyName).toBe('String Id SARL');
  });

  it('requires CompanyID and Name', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await update({ Name: 'No Id' }), 400, 'VALIDATION_FAILED');
    expectError(await update({ CompanyID: company(1) }), 400, 'VALIDATION_FAILED');
    expectError(await update({ CompanyID: 'one', Name: 'x' }), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('answers 404 for a company that does not exist, changing nothing', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await update({ CompanyID: 987654, Name: 'Ghost' }), 404, 'NOT_FOUND');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});
