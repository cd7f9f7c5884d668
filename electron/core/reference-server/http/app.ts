import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { endpointNames, endpoints } from '../../../../shared/psa/endpoints';
import { PsaError } from '../../../../shared/psa/errors';
import { buildOpenApi } from '../../../../shared/psa/openapi';
import { stringifyJson } from '../../../../shared/psa/json';
import { errorBody, toPsaError } from './errors';
import { acceptJsonBodies } from './json-body';
import { ResponseCache } from './response-cache';
import { createFailureLimiter, createGuard } from './guard';
import { registerConsent } from './oauth-consent';
import { registerTokenRoute } from './oauth-token';
import { API_PREFIX, JSON_TYPE, registerEndpoint, type RouteOptions } from './routes';
import { DEFAULT_TOKEN_TTL_S } from '../domain/oauth-tokens';

export { API_PREFIX } from './routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account the bearer token belongs to; set by the auth hook before any handler runs. */
    accountId: bigint;
  }
}

/** How the reference PSA server is put together. */
export interface ServerOptions extends Omit<RouteOptions, 'responseCache'> {
  logger?: boolean;
  /**
   * Serve repeated reads of unchanged data from memory (default true). Any write, also by another
   * process on the same database file, invalidates it, so answers are never stale.
   */
  cacheReads?: boolean;
  /** Lifetime of OAuth access tokens in seconds (default 3600, decision 24). */
  tokenTtlSeconds?: number;
  /** Current time in epoch ms for codes, tokens and consent forms; injectable for tests. */
  now?: () => number;
}

/** Largest accepted request body (decision 2). */
export const BODY_LIMIT = 1024 * 1024;

/** Writes a decision-5 error on a socket whose request could not even be parsed as HTTP. */
function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(new PsaError('VALIDATION_FAILED', 'malformed HTTP request')));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: ${JSON_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const noSchemas = () => () => {
  throw new Error('no Fastify schemas here: requests are parsed with zod');
};

/** The methods a path may take here, for the Allow header of a 405. */
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

/**
 * Builds the reference PSA server: every endpoint of the table under /v1 with bearer auth, strict
 * input parsing and decision-5 errors, plus GET /v1/openapi.json (public, so tools can discover
 * the API before they hold a key) and the OAuth sign-in of decision 24 (GET/POST
 * /link/apiauthorization, POST /oauth/token). Call `listen` on the result.
 */
export function buildServer(opts: ServerOptions): FastifyInstance {
  const app = Fastify({
    // Routes parse with zod and have no Fastify schema: without these, Fastify would load and set
    // up Ajv and fast-json-stringify at every start for nothing (~20 ms, 2 MB of heap).
    schemaController: { compilersFactory: { buildValidator: noSchemas, buildSerializer: noSchemas } },
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

  app.decorateRequest('accountId', 0n);
  // Every answer keeps every digit: 17-digit identifiers and 8-decimal amounts (decisions 7, 9).
  app.setReplySerializer((payload) => stringifyJson(payload));
  app.setErrorHandler((err, req, reply) => {
    const { error, internal } = toPsaError(err);
    if (internal) logError(req, err);
    return reply.code(error.status).send(errorBody(error));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) {
      const message = `${req.method} ${path} is not an operation; ${path} takes ${allowed.join(', ')}`;
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(new PsaError('METHOD_NOT_ALLOWED', message)));
    }
    return reply.code(404).send(errorBody(new PsaError('NOT_FOUND', `no operation ${req.method} ${path}`)));
  });

  // Bodies are read only where an operation takes one; elsewhere they are drained and ignored,
  // so a stray Content-Type on PATCH /invoices/paid or an unknown path cannot turn into a 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));

  // Built on the first request, not at start: it costs ~20 ms that the demo remote in web mode and
  // every server start would otherwise pay for a document few clients ask for.
  let openapi: string | undefined;
  app.get(`${API_PREFIX}/openapi.json`, (_req, reply) => {
    openapi ??= JSON.stringify(buildOpenApi({ serverUrl: API_PREFIX }));
    void reply.type(JSON_TYPE).send(openapi);
  });

  const now = opts.now ?? Date.now;
  // One allowance of failed authentications per address for API tokens, passwords and clients.
  const failures = createFailureLimiter(opts.failedAuthLimit);
  const routeOptions = {
    ...opts,
    failures,
    now,
    responseCache: opts.cacheReads === false ? undefined : new ResponseCache(),
  };
  const guard = createGuard(routeOptions);
  registerConsent(app, { db: opts.db, now, failures, logError });
  registerTokenRoute(app, {
    db: opts.db,
    failures,
    logError,
    settings: { now, tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_S },
  });
  const withBody = endpointNames.filter((n) => 'body' in endpoints[n]);
  const withoutBody = endpointNames.filter((n) => !('body' in endpoints[n]));
  for (const name of withoutBody) registerEndpoint(app, name, routeOptions, guard);
  void app.register(async (child) => {
    // Only application/json is read (decision 2); any other type is answered 400 by the error handler.
    acceptJsonBodies(child);
    for (const name of withBody) registerEndpoint(child, name, routeOptions, guard);
  });
  return app;
}
