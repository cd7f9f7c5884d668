import { randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The web bridge's gatekeeping. The bridge listens on 127.0.0.1 only, but any web page the user
 * opens can send requests to loopback ports, and DNS rebinding can make a foreign name resolve to
 * 127.0.0.1. So every bridge request must (1) name this server in Host, (2) come from this
 * server's own origin when the browser says where it comes from, and (3) carry the per-launch
 * token that only the printed URL holds.
 */

/** The content security policy of everything web mode serves: own scripts and connections only, blob: frames (PDFs). */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes; no inline <style> or script is needed beyond that.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  // Invoice PDFs are shown from in-memory blob: URLs (the browser's PDF viewer in an iframe).
  'frame-src blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response carries. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** A fresh random per-launch token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares a presented token with the launch token in constant time. */
export function tokenMatches(presented: string | undefined, token: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The Host values this server answers to: its loopback address or localhost, with its port. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

/** This server's own origins (the page may have been opened as 127.0.0.1 or as localhost). */
export function allowedOrigins(port: number): Set<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

export type Verdict = { ok: true } | { ok: false; status: 401 | 403; code: string; message: string };

const OK: Verdict = { ok: true };

/** Whether a request names this server in Host (DNS rebinding sends a foreign name): else 403. */
export function checkHost(host: string | undefined, port: number): Verdict {
  if (host && allowedHosts(port).has(host.toLowerCase())) return OK;
  return {
    ok: false,
    status: 403,
    code: 'FORBIDDEN',
    message: 'this server only answers requests addressed to 127.0.0.1',
  };
}

/**
 * Whether a bridge request may go on: a foreign Host or Origin is refused with 403 before the
 * token is even looked at; a missing or wrong token with 401.
 */
export function checkBridgeRequest(
  req: { host: string | undefined; origin: string | undefined; token: string | undefined },
  port: number,
  token: string,
): Verdict {
  const host = checkHost(req.host, port);
  if (!host.ok) return host;
  if (req.origin !== undefined && !allowedOrigins(port).has(req.origin.toLowerCase())) {
    return { ok: false, status: 403, code: 'FORBIDDEN', message: 'requests from other origins are refused' };
  }
  if (!tokenMatches(req.token, token)) {
    return {
      ok: false,
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'the bridge token is missing or wrong: open the URL that `npm run web` printed',
    };
  }
  return OK;
}
