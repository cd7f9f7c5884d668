import { validate } from '@readme/openapi-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serveDoc,
  type DocValidator,
  expectDocumented,
  fromQuery,
  send,
  toQuery,
  type DocOperation,
  type JsonSchema,
  type Located,
  type OpenApiDoc,
} from '../support/openapi-check';
import { keepBodyRules } from '../support/openapi-rules';
import { edgesOf, queriesOf, valuesOf } from '../support/openapi-values';
import type { ErrorBodyT } from '../../shared/psa/errors';
import { expectError, type Reply, type TestServer } from '../support/server';

/*
 * The served OpenAPI document, checked by tools that share no code with it: @readme/openapi-parser
 * validates it as OpenAPI 3.1, ajv (JSON Schema 2020-12 with ajv-formats) decides what it allows.
 * Then, over real HTTP against the demo data: every documented example succeeds, every edge value
 * and every generated request the document allows is accepted (never a 400), every answer fits
 * the response documented for its status, and a sample of what the document forbids is a 400.
 */

let srv: TestServer;
let doc: OpenApiDoc;
let v: DocValidator;
let ops: Located[];
beforeAll(async () => {
  ({ srv, doc, v, ops } = await serveDoc());
});
afterAll(async () => {
  await srv.close();
});

const byId = (id: string) => ops.find((at) => at.op.operationId === id)!;
const exampleQuery = (op: DocOperation): Record<string, unknown> =>
  Object.fromEntries(op.parameters.filter((p) => p.example !== undefined).map((p) => [p.name, p.example]));
const bodySchema = (op: DocOperation): JsonSchema | undefined =>
  op.requestBody?.content['application/json'].schema;
const exampleBody = (op: DocOperation): unknown => op.requestBody?.content['application/json'].example;

/** Asserts a 400 that names `path` among its details: the refusal is for the value under test. */
function expectRefusedAt(reply: Reply, path: string): void {
  expectError(reply, 400, 'VALIDATION_FAILED');
  const details = (reply.body as ErrorBodyT).error.details ?? [];
  expect(
    details.map((d) => d.path),
    reply.text,
  ).toContain(path);
}

/** Sends a request the document allows and holds the answer to it: documented, and never a 400 or 500. */
async function expectAccepted(
  at: Located,
  req: { query: Record<string, unknown>; body?: unknown },
  what: string,
) {
  const reply = await send(srv.url, at, req);
  expect([400, 500], `${at.op.operationId} ${what}: ${reply.status} ${reply.text}`).not.toContain(
    reply.status,
  );
  expectDocumented(v, at, reply, what);
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for an independent validator (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('has schemas ajv compiles in strict mode, and an example request for every operation that they allow', () => {
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => v.valid({ $ref: `#/components/schemas/${name}` }, null), name).not.toThrow();
    }
    for (const at of ops) {
      expect(v.queryValid(at.op, exampleQuery(at.op)), at.op.operationId).toBe(true);
      const schema = bodySchema(at.op);
      if (schema) expect(v.why(schema, exampleBody(at.op)), at.op.operationId).toBe('');
    }
  });
});

describe('the reference server against its document', () => {
  it('answers every documented example with its success status and a documented body', async () => {
    for (const at of ops) {
      const reply = await send(srv.url, at, { query: exampleQuery(at.op), body: exampleBody(at.op) });
      expect(reply.status, `${at.op.operationId}: ${reply.text}`).toBeLessThan(300);
      expectDocumented(v, at, reply, 'its example');
    }
  });

  it('accepts every edge value the document allows, one query parameter at a time', async () => {
    for (const at of ops) {
      const base = exampleQuery(at.op);
      for (const p of at.op.parameters) {
        const edges = edgesOf(v, p.schema);
        expect(edges.length, `${at.op.operationId} ${p.name}`).toBeGreaterThan(0);
        for (const value of edges) {
          const query = { ...base, [p.name]: value };
          if (v.queryValid(at.op, query)) {
            await expectAccepted(at, { query, body: exampleBody(at.op) }, `${p.name}=${String(value)}`);
          }
        }
      }
    }
  });

  it('accepts every edge value the document allows, one body field at a time (absent and null too)', async () => {
    let sent = 0;
    for (const at of ops.filter((o) => o.op.requestBody)) {
      const schema = v.resolve(bodySchema(at.op)!);
      const example = exampleBody(at.op) as Record<string, unknown>;
      const required = (schema.required as string[]) ?? [];
      for (const [field, fieldSchema] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
        const variants = edgesOf(v, fieldSchema).map((x) => ({ ...example, [field]: x }));
        if (!required.includes(field))
          variants.push(Object.fromEntries(Object.entries(example).filter(([k]) => k !== field)));
        for (const variant of variants) {
          const body = keepBodyRules(at.op.operationId, variant);
          if (body === null || !v.valid(schema, body)) continue;
          await expectAccepted(
            at,
            { query: exampleQuery(at.op), body },
            `${field}=${JSON.stringify(variant[field])}`,
          );
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
  });

  it('accepts requests generated from the document (fast-check, 50 per operation)', async () => {
    for (const at of ops) {
      const schema = bodySchema(at.op);
      const bodies = schema
        ? valuesOf(v, v.resolve(schema))
            .map((b) => keepBodyRules(at.op.operationId, b))
            .filter((b) => b !== null && v.valid(schema, b))
        : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(queriesOf(v, at.op), bodies, async (query, body) => {
          await expectAccepted(at, { query, body }, `${toQuery(query)} ${JSON.stringify(body)}`);
        }),
        { numRuns: 50 },
      );
    }
  });

  // Query text exactly as it appears in the URL, so `+5` is the `+5` a careless client writes.
  const forbiddenQueries: [string, string, string[]][] = [
    ['listCompanies', 'limit', ['0', '501', '+5', '%2B5', '5.0', '1e2', '-1', '', '0x10']],
    ['listInvoices', 'invoicestatus', ['void', 'unpaid', '']],
    ['listInvoices', 'noexternalid', ['yes', '1']],
    [
      'listTimesheets',
      'datefrom',
      ['2026-02-30', '2026-13-01', '2026-01-01T24:00:00Z', '2026-1-1', '0099-12-31'],
    ],
    [
      'listTimesheets',
      'dateto',
      ['2026-01-01T10:00:00', '2026-01-01t10:00:00z', '2026-01-01T10:00:00+01:00'],
    ],
    // 2^63 is one beyond the largest identifier (decision 7); 2^53 + 1 is a valid one.
    ['listExpenses', 'projectid', ['-1', '9223372036854775808', '99999999999999999999', '1.5', 'x']],
    ['setInvoiceExternalId', 'externalid', ['', '+++', 'x'.repeat(129)]],
  ];

  it.each(forbiddenQueries)('refuses with 400 what the document forbids: %s %s', async (id, name, texts) => {
    const at = byId(id);
    const schema = at.op.parameters.find((p) => p.name === name)!.schema;
    const rest = toQuery(Object.fromEntries(Object.entries(exampleQuery(at.op)).filter(([k]) => k !== name)));
    for (const text of texts) {
      const value = fromQuery(decodeURIComponent(text.replaceAll('+', ' ')), schema);
      expect(v.valid(schema, value), `${name}=${text}`).toBe(false);
      const reply = await send(srv.url, at, {
        query: `${rest || '?'}&${name}=${text}`,
        body: exampleBody(at.op),
      });
      expectRefusedAt(reply, name);
      expectDocumented(v, at, reply, `${name}=${text}`);
    }
  });

  it('refuses with 400 a list of timesheets or expenses without projectid and accountid (x-required-one-of)', async () => {
    for (const id of ['listTimesheets', 'listExpenses']) {
      const at = byId(id);
      expect(at.op['x-required-one-of']).toEqual(['projectid', 'accountid']);
      const query = { limit: 10, datefrom: '2025-01-01' };
      expect(v.queryValid(at.op, query)).toBe(false);
      expectRefusedAt(await send(srv.url, at, { query }), 'projectid');
    }
  });

  const forbiddenFields: [string, string, unknown[]][] = [
    ['createExpense', 'AmountExVAT', [1.000000001, '1.000000001', -1, '', '1.5e-9']],
    ['createTimesheet', 'NumberOfHours', [0, 24.01, 7.55555, '7.55555', '-1']],
    [
      'createTimesheet',
      'DateTimeFrom',
      ['2026-01-30T09:00:00', '2026-02-30T09:00:00Z', '2026-01-30 09:00:00Z'],
    ],
    ['createContact', 'Email', ['not-an-email', 'a@b', '', 'a!b@example.com']],
    ['createContact', 'LastName', ['   ', 'x'.repeat(129), null]],
    ['createCompany', 'CountryCode', ['NLD1', 'N', 'N1']],
    ['updateProject', 'ProjectID', [-1, '12a', 1.5, 2 ** 63, '9223372036854775808', '']],
  ];

  it.each(forbiddenFields)(
    'refuses with 400 a body the document forbids: %s %s',
    async (id, field, values) => {
      const at = byId(id);
      const schema = bodySchema(at.op)!;
      for (const value of values) {
        const body = { ...(exampleBody(at.op) as object), [field]: value };
        expect(v.valid(schema, body), `${field}=${JSON.stringify(value)}`).toBe(false);
        const reply = await send(srv.url, at, { query: exampleQuery(at.op), body });
        expectRefusedAt(reply, field);
        expectDocumented(v, at, reply, `${field}=${JSON.stringify(value)}`);
      }
    },
  );

  it('refuses the cross-field cases its body descriptions state in words, and lone surrogates', async () => {
    const ts = byId('createTimesheet');
    const example = exampleBody(ts.op) as Record<string, unknown>;
    const cases: Record<string, unknown>[] = [
      { ...example, DateTimeTo: example.DateTimeFrom },
      { ...example, NumberOfHours: 9 },
      // A lone surrogate is a string for JSON Schema, and refused by the server (stated too).
      { ...example, Description: 'x\ud800' },
    ];
    for (const body of cases) {
      expect(v.why(bodySchema(ts.op)!, body)).toBe('');
      expectError(await send(srv.url, ts, { body }), 400, 'VALIDATION_FAILED');
    }
    const ex = byId('createExpense');
    const expense = { ...(exampleBody(ex.op) as object), TotalAmount: 120 };
    expect(v.why(bodySchema(ex.op)!, expense)).toBe('');
    expectError(await send(srv.url, ex, { body: expense }), 400, 'VALIDATION_FAILED');
  });
});
