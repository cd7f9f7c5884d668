import type { FastifyInstance } from 'fastify';

/*
 * Parameters of the OAuth endpoints: a query string, or a body sent form-encoded
 * (application/x-www-form-urlencoded, RFC 6749's encoding) or as a JSON object of strings
 * (decision 24). A parameter sent twice is refused (RFC 6749 §3.1): which one did the client mean?
 */

/** Largest OAuth request body: far above any real form, far below the API's 1 MiB. */
export const OAUTH_BODY_LIMIT = 16 * 1024;

/** The parameters, or why they cannot be read. */
export type ParamsResult = { ok: true; params: Map<string, string> } | { ok: false; problem: string };

/** Makes the encapsulated context read form-encoded and JSON bodies; any other type reads as none. */
export function addOAuthParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, { json: JSON.parse(body as string) as unknown });
    } catch {
      done(null, { json: undefined, malformed: true });
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));
}

function fromEntries(entries: Iterable<[string, string]>): ParamsResult {
  const params = new Map<string, string>();
  for (const [k, v] of entries) {
    if (params.has(k)) return { ok: false, problem: `${k} is sent more than once` };
    params.set(k, v);
  }
  return { ok: true, params };
}

/** The parameters of a raw request URL's query string. */
export function queryParams(rawUrl: string | undefined): ParamsResult {
  const q = (rawUrl ?? '').indexOf('?');
  return fromEntries(new URLSearchParams(q < 0 ? '' : (rawUrl ?? '').slice(q + 1)));
}

/** The parameters of a parsed body (see addOAuthParsers); no body reads as no parameters. */
export function bodyParams(body: unknown): ParamsResult {
  if (body instanceof URLSearchParams) return fromEntries(body);
  if (body === undefined || body === null) return { ok: true, params: new Map() };
  const { json, malformed } = body as { json: unknown; malformed?: boolean };
  if (malformed || json === null || typeof json !== 'object' || Array.isArray(json))
    return { ok: false, problem: 'the body must be a JSON object or form-encoded' };
  const params = new Map<string, string>();
  for (const [k, v] of Object.entries(json)) {
    if (typeof v !== 'string') return { ok: false, problem: `${k} must be a string` };
    params.set(k, v);
  }
  return { ok: true, params };
}

/** Client credentials of an HTTP Basic header (RFC 6749 §2.3.1); null without one, a problem when malformed. */
export function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | { problem: string } | null {
  if (header === undefined) return null;
  const m = /^Basic[ \t]+([A-Za-z0-9+/=]+)[ \t]*$/i.exec(header);
  if (!m) return { problem: 'the Authorization header must be Basic credentials of the client' };
  const text = Buffer.from(m[1] ?? '', 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return { problem: 'Basic credentials must be clientid:clientsecret' };
  // Both halves are form-encoded before base64 (RFC 6749 §2.3.1).
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  try {
    return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return { problem: 'Basic credentials are not form-encoded' };
  }
}
