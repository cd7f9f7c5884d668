import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { z } from 'zod';
import { endpointNames, endpoints, type EndpointDef, type EndpointName } from '../../../shared/psa/endpoints';
import { PsaError, validationError } from '../../../shared/psa/errors';
import { buildOpenApi } from '../../../shared/psa/openapi';
import type { Db } from '../db/connection';
import type { ApiHandlers, CallContext } from '../domain/handlers';
import { bearerToken, type Authenticate } from './auth';
import { errorBody, toPsaError } from './errors';
import { normalizeQuery, queryKeyMap } from './query';
import { createRateLimiter } from './rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account the bearer token belongs to; set by the auth hook before any handler runs. */
    accountId: number;
  }
}

/** How the reference PSA server is put together. */
export interface ServerOptions {
  db: Db;
  handlers: ApiHandlers;
  authenticate: Authenticate;
  /** GET /timesheets answers a single object when exactly one entry matches (decision 17). */
  singleObjectQuirk?: boolean;
  /** Requests per second per token (per address without a token); unlimited when unset. */
  rateLimit?: number;
  logger?: boolean;
  /**
   * Parse every response with its endpoint's response schema and answer 500 on a mismatch. For
   * tests: it catches a handler drifting from the contract, at a cost the hot path should not pay.
   */
  validateResponses?: boolean;
}

/** Base path of every operation (decision 1). */
export const API_PREFIX = '/v1';
/** Largest accepted request body (decision 2). */
export const BODY_LIMIT = 1024 * 1024;

type GenericHandler = (req: { query: unknown; body: unknown }, ctx: CallContext) => unknown;
type Hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

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
function createGuard(opts: ServerOptions): Hook {
  const limiter = opts.rateLimit !== undefined && opts.rateLimit > 0 ? createRateLimiter(opts.rateLimit) : null;
  return (req, reply, done) => {
    const token = bearerToken(req.headers.authorization);
    if (limiter) {
      const decision = limiter(token ?? `ip:${req.ip}`);
      if (!decision.ok) {
        const err = new PsaError('RATE_LIMITED', `too many requests; retry after ${decision.retryAfterSeconds} s`);
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

function registerEndpoint(app: FastifyInstance, name: EndpointName, opts: ServerOptions, guard: Hook): void {
  const def: EndpointDef = endpoints[name];
  const keys = queryKeyMap(def.query);
  const handler = opts.handlers[name] as unknown as GenericHandler;
  const quirk = opts.singleObjectQuirk === true && name === 'listTimesheets';
  const validate = opts.validateResponses === true;
  const { query: querySchema, body: bodySchema, response, status } = def;

  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
    onRequest: guard,
    handler: async (req, reply) => {
      const query = querySchema ? parseWith(querySchema, normalizeQuery(req.query, keys)) : undefined;
      let body: unknown;
      if (bodySchema) {
        const raw = req.body;
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw NOT_AN_OBJECT;
        body = parseWith(bodySchema, raw);
      }
      let result = await handler({ query, body }, { accountId: req.accountId });
      if (validate) {
        const check = response.safeParse(result);
        if (!check.success) throw new Error(`response of ${name} breaks its schema: ${check.error.message}`);
      }
      if (quirk && Array.isArray(result) && result.length === 1) result = result[0];
      return reply.code(status).send(result);
    },
  });
}

/** Writes a decision-5 error on a socket whose request could not even be parsed as HTTP. */
function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(new PsaError('VALIDATION_FAILED', 'malformed HTTP request')));
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Builds the reference PSA server: every endpoint of the table under /v1 with bearer auth, strict
 * input parsing and decision-5 errors, plus GET /v1/openapi.json (public, so tools can discover
 * the API before they hold a key). Call `listen` on the result.
 */
export function buildServer(opts: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    clientErrorHandler,
    frameworkErrors: (err, _req, reply) => {
      // A URL that cannot be decoded: there is no route to run, so answer here.
      void (reply as FastifyReply).code(400).send(errorBody(toPsaError(err).error));
    },
  });
  const logError = (req: FastifyRequest, err: unknown) => {
    if (opts.logger) req.log.error({ err }, 'internal error');
    else console.error(`[psa-server] ${req.method} ${req.url}:`, err);
  };

  app.decorateRequest('accountId', 0);
  app.setErrorHandler((err, req, reply) => {
    const { error, internal } = toPsaError(err);
    if (internal) logError(req, err);
    return reply.code(error.status).send(errorBody(error));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    return reply.code(404).send(errorBody(new PsaError('NOT_FOUND', `no operation ${req.method} ${path}`)));
  });

  // Bodies are read only where an operation takes one; elsewhere they are drained and ignored,
  // so a stray Content-Type on PATCH /invoices/paid or an unknown path cannot turn into a 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));

  const openapi = JSON.stringify(buildOpenApi({ serverUrl: API_PREFIX }));
  app.get(`${API_PREFIX}/openapi.json`, (_req, reply) => {
    void reply.type('application/json; charset=utf-8').send(openapi);
  });

  const guard = createGuard(opts);
  const withBody = endpointNames.filter((n) => 'body' in endpoints[n]);
  const withoutBody = endpointNames.filter((n) => !('body' in endpoints[n]));
  for (const name of withoutBody) registerEndpoint(app, name, opts, guard);
  void app.register(async (child) => {
    // Only application/json is read (decision 2); any other type is answered 400 by the error handler.
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('application/json', { parseAs: 'string' }, child.getDefaultJsonParser('error', 'error'));
    for (const name of withBody) registerEndpoint(child, name, opts, guard);
  });
  return app;
}
