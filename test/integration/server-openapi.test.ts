import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from '../../shared/psa/endpoints';
import { ERROR_STATUS } from '../../shared/psa/errors';
import { expectOk, request, startTestServer, type TestServer } from '../support/server';

interface Operation {
  operationId: string;
  parameters: {
    name: string;
    in: string;
    required: boolean;
    description: string;
    schema: Schema;
    example?: unknown;
  }[];
  'x-required-one-of'?: string[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  security?: unknown[];
}
interface Doc {
  openapi: string;
  servers: { url: string }[];
  security: Record<string, unknown>[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    schemas: Record<string, Schema>;
  };
}
interface Schema {
  type?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  [keyword: string]: unknown;
}

let srv: TestServer;
let doc: Doc;
beforeAll(async () => {
  srv = await startTestServer();
  const reply = await request<Doc>(srv.url, 'GET', '/openapi.json', { token: null });
  expectOk(reply);
  // A schema document, read as any JSON tool reads it (its bounds are JSON Schema numbers).
  doc = JSON.parse(reply.text) as Doc;
});
afterAll(async () => {
  await srv.close();
});

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document with bearer security on every operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('/v1');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes every endpoint of the table with its method, path, status and schemas', () => {
    for (const name of endpointNames) {
      const def = endpoints[name];
      const op = doc.paths[def.path]?.[def.method.toLowerCase()];
      expect(op, name).toBeDefined();
      expect(op!.operationId).toBe(name);
      const ok = op!.responses[String(def.status)];
      expect(ok?.content?.['application/json']?.schema.$ref).toBe(`#/components/schemas/${name}Response`);
      expect(doc.components.schemas[`${name}Response`]).toBeDefined();
      for (const status of Object.keys(op!.responses).filter((s) => Number(s) >= 400)) {
        expect(op!.responses[status]?.content?.['application/json']?.schema.$ref, `${name} ${status}`).toBe(
          '#/components/schemas/ErrorBody',
        );
      }
      if ('body' in def) {
        expect(op!.requestBody?.content['application/json']?.schema.$ref).toBe(
          `#/components/schemas/${name}Body`,
        );
      } else {
        expect(op!.requestBody).toBeUndefined();
      }
    }
  });

  it('lists the query parameters of each operation, with the required ones marked', () => {
    const params = (path: string, method: string) => doc.paths[path]![method]!.parameters;
    expect(params('/companies', 'get').map((p) => p.name)).toEqual(['limit', 'name', 'companyid']);
    expect(params('/projects', 'get').map((p) => p.name)).toEqual(['limit', 'Name', 'Stage']);
    expect(params('/timesheets', 'get').map((p) => p.name)).toEqual([
      'limit',
      'projectid',
      'accountid',
      'datefrom',
      'dateto',
    ]);
    expect(params('/invoices/paid', 'patch')).toEqual([
      expect.objectContaining({ name: 'invoiceid', in: 'query', required: true }),
    ]);
    expect(params('/invoices/external', 'patch').every((p) => p.required)).toBe(true);
    expect(params('/companies', 'get').every((p) => !p.required)).toBe(true);
  });

  it('states the required write fields and the error body', () => {
    expect(doc.components.schemas.createCompanyBody?.required).toEqual(['Name']);
    expect(doc.components.schemas.createContactBody?.required).toEqual(
      expect.arrayContaining(['LastName', 'Email', 'CompanyID']),
    );
    expect(doc.components.schemas.updateCompanyBody?.required).toEqual(
      expect.arrayContaining(['CompanyID', 'Name']),
    );
    expect(doc.components.schemas.createTimesheetBody?.required).toEqual(
      expect.arrayContaining([
        'DateTimeFrom',
        'DateTimeTo',
        'NumberOfHours',
        'AccountID',
        'ProjectID',
        'ContractLineID',
        'RoleID',
      ]),
    );
    expect(doc.components.schemas.createCompanyResponse?.properties?.CompanyID).toEqual({
      type: 'string',
      pattern: '^\\d+$',
    });
    expect(doc.components.schemas.ErrorBody?.required).toEqual(['error']);
    expect(doc.components.schemas.ErrorBody?.properties?.error?.properties?.code?.enum).toEqual(
      Object.keys(ERROR_STATUS),
    );
  });

  it('lists for each operation exactly the error statuses the server can give there', () => {
    const list = ['200', '400', '401', '403', '429', '500'];
    // Every write reads a body of at most 1 MiB; those that take one also read its type.
    const patch = (ok: string, ...own: string[]) => [ok, '400', '401', '403', ...own, '413', '429', '500'];
    const write = (ok: string, ...own: string[]) => [...patch(ok, ...own), '415'];
    const expected: Record<string, string[]> = {
      listCompanies: list,
      createCompany: write('201'),
      updateCompany: write('200', '404'),
      listContacts: list,
      createContact: write('201', '422'),
      updateContact: write('200', '404', '422'),
      listExpenses: list,
      createExpense: write('201', '422'),
      listInvoices: list,
      markInvoicePaid: patch('200', '404', '409'),
      setInvoiceExternalId: patch('200', '404'),
      listProjects: list,
      createProject: write('201', '422'),
      updateProject: write('200', '404', '422'),
      listProjectManagers: list,
      listPlans: list,
      listTimesheets: list,
      createTimesheet: write('201', '422'),
    };
    for (const name of endpointNames) {
      const def = endpoints[name];
      const op = doc.paths[def.path]![def.method.toLowerCase()]!;
      expect(Object.keys(op.responses).sort(), name).toEqual([...expected[name]!].sort());
    }
  });

  it('states the constraints the server enforces on query parameters, each with its own description', () => {
    const param = (path: string, method: string, name: string) =>
      doc.paths[path]![method]!.parameters.find((p) => p.name === name)!;
    expect(param('/companies', 'get', 'limit').schema).toEqual({ type: 'integer', minimum: 1, maximum: 500 });
    // The server ignores the case of a status: the document's pattern says so.
    const status = new RegExp(String(param('/invoices', 'get', 'invoicestatus').schema.pattern));
    for (const ok of ['draft', 'Approved', 'SENT', ' paid ']) expect(ok).toMatch(status);
    for (const bad of ['void', 'approve', 'paid2', '']) expect(bad).not.toMatch(status);
    expect(param('/invoices', 'get', 'noexternalid').schema).toEqual({ type: 'boolean' });
    // Identifiers up to 2^63-1 (decision 7): the float bound is the largest double not above it.
    expect(param('/invoices/paid', 'patch', 'invoiceid').schema.anyOf).toEqual([
      { type: 'integer', minimum: 0, maximum: 2 ** 63 - 1024 },
      { type: 'string', pattern: expect.stringContaining('922337203685477580') },
    ]);
    expect(param('/invoices/paid', 'patch', 'invoiceid').example).toBe('41073748835533016');
    const datefrom = param('/timesheets', 'get', 'datefrom').schema.anyOf as Schema[];
    expect(datefrom.map((s) => s.format)).toEqual(['date', 'date-time']);
    expect(param('/companies', 'get', 'name').schema).toMatchObject({
      minLength: 1,
      maxLength: 255,
      pattern: '\\S',
    });
    for (const path of ['/timesheets', '/expenses']) {
      expect(doc.paths[path]!.get!['x-required-one-of'], path).toEqual(['projectid', 'accountid']);
    }
    const descriptions = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op.parameters ?? []).map((p) => p.description)),
    );
    expect(descriptions.every((d) => d.length > 20)).toBe(true);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('states formats, patterns and ranges of body fields', () => {
    const body = (name: string) => doc.components.schemas[`${name}Body`]!.properties!;
    expect(body('createContact').Email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(body('createTimesheet').DateTimeFrom).toMatchObject({ type: 'string', format: 'date-time' });
    expect(body('createTimesheet').NumberOfHours?.anyOf).toEqual([
      { type: 'number', exclusiveMinimum: 0, maximum: 24, multipleOf: 0.0001 },
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    ]);
    expect(body('createExpense').AmountExVAT?.anyOf).toEqual([
      { type: 'number', minimum: 0, maximum: 1e10, multipleOf: 1e-8 },
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    ]);
    expect(body('createExpense').AccountID?.anyOf).toEqual([
      { type: 'integer', minimum: 0, maximum: 2 ** 63 - 1024 },
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    ]);
    // Read records: identifiers and amounts are JSON numbers written with every digit.
    const expense = (
      doc.components.schemas.listExpensesResponse as { items: { properties: Record<string, Schema> } }
    ).items.properties;
    expect(expense.ExpenseID).toMatchObject({ anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] });
    expect(expense.AmountExVAT).toMatchObject({ type: 'number' });
    expect(body('createCompany').Name).toMatchObject({ minLength: 1, maxLength: 255, pattern: '\\S' });
    expect(doc.components.schemas.createTimesheetBody?.description).toMatch(/NumberOfHours must fit/);
  });

  it('marks the document itself as public', () => {
    expect(doc.paths['/openapi.json']?.get?.security).toEqual([]);
  });
});
