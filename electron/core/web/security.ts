import type { AppErrorCodeT } from '../../../shared/app/results';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The web bridge's gatekeeping. The bridge listens on 127.0.0.1 only, but any web page the user
 * opens can send requests to loopback ports, and DNS rebinding can make a foreign name resolve to
 * 127.0.0.1. So every bridge request must (1) name this server in Host, (2) come from this
 * server's own origin when the browser says where it comes from (Origin, Sec-Fetch-Site), (3)
 * carry the per-launch token, which only the printed URL holds, in a header, and (4) when it is
 * not a GET, carry a JSON body. The server runs these checks on the bridge routes themselves,
 * after routing, so no spelling of a path can reach a channel without them.
 */

/** The content security policy of everything web mode serves: own scripts and connections only, blob: frames (PDFs). */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes; no inline <style> or script is needed beyond that.
  "style-src 'self' 'unsafe-inline'",
  // Receipt thumbnails and the receipt viewer show images from in-memory blob: URLs.
  "img-src 'self' data: blob:",
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

export type Verdict =
  { ok: true } | { ok: false; status: 401 | 403 | 404 | 415; code: AppErrorCodeT; message: string };

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

/** The bridge token a request presents: `x-psa-token`, else `Authorization: Bearer`; never the URL. */
export function presentedToken(headers: {
  'x-psa-token'?: string | string[];
  authorization?: string;
}): string | undefined {
  const own = headers['x-psa-token'];
  if (own !== undefined) return Array.isArray(own) ? own.join(', ') : own;
  const bearer = /^bearer +(\S+)$/i.exec(headers.authorization ?? '');
  return bearer?.[1];
}

/** What the bridge looks at in a request, all from its headers and method. */
export interface BridgeRequest {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  /** `Sec-Fetch-Site`: browsers say there where a request comes from, and a page cannot change it. */
  fetchSite: string | undefined;
  contentType: string | undefined;
  token: string | undefined;
}

const FORBIDDEN_ORIGIN: Verdict = {
  ok: false,
  status: 403,
  code: 'FORBIDDEN',
  message: 'requests from other origins are refused',
};

/**
 * Whether a request to a bridge route may go on. A foreign Host, a browser's `Sec-Fetch-Site`
 * other than same-origin (another port of 127.0.0.1 is "same-site", not same-origin) or a foreign
 * Origin: 403, before the token is even looked at; a missing or wrong token: 401; a non-GET
 * request whose body is not `application/json`: 415. The last one is what keeps every cross-site
 * "simple" request (no body, text/plain, a form) away from the channels: a page can only send
 * JSON to another origin after a CORS preflight, which this server never grants.
 */
export function checkBridgeRequest(req: BridgeRequest, port: number, token: string): Verdict {
  const host = checkHost(req.host, port);
  if (!host.ok) return host;
  if (req.fetchSite !== undefined && req.fetchSite !== 'same-origin' && req.fetchSite !== 'none') {
    return FORBIDDEN_ORIGIN;
  }
  if (req.origin !== undefined && !allowedOrigins(port).has(req.origin.toLowerCase())) {
    return FORBIDDEN_ORIGIN;
  }
  if (!tokenMatches(req.token, token)) {
    return {
      ok: false,
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'the bridge token is missing or wrong: open the URL that `npm run web` printed',
    };
  }
  const type = req.contentType?.split(';')[0]?.trim().toLowerCase();
  if (req.method !== 'GET' && type !== 'application/json') {
    return {
      ok: false,
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'bridge calls carry a JSON body (content-type: application/json)',
    };
  }
  return OK;
}

/** Percent-decodes every %XX (also invalid UTF-8) as a lenient router or proxy might. */
function decodeLoosely(s: string): string {
  return s.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The path a raw request target could mean to any router: the origin of an absolute-form target
 * dropped, the query cut off, percent-encoding decoded until nothing changes, backslashes as
 * slashes, empty, `.` and `..` segments and `;params` resolved, lower case. Only used to refuse
 * look-alikes of the bridge, never to let anything through.
 */
export function loosePath(target: string): string {
  let path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
  for (let i = 0; i < 8; i++) {
    const next = decodeLoosely(path);
    if (next === path) break;
    path = next;
  }
  const segments: string[] = [];
  for (const raw of path.replace(/\\/g, '/').split('/')) {
    const segment = (raw.split(';')[0] ?? '').replace(/[\s\0]/g, '').toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether a request target, however spelled, points at the bridge (`/bridge` or below it). */
export function pointsIntoBridge(target: string): boolean {
  const path = loosePath(target);
  return path === '/bridge' || path.startsWith('/bridge/');
}
