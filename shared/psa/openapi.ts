import { z } from 'zod';
import { endpointNames, endpoints, type EndpointDef, type EndpointName } from './endpoints';
import { ERROR_STATUS, ErrorCodeSchema, ErrorDetail, type ErrorCode } from './errors';
import { operationDocs } from './openapi-operations';
import { queryOverrides, requestOverrides, responseOverrides, type JsonSchema } from './openapi-schemas';

/*
 * The OpenAPI 3.1 document of the PSA API, generated from the endpoint table so that the
 * document, the reference server and the sync client cannot drift apart. Request bodies are
 * described as a client may send them (zod input), query parameters and responses as the server
 * reads or produces them (zod output); openapi-schemas.ts replaces the scalars whose generated
 * schema would be looser than their parser, openapi-operations.ts adds errors and examples.
 */

type Overrides = ReadonlyMap<z.ZodType, JsonSchema>;

/** The error body of every failure (decision 5), exactly as the server writes it. */
const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.array(ErrorDetail).optional(),
  }),
});

/** Errors every operation can give, with what each means. */
const COMMON_ERRORS = {
  VALIDATION_FAILED:
    'A query parameter or body field breaks its schema or a rule stated in the description, a parameter is given twice, text holds a lone UTF-16 surrogate, or the body is not a JSON object',
  UNAUTHENTICATED: 'No or unknown bearer token',
  FORBIDDEN: 'The account is not Admin or has API access disabled',
  PAYLOAD_TOO_LARGE: 'Body over 1 MiB',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not sent as Content-Type: application/json',
  RATE_LIMITED:
    'Too many failed authentications from this address, or requests over a configured rate limit; see Retry-After',
  INTERNAL: 'A server bug; the message never carries internals',
} as const satisfies Partial<Record<ErrorCode, string>>;

/**
 * The replacement of a zod schema, also for a clone that only adds metadata (.describe(), .meta():
 * same definition); a clone with more checks (.refine()) needs its own entry.
 */
function lookup(overrides: Overrides, schema: z.core.$ZodType): JsonSchema | undefined {
  let s: z.core.$ZodType | undefined = schema;
  while (s) {
    const found = overrides.get(s as z.ZodType);
    if (found) return found;
    const parent: z.core.$ZodType | undefined = s._zod.parent;
    if (!parent || parent._zod.def !== s._zod.def) return undefined;
    s = parent;
  }
  return undefined;
}

function toJson(schema: z.ZodType, io: 'input' | 'output', overrides: Overrides): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema }) => {
      const replacement = lookup(overrides, zodSchema);
      if (!replacement) return;
      const own = jsonSchema.description;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      Object.assign(jsonSchema, structuredClone(replacement));
      if (own !== undefined) jsonSchema.description = own;
    },
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** The object shape of a query schema (refinements keep the shape in zod 4). */
function queryShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape;
  return {};
}

function queryParameters(name: EndpointName, def: EndpointDef): JsonSchema[] {
  const examples = (operationDocs[name].example.query ?? {}) as Record<string, unknown>;
  return Object.entries(queryShape(def.query)).map(([param, schema]) => {
    const json = toJson(schema, 'output', queryOverrides);
    const description = json.description;
    if (typeof description !== 'string')
      throw new Error(`${name}: query parameter ${param} has no description`);
    delete json.description;
    const example = examples[param];
    return {
      name: param,
      in: 'query',
      required: !schema.safeParse(undefined).success,
      description,
      schema: json,
      ...(example === undefined ? {} : { example }),
    };
  });
}

/** The error responses of one operation: the common ones, its own, 413 where a body is read. */
function errorResponses(name: EndpointName, def: EndpointDef): Record<string, JsonSchema> {
  const { PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, ...always } = COMMON_ERRORS;
  const errors: Partial<Record<ErrorCode, string>> = { ...always, ...operationDocs[name].errors };
  // Fastify reads (and limits) the body of every method but GET, also where the operation ignores it.
  if (def.method !== 'GET') errors.PAYLOAD_TOO_LARGE = PAYLOAD_TOO_LARGE;
  // Only an operation that takes a body reads its type.
  if ('body' in def) errors.UNSUPPORTED_MEDIA_TYPE = UNSUPPORTED_MEDIA_TYPE;
  const codes = (Object.keys(errors) as ErrorCode[]).sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b]);
  const out: Record<string, JsonSchema> = {};
  for (const code of codes) {
    const headers =
      code === 'RATE_LIMITED'
        ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } }
        : undefined;
    out[String(ERROR_STATUS[code])] = {
      description: `${code}: ${errors[code]}`,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return out;
}

function operation(name: EndpointName, def: EndpointDef): JsonSchema {
  const doc = operationDocs[name];
  const op: JsonSchema = {
    operationId: name,
    summary: def.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [def.path.split('/')[1] ?? 'api'],
    parameters: queryParameters(name, def),
    ...(doc.requiredOneOf ? { 'x-required-one-of': [...doc.requiredOneOf] } : {}),
    responses: {
      [String(def.status)]: {
        description: def.status === 201 ? 'Created' : 'OK',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Response` } } },
      },
      ...errorResponses(name, def),
    },
  };
  if (def.body) {
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${name}Body` },
          ...(doc.example.body === undefined ? {} : { example: doc.example.body }),
        },
      },
    };
  }
  return op;
}

const API_RULES = [
  'Companies, contacts, projects, project managers, plans, timesheets, expenses and invoices.',
  'Query parameter names match case-insensitively; a parameter given twice is a 400; unknown parameters are ignored.',
  'Query values are percent-encoded: a + in a date-time offset is sent as %2B (a bare + reads as a space).',
  'Unknown and read-only body fields are ignored. Text is trimmed before its length (in code points) is checked;',
  'text holding a lone UTF-16 surrogate (JSON "\\ud800") is refused.',
  'Identifiers are accepted as numbers or digit strings; DateTimes are answered as yyyy-mm-ddThh:mm:ss.sssZ.',
  'Every error body is an ErrorBody: {"error":{"code","message","details?"}}.',
].join(' ');

/** Builds the OpenAPI 3.1 document of every endpoint of the table, served at /v1/openapi.json. */
export function buildOpenApi(options: { serverUrl?: string } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const noOverrides: Overrides = new Map();
  const bodyOverrides = requestOverrides((s) => toJson(s, 'output', noOverrides));
  const schemas: Record<string, JsonSchema> = { ErrorBody: toJson(ErrorBodySchema, 'output', noOverrides) };
  for (const name of endpointNames) {
    const def: EndpointDef = endpoints[name];
    const item = (paths[def.path] ??= {});
    item[def.method.toLowerCase()] = operation(name, def);
    schemas[`${name}Response`] = toJson(def.response, 'output', responseOverrides);
    if (def.body) {
      const rules = operationDocs[name].bodyRules;
      schemas[`${name}Body`] = {
        ...toJson(def.body, 'input', bodyOverrides),
        ...(rules ? { description: rules } : {}),
      };
    }
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
    info: { title: 'PSA API', version: '1.0.0', description: API_RULES },
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
