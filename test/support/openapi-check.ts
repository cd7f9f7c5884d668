import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { expectOk, request, startTestServer, type Reply, type TestServer } from './server';

/*
 * Reading the served OpenAPI document the way an independent client would: its schemas compiled
 * by ajv (JSON Schema 2020-12, formats asserted by ajv-formats), query values read and written in
 * OpenAPI's default form style, and each answer held to the response the operation documents.
 */

export type JsonSchema = Record<string, unknown>;

/** A query parameter of the document. */
export interface DocParameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: unknown;
}

/** An operation of the document. */
export interface DocOperation {
  operationId: string;
  parameters: DocParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema; example?: unknown } } };
  responses: Record<string, { content?: { 'application/json': { schema: JsonSchema } } }>;
  'x-required-one-of'?: string[];
  security?: unknown[];
}

/** The document, as far as the checks read it. */
export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** An operation with where it lives. */
export interface Located {
  method: string;
  path: string;
  op: DocOperation;
}

/** Every operation of the document that needs a key (the document itself is public). */
export function operationsOf(doc: OpenApiDoc): Located[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.security === undefined)
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

const DOC_ID = 'https://psa.example/openapi.json';

/** `#/components/schemas/X` references made absolute into the schema ajv holds. */
function absolute<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${DOC_ID}#/$defs/`)) as T;
}

/** Validates values against the document's schemas with ajv (strict mode: unknown keywords fail). */
export class DocValidator {
  private readonly ajv = new Ajv2020({ strict: true, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: OpenApiDoc) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, $defs: absolute(doc.components.schemas) });
  }

  private fn(schema: JsonSchema): ValidateFunction {
    const key = JSON.stringify(schema);
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = this.ajv.compile(absolute(schema));
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** Whether `value` is valid against `schema` (a schema of the document, or a $ref into it). */
  valid(schema: JsonSchema, value: unknown): boolean {
    return this.fn(schema)(value);
  }

  /** ajv's complaint about `value`, or '' when it is valid. */
  why(schema: JsonSchema, value: unknown): string {
    const fn = this.fn(schema);
    return fn(value) ? '' : this.ajv.errorsText(fn.errors);
  }

  /** The schema a top-level $ref points at. */
  resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    return this.doc.components.schemas[ref.replace('#/components/schemas/', '')]!;
  }

  /** Whether a query (parameter name to value, as values of their schemas) is one the operation allows. */
  queryValid(op: DocOperation, query: Record<string, unknown>): boolean {
    const params = new Map(op.parameters.map((p) => [p.name, p]));
    for (const [name, value] of Object.entries(query)) {
      const p = params.get(name);
      if (!p || !this.valid(p.schema, value)) return false;
    }
    if (op.parameters.some((p) => p.required && !(p.name in query))) return false;
    const oneOf = op['x-required-one-of'];
    return !oneOf || oneOf.some((name) => name in query);
  }
}

/**
 * The value of a parameter from its query text, as form style writes values: integers and numbers
 * in their JSON spelling, booleans as true/false, anything else as the text itself (so "+5" stays a
 * string and fails an integer schema).
 */
export function fromQuery(raw: string, schema: JsonSchema): unknown {
  if (schema.type === 'integer' && /^-?\d+$/.test(raw)) return Number(raw);
  if (schema.type === 'number' && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (schema.type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** A query string from parameter values (numbers and booleans in their JSON spelling). */
export function toQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Sends one request of a documented operation with the demo admin key. */
export function send(
  baseUrl: string,
  at: Located,
  req: { query?: Record<string, unknown> | string; body?: unknown },
): Promise<Reply> {
  const query = typeof req.query === 'string' ? req.query : toQuery(req.query ?? {});
  return request(baseUrl, at.method, at.path + query, { json: req.body });
}

/** Asserts the answer's status is documented for the operation and its body fits that response. */
export function expectDocumented(v: DocValidator, at: Located, reply: Reply, what: string): void {
  const response = at.op.responses[String(reply.status)];
  expect(
    response,
    `${at.op.operationId} answered an undocumented ${reply.status} to ${what}: ${reply.text}`,
  ).toBeDefined();
  const schema = response!.content?.['application/json']?.schema;
  expect(schema, `${at.op.operationId} ${reply.status}`).toBeDefined();
  // JSON Schema judges types and ranges of JSON numbers, which ajv takes as JS numbers: read the
  // body as a plain JSON client would (a 17-digit id is still an integer in range).
  const body: unknown = reply.text === '' ? undefined : JSON.parse(reply.text);
  expect(v.why(schema!, body), `${at.op.operationId} ${reply.status} body of ${what}`).toBe('');
}

/** A test server with the OpenAPI document it serves, its validator and its operations. */
export interface ServedDoc {
  srv: TestServer;
  doc: OpenApiDoc;
  v: DocValidator;
  ops: Located[];
}

/** Starts a test server and reads its document without a key, as a client would first. */
export async function serveDoc(opts?: Parameters<typeof startTestServer>[0]): Promise<ServedDoc> {
  const srv = await startTestServer(opts);
  try {
    const reply = await request<OpenApiDoc>(srv.url, 'GET', '/openapi.json', { token: null });
    expectOk(reply);
    // A schema document, read as any JSON tool reads it (its bounds are JSON Schema numbers).
    const doc = JSON.parse(reply.text) as OpenApiDoc;
    return { srv, doc, v: new DocValidator(doc), ops: operationsOf(doc) };
  } catch (e) {
    await srv.close();
    throw e;
  }
}
