import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { ContactReadT } from '../../shared/psa/resources';
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

/** Demo contact and company n (17-digit ids above 2^53, decision 7). */
const contact = (n: number) => demoId('contacts', n);
const company = (n: number) => demoId('companies', n);

const list = (query: Record<string, string | number | bigint> | string = {}) =>
  request<ContactReadT[]>(srv.url, 'GET', '/contacts', { query });
const create = (json: unknown) => request<{ ContactID: string }>(srv.url, 'POST', '/contact', { json });
const update = (json: unknown) => request<{ ContactID: string }>(srv.url, 'PATCH', '/contact', { json });
async function one(id: bigint | string): Promise<ContactReadT> {
  const rows = expectOk(await list({ contactid: id }));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('GET /contacts', () => {
  it('answers 50 by default, honours limit, and 400 for a limit out of range', async () => {
    expect(expectOk(await list())).toHaveLength(50);
    expect(expectOk(await list({ limit: 7 }))).toHaveLength(7);
    expect(expectOk(await list({ limit: 500 })).length).toBeGreaterThanOrEqual(60);
    for (const limit of ['0', '501', 'ten']) expectError(await list({ limit }), 400, 'VALIDATION_FAILED');
  });

  it('returns read records with the company name and numeric identifiers', async () => {
    const c = await one(contact(1));
    expect(c.ContactID).toBe(15073748835533011n);
    expect(c.CompanyID).toBe(company(1));
    expect(typeof c.CompanyName).toBe('string');
    expect(typeof c.Email).toBe('string');
    for (const key of ['FirstName', 'LastName', 'Salutation', 'JobTitle', 'Phonenumber'])
      expect(c).toHaveProperty(key);
  });

  it('filters name by first, last or full name, contains, case-insensitively (decision 14)', async () => {
    const c = await one(contact(1));
    const first = c.FirstName!;
    const last = c.LastName!;
    const byLast = expectOk(await list({ name: last.slice(0, 4).toUpperCase(), limit: 500 }));
    expect(byLast.map((r) => r.ContactID)).toContain(contact(1));
    const byFirst = expectOk(await list({ name: first.toLowerCase(), limit: 500 }));
    expect(byFirst.map((r) => r.ContactID)).toContain(contact(1));
    const byFull = expectOk(await list({ name: `${first} ${last}`.toUpperCase(), limit: 500 }));
    expect(byFull.map((r) => r.ContactID)).toContain(contact(1));
    for (const r of byLast)
      expect(`${r.FirstName ?? ''} ${r.LastName ?? ''}`.toLowerCase()).toContain(
        last.slice(0, 4).toLowerCase(),
      );
    expect(expectOk(await list({ name: 'zzqq-nobody' }))).toEqual([]);
  });

  it('filters email exactly, case-insensitively', async () => {
    const c = await one(contact(1));
    const email = c.Email!;
    expect(expectOk(await list({ email: email.toUpperCase() })).map((r) => r.ContactID)).toContain(
      contact(1),
    );
    for (const r of expectOk(await list({ email }))) expect(r.Email!.toLowerCase()).toBe(email.toLowerCase());
    expect(expectOk(await list({ email: email.slice(0, -2) }))).toEqual([]);
  });

  it('filters by companyid, contactid and companyname (contains, case-insensitive)', async () => {
    const c = await one(contact(1));
    const byCompany = expectOk(await list({ companyid: String(c.CompanyID), limit: 500 }));
    expect(byCompany.length).toBeGreaterThan(0);
    for (const r of byCompany) expect(r.CompanyID).toBe(c.CompanyID);
    const part = c.CompanyName!.slice(0, 5).toLowerCase();
    const byName = expectOk(await list({ companyname: part.toUpperCase(), limit: 500 }));
    expect(byName.map((r) => r.ContactID)).toContain(contact(1));
    for (const r of byName) expect(r.CompanyName!.toLowerCase()).toContain(part);
    expect(expectOk(await list({ contactid: 999999 }))).toEqual([]);
    expectError(await list({ contactid: 'x1' }), 400, 'VALIDATION_FAILED');
    expectError(await list({ companyid: '-3' }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /contact', () => {
  it('creates a contact of an existing company (201, ContactID as a string)', async () => {
    const { ContactID } = expectOk(
      await create({
        LastName: 'Jansen',
        FirstName: 'Pieter',
        Email: 'p.jansen@example.nl',
        CompanyID: String(company(1)),
        Salutation: 'Mr',
        JobTitle: 'CFO',
        Phonenumber: '+31 20 555 0101',
      }),
      201,
    );
    expect(ContactID).toMatch(/^15\d{15}$/);
    expect(await one(ContactID)).toMatchObject({
      LastName: 'Jansen',
      FirstName: 'Pieter',
      Email: 'p.jansen@example.nl',
      CompanyID: company(1),
      Salutation: 'Mr',
      JobTitle: 'CFO',
      Phonenumber: '+31 20 555 0101',
    });
  });

  it('creates duplicates without a check (rule 1)', async () => {
    const body = { LastName: 'Twin', Email: 'twin@example.com', CompanyID: company(2) };
    const a = expectOk(await create(body), 201);
    const b = expectOk(await create(body), 201);
    expect(a.ContactID).not.toBe(b.ContactID);
  });

  it('answers 422 UNKNOWN_REFERENCE for a company that does not exist, writing nothing (rule 2)', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(
      await create({ LastName: 'Orphan', Email: 'orphan@example.com', CompanyID: 987654 }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it.each([
    ['no LastName', { Email: 'a@example.com', CompanyID: 1 }],
    ['no Email', { LastName: 'A', CompanyID: 1 }],
    ['no CompanyID', { LastName: 'A', Email: 'a@example.com' }],
    ['a malformed Email', { LastName: 'A', Email: 'not-an-email', CompanyID: 1 }],
    ['CompanyID not an id', { LastName: 'A', Email: 'a@example.com', CompanyID: 1.5 }],
    ['LastName a number', { LastName: 7, Email: 'a@example.com', CompanyID: 1 }],
  ])('answers 400 for %s, writing nothing', async (_label, json) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await create(json), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('ignores ContactID and other read-only fields on create', async () => {
    const { ContactID } = expectOk(
      await create({
        ContactID: contact(1),
        CompanyName: 'Hijack',
        LastName: 'Fresh',
        Email: 'fresh@example.com',
        CompanyID: company(3),
      }),
      201,
    );
    expect(ContactID).not.toBe(String(contact(1)));
    expect((await one(ContactID)).CompanyName).not.toBe('Hijack');
  });
});

describe('PATCH /contact', () => {
  it('changes only the fields present and clears a field sent as null', async () => {
    const { ContactID } = expectOk(
      await create({
        LastName: 'Meyer',
        FirstName: 'Lena',
        JobTitle: 'CTO',
        Email: 'lena@example.de',
        CompanyID: company(4),
      }),
      201,
    );
    const r = expectOk(await update({ ContactID, JobTitle: 'CEO', FirstName: null }));
    expect(r.ContactID).toBe(ContactID);
    const c = await one(ContactID);
    expect(c).toMatchObject({
      LastName: 'Meyer',
      JobTitle: 'CEO',
      Email: 'lena@example.de',
      CompanyID: company(4),
    });
    expect(c.FirstName ?? null).toBeNull();
  });

  it('moves a contact to another existing company, and answers 422 for an unknown one', async () => {
    const { ContactID } = expectOk(
      await create({ LastName: 'Mover', Email: 'mover@example.com', CompanyID: company(5) }),
      201,
    );
    expectOk(await update({ ContactID: BigInt(ContactID), CompanyID: company(6) }));
    expect((await one(ContactID)).CompanyID).toBe(company(6));
    // A contact's id is no company's (each table has its own range).
    expectError(await update({ ContactID, CompanyID: contact(6) }), 422, 'UNKNOWN_REFERENCE');
    const before = dbFingerprint(srv.dbFile);
    expectError(
      await update({ ContactID, CompanyID: 987654, LastName: 'Changed' }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('requires ContactID and answers 404 for one that does not exist', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await update({ LastName: 'NoId' }), 400, 'VALIDATION_FAILED');
    expectError(await update({ ContactID: 987654, LastName: 'Ghost' }), 404, 'NOT_FOUND');
    expectError(await update({ ContactID: contact(1), Email: 'broken' }), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});
