import type { FastifyReply, FastifyRequest } from 'fastify';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import { bearerToken, type Authenticate } from './auth';
import { errorBody } from './errors';
import { createRateLimiter, type RateDecision } from './rate-limit';

/*
 * Who may reach an operation, and how often (decisions 3 and 5). Everything here keys on the
 * client address of the TCP connection (never a forwarded-for header, which the client writes):
 * - failed authentications: at most `failedAuthLimit` per address in 10 s, always on. Once an
 *   address is out of allowance, its requests are refused with 429 BEFORE the token is looked
 *   at, so a right guess answers exactly like a wrong one and guessing keys stays slow whatever
 *   token each guess carries.
 * - `rateLimit` (off unless configured): that many requests a second per address, counted before
 *   authentication, and per account after it (one key shared by several addresses).
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
  const failLimit = opts.failedAuthLimit ?? DEFAULT_FAILED_AUTH_LIMIT;
  const failures =
    failLimit === false || failLimit <= 0
      ? null
      : createRateLimiter(failLimit / FAILED_AUTH_WINDOW_S, failLimit);

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
      return fail(new PsaError('UNAUTHENTICATED', 'send an API key as Authorization: Bearer <key>'));
    try {
      const result = opts.authenticate(opts.db, token);
      if (!result.ok) {
        // A known key without access (403) is not a guess; only unknown keys spend the allowance.
        if (result.code === 'UNAUTHENTICATED') return fail(new PsaError(result.code, result.message));
        return done(new PsaError(result.code, result.message));
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
