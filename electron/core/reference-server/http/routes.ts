import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDef, type EndpointName } from '../../../../shared/psa/endpoints';
import { PsaError, validationError } from '../../../../shared/psa/errors';
import { stringifyJson } from '../../../../shared/psa/json';
import { loneSurrogatePath } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { dataVersion } from '../../db/repositories/data-version';
import type { ApiHandlers, CallContext } from '../domain/handlers';
import { ENDPOINT_SCOPES } from '../../../../shared/psa/oauth-scopes';
import type { Authenticate } from './auth';
import type { Hook } from './guard';
import { normalizeQuery, queryKeyMap } from './query';
import { psohubShape } from './psohub-shapes';
import type { ResponseCache } from './response-cache';
import { entityTag, noneMatch } from './etag';
import { languageOf } from '../../pdf/accept-language';

export type { Hook } from './guard';

/** What the routes of the endpoint table need. */
export interface RouteOptions {
  db: Db;
  handlers: ApiHandlers;
  authenticate: Authenticate;
  /** GET /timesheets answers a single object when exactly one entry matches (decision 17). */
  singleObjectQuirk?: boolean;
  /** Read records written the way PSOhub writes them: "-", 0, fields left out (`--psohub-shapes`, decision 26). */
  psohubShapes?: boolean;
  /** Requests per second per client address (before authentication) and per account; unlimited when unset. */
  rateLimit?: number;
  /** Failed authentications allowed per client address in 10 s (default 10); false: no limit. */
  failedAuthLimit?: number | false;
  /**
   * Parse every response with its endpoint's response schema and answer 500 on a mismatch. For
   * tests: it catches a handler drifting from the contract, at a cost the hot path should not pay.
   */
  validateResponses?: boolean;
  /** Serves repeated reads of unchanged data from here (GET operations only). */
  responseCache?: ResponseCache;
}

/** Base path of every operation (decision 1). */
export const API_PREFIX = '/v1';
export const JSON_TYPE = 'application/json; charset=utf-8';

type GenericHandler = (req: { query: unknown; body: unknown }, ctx: CallContext) => unknown;

/** Parses a request's query or body: text that is not valid Unicode first, then the schema. */
function parseWith(schema: z.ZodType, value: unknown): unknown {
  // A lone surrogate (JSON "\ud800") cannot be stored as UTF-8: SQLite would keep a replacement
  // character and the record would silently differ from what was sent. Refused as a field error.
  const path = loneSurrogatePath(value);
  if (path !== null) {
    const message = 'must be valid Unicode text (it holds a lone UTF-16 surrogate such as \\ud800)';
    throw new PsaError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
  }
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(r.error);
  return r.data;
}

const NOT_AN_OBJECT = new PsaError(
  'VALIDATION_FAILED',
  'the request body must be a JSON object sent as Content-Type: application/json',
  [{ path: '(root)', message: 'must be a JSON object' }],
);

/**
 * Registers endpoint `name` of the table: parse the query (names case-insensitive) and the body
 * with the endpoint's schemas, call its handler, answer its success status.
 */
export function registerEndpoint(
  app: FastifyInstance,
  name: EndpointName,
  opts: RouteOptions,
  guard: Hook,
): void {
  const def: EndpointDef = endpoints[name];
  const keys = queryKeyMap(def.query);
  const handler = opts.handlers[name] as unknown as GenericHandler;
  const quirk = opts.singleObjectQuirk === true && name === 'listTimesheets';
  const validate = opts.validateResponses === true;
  const psohub = opts.psohubShapes === true;
  const cache = def.method === 'GET' ? opts.responseCache : undefined;
  const { query: querySchema, body: bodySchema, response, status } = def;

  const answer = (req: FastifyRequest, query: unknown, body: unknown): unknown => {
    let result = handler(
      { query, body },
      { accountId: req.accountId, language: languageOf(req.headers['accept-language']) },
    );
    if (validate) {
      const check = response.safeParse(result);
      if (!check.success) throw new Error(`response of ${name} breaks its schema: ${check.error.message}`);
    }
    if (psohub) result = psohubShape(name, result);
    if (quirk && Array.isArray(result) && result.length === 1) result = result[0];
    return result;
  };

  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
    // The guard reads the scope an OAuth access token needs for this operation from here.
    config: { scope: ENDPOINT_SCOPES[name] },
    onRequest: guard,
    handler: (req, reply) => {
      const query = querySchema ? parseWith(querySchema, normalizeQuery(req.query, keys)) : undefined;
      let body: unknown;
      if (bodySchema) {
        const raw = req.body;
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw NOT_AN_OBJECT;
        body = parseWith(bodySchema, raw);
      }
      // A synchronous handler: send here and return nothing (Fastify would send a returned value).
      if (def.method !== 'GET') {
        void reply.code(status).send(answer(req, query, body));
        return;
      }
      let text: string | undefined;
      let tag: string;
      if (!cache) {
        text = stringifyJson(answer(req, query, body));
        tag = entityTag(text);
      } else {
        // The version is read before the handler runs: a write racing with it only costs a miss.
        const version = dataVersion(opts.db);
        // The language is part of the answer (the invoice PDF is made in each language).
        const language = languageOf(req.headers['accept-language']);
        const key = `${name}|${req.accountId}|${language}|${stringifyJson(query ?? null)}`;
        text = cache.get(key, version);
        if (text === undefined) {
          text = stringifyJson(answer(req, query, body));
          cache.set(key, version, text);
        }
        tag = cache.tag(key, version, text, entityTag);
      }
      // Conditional GET: the client's copy is current; no body (and no work to send one).
      void reply
        .header('etag', tag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Language');
      if (noneMatch(req.headers['if-none-match'], tag)) {
        void reply.code(304).send();
        return;
      }
      void reply.code(status).type(JSON_TYPE).send(text);
    },
  });
}
