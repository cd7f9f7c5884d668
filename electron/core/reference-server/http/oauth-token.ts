import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { either } from '../domain/oauth-authorize';
import { authenticateClient } from '../domain/oauth-clients';
import { OAuthError } from '../domain/oauth-errors';
import { exchangeCode, refreshTokens, type TokenAnswer, type TokenSettings } from '../domain/oauth-tokens';
import { addOAuthParsers, basicCredentials, bodyParams, OAUTH_BODY_LIMIT } from './oauth-params';
import type { RateLimiter } from './rate-limit';

/*
 * POST /oauth/token (decision 24, RFC 6749 §4.1.3 and §6): grant_type=authorization_code or
 * refresh_token, form-encoded or JSON. The client authenticates with `clientid`/`clientsecret`
 * (or `client_id`/`client_secret`) in the body or with HTTP Basic, never both. Answers
 * `{access_token, token_type, expires_in, refresh_token, scope}` or `{error, error_description}`,
 * never cached. Unknown clients, secrets, codes and refresh tokens spend the address's failure
 * allowance (shared with API keys and the consent page).
 */

/** The token endpoint's path. */
export const TOKEN_PATH = '/oauth/token';

/** What the token route needs. */
export interface TokenRouteOptions {
  db: Db;
  settings: TokenSettings;
  failures: RateLimiter | null;
  logError: (req: FastifyRequest, err: unknown) => void;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function answer(
  reply: FastifyReply,
  status: number,
  body: TokenAnswer | { error: string; error_description: string },
) {
  void reply
    .code(status)
    .headers(NO_STORE)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

function sendError(reply: FastifyReply, err: OAuthError): void {
  // RFC 6749 §5.2: a 401 invalid_client names the scheme the client may authenticate with.
  if (err.status === 401) void reply.header('www-authenticate', 'Basic realm="psa-oauth", charset="UTF-8"');
  answer(reply, err.status, { error: err.code, error_description: err.message });
}

const bad = (message: string) => new OAuthError('invalid_request', message);

/** Runs one token request; throws OAuthError for every refusal. */
function token(req: FastifyRequest, opts: TokenRouteOptions): TokenAnswer {
  const read = bodyParams(req.body);
  if (!read.ok) throw bad(read.problem);
  const params = read.params;
  const grantType = params.get('grant_type');
  if (!grantType) throw bad('grant_type is required');

  const basic = basicCredentials(req.headers.authorization);
  if (basic && 'problem' in basic) throw new OAuthError('invalid_client', basic.problem);
  const id = either(params, 'clientid', 'client_id');
  const secret = either(params, 'clientsecret', 'client_secret');
  if (id.clash ?? secret.clash) throw bad((id.clash ?? secret.clash) as string);
  if (basic && secret.value !== undefined)
    throw bad('authenticate the client one way: Basic or the body, not both');
  if (basic && id.value !== undefined && id.value !== basic.id)
    throw bad('clientid differs from the Basic credentials');
  const clientId = basic?.id ?? id.value;
  const clientSecret = basic?.secret ?? secret.value;
  if (!clientId || clientSecret === undefined)
    throw new OAuthError('invalid_client', 'client authentication is required (clientid and clientsecret)');
  const client = authenticateClient(opts.db, clientId, clientSecret);
  if (!client)
    throw new OAuthError('invalid_client', 'unknown client or wrong client secret', { guess: true });

  if (grantType === 'authorization_code') {
    const code = params.get('code');
    if (!code) throw bad('code is required');
    const redirect = either(params, 'redirecturl', 'redirect_uri');
    if (redirect.clash) throw bad(redirect.clash);
    if (!redirect.value) throw bad('redirecturl is required: the one of the authorization request');
    return exchangeCode(
      opts.db,
      client,
      { code, redirectUri: redirect.value, codeVerifier: params.get('code_verifier') },
      opts.settings,
    );
  }
  if (grantType === 'refresh_token') {
    const refreshToken = params.get('refresh_token');
    if (!refreshToken) throw bad('refresh_token is required');
    return refreshTokens(opts.db, client, { refreshToken, scope: params.get('scope') }, opts.settings);
  }
  throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
}

/** Registers POST /oauth/token in an encapsulated context. */
export function registerTokenRoute(app: FastifyInstance, opts: TokenRouteOptions): void {
  void app.register(async (child) => {
    addOAuthParsers(child);
    child.setErrorHandler((err, req, reply) => {
      const status = (err as { statusCode?: number }).statusCode;
      if (status !== undefined && status < 500) return sendError(reply, bad('the request could not be read'));
      opts.logError(req, err);
      answer(reply, 500, { error: 'server_error', error_description: 'internal server error' });
    });
    child.post(TOKEN_PATH, { bodyLimit: OAUTH_BODY_LIMIT }, (req, reply) => {
      const address = `ip:${req.ip}`;
      const allowance = opts.failures?.check(address);
      if (allowance && !allowance.ok) {
        void reply.header('retry-after', String(allowance.retryAfterSeconds));
        const message = `too many failed attempts from this address; retry after ${allowance.retryAfterSeconds} s`;
        return answer(reply, 429, { error: 'temporarily_unavailable', error_description: message });
      }
      try {
        answer(reply, 200, token(req, opts));
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        if (err.guess) opts.failures?.take(address);
        sendError(reply, err);
      }
    });
  });
}
