import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from '../../shared/psa/endpoints';
import { expectOk, request, startTestServer, type TestServer } from '../support/server';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
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
    schemas: Record<string, { type?: string; required?: string[]; properties?: Record<string, unknown> }>;
  };
}

let srv: TestServer;
let doc: Doc;
beforeAll(async () => {
  srv = await startTestServer();
  doc = expectOk(await request<Doc>(srv.url, 'GET', '/openapi.json', { token: null }));
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
      for (const status of ['400', '401', '403', '404', '409', '413', '422', '429', '500']) {
        expect(op!.responses[status]?.content?.['application/json']?.schema.$ref, `${name} ${status}`).toBe(
          '#/components/schemas/Error',
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
    expect(doc.components.schemas.createCompanyResponse?.properties?.CompanyID).toEqual({ type: 'string' });
    expect(doc.components.schemas.Error?.required).toEqual(['error']);
  });

  it('marks the document itself as public', () => {
    expect(doc.paths['/openapi.json']?.get?.security).toEqual([]);
  });
});
