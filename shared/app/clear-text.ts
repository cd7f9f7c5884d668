/*
 * Credentials never cross a network unencrypted: an API key, an access token or a client secret
 * goes to an https:// address, or to http:// on this computer only (the demo remote, a reference
 * server in development), where nothing travels over a network.
 */

/** Whether `host` (a URL's hostname) names this computer: localhost, 127.0.0.0/8 or ::1. */
function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '[::1]' || h === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * Whether sending credentials to `url` would send them in clear text over a network: http:// to a
 * host other than this computer. Not a URL: false (the address check says what is wrong).
 */
export function sendsCredentialsInClear(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  return parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname);
}
