/*
 * Redirect URLs (decision 24, RFC 8252 §7.3 and §8.3): https, or http on a loopback address
 * (127.0.0.1, [::1], localhost) whose port may change from one sign-in to the next, since a
 * native app listens on whatever port is free. No fragment and no user info (RFC 6749 §3.1.2).
 */

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_LENGTH = 2048;

/** A redirect URL that passed the shape rules. */
export interface RedirectUrl {
  url: URL;
  /** http on a loopback address: its port is not part of what was registered. */
  loopback: boolean;
}

/** Checks the shape of a redirect URL; returns why it is refused, or the parsed URL. */
export function parseRedirectUrl(text: string): RedirectUrl | { refused: string } {
  if (text.length > MAX_LENGTH) return { refused: `is longer than ${MAX_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { refused: 'is not an absolute URL' };
  }
  if (text.includes('#')) return { refused: 'must not contain a fragment (#)' };
  if (url.username !== '' || url.password !== '')
    return { refused: 'must not contain a user name or password' };
  if (url.protocol === 'https:') return { url, loopback: false };
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return { url, loopback: true };
  if (url.protocol === 'http:')
    return { refused: 'must use https, or http only on a loopback address (127.0.0.1, [::1] or localhost)' };
  return { refused: 'must be an https URL, or http on a loopback address' };
}

/** A loopback URL without its port, for comparing with a registered one. */
function withoutPort(url: URL): string {
  const copy = new URL(url.href);
  copy.port = '';
  return copy.href;
}

/**
 * Whether a client may be sent back to `requested`: an https URL only when registered (compared
 * after URL normalization); a loopback http URL when it matches a registered loopback URL apart
 * from the port, or, when the client registered no loopback URL at all, any loopback http URL
 * (what decision 24 allows every native app).
 */
export function redirectAllowed(requested: RedirectUrl, registered: readonly string[]): boolean {
  const parsed = registered.map(parseRedirectUrl).filter((r): r is RedirectUrl => 'url' in r);
  if (!requested.loopback) return parsed.some((r) => !r.loopback && r.url.href === requested.url.href);
  const loopbacks = parsed.filter((r) => r.loopback);
  if (loopbacks.length === 0) return true;
  const wanted = withoutPort(requested.url);
  return loopbacks.some((r) => withoutPort(r.url) === wanted);
}

/** The redirect URL with OAuth answer parameters added (its own query parameters kept). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}
