import { z } from 'zod';
import { endpointNames, endpoints, type EndpointDef } from './endpoints';
import { ERROR_STATUS, ErrorBody, type ErrorCode } from './errors';

/*
 * The OpenAPI 3.1 document of the PSA API, generated from the endpoint table so that the
 * document, the reference server and the sync client cannot drift apart. Request bodies and
 * query parameters are described as a client may send them (zod input), responses as the server
 * produces them (zod output).
 */

type JsonSchema = Record<string, unknown>;

/** The error statuses every operation may answer, with what each means (decision 5). */
const ERROR_RESPONSES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Invalid request: missing or wrong field, malformed JSON, bad query value',
  UNAUTHENTICATED: 'No or unknown bearer token',
  FORBIDDEN: 'The account is not Admin or has API access disabled',
  NOT_FOUND: 'Unknown path, or the record the operation targets does not exist',
  INVALID_STATE: 'A state change the rules forbid',
  PAYLOAD_TOO_LARGE: 'Body over 1 MiB',
  UNKNOWN_REFERENCE: 'The body refers to an identifier, stage or template that does not exist',
  RATE_LIMITED:
    'Too many failed authentications from one address, or requests over a configured rate limit; see Retry-After',
  INTERNAL: 'A server bug; the message never carries internals',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** The object shape of a query schema (refinements keep the shape in zod 4). */
function queryShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  return {};
}

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function queryParameters(def: EndpointDef): JsonSchema[] {
  return Object.entries(queryShape(def.query)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptional(schema),
    description: 'Name matched case-insensitively; repeating a parameter is a 400.',
    schema: jsonSchema(schema, 'input'),
  }));
}

function errorResponses(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [code, description] of Object.entries(ERROR_RESPONSES)) {
    const status = String(ERROR_STATUS[code as ErrorCode]);
    const headers =
      code === 'RATE_LIMITED'
        ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } }
        : undefined;
    out[status] = {
      description: `${code}: ${description}`,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return out;
}

function operation(name: string, def: EndpointDef): JsonSchema {
  const op: JsonSchema = {
    operationId: name,
    summary: def.summary,
    tags: [def.path.split('/')[1] ?? 'api'],
    parameters: queryParameters(def),
    responses: {
      [String(def.status)]: {
        description: def.status === 201 ? 'Created' : 'OK',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Response` } } },
      },
      ...errorResponses(),
    },
  };
  if (def.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Body` } } },
    };
  }
  return op;
}

/** Builds the OpenAPI 3.1 document of every endpoint of the table, served at /v1/openapi.json. */
export function buildOpenApi(options: { serverUrl?: string } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const schemas: Record<string, JsonSchema> = { Error: jsonSchema(ErrorBody, 'output') };
  for (const name of endpointNames) {
    const def: EndpointDef = endpoints[name];
    const item = (paths[def.path] ??= {});
    item[def.method.toLowerCase()] = operation(name, def);
    schemas[`${name}Response`] = jsonSchema(def.response, 'output');
    if (def.body) schemas[`${name}Body`] = jsonSchema(def.body, 'input');
  }
  paths['/openapi.json'] = {
    get: {
      operationId: 'getOpenApi',
      summary: 'This document (no authentication needed)',
      tags: ['meta'],
      security: [],
      responses: {
        '200': {
          description: 'The OpenAPI document',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'PSA API',
      version: '1.0.0',
      description:
        'Companies, contacts, projects, project managers, plans, timesheets, expenses and invoices. ' +
        'Identifiers are accepted as numbers or digit strings; DateTime is yyyy-mm-ddThh:mm:ss.sssZ; ' +
        'every error body is {"error":{"code","message","details?"}}.',
    },
    servers: [{ url: options.serverUrl ?? '/v1' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key of an Admin account with API access',
        },
      },
      schemas,
    },
  };
}
