import { RemoteError, SIGN_IN_AGAIN } from '../remote-errors';
import type { OAuthCredentialsT } from './credentials';
import { postToken, TokenEndpointError, tokenErrorMessage, type TokenClientOptions } from './token-client';

/*
 * Where the remote client gets its bearer token. An API key is fixed. An OAuth sign-in refreshes
 * shortly before expiry and once after a 401, single-flight: callers that need a new token while a
 * refresh runs await that same refresh, because the remote rotates refresh tokens and a retired one
 * presented again revokes the whole sign-in.
 */

/** A bearer token supply for the remote client. */
export interface BearerSource {
  /** The token to send now (refreshed first when it is about to expire). */
  current(): Promise<string>;
  /** After a 401 with `rejected`: the token to retry with once, or null when there is no other. */
  renew(rejected: string): Promise<string | null>;
}

/** An API key: the same token always, no retry after a 401. */
export function fixedBearer(token: string): BearerSource {
  return { current: () => Promise.resolve(token), renew: () => Promise.resolve(null) };
}

/** What an OAuth bearer source needs besides the credentials it starts from. */
export interface OAuthBearerOptions extends TokenClientOptions {
  /** The credentials as stored now (another process sharing the folder may have refreshed them). */
  load: () => OAuthCredentialsT | undefined;
  /** Keeps refreshed credentials (before they are used: `previous`'s refresh token is retired now). */
  save: (next: OAuthCredentialsT, previous: OAuthCredentialsT) => void;
}

/** Refresh at most a minute early, and at most a tenth of the token's life (short-lived tokens). */
const EARLY_MS = 60_000;

/** Whether credentials are due for a refresh at `now`. */
export function refreshDue(c: OAuthCredentialsT, now: number): boolean {
  if (c.expiresAt === null) return false;
  const early = Math.min(EARLY_MS, Math.max(0, (c.expiresAt - c.obtainedAt) / 10));
  return now >= c.expiresAt - early;
}

/** A failed refresh as the sync engine sees remote trouble: auth (sign in again) or transient. */
function asRemoteError(e: unknown): RemoteError {
  if (e instanceof RemoteError) return e;
  if (!(e instanceof TokenEndpointError))
    return new RemoteError({ kind: 'network', message: String(e), outcomeUnknown: false, cause: e });
  const base = { status: e.status, code: e.error, outcomeUnknown: false, endpoint: 'POST token', cause: e };
  switch (e.kind) {
    case 'refused':
      return new RemoteError({ ...base, kind: 'auth', message: tokenErrorMessage(e) });
    case 'rate-limited':
      return new RemoteError({ ...base, kind: 'rate-limited', message: e.message });
    case 'server':
      return new RemoteError({ ...base, kind: 'server', message: e.message });
    case 'timeout':
      return new RemoteError({ ...base, kind: 'timeout', message: e.message });
    case 'network':
      return new RemoteError({ ...base, kind: 'network', message: e.message });
    case 'protocol':
      return new RemoteError({ ...base, kind: 'protocol', message: e.message });
  }
}

/** An OAuth bearer source over stored credentials: refreshes before expiry and after a 401, one refresh at a time. */
export function oauthBearer(initial: OAuthCredentialsT, opts: OAuthBearerOptions): BearerSource {
  const now = opts.now ?? Date.now;
  let creds = initial;
  let refreshing: Promise<OAuthCredentialsT> | null = null;

  const run = async (): Promise<OAuthCredentialsT> => {
    // Another process on this data folder may have refreshed already: its pair is the live one.
    const stored = opts.load();
    if (stored && stored.refreshToken !== creds.refreshToken && stored.accessToken !== creds.accessToken) {
      creds = stored;
      if (!refreshDue(creds, now())) return creds;
    }
    if (creds.refreshToken === null)
      throw new RemoteError({ kind: 'auth', message: SIGN_IN_AGAIN, status: 401, outcomeUnknown: false });
    let grant;
    try {
      grant = await postToken(
        creds.tokenUrl,
        {
          grant_type: 'refresh_token',
          refresh_token: creds.refreshToken,
          clientid: creds.clientId,
          clientsecret: creds.clientSecret,
        },
        opts,
      );
    } catch (e) {
      throw asRemoteError(e);
    }
    const next: OAuthCredentialsT = {
      ...creds,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken ?? creds.refreshToken,
      expiresAt: grant.expiresAt,
      obtainedAt: grant.obtainedAt,
      scope: grant.scope ?? creds.scope,
    };
    opts.save(next, creds);
    creds = next;
    return next;
  };

  const refresh = (): Promise<OAuthCredentialsT> =>
    (refreshing ??= run().finally(() => {
      refreshing = null;
    }));

  return {
    async current() {
      if (refreshing) return (await refreshing).accessToken;
      if (refreshDue(creds, now())) return (await refresh()).accessToken;
      return creds.accessToken;
    },
    async renew(rejected) {
      if (refreshing) return (await refreshing).accessToken;
      // Someone refreshed since this token was sent: retry with theirs.
      if (creds.accessToken !== rejected) return creds.accessToken;
      return (await refresh()).accessToken;
    },
  };
}
