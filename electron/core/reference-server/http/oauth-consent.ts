import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import {
  checkAuthorizationRequest,
  checkCredentials,
  errorRedirect,
  type AuthorizationRequest,
} from '../domain/oauth-authorize';
import { redirectWith } from '../domain/oauth-redirect';
import { issueCode } from '../domain/oauth-tokens';
import { consentPage, PAGE_HEADERS, problemPage, sendPage } from './consent-page';
import { NonceStore } from './nonces';
import { addOAuthParsers, bodyParams, OAUTH_BODY_LIMIT, queryParams } from './oauth-params';
import type { RateLimiter } from './rate-limit';

/*
 * GET /link/apiauthorization shows the sign-in and consent form for a checked authorization
 * request (decision 24); POST takes the form. Allow with the right email and password redirects
 * to `redirecturl?code=...&state=...`, Deny to `?error=access_denied&state=...`; a wrong password
 * shows the form again. Failed sign-ins spend the client address's failure allowance, shared with
 * failed API keys, and once it is spent the password is not even looked at.
 */

/** The consent page's path (decision 24). */
export const CONSENT_PATH = '/link/apiauthorization';

/** What the consent routes need. */
export interface ConsentOptions {
  db: Db;
  now: () => number;
  /** Failed authentications per client address; null: unlimited. */
  failures: RateLimiter | null;
  logError: (req: FastifyRequest, err: unknown) => void;
}

const WRONG = 'The email or password is not right.';
const STALE =
  'This sign-in form has expired or was already used. Start the sign-in again from the application.';

function returnTo(redirectUri: string): string {
  return new URL(redirectUri).origin;
}

function redirect(reply: FastifyReply, location: string): void {
  // 303: the browser follows with a GET, never re-posting the password to the application.
  void reply.code(303).headers(PAGE_HEADERS).header('location', location).send();
}

/** Registers GET and POST /link/apiauthorization in an encapsulated context. */
export function registerConsent(app: FastifyInstance, opts: ConsentOptions): void {
  const nonces = new NonceStore<AuthorizationRequest>(opts.now);

  const showForm = (
    reply: FastifyReply,
    request: AuthorizationRequest,
    status: number,
    extra: { email?: string; message?: string } = {},
  ) =>
    sendPage(
      reply,
      status,
      consentPage({
        clientName: request.client.name,
        scopes: request.scopes,
        returnTo: returnTo(request.redirectUri),
        nonce: nonces.issue(request),
        ...extra,
      }),
    );

  const onGet = (req: FastifyRequest, reply: FastifyReply) => {
    const read = queryParams(req.raw.url);
    if (!read.ok) return sendPage(reply, 400, problemPage(read.problem));
    const check = checkAuthorizationRequest(opts.db, read.params);
    if (check.ok) return showForm(reply, check.request, 200);
    if ('problem' in check) return sendPage(reply, 400, problemPage(check.problem));
    return redirect(reply, check.redirect);
  };

  const onPost = (req: FastifyRequest, reply: FastifyReply) => {
    const read = bodyParams(req.body);
    if (!read.ok) return sendPage(reply, 400, problemPage(read.problem));
    const request = nonces.take(read.params.get('nonce') ?? '');
    if (!request) return sendPage(reply, 400, problemPage(STALE));
    const decision = read.params.get('decision');
    const email = read.params.get('email') ?? '';
    if (decision === 'deny')
      return redirect(
        reply,
        errorRedirect(request.redirectUri, 'access_denied', 'the user denied access', request.state),
      );
    if (decision !== 'allow')
      return showForm(reply, request, 400, { email, message: 'Choose Allow or Deny.' });

    const address = `ip:${req.ip}`;
    const allowance = opts.failures?.check(address);
    if (allowance && !allowance.ok) {
      void reply.header('retry-after', String(allowance.retryAfterSeconds));
      const wait = `Too many failed sign-ins from this address. Wait ${allowance.retryAfterSeconds} s and try again.`;
      return showForm(reply, request, 429, { email, message: wait });
    }
    const account = checkCredentials(opts.db, email, read.params.get('password') ?? '');
    if (!account) {
      opts.failures?.take(address);
      return showForm(reply, request, 200, { email, message: WRONG });
    }
    const code = issueCode(
      opts.db,
      {
        clientId: request.client.id,
        accountId: account.id,
        redirectUri: request.redirectUri,
        scopes: request.scopes,
        codeChallenge: request.codeChallenge,
      },
      opts.now(),
    );
    return redirect(reply, redirectWith(request.redirectUri, { code, state: request.state }));
  };

  void app.register(async (child) => {
    addOAuthParsers(child);
    child.setErrorHandler((err, req, reply) => {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) opts.logError(req, err);
      const tooLarge = status === 413;
      sendPage(
        reply,
        tooLarge ? 413 : status !== undefined && status < 500 ? 400 : 500,
        problemPage(tooLarge ? 'The form is too large.' : 'Something went wrong; nothing was sent.'),
      );
    });
    child.get(CONSENT_PATH, onGet);
    child.post(CONSENT_PATH, { bodyLimit: OAUTH_BODY_LIMIT }, onPost);
  });
}
