import { z } from 'zod';
import { parseJson, stringifyJson } from '../../../shared/psa/json';
import { coreI18n } from '../i18n';

/** How a remote call failed; decides whether the sync engine retries, waits or gives up. */
export type RemoteErrorKind =
  'network' | 'timeout' | 'server' | 'rate-limited' | 'rejected' | 'auth' | 'protocol';

export interface RemoteErrorDetail {
  path: string;
  message: string;
}

export interface RemoteErrorInit {
  kind: RemoteErrorKind;
  message: string;
  /** True when the request may have reached the server and been applied there. */
  outcomeUnknown: boolean;
  status?: number | undefined;
  code?: string | undefined;
  details?: RemoteErrorDetail[] | undefined;
  retryAfterMs?: number | undefined;
  endpoint?: string | undefined;
  /** The service's host:port, named in the message a person reads. */
  service?: string | undefined;
  cause?: unknown;
}

/**
 * A failed call to the remote PSA service. `transient` errors are worth retrying; the others are
 * permanent (a rejected change, bad credentials, a remote that does not speak the protocol).
 * `outcomeUnknown` tells whether a create may already exist on the remote: when true, the push
 * engine must look for it before sending it again.
 */
export class RemoteError extends Error {
  readonly kind: RemoteErrorKind;
  readonly outcomeUnknown: boolean;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly details: RemoteErrorDetail[];
  readonly retryAfterMs: number | undefined;
  readonly endpoint: string | undefined;
  readonly service: string | undefined;

  constructor(init: RemoteErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RemoteError';
    this.kind = init.kind;
    this.outcomeUnknown = init.outcomeUnknown;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfterMs = init.retryAfterMs;
    this.endpoint = init.endpoint;
    this.service = init.service;
  }

  /** True for failures that may go away by themselves: network, timeout, 5xx, 429. */
  get transient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.kind === 'server' ||
      this.kind === 'rate-limited'
    );
  }
}

/** Parses Retry-After (delta seconds or an HTTP date) into milliseconds from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

// Decision 5's body, read loosely: a remote that decides differently still yields a message.
const LooseErrorBody = z.looseObject({
  error: z.union([
    z.string(),
    z.looseObject({
      code: z.unknown().optional(),
      message: z.unknown().optional(),
      details: z.unknown().optional(),
    }),
  ]),
});
const LooseMessageBody = z.looseObject({
  message: z.string().optional(),
  error_description: z.string().optional(),
  detail: z.string().optional(),
  title: z.string().optional(),
  code: z.unknown().optional(),
});

interface ServerErrorInfo {
  code: string | undefined;
  message: string | undefined;
  details: RemoteErrorDetail[];
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== ''
    ? v
    : typeof v === 'number' || typeof v === 'bigint'
      ? String(v)
      : undefined;

/** A detail item shown as JSON (with every digit of an identifier the remote names). */
function shown(item: unknown): string {
  try {
    return stringifyJson(item);
  } catch {
    return String(item);
  }
}

function readDetails(v: unknown): RemoteErrorDetail[] {
  if (!Array.isArray(v)) return [];
  return v.map((item: unknown) => {
    if (item !== null && typeof item === 'object') {
      const rec = item as Record<string, unknown>;
      return {
        path: str(rec.path) ?? str(rec.field) ?? '',
        message: str(rec.message) ?? shown(item),
      };
    }
    return { path: '', message: String(item) };
  });
}

/** Extracts code, message and details from an error response body of any reasonable shape. */
export function readServerError(bodyText: string): ServerErrorInfo {
  let json: unknown;
  try {
    json = parseJson(bodyText);
  } catch {
    const text = bodyText.trim().replace(/\s+/g, ' ').slice(0, 200);
    return { code: undefined, message: text === '' ? undefined : text, details: [] };
  }
  const body = LooseErrorBody.safeParse(json);
  if (body.success) {
    const e = body.data.error;
    if (typeof e === 'string') return { code: undefined, message: e, details: [] };
    return { code: str(e.code), message: str(e.message), details: readDetails(e.details) };
  }
  const flat = LooseMessageBody.safeParse(json);
  if (flat.success) {
    const d = flat.data;
    return {
      code: str(d.code),
      message: d.message ?? d.error_description ?? d.detail ?? d.title,
      details: [],
    };
  }
  return { code: undefined, message: undefined, details: [] };
}

/** Classifies a non-2xx response; `bodyText` is the raw body (JSON or not). */
export function errorFromResponse(
  status: number,
  headers: Headers,
  bodyText: string,
  endpoint?: string,
  service?: string,
): RemoteError {
  const info = readServerError(bodyText);
  const message = info.message ?? `HTTP ${status}`;
  const base = { status, code: info.code, details: info.details, endpoint, service };
  if (status === 401 || status === 403)
    return new RemoteError({ ...base, kind: 'auth', message, outcomeUnknown: false });
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(headers.get('retry-after'));
    return new RemoteError({ ...base, kind: 'rate-limited', message, retryAfterMs, outcomeUnknown: false });
  }
  // A 5xx says nothing reliable about whether the change was applied (a gateway may have
  // forwarded it, a remote may fail after committing), so a create must be looked up first.
  if (status >= 500) return new RemoteError({ ...base, kind: 'server', message, outcomeUnknown: true });
  if (status >= 400) return new RemoteError({ ...base, kind: 'rejected', message, outcomeUnknown: false });
  return new RemoteError({
    ...base,
    kind: 'protocol',
    message: `unexpected HTTP ${status}`,
    outcomeUnknown: false,
  });
}

/** Error codes that only arise before a request is written: the server certainly never saw it. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_NODATA',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCodes(err: unknown, depth = 0): string[] {
  if (err === null || typeof err !== 'object' || depth > 5) return [];
  const rec = err as { code?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof rec.code === 'string' ? [rec.code] : [];
  const nested = Array.isArray(rec.errors)
    ? rec.errors.flatMap((e: unknown) => errorCodes(e, depth + 1))
    : [];
  return [...own, ...nested, ...errorCodes(rec.cause, depth + 1)];
}

function innermostMessage(err: unknown): string {
  let cur: unknown = err;
  let message = 'network error';
  for (let i = 0; i < 6 && cur instanceof Error; i++) {
    message = cur.message;
    cur = cur.cause;
  }
  return message;
}

/** Classifies a fetch that failed without a response: timeout or network, sent or not. */
export function errorFromFailure(
  err: unknown,
  opts: { timedOut: boolean; timeoutMs: number; endpoint?: string; service?: string },
): RemoteError {
  if (err instanceof RemoteError) return err;
  if (opts.timedOut) {
    // The request may have been written and applied before the answer stalled.
    return new RemoteError({
      kind: 'timeout',
      message: `no answer within ${opts.timeoutMs} ms`,
      outcomeUnknown: true,
      endpoint: opts.endpoint,
      service: opts.service,
      cause: err,
    });
  }
  const codes = errorCodes(err);
  const notSent = codes.length > 0 && codes.every((c) => NOT_SENT_CODES.has(c));
  return new RemoteError({
    kind: 'network',
    message: innermostMessage(err),
    code: codes[0],
    outcomeUnknown: !notSent,
    endpoint: opts.endpoint,
    service: opts.service,
    cause: err,
  });
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);
const REFUSED_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
// OpenSSL and Node name TLS failures in many ways; these prefixes and codes cover the usual ones.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|EPROTO$|HOSTNAME_MISMATCH$)/;

/** The host (no port) of a host:port text, for "the address ... could not be found". */
function hostOf(service: string): string {
  return service.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
}

/** What an ended sign-in says (its refresh was refused): the whole message, nothing to add. */
export const SIGN_IN_AGAIN = 'Sign in again';

/**
 * A sentence a person can act on for a failed remote call, e.g. "The PSA service at
 * 127.0.0.1:4510 is not answering"; the raw text (`err.message`, `err.code`) stays the detail.
 */
export function humanRemoteMessage(err: RemoteError): string {
  const service = err.service;
  // Whole sentences per case, with and without the address (word order differs by language).
  const say = (key: AtKey, extra: { status?: string; message?: string } = {}) =>
    service
      ? coreI18n.t(`core:remote.${key}At`, { service, host: hostOf(service), ...extra })
      : coreI18n.t(`core:remote.${key}`, extra);
  const codes = errorCodes(err.cause);
  if (err.code) codes.unshift(err.code);
  switch (err.kind) {
    case 'timeout':
      return say('timeout');
    case 'network':
      if (codes.some((c) => TLS_CODE.test(c)) || /\b(ssl|tls|certificate)\b/i.test(err.message))
        return say('tls');
      if (codes.some((c) => DNS_CODES.has(c))) return say('notFound');
      if (codes.some((c) => REFUSED_CODES.has(c))) return say('refused');
      return say('unreachable');
    case 'server':
      return say('server', { status: String(err.status ?? '5xx') });
    case 'rate-limited':
      return say('slowDown', { message: err.message });
    case 'auth':
      if (err.message === SIGN_IN_AGAIN) return coreI18n.t('core:remote.signInAgain');
      return coreI18n.t('core:remote.token', { status: String(err.status ?? 401), message: err.message });
    case 'protocol':
      return say('protocol');
    case 'rejected':
      return err.message;
  }
}

/** The messages that name the service's address when it is known (core:remote.<key>At). */
type AtKey = 'timeout' | 'tls' | 'notFound' | 'refused' | 'unreachable' | 'server' | 'slowDown' | 'protocol';

/** The raw text behind a human message, for a disclosure: code, status, endpoint and message. */
export function remoteErrorDetail(err: RemoteError): string {
  const parts = [
    err.endpoint,
    err.status !== undefined ? `HTTP ${err.status}` : undefined,
    err.code,
    err.message,
  ];
  return parts.filter((p) => p !== undefined && p !== '').join(' · ');
}
