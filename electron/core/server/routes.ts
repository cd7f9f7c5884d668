import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDef, type EndpointName } from '../../../shared/psa/endpoints';
import { PsaError, validationError } from '../../../shared/psa/errors';
import type { Db } from '../db/connection';
import { dataVersion } from '../db/repositories/data-version';
import type { ApiHandlers, CallContext } from '../domain/handlers';
import { bearerToken, type Authenticate } from './auth';
import { errorBody } from './errors';
import { normalizeQuery, queryKeyMap } from './query';
import { createRateLimiter } from './rate-limit';
import type { ResponseCache } from './response-cache';

/** What the routes of the endpoint table need. */
export interface RouteOptions {
  db: Db;
  handlers: ApiHandlers;
  authenticate: Authenticate;
  singleObjectQuirk?: boolean;
  rateLimit?: number;
  validateResponses?: boolean;
  /** Serves repeated reads of unchanged data from here (GET operations only). */
  responseCache?: ResponseCache;
}

/** Base path of every operation (decision 1). */
export const API_PREFIX = '/v1';
export const JSON_TYPE = 'application/json; charset=utf-8';

type GenericHandler = (req: { query: unknown; body: unknown }, ctx: CallContext) => unknown;
/** An onRequest hook. */
export type Hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

function parseWith(schema: z.ZodType, value: unknown): unknown {
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(r.error);
  return r.data;
}

const NOT_AN_OBJECT = new PsaError(
  'VALIDATION_FAILED',
  'the request body must be a JSON object sent as Content-Type: application/json',
  [{ path: '(root)', message: 'must be a JSON object' }],
);

/** The onRequest hook of every operation: rate limit, then bearer token (decisions 3 and 5). */
export function createGuard(opts: RouteOptions): Hook {
  const limiter =
    opts.rateLimit !== undefined && opts.rateLimit > 0 ? createRateLimiter(opts.rateLimit) : null;
  return (req, reply, done) => {
    const token = bearerToken(req.headers.authorization);
    if (limiter) {
      const decision = limiter(token ?? `ip:${req.ip}`);
      if (!decision.ok) {
        const err = new PsaError(
          'RATE_LIMITED',
          `too many requests; retry after ${decision.retryAfterSeconds} s`,
        );
        void reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send(errorBody(err));
        return;
      }
    }
    if (token === null) {
      done(new PsaError('UNAUTHENTICATED', 'send an API key as Authorization: Bearer <key>'));
      return;
    }
    try {
      const result = opts.authenticate(opts.db, token);
      if (!result.ok) return done(new PsaError(result.code, result.message));
      req.accountId = result.accountId;
      done();
    } catch (err) {
      done(err instanceof Error ? err : new Error(String(err)));
    }
  };
}

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
  const cache = def.method === 'GET' ? opts.responseCache : undefined;
  const { query: querySchema, body: bodySchema, response, status } = def;

  const answer = (req: FastifyRequest, query: unknown, body: unknown): unknown => {
    let result = handler({ query, body }, { accountId: req.accountId });
    if (validate) {
      const check = response.safeParse(result);
      if (!check.success) throw new Error(`response of ${name} breaks its schema: ${check.error.message}`);
    }
    if (quirk && Array.isArray(result) && result.length === 1) result = result[0];
    return result;
  };

  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
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
      if (!cache) {
        void reply.code(status).send(answer(req, query, body));
        return;
      }
      // The version is read before the handler runs: a write racing with it only costs a miss.
      const version = dataVersion(opts.db);
      const key = `${name}|${req.accountId}|${JSON.stringify(query)}`;
      let text = cache.get(key, version);
      if (text === undefined) {
        text = JSON.stringify(answer(req, query, body));
        cache.set(key, version, text);
      }
      void reply.code(status).type(JSON_TYPE).send(text);
    },
  });
}
