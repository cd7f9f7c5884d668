import type { FastifyReply, FastifyRequest } from 'fastify';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import { bearerToken, type Authenticate } from './auth';
import { errorBody } from './errors';
import { createRateLimiter, type RateDecision, type RateLimiter } from './rate-limit';

/*
 * Who may reach an operation, and how often (decisions 3 and 5). Everything here keys on the
 * client address of the TCP connection (never a forwarded-for header, which the client writes):
 * - failed authentications: at most `failedAuthLimit` per address in 10 s, always on. Once an
 *   address is out of allowance, its requests are refused with 429 BEFORE the token is looked
 *   at, so a right guess answers exactly like a wrong one and guessing keys stays slow whatever
 *   token each guess carries.
 *   The same allowance counts failed sign-ins on the consent page and unknown clients, codes and
 *   refresh tokens at the token endpoint, so guessing one kind of secret does not reset another.
 * - `rateLimit` (off unless configured): that many requests a second per address, counted before
 *   authentication, and per account after it (one key shared by several addresses).
 * An OAuth access token reaches only the operations of its scopes (decision 3); each route names
 * its scope in its config, and a route without one refuses every access token.
 */

/** Failed authentications allowed per client address in `FAILED_AUTH_WINDOW_S` seconds, by default. */
export const DEFAULT_FAILED_AUTH_LIMIT = 10;
export const FAILED_AUTH_WINDOW_S = 10;

/** What the guard needs. */
export interface GuardOptions {
  db: Db;
  authenticate: Authenticate;
  /** Requests per second per client address and per account; unlimited when unset. */
  rateLimit?: number;
  /** Failed authentications per address per 10 s (default 10); false turns the check off. */
  failedAuthLimit?: number | false;
  /** The failure allowance to share with the OAuth endpoints; made from failedAuthLimit when absent. */
  failures?: RateLimiter | null;
  /** Current time in epoch ms, for access token expiry. */
  now?: () => number;
}

/** The failed-authentication allowance per client address; null when the limit is off. */
export function createFailureLimiter(failedAuthLimit: number | false | undefined): RateLimiter | null {
  const limit = failedAuthLimit ?? DEFAULT_FAILED_AUTH_LIMIT;
  return limit === false || limit <= 0 ? null : createRateLimiter(limit / FAILED_AUTH_WINDOW_S, limit);
}

/** An onRequest hook. */
export type Hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

function refuse(reply: FastifyReply, decision: { retryAfterSeconds: number }): void {
  const err = new PsaError('RATE_LIMITED', `too many requests; retry after ${decision.retryAfterSeconds} s`);
  void reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send(errorBody(err));
}

/** The onRequest hook of every operation: address limits, then the bearer token, then the account's limit. */
export function createGuard(opts: GuardOptions): Hook {
  const perRequest =
    opts.rateLimit !== undefined && opts.rateLimit > 0 ? createRateLimiter(opts.rateLimit) : null;
  const failures = opts.failures === undefined ? createFailureLimiter(opts.failedAuthLimit) : opts.failures;
  const now = opts.now ?? Date.now;

  return (req, reply, done) => {
    const address = `ip:${req.ip}`;
    const early: RateDecision | undefined = failures?.check(address);
    if (early && !early.ok) return refuse(reply, early);
    const byAddress = perRequest?.take(address);
    if (byAddress && !byAddress.ok) return refuse(reply, byAddress);

    const fail = (err: PsaError) => {
      failures?.take(address);
      done(err);
    };
    const token = bearerToken(req.headers.authorization);
    if (token === null)
      return fail(
        new PsaError('UNAUTHENTICATED', 'send an API key or access token as Authorization: Bearer <token>'),
      );
    try {
      const result = opts.authenticate(opts.db, token, now());
      if (!result.ok) {
        // A known key without access (403), or an expired or revoked access token, is not a
        // guess; only unknown tokens spend the allowance.
        if (result.known) void reply.header('www-authenticate', 'Bearer error="invalid_token"');
        if (result.code === 'UNAUTHENTICATED' && !result.known)
          return fail(new PsaError(result.code, result.message));
        return done(new PsaError(result.code, result.message));
      }
      if (result.scopes !== undefined) {
        // Set by registerEndpoint from ENDPOINT_SCOPES (not a global type augmentation: other
        // Fastify apps in this process, the web bridge, have configs of their own).
        const { scope } = req.routeOptions.config as { scope?: unknown };
        if (typeof scope !== 'string') return done(new Error(`${req.method} ${req.url} has no OAuth scope`));
        if (!result.scopes.includes(scope)) {
          void reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
          return done(new PsaError('FORBIDDEN', `the access token does not carry the scope '${scope}'`));
        }
      }
      const byAccount = perRequest?.take(`account:${result.accountId}`);
      if (byAccount && !byAccount.ok) return refuse(reply, byAccount);
      req.accountId = result.accountId;
      done();
    } catch (err) {
      done(err instanceof Error ? err : new Error(String(err)));
    }
  };
}
