import { z } from 'zod';
import { parseJson } from '../../../../shared/psa/json';
import { sendsCredentialsInClear } from '../../../../shared/app/clear-text';
import { Id } from '../../../../shared/psa/scalars';
import { FetchFailure, fetchText } from '../fetch-text';
import { SIGN_IN_AGAIN } from '../remote-errors';
import { coreI18n } from '../../i18n';

/*
 * The token endpoint (decision 24, RFC 6749 §4.1.3 and §6): a form-encoded POST with PSOhub's
 * own parameter names (`clientid`, `clientsecret`, `redirecturl`), answering
 * `{access_token, token_type, expires_in, refresh_token, scope}` or `{error, error_description}`.
 * Read tolerantly and losslessly: numbers may come as digit strings, extra fields are ignored, and
 * an account the remote names in the answer is picked up with every digit (a bigint).
 */

/** Time allowed for one token request, answer included. */
export const TOKEN_TIMEOUT_MS = 15_000;

/** What a token request needs besides its parameters. */
export interface TokenClientOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/** A successful token answer, read. */
export interface TokenGrant {
  accessToken: string;
  /** Null when the remote sent none (a refresh keeps the old one, RFC 6749 §6). */
  refreshToken: string | null;
  expiresAt: number | null;
  obtainedAt: number;
  scope: string | null;
  /** The account the remote says signed in, when it says so (17 digits are normal: a bigint). */
  accountId: bigint | null;
  accountName: string | null;
  email: string | null;
}

/** How a token request failed: refused by the remote (with its RFC 6749 code) or not answered. */
export type TokenFailure = 'refused' | 'network' | 'timeout' | 'server' | 'rate-limited' | 'protocol';

/** A failed token request; `error` is the remote's RFC 6749 code when it sent one. */
export class TokenEndpointError extends Error {
  constructor(
    readonly kind: TokenFailure,
    message: string,
    readonly error: string | undefined = undefined,
    readonly status: number | undefined = undefined,
  ) {
    super(message);
    this.name = 'TokenEndpointError';
  }
}

const digits = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
/** An account id, as a number (read losslessly: a bigint beyond 2^53) or digits. */
const accountId = Id.optional().catch(undefined);
const optText = z.string().trim().min(1).optional().catch(undefined);

const Answer = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: digits.optional().catch(undefined),
  refresh_token: z.string().min(1).optional().catch(undefined),
  scope: z.string().optional().catch(undefined),
  account_id: accountId,
  accountid: accountId,
  AccountID: accountId,
  account_name: optText,
  name: optText,
  email: optText,
});

const ErrorAnswer = z.looseObject({ error: z.string().min(1), error_description: z.string().optional() });

const positive = (n: bigint | undefined) => (n !== undefined && n > 0n ? n : null);

/** The user-facing sentence for a refused or failed token request. */
export function tokenErrorMessage(e: TokenEndpointError): string {
  if (e.error === 'invalid_client') return coreI18n.t('core:signInProblem.credentials');
  if (e.error === 'invalid_grant') return SIGN_IN_AGAIN;
  if (e.kind === 'refused') return refusedSignIn(e.error ?? `HTTP ${e.status ?? '?'}`, e.message);
  return e.message;
}

/** "The PSA service refused the sign-in (error)", with the service's own words after a colon when it gave some. */
export function refusedSignIn(error: string, description: string | undefined): string {
  return description
    ? coreI18n.t('core:signInProblem.refusedWhy', { error, message: description })
    : coreI18n.t('core:signInProblem.refused', { error });
}

/** POSTs `params` form-encoded to the token URL; resolves with the grant or throws TokenEndpointError. */
export async function postToken(
  tokenUrl: string,
  params: Record<string, string | undefined>,
  opts: TokenClientOptions = {},
): Promise<TokenGrant> {
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? TOKEN_TIMEOUT_MS;
  if (sendsCredentialsInClear(tokenUrl))
    throw new TokenEndpointError(
      'network',
      coreI18n.t('core:settings.plainHttp', { host: new URL(tokenUrl).host }),
    );
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) body.append(k, v);
  let status: number;
  let text: string;
  try {
    const init: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      redirect: 'manual',
    };
    ({ status, text } = await fetchText(opts.fetchImpl ?? fetch, tokenUrl, init, timeoutMs));
  } catch (e) {
    if (!(e instanceof FetchFailure)) throw e;
    if (e.timedOut)
      throw new TokenEndpointError(
        'timeout',
        `The PSA service's token address did not answer within ${timeoutMs} ms`,
      );
    const err = e.failure;
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new TokenEndpointError('network', coreI18n.t('core:signInProblem.tokenUnreachable', { cause }));
  }
  let json: unknown;
  try {
    json = parseJson(text);
  } catch {
    json = undefined;
  }
  if (status >= 200 && status <= 299) return readGrant(json, status, now());
  const refused = ErrorAnswer.safeParse(json);
  if (refused.success && status >= 400 && status < 500)
    throw new TokenEndpointError('refused', refused.data.error_description ?? '', refused.data.error, status);
  if (status === 429)
    throw new TokenEndpointError('rate-limited', coreI18n.t('core:signInProblem.busy'), undefined, 429);
  if (status >= 500)
    throw new TokenEndpointError(
      'server',
      coreI18n.t('core:signInProblem.serverFailed', { status: String(status) }),
      undefined,
      status,
    );
  throw new TokenEndpointError('refused', coreI18n.t('core:signInProblem.unexpected'), undefined, status);
}

function readGrant(json: unknown, status: number, obtainedAt: number): TokenGrant {
  const parsed = Answer.safeParse(json);
  if (!parsed.success)
    throw new TokenEndpointError(
      'protocol',
      'The token address answered without an access token',
      undefined,
      status,
    );
  const a = parsed.data;
  if (a.token_type !== undefined && a.token_type.toLowerCase() !== 'bearer')
    throw new TokenEndpointError(
      'protocol',
      `The token address issued a ${a.token_type} token, not a Bearer token`,
    );
  const expiresIn = a.expires_in !== undefined && a.expires_in >= 0 ? a.expires_in : null;
  return {
    accessToken: a.access_token,
    refreshToken: a.refresh_token ?? null,
    expiresAt: expiresIn === null ? null : obtainedAt + expiresIn * 1000,
    obtainedAt,
    scope: a.scope ?? null,
    accountId: positive(a.account_id) ?? positive(a.accountid) ?? positive(a.AccountID),
    accountName: a.account_name ?? a.name ?? null,
    email: a.email ?? null,
  };
}
