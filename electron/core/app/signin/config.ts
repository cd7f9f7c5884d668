import { DEFAULT_SCOPE, PSOHUB_PRESET, type SignInRequestT } from '../../../../shared/app/channels/signin';
import { postToken, TokenEndpointError, tokenErrorMessage } from '../../sync/oauth/token-client';
import { AppCoreError } from '../errors';
import { PsaError } from '../../../../shared/psa/errors';
import { sendsCredentialsInClear } from '../../../../shared/app/clear-text';
import { coreI18n } from '../../i18n';

/*
 * A sign-in's addresses and client from a preset and what the admin entered, the authorization URL
 * with PSOhub's own parameter names (decision 24), and a check of the client credentials before
 * the browser opens, so a wrong secret is said in the app instead of on a page in the browser.
 */

/** The resolved addresses and client of one sign-in. */
export interface SignInConfig {
  baseUrl: string;
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  email: string | undefined;
}

/** The base URL as stored: trimmed, without trailing slashes (as settings:setRemote keeps it). */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** Refuses a sign-in whose API, consent page or token address would carry secrets in clear text. */
function refuseClearText(c: SignInConfig): SignInConfig {
  for (const [field, url] of [
    ['baseUrl', c.baseUrl],
    ['authUrl', c.authUrl],
    ['tokenUrl', c.tokenUrl],
  ] as const) {
    if (!sendsCredentialsInClear(url)) continue;
    const message = coreI18n.t('core:settings.plainHttp', { host: new URL(url).host });
    throw new PsaError('VALIDATION_FAILED', `${field}: ${message}`, [
      { path: field, message: 'must be https, or http to this computer' },
    ]);
  }
  return c;
}

/** Fills a request's blanks from its preset: PSOhub's fixed addresses, or a custom server's origin. */
export function resolveConfig(req: SignInRequestT): SignInConfig {
  return refuseClearText(fillConfig(req));
}

function fillConfig(req: SignInRequestT): SignInConfig {
  const common = {
    clientId: req.clientId.trim(),
    clientSecret: req.clientSecret,
    scope: req.scope?.trim() || DEFAULT_SCOPE,
    email: req.email?.trim() || undefined,
  };
  if (req.preset === 'psohub') {
    return {
      ...common,
      baseUrl: normalizeBaseUrl(req.baseUrl ?? PSOHUB_PRESET.baseUrl),
      authUrl: req.authUrl ?? PSOHUB_PRESET.authUrl,
      tokenUrl: req.tokenUrl ?? '',
    };
  }
  const baseUrl = normalizeBaseUrl(req.baseUrl ?? '');
  const origin = new URL(baseUrl).origin;
  return {
    ...common,
    baseUrl,
    authUrl: req.authUrl ?? `${origin}/link/apiauthorization`,
    tokenUrl: req.tokenUrl ?? `${origin}/oauth/token`,
  };
}

/** The authorization request (decision 24): clientid, scope, redirecturl, clientsecret, state and PKCE S256. */
export function authorizationUrl(
  c: SignInConfig,
  p: { redirectUrl: string; state: string; codeChallenge: string },
): string {
  const url = new URL(c.authUrl);
  url.searchParams.set('clientid', c.clientId);
  url.searchParams.set('scope', c.scope);
  url.searchParams.set('redirecturl', p.redirectUrl);
  url.searchParams.set('clientsecret', c.clientSecret);
  url.searchParams.set('state', p.state);
  url.searchParams.set('code_challenge', p.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/**
 * Asks the token endpoint to authenticate the client (a client_credentials request, which the
 * remote answers after checking the client: invalid_client when the id or secret is wrong, else
 * some other answer that is ignored). Throws SIGN_IN_FAILED when the client is refused or the
 * token address cannot be reached; anything else lets the sign-in go on.
 */
export async function checkClient(
  c: SignInConfig,
  opts: { fetchImpl?: typeof fetch; timeoutMs?: number },
): Promise<void> {
  try {
    await postToken(
      c.tokenUrl,
      { grant_type: 'client_credentials', clientid: c.clientId, clientsecret: c.clientSecret },
      opts,
    );
  } catch (e) {
    if (!(e instanceof TokenEndpointError)) throw e;
    if (e.error === 'invalid_client' || e.kind === 'network' || e.kind === 'timeout')
      throw new AppCoreError('SIGN_IN_FAILED', tokenErrorMessage(e));
  }
}
