/*
 * OAuth errors as RFC 6749 names them (§4.1.2.1 for the authorization endpoint, §5.2 for the
 * token endpoint): they leave the server as `{error, error_description}`, never as the API's
 * decision-5 body, because OAuth clients read them.
 */

/** The error codes the reference server's OAuth endpoints answer. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'temporarily_unavailable'
  | 'server_error';

/** An OAuth error with its HTTP status (invalid_client: 401, else 400 unless given). */
export class OAuthError extends Error {
  readonly status: number;
  /** A credential the server does not know (a guess): it spends the address's failure allowance. */
  readonly guess: boolean;

  constructor(
    readonly code: OAuthErrorCode,
    message: string,
    options: { status?: number; guess?: boolean } = {},
  ) {
    super(message);
    this.name = 'OAuthError';
    this.status = options.status ?? (code === 'invalid_client' ? 401 : 400);
    this.guess = options.guess ?? false;
  }
}
