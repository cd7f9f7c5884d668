import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjectContractLines } from '../../electron/core/db/repositories/org';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { stringifyJson } from '../../shared/psa/json';
import {
  countRows,
  dbFingerprint,
  expectError,
  readDb,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

/*
 * Junk of every kind at the server: never a 5xx, always a decision-5 JSON error, and a rejected
 * request never writes anything (decision 6).
 */

let srv: TestServer;
let valid: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  srv = await startTestServer();
  // Demo records 1 of each table: 17-digit ids above 2^53 (decision 7).
  const [account, project, company, role] = [
    demoId('accounts', 1),
    demoId('projects', 1),
    demoId('companies', 1),
    demoId('roles', 1),
  ];
  const lines = readDb(srv.dbFile, (db) => listProjectContractLines(db, project));
  const time = lines.find((l) => l.kind === 'time')!.id;
  const expense = lines.find((l) => l.kind === 'expense')!.id;
  valid = {
    '/company': { Name: 'Valid Co', City: 'Utrecht' },
    '/contact': { LastName: 'Valid', Email: 'valid@example.com', CompanyID: company },
    '/project': { Name: 'Valid project', Stage: 'Active', CompanyID: String(company) },
    '/timesheets': {
      DateTimeFrom: '2033-01-03T09:00:00Z',
      DateTimeTo: '2033-01-03T10:00:00Z',
      NumberOfHours: 1,
      AccountID: account,
      ProjectID: project,
      ContractLineID: time,
      RoleID: role,
    },
    '/expenses': {
      AccountID: account,
      ProjectID: project,
      ContractLineID: expense,
      AmountExVAT: 10.12345678,
      VATAmount: 2.1,
      TotalAmount: 12.22345678,
      ExpenseDate: '2033-01-03T09:00:00Z',
    },
  };
});
afterAll(async () => {
  await srv.close();
});

const TABLES: Record<string, string> = {
  '/company': 'companies',
  '/contact': 'contacts',
  '/project': 'projects',
  '/timesheets': 'timesheets',
  '/expenses': 'expenses',
};
const json = { 'content-type': 'application/json' };
const post = (path: string, raw: string | Uint8Array, headers: Record<string, string> = json) =>
  request(srv.url, 'POST', path, { raw, headers });

describe('malformed bodies', () => {
  it.each([
    '{',
    '{"Name": "x",}',
    "{'Name': 'x'}",
    'Name=x',
    '\u0000',
    '{"Name": "x"} trailing',
    '{"__proto__": {"admin": true}, "Name": "x"}',
  ])('answers 400 for the malformed JSON %j', async (raw) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await post('/company', raw), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it.each(['[]', '[{"Name":"x"}]', '"Name"', '42', 'null', 'true', ''])(
    'answers 400 for the non-object body %j',
    async (raw) => {
      const before = dbFingerprint(srv.dbFile);
      for (const path of Object.keys(TABLES)) expectError(await post(path, raw), 400, 'VALIDATION_FAILED');
      expect(dbFingerprint(srv.dbFile)).toEqual(before);
    },
  );

  it('answers 415 for a body sent as another type than application/json (decision 2)', async () => {
    const before = dbFingerprint(srv.dbFile);
    const body = JSON.stringify({ Name: 'Wrong Type Ltd' });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'garbage',
    ]) {
      expectError(await post('/company', body, { 'content-type': type }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expectError(await request(srv.url, 'POST', '/company', { raw: body }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await request(srv.url, 'POST', '/company', {}), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('accepts application/json with a charset and in any case', async () => {
    const body = JSON.stringify({ Name: 'Charset Ltd' });
    expect((await post('/company', body, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(
      201,
    );
    expect((await post('/company', body, { 'content-type': 'Application/JSON' })).status).toBe(201);
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 1 MiB, and accepts one just under', async () => {
    const before = dbFingerprint(srv.dbFile);
    const big = JSON.stringify({ Name: 'Big', Street: 'x'.repeat(1024 * 1024) });
    expectError(await post('/company', big), 413, 'PAYLOAD_TOO_LARGE');
    expectError(
      await request(srv.url, 'PATCH', '/company', { raw: big, headers: json }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
    // Just under the limit, the body is read and then judged by its fields (Street is too long).
    const under = JSON.stringify({ Name: 'Big', Street: 'x'.repeat(1024 * 1024 - 100) });
    expectError(await post('/company', under), 400, 'VALIDATION_FAILED');
  });

  it('reports each invalid field with its path', async () => {
    const r = await post(
      '/timesheets',
      stringifyJson({ ...valid['/timesheets'], NumberOfHours: 'many', AccountID: 'me' }),
    );
    expectError(r, 400, 'VALIDATION_FAILED');
    const paths = (r.body as { error: { details: { path: string }[] } }).error.details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['NumberOfHours', 'AccountID']));
  });
});

describe('odd query strings', () => {
  it.each([
    'limit=1e2',
    'limit=0x10',
    'limit=%20',
    'limit=10&limit=20',
    'LIMIT=5&limit=5',
    'limit=99999999999999999999',
    'companyid=1.0',
    'companyid=%00',
    'companyid=9999999999999999999',
    'companyid=9223372036854775808',
    'companyid=-9223372036854775807',
    'name=',
    'name=' + 'x'.repeat(300),
  ])('answers 400 for GET /companies?%s', async (q) => {
    expectError(await request(srv.url, 'GET', '/companies', { query: q }), 400, 'VALIDATION_FAILED');
  });

  it.each([
    '',
    'foo=bar',
    'limit=5&unknown=1&another',
    '&&&',
    'name=%E2%82%AC',
    'name=%ZZ',
    'a[b]=c',
    '__proto__=x',
    'constructor=1',
  ])('answers 200 for GET /companies?%s (unknown parameters are ignored)', async (q) => {
    const r = await request(srv.url, 'GET', '/companies', { query: q });
    expect(r.status, r.text).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
  });

  it('never answers a 5xx for random query strings on any list', async () => {
    const paths = [
      '/companies',
      '/contacts',
      '/projects',
      '/timesheets',
      '/expenses',
      '/invoices',
      '/plans',
      '/accounts/projectmanagers',
    ];
    const names = [
      'limit',
      'LIMIT',
      'name',
      'Name',
      'email',
      'companyid',
      'contactid',
      'companyname',
      'Stage',
      'projectid',
      'accountid',
      'datefrom',
      'dateto',
      'invoicestatus',
      'invoicenumber',
      'noexternalid',
      'x',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(
          fc.tuple(
            fc.constantFrom(...names),
            fc.oneof(
              fc.string(),
              fc.integer().map(String),
              fc.constantFrom('', '1', '50', 'true', '2026-01-01'),
            ),
          ),
          { maxLength: 5 },
        ),
        async (path, params) => {
          const q = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          const r = await request(srv.url, 'GET', path, { query: q });
          expect(r.status, `${path}?${q}: ${r.text}`).toBeLessThan(500);
          expect([200, 400]).toContain(r.status);
          expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('random JSON bodies at the create endpoints (property)', () => {
  const fieldNames = [
    'Name',
    'LastName',
    'Email',
    'CompanyID',
    'Stage',
    'ProjectID',
    'AccountID',
    'ContractLineID',
    'RoleID',
    'DateTimeFrom',
    'DateTimeTo',
    'NumberOfHours',
    'AmountExVAT',
    'VATAmount',
    'TotalAmount',
    'ExpenseDate',
    'CurrencyCode',
    'ContractTemplateID',
    'Description',
    '__proto__',
    'constructor',
  ];
  const junkValue = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(
      '',
      ' ',
      '1',
      '-1',
      '0',
      '1e309',
      'NaN',
      '2026-02-30T00:00:00Z',
      '9007199254740993',
      '9223372036854775807',
      '9223372036854775808',
      '991.73553719',
      '0.000000001',
      'EUR',
      'Active',
      'x'.repeat(300),
    ),
    fc.double(),
    fc.integer(),
  );
  const randomObject = fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 8 });

  it('never answers a 5xx, and a rejected create adds no row', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(TABLES)),
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), randomObject),
        // A valid body with some fields replaced by junk reaches the deeper rules.
        fc.boolean(),
        async (path, randomBody, mergeWithValid) => {
          const bodyValue =
            mergeWithValid &&
            randomBody !== null &&
            typeof randomBody === 'object' &&
            !Array.isArray(randomBody)
              ? { ...valid[path], ...randomBody }
              : randomBody;
          const table = TABLES[path]!;
          const count = () => countRows(srv.dbFile, table);
          const before = count();
          const text = bodyValue === undefined ? 'null' : stringifyJson(bodyValue);
          const r = await post(path, text);
          expect(r.status, `${path} ${text}: ${r.text}`).toBeLessThan(500);
          expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
          if (r.status >= 400) {
            expect([400, 422]).toContain(r.status);
            expect(count()).toBe(before);
          } else {
            expect(r.status).toBe(201);
            expect(count()).toBe(before + 1);
          }
        },
      ),
      { numRuns: 250 },
    );
  });
});
