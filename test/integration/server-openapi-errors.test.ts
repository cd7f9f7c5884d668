import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serveDoc,
  type DocValidator,
  expectDocumented,
  send,
  toQuery,
  type Located,
} from '../support/openapi-check';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { stringifyJson } from '../../shared/psa/json';
import { NOAPI_KEY, request, startTestServer, type Reply, type TestServer } from '../support/server';

/*
 * Every error status the OpenAPI document lists for an operation is one the server really gives
 * there: each is provoked over real HTTP and its body checked against the documented ErrorBody.
 * (500 is listed everywhere as "a server bug" and cannot be provoked on purpose.)
 */

let srv: TestServer;
let v: DocValidator;
let ops: Located[];
const seen = new Map<string, Set<number>>();
beforeAll(async () => {
  // Failed authentications are provoked on purpose here; the 429 test has a server of its own.
  ({ srv, v, ops } = await serveDoc({ failedAuthLimit: false }));
});
afterAll(async () => {
  await srv.close();
});

/** Holds an answer to the operation's documentation and records its status as seen. */
function expectStatus(at: Located, reply: Reply, status: number, what: string): void {
  expect(reply.status, `${at.op.operationId} ${what}: ${reply.text}`).toBe(status);
  expectDocumented(v, at, reply, what);
  const statuses = seen.get(at.op.operationId) ?? new Set();
  statuses.add(status);
  seen.set(at.op.operationId, statuses);
}

const exampleQuery = (at: Located) =>
  Object.fromEntries(at.op.parameters.filter((p) => p.example !== undefined).map((p) => [p.name, p.example]));
const exampleBody = (at: Located) => at.op.requestBody?.content['application/json'].example;

/** A request per operation-specific error (404, 409, 422) that the demo data answers with it. */
const PROVOKE: Record<string, [number, { query?: Record<string, unknown>; body?: unknown }][]> = {
  updateCompany: [[404, { body: { CompanyID: 987654, Name: 'Nobody' } }]],
  createContact: [[422, { body: { LastName: 'X', Email: 'x@example.com', CompanyID: 987654 } }]],
  updateContact: [
    [404, { body: { ContactID: 987654 } }],
    [422, { body: { ContactID: demoId('contacts', 1), CompanyID: 987654 } }],
  ],
  createExpense: [[422, { body: { ProjectID: 987654 } }]],
  markInvoicePaid: [
    [404, { query: { invoiceid: 987654 } }],
    // Demo invoice 11 is a Draft.
    [409, { query: { invoiceid: demoId('invoices', 11) } }],
  ],
  setInvoiceExternalId: [[404, { query: { invoiceid: 987654, externalid: 'X-1' } }]],
  createProject: [[422, { body: { Stage: 'No such stage' } }]],
  updateProject: [
    [404, { body: { ProjectID: 987654 } }],
    [
      422,
      { body: { ProjectID: demoId('projects', 1), ContractTemplateID: demoId('contract_templates', 2) } },
    ],
  ],
  createTimesheet: [[422, { body: { RoleID: 987654 } }]],
};

/** Sends a GET with a body (fetch cannot), to show GET operations never answer 413. */
function getWithBody(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'GET',
        headers: { authorization: 'Bearer demo-admin-key', 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the documented errors of each operation', () => {
  it('400, 401 and 403 on every operation', async () => {
    for (const at of ops) {
      const query = exampleQuery(at);
      const body = exampleBody(at);
      const bad = at.op.requestBody
        ? { query, body: [] }
        : { query: { ...query, [at.op.parameters[0]!.name]: 'x' } };
      expectStatus(at, await send(srv.url, at, bad), 400, 'a bad request');
      expectStatus(
        at,
        await request(srv.url, at.method, at.path + toQuery(query), { json: body, token: null }),
        401,
        'no key',
      );
      expectStatus(
        at,
        await request(srv.url, at.method, at.path + toQuery(query), { json: body, token: NOAPI_KEY }),
        403,
        'a key without API access',
      );
    }
  });

  it('413 on every operation but GET, also where no body is read; a GET ignores any body', async () => {
    const big = `{"x":"${'x'.repeat(1024 * 1024)}"}`;
    for (const at of ops) {
      const url = srv.url + at.path + toQuery(exampleQuery(at));
      if (at.method === 'GET') {
        expect(await getWithBody(url, big), at.op.operationId).toBe(200);
        expect(at.op.responses['413'], at.op.operationId).toBeUndefined();
        continue;
      }
      const reply = await request(srv.url, at.method, at.path + toQuery(exampleQuery(at)), {
        raw: big,
        headers: { 'content-type': 'application/json' },
      });
      expectStatus(at, reply, 413, 'a body over 1 MiB');
    }
  });

  it('415 on every operation that takes a body, for one not sent as application/json', async () => {
    for (const at of ops) {
      if (at.op.requestBody === undefined) {
        expect(at.op.responses['415'], at.op.operationId).toBeUndefined();
        continue;
      }
      const reply = await request(srv.url, at.method, at.path + toQuery(exampleQuery(at)), {
        raw: stringifyJson(exampleBody(at)),
        headers: { 'content-type': 'text/plain' },
      });
      expectStatus(at, reply, 415, 'a JSON body sent as text/plain');
    }
  });

  it('404, 409 and 422 where the document lists them', async () => {
    for (const [id, cases] of Object.entries(PROVOKE)) {
      const at = ops.find((o) => o.op.operationId === id)!;
      for (const [status, req] of cases) {
        const body =
          req.body === undefined ? undefined : { ...(exampleBody(at) as object), ...(req.body as object) };
        const reply = await send(srv.url, at, { query: req.query ?? exampleQuery(at), body });
        expectStatus(at, reply, status, stringifyJson(req));
      }
    }
  });

  it('429 with Retry-After on every operation once an address has failed authentication too often', async () => {
    const limited = await startTestServer();
    try {
      for (let i = 0; i < 11; i++) await request(limited.url, 'GET', '/plans', { token: 'not-a-key' });
      for (const at of ops) {
        const reply = await send(limited.url, at, { query: exampleQuery(at), body: exampleBody(at) });
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expectStatus(at, reply, 429, 'after failed authentications');
      }
    } finally {
      await limited.close();
    }
  });

  it('has every listed error status but 500 provoked above', () => {
    for (const at of ops) {
      const listed = Object.keys(at.op.responses)
        .map(Number)
        .filter((s) => s >= 400 && s !== 500);
      expect([...(seen.get(at.op.operationId) ?? [])].sort(), at.op.operationId).toEqual(listed.sort());
    }
  });
});
