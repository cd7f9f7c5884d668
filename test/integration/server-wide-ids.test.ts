import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { endpointNames, endpoints } from '../../shared/psa/endpoints';
import type { CompanyReadT, ContactReadT, ProjectReadT } from '../../shared/psa/resources';
import {
  dbFingerprint,
  expectError,
  expectOk,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';
import { company } from '../support/week-data';

/*
 * Identifiers of 64 bits and amounts of 8 decimals over real HTTP (decisions 7, 9, 25, 27): every
 * id from 0 to 2^63-1 is accepted in bodies and queries and comes back with every digit (a JSON
 * number in read records, a string in create and update answers); 2^63 is a 400. 2^53+1 is the
 * first integer a binary float cannot hold: JSON.parse reads 9007199254740993 as ...992.
 */

const MAX = 2n ** 63n - 1n;
const FIRST_UNSAFE = 2n ** 53n + 1n;

let srv: TestServer;
let shapes: TestServer;
beforeAll(async () => {
  [srv, shapes] = await Promise.all([startTestServer(), startTestServer({ psohubShapes: true })]);
  // Companies at the edges, stored directly: the server itself numbers new ones in its own range.
  const db = openDatabase(srv.dbFile);
  try {
    company(db, MAX, 'Largest Id B.V.');
    company(db, FIRST_UNSAFE, 'First Unsafe Id B.V.');
  } finally {
    db.close();
  }
});
afterAll(async () => {
  await Promise.all([srv.close(), shapes.close()]);
});

const companies = (query: Record<string, string | bigint>) =>
  request<CompanyReadT[]>(srv.url, 'GET', '/companies', { query });
const contacts = (query: Record<string, string | bigint>) =>
  request<ContactReadT[]>(srv.url, 'GET', '/contacts', { query });

describe('identifiers up to 2^63-1', () => {
  it.each([
    ['2^63-1', MAX],
    ['2^53+1', FIRST_UNSAFE],
  ])('reads a company of id %s by a query, with every digit in the answer', async (_label, id) => {
    const reply = await companies({ companyid: String(id) });
    expect(expectOk(reply).map((c) => c.CompanyID)).toEqual([id]);
    expect(reply.text).toContain(`"CompanyID":${id},`);
  });

  it.each([
    ['2^63-1', MAX],
    ['2^53+1', FIRST_UNSAFE],
  ])('updates the company of id %s sent as a JSON number, answering it as a string', async (_label, id) => {
    const reply = await request(srv.url, 'PATCH', '/company', {
      json: { CompanyID: id, Name: `Renamed ${id}` },
    });
    expect(reply.text).toBe(`{"CompanyID":"${id}"}`);
    expect(expectOk(await companies({ companyid: id }))[0]?.CompanyName).toBe(`Renamed ${id}`);
  });

  it('creates a contact of company 2^63-1 and moves it to company 2^53+1, each reference exact', async () => {
    const created = await request<{ ContactID: string }>(srv.url, 'POST', '/contact', {
      raw: `{"LastName":"Edge","Email":"edge@example.com","CompanyID":${MAX}}`,
      headers: { 'content-type': 'application/json' },
    });
    const { ContactID } = expectOk(created, 201);
    expect(ContactID).toMatch(/^15\d{15}$/);
    const [c] = expectOk(await contacts({ companyid: MAX }));
    expect(c).toMatchObject({ ContactID: BigInt(ContactID), CompanyID: MAX, CompanyName: `Renamed ${MAX}` });

    const moved = await request(srv.url, 'PATCH', '/contact', {
      raw: `{"ContactID":${ContactID},"CompanyID":${FIRST_UNSAFE}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(moved.text).toBe(`{"ContactID":"${ContactID}"}`);
    const after = await contacts({ contactid: ContactID });
    expect(expectOk(after)[0]?.CompanyID).toBe(FIRST_UNSAFE);
    // Not the float neighbour a JSON.parse client would have sent or read.
    expect(after.text).toContain(`"CompanyID":${FIRST_UNSAFE},`);
    expect(expectOk(await contacts({ companyid: FIRST_UNSAFE - 1n }))).toEqual([]);
  });

  it('keeps ids apart that a float cannot: adjacent 17-digit ids are two companies, also when cached', async () => {
    const a = demoId('companies', 1);
    const b = a + 1n;
    expect(Number(a)).toBe(Number(b));
    for (let round = 0; round < 2; round++) {
      expect(expectOk(await companies({ companyid: a }))[0]?.CompanyID).toBe(a);
      expect(expectOk(await companies({ companyid: b }))[0]?.CompanyID).toBe(b);
    }
  });

  it('numbers a new record in its own range even when the largest possible id is taken', async () => {
    const { CompanyID } = expectOk(
      await request<{ CompanyID: string }>(srv.url, 'POST', '/company', { json: { Name: 'After the edge' } }),
      201,
    );
    expect(CompanyID).toMatch(/^14\d{15}$/);
    expect(expectOk(await companies({ companyid: CompanyID }))[0]?.CompanyName).toBe('After the edge');
  });

  it('answers 404, 422 or an empty list for an unknown id up to 2^63-1', async () => {
    const unknown = MAX - 1n;
    expect(expectOk(await contacts({ contactid: unknown }))).toEqual([]);
    expectError(
      await request(srv.url, 'PATCH', '/company', { json: { CompanyID: unknown, Name: 'Ghost' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await request(srv.url, 'POST', '/contact', {
        json: { LastName: 'X', Email: 'x@example.com', CompanyID: String(unknown) },
      }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await request(srv.url, 'PATCH', '/invoices/paid', { query: { invoiceid: unknown } }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 400 for 2^63, in a body (as a number or a string) and in a query, writing nothing', async () => {
    const before = dbFingerprint(srv.dbFile);
    const json = (id: string) => ({
      raw: `{"CompanyID":${id},"Name":"Too large"}`,
      headers: { 'content-type': 'application/json' },
    });
    for (const id of ['9223372036854775808', '"9223372036854775808"', '18446744073709551616']) {
      const reply = await request(srv.url, 'PATCH', '/company', json(id));
      expectError(reply, 400, 'VALIDATION_FAILED');
      expect(reply.text).toContain('CompanyID');
    }
    expectError(await companies({ companyid: '9223372036854775808' }), 400, 'VALIDATION_FAILED');
    expectError(
      await request(srv.url, 'PATCH', '/invoices/paid', { query: { invoiceid: 2n ** 63n } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('round-trips any id across 2^53..2^63-1: a company stored, a contact created on it, both read back exact', async () => {
    // Property over the whole wide range: the id goes in as a JSON number (the body parser), as a
    // query (the query parser), and comes back as a JSON number (the reply serializer).
    await fc.assert(
      fc.asyncProperty(fc.bigInt(2n ** 53n, MAX), async (id) => {
        const db = openDatabase(srv.dbFile);
        try {
          company(db, id, `Company ${id}`);
        } finally {
          db.close();
        }
        const read = await companies({ companyid: String(id) });
        expect(expectOk(read).map((c) => c.CompanyID)).toEqual([id]);
        expect(read.text).toContain(`"CompanyID":${id},`);
        const created = await request<{ ContactID: string }>(srv.url, 'POST', '/contact', {
          raw: `{"LastName":"Prop","Email":"prop-${id}@example.com","CompanyID":${id}}`,
          headers: { 'content-type': 'application/json' },
        });
        const { ContactID } = expectOk(created, 201);
        const listed = expectOk(await contacts({ companyid: id }));
        expect(listed.map((c) => [c.ContactID, c.CompanyID])).toContainEqual([BigInt(ContactID), id]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('amounts with 8 decimals', () => {
  it('round-trips a deal amount exactly through POST /project and GET /projects', async () => {
    const { ProjectID } = expectOk(
      await request<{ ProjectID: string }>(srv.url, 'POST', '/project', {
        raw: `{"Name":"Exact deal","Stage":"Proposal","CompanyID":${FIRST_UNSAFE},"DealAmount":991.73553719}`,
        headers: { 'content-type': 'application/json' },
      }),
      201,
    );
    const reply = await request<ProjectReadT[]>(srv.url, 'GET', '/projects', {
      query: { Name: 'Exact deal' },
    });
    expect(expectOk(reply).map((p) => p.ProjectID)).toEqual([BigInt(ProjectID)]);
    expect(reply.text).toContain('"TotalProjectValue":991.73553719,');
    expect(reply.text).toContain(`"CompanyID":${FIRST_UNSAFE},`);
  });
});

describe('the demo organization (decision 7: as the real product issues them)', () => {
  it('writes every identifier of every read record with 17 digits, above 2^53', async () => {
    // A demo database of its own: the other tests add records at 2^53+1 on theirs.
    const fresh = await startTestServer();
    try {
      const queries: Record<string, Record<string, string>> = {
        listTimesheets: { projectid: String(demoId('projects', 1)) },
        listExpenses: { projectid: String(demoId('projects', 1)) },
      };
      let seen = 0;
      for (const name of endpointNames.filter((n) => endpoints[n].method === 'GET')) {
        const def = endpoints[name];
        const reply = await request(fresh.url, 'GET', def.path, {
          query: { limit: '500', ...queries[name] },
        });
        expect(reply.status, `${name}: ${reply.text.slice(0, 200)}`).toBe(200);
        for (const [, key, digits] of reply.text.matchAll(/"(\w*ID|AccountGUID)":(\d+)/g)) {
          // 0 is PSOhub's "no reference" (an unlinked plan's ProjectID).
          if (digits === '0') continue;
          expect(digits, `${name} ${key}`).toMatch(/^\d{17}$/);
          expect(BigInt(digits!)).toBeGreaterThan(2n ** 53n);
          seen++;
        }
      }
      expect(seen).toBeGreaterThan(1000);
    } finally {
      await fresh.close();
    }
  });

  it('writes PSOhub-shaped identifiers as digit strings with every digit (--psohub-shapes)', async () => {
    const reply = await request(shapes.url, 'GET', '/projects', { query: { limit: '1' } });
    expect(reply.text).toContain(`"ProjectTypeID":"${demoId('project_types', 1)}"`);
    expect(reply.text).toContain(`"ObjectID":"${demoId('projects', 1)}"`);
    const plans = await request(shapes.url, 'GET', '/plans', { query: { limit: '1' } });
    expect(plans.text).toContain(`"TaskID":"${demoId('tasks', 1)}"`);
  });
});

describe('request bodies read without losing a digit, and without lowering the guards', () => {
  const post = (raw: string) =>
    request(srv.url, 'POST', '/company', { raw, headers: { 'content-type': 'application/json' } });

  it.each([
    ['a __proto__ key', '{"Name":"Poison","__proto__":{"isAdmin":true}}'],
    ['a nested constructor.prototype', '{"Name":"Poison","x":{"constructor":{"prototype":{"a":1}}}}'],
    [
      'nesting deeper than any parser stack',
      `{"Name":"Deep","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
    ],
    ['the same key twice with different values', '{"Name":"A","Name":"B"}'],
    ['an empty body', ''],
    ['a number beyond JSON', '{"Name":"x","City":1e99999}'],
  ])('answers 400 for %s, writing nothing', async (_label, raw) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await post(raw), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('reads a body that starts with a byte order mark', async () => {
    expectOk(await post('\ufeff{"Name":"BOM B.V."}'), 201);
  });
});
