import type { Db } from '../../db/connection';
import type { AccountRow } from '../../db/repositories/accounts';
import {
  findAccountLogin,
  getOAuthClient,
  listRedirectUris,
  type OAuthClientRow,
} from '../../db/repositories/oauth';
import type { OAuthErrorCode } from './oauth-errors';
import { parseRedirectUrl, redirectAllowed, redirectWith } from './oauth-redirect';
import { parseScopes, type OAuthScope } from '../../../../shared/psa/oauth-scopes';
import { verifyNothing, verifyPassword } from './passwords';
import { isS256Challenge } from './pkce';
import { sameHash, sha256Hex } from './secrets';

/*
 * The authorization request of decision 24: `clientid`, `redirecturl`, `scope`, optionally
 * `clientsecret` (the real product sends it), `state` and PKCE `code_challenge` with
 * `code_challenge_method=S256`. RFC 6749's names (`client_id`, `redirect_uri`, `client_secret`,
 * `response_type=code`) are accepted too. The client and its redirect URL are checked first:
 * until both are known to be right, a problem is shown to the person and nobody is redirected
 * (RFC 6749 §4.1.2.1); after that, problems go back to the client as `error=...&state=...`.
 */

/** A checked authorization request, ready for the consent form. */
export interface AuthorizationRequest {
  client: Pick<OAuthClientRow, 'id' | 'name'>;
  /** Exactly as the client sent it: the token request must repeat it. */
  redirectUri: string;
  scopes: OAuthScope[];
  state?: string | undefined;
  codeChallenge?: string | undefined;
}

/** The outcome: a request to show, a problem to show, or an error to send back to the client. */
export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest }
  | { ok: false; problem: string }
  | { ok: false; redirect: string };

type Params = ReadonlyMap<string, string>;

/** Reads one parameter by decision 24's name or RFC 6749's; a clash when both are sent and differ. */
export function either(params: Params, ours: string, rfc: string): { value?: string; clash?: string } {
  const a = params.get(ours);
  const b = params.get(rfc);
  if (a !== undefined && b !== undefined && a !== b) return { clash: `${ours} and ${rfc} differ` };
  return { value: a ?? b };
}

const MAX_STATE = 1024;

/** The URL that answers the client with an OAuth error. */
export function errorRedirect(
  redirectUri: string,
  error: OAuthErrorCode,
  description: string,
  state: string | undefined,
): string {
  return redirectWith(redirectUri, { error, error_description: description, state });
}

/** Checks an authorization request's parameters against the registered client. */
export function checkAuthorizationRequest(db: Db, params: Params): AuthorizationCheck {
  const clientId = either(params, 'clientid', 'client_id');
  if (clientId.clash) return { ok: false, problem: clientId.clash };
  if (!clientId.value)
    return { ok: false, problem: 'the request names no application (clientid is missing)' };
  const client = getOAuthClient(db, clientId.value);
  if (!client) return { ok: false, problem: `no application is registered as '${clientId.value}'` };
  const secret = either(params, 'clientsecret', 'client_secret');
  if (secret.clash) return { ok: false, problem: secret.clash };
  if (secret.value !== undefined && !sameHash(sha256Hex(secret.value), client.secret_hash))
    return { ok: false, problem: 'the application secret in the request is not right' };
  const redirect = either(params, 'redirecturl', 'redirect_uri');
  if (redirect.clash) return { ok: false, problem: redirect.clash };
  if (!redirect.value)
    return { ok: false, problem: 'the request has no return address (redirecturl is missing)' };
  const parsed = parseRedirectUrl(redirect.value);
  if ('refused' in parsed) return { ok: false, problem: `the return address ${parsed.refused}` };
  if (!redirectAllowed(parsed, listRedirectUris(db, client.id)))
    return { ok: false, problem: 'the return address is not registered for this application' };

  const redirectUri = redirect.value;
  const state = params.get('state');
  const fail = (error: OAuthErrorCode, description: string): AuthorizationCheck => ({
    ok: false,
    redirect: errorRedirect(redirectUri, error, description, state),
  });
  if (state !== undefined && state.length > MAX_STATE)
    return fail('invalid_request', `state is longer than ${MAX_STATE} characters`);
  const responseType = params.get('response_type');
  if (responseType !== undefined && responseType !== 'code')
    return fail('unsupported_response_type', 'only response_type=code is supported');

  const allowed = client.scopes.split(' ');
  let scopes = parseScopes(client.scopes).scopes;
  const scope = params.get('scope');
  if (scope !== undefined && scope.trim() !== '') {
    const asked = parseScopes(scope);
    if (asked.unknown.length > 0) return fail('invalid_scope', `unknown scope: ${asked.unknown.join(' ')}`);
    const beyond = asked.scopes.filter((s) => !allowed.includes(s));
    if (beyond.length > 0)
      return fail('invalid_scope', `the application may not ask for: ${beyond.join(' ')}`);
    scopes = asked.scopes;
  }

  const challenge = params.get('code_challenge');
  const method = params.get('code_challenge_method');
  if (challenge === undefined && method !== undefined)
    return fail('invalid_request', 'code_challenge_method was sent without code_challenge');
  if (challenge !== undefined && method !== 'S256')
    return fail('invalid_request', 'code_challenge_method must be S256 (plain is not supported)');
  if (challenge !== undefined && !isS256Challenge(challenge))
    return fail('invalid_request', 'code_challenge must be 43 base64url characters (an S256 digest)');

  return {
    ok: true,
    request: {
      client: { id: client.id, name: client.name },
      redirectUri,
      scopes,
      state,
      codeChallenge: challenge,
    },
  };
}

/**
 * The account whose email and password these are, or undefined. An unknown email costs as much
 * time as a wrong password, so the answer's timing does not tell which addresses exist.
 */
export function checkCredentials(db: Db, email: string, password: string): AccountRow | undefined {
  const login = email.trim() === '' ? undefined : findAccountLogin(db, email.trim());
  if (!login) return verifyNothing(password) || undefined;
  return verifyPassword(password, login.passwordHash) ? login.account : undefined;
}
