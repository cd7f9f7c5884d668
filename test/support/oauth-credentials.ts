import type { OAuthCredentialsT } from '../../electron/core/sync/oauth/credentials';

/** An hour in ms. */
export const HOUR = 3_600_000;

/** Stored OAuth credentials of the demo client, valid an hour from t=1000, with changes. */
export function creds(over: Partial<OAuthCredentialsT> = {}): OAuthCredentialsT {
  return {
    kind: 'oauth',
    accessToken: 'at-0',
    refreshToken: 'rt-0',
    expiresAt: 1_000 + HOUR,
    obtainedAt: 1_000,
    tokenUrl: 'http://127.0.0.1:1/oauth/token',
    authUrl: 'http://127.0.0.1:1/link/apiauthorization',
    clientId: 'psa-desk',
    clientSecret: 'secret',
    scope: 'timesheets',
    accountName: null,
    email: null,
    ...over,
  };
}
