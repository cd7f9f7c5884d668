import { type z } from 'zod';
import {
  endpoints,
  endpointNames,
  type EndpointCall,
  type EndpointDef,
  type EndpointName,
  type EndpointResponse,
  type Endpoints,
} from '../../../shared/psa/endpoints';
import { parseJson, stringifyJson } from '../../../shared/psa/json';
import { sendsCredentialsInClear } from '../../../shared/app/clear-text';
import { coreI18n } from '../i18n';
import { issueMessage } from '../i18n/zod';
import { RemoteError, errorFromFailure, errorFromResponse } from './remote-errors';
import { fixedBearer, type BearerSource } from './oauth/bearer';
import { FetchFailure, fetchText } from './fetch-text';
import type { ConditionalCache } from './conditional';
import { createPacer } from './pacer';

/** The one argument of endpoint K's convenience method: its body if it has one, else its query. */
export type EndpointArg<K extends EndpointName> = Endpoints[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : Endpoints[K] extends { query: infer Q extends z.ZodType }
    ? z.input<Q>
    : undefined;

type EndpointMethods = {
  [K in EndpointName]: Partial<EndpointArg<K>> extends EndpointArg<K>
    ? (arg?: EndpointArg<K>) => Promise<EndpointResponse<K>>
    : (arg: EndpointArg<K>) => Promise<EndpointResponse<K>>;
};

/**
 * The remote PSA service as the sync engine sees it: one method per endpoint of the shared table
 * (`remote.createTimesheet(body)`, `remote.listCompanies({ limit: 1 })`) and the generic `call`.
 * Every failure is a RemoteError; every success is parsed with the endpoint's response schema.
 */
export interface RemoteApi extends EndpointMethods {
  call<K extends EndpointName>(name: K, req: EndpointCall<K>): Promise<EndpointResponse<K>>;
}

export interface HttpRemoteOptions {
  /** Service address up to and including the version segment, e.g. http://host:8080/v1. */
  baseUrl: string;
  /** An API key, or a source of OAuth access tokens (refreshed before expiry and once after a 401). */
  token: string | BearerSource;
  /** Time allowed for one request, answer body included; default 15 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Answers kept by URL with their ETags: GETs then ask conditionally and read a 304 as the kept answer. */
  conditional?: ConditionalCache;
  /** Requests that may start within any 1 s (see pacer.ts); default none (the engine sets one). */
  requestsPerSecond?: number;
  /** The language sent as Accept-Language, read at each request: documents (the invoice PDF) come in it. */
  language?: () => string;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

type QueryValue = string | number | bigint | boolean | null | undefined;

/** Joins the base URL and an endpoint path, with a query string of the defined values. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.append(key, String(value));
  }
  return url.toString();
}

/** The host:port of a service address, named in messages ("The PSA service at host:port ..."). */
export function serviceOf(baseUrl: string): string | undefined {
  try {
    const u = new URL(baseUrl);
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return undefined;
  }
}

/** Builds the convenience methods from `call`, so any RemoteApi needs to implement only that. */
export function withEndpointMethods(call: RemoteApi['call']): RemoteApi {
  const api: Record<string, unknown> = { call };
  for (const name of endpointNames) {
    const def: EndpointDef = endpoints[name];
    api[name] = (arg?: unknown) =>
      call(name, (def.body ? { query: undefined, body: arg } : { query: arg, body: undefined }) as never);
  }
  return api as unknown as RemoteApi;
}

/**
 * A RemoteApi over HTTP with Node's fetch: bearer token, timeout on every request, answers read
 * losslessly (shared/psa/json.ts) and parsed with zod, bodies written with every digit.
 */
export function createHttpRemote(options: HttpRemoteOptions): RemoteApi {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.baseUrl;
  const service = serviceOf(base);
  const bearer = typeof options.token === 'string' ? fixedBearer(options.token) : options.token;
  // One pace for every call of this remote: a 429 holds them all, the budget counts them all.
  const pacer = createPacer({ perSecond: options.requestsPerSecond });
  // A stored address from before the clear-text rule, or one set around the settings: every call
  // is refused and the token stays here.
  const inClear = sendsCredentialsInClear(base);

  async function call<K extends EndpointName>(name: K, req: EndpointCall<K>): Promise<EndpointResponse<K>> {
    const def: EndpointDef = endpoints[name];
    const endpoint = `${def.method} ${def.path}`;
    let url: string;
    try {
      url = buildUrl(base, def.path, req.query as Record<string, QueryValue> | undefined);
    } catch (err) {
      throw new RemoteError({
        kind: 'network',
        message: coreI18n.t('core:remote.invalidAddress', { address: base }),
        outcomeUnknown: false,
        endpoint,
        cause: err,
      });
    }
    if (inClear) {
      throw new RemoteError({
        kind: 'network',
        message: coreI18n.t('core:settings.plainHttp', { host: new URL(base).host }),
        outcomeUnknown: false,
        endpoint,
      });
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    let body: string | undefined;
    if (def.body) {
      headers['Content-Type'] = 'application/json';
      // Every digit of an identifier (bigint) and of an amount (LosslessNumber) goes out as written.
      body = stringifyJson(req.body ?? {});
    }

    const kept = def.method === 'GET' ? options.conditional : undefined;
    const etag = kept?.etag(url);
    if (etag !== undefined) headers['If-None-Match'] = etag;

    const send = async (token: string) => {
      await pacer.ready();
      try {
        const init: RequestInit = {
          method: def.method,
          headers: { ...headers, Authorization: `Bearer ${token}` },
          body,
          redirect: 'manual',
        };
        return await fetchText(fetchImpl, url, init, timeoutMs);
      } catch (err) {
        if (!(err instanceof FetchFailure)) throw err;
        throw errorFromFailure(err.failure, { timedOut: err.timedOut, timeoutMs, endpoint, service });
      }
    };

    const token = await bearer.current();
    let answer = await send(token);
    if (answer.status === 401) {
      // A 401 means the request was refused before it was applied, so sending it again (a create
      // too) with a refreshed token cannot make a duplicate; once only, never in a loop.
      const renewed = await bearer.renew(token);
      if (renewed !== null) answer = await send(renewed);
    }
    let { status, text } = answer;
    const responseHeaders = answer.headers;
    // 304: unchanged since the answer kept for this URL, which stands in for it (never relied on:
    // without a kept answer a 304 is refused like any other unexpected status).
    const unchanged = status === 304 ? kept?.text(url, etag) : undefined;
    if (unchanged !== undefined) {
      status = 200;
      text = unchanged;
    }

    if (status < 200 || status > 299) {
      const error = errorFromResponse(status, responseHeaders, text, endpoint, service);
      if (error.kind === 'rate-limited') pacer.pause(error.retryAfterMs);
      throw error;
    }
    // From here on the server accepted the request: a body we cannot read still means it was applied.
    let json: unknown;
    try {
      // Lossless: a 17-digit identifier parses as a bigint, an 8-decimal amount keeps its digits.
      json = parseJson(text);
    } catch {
      throw new RemoteError({
        kind: 'protocol',
        message: coreI18n.t('core:remote.notJson', { endpoint }),
        status,
        outcomeUnknown: true,
        endpoint,
      });
    }
    const parsed = def.response.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join('.') || '(root)'}: ${issueMessage(issue)}` : 'invalid';
      throw new RemoteError({
        kind: 'protocol',
        message: coreI18n.t('core:remote.unexpectedAnswer', { endpoint, where }),
        status,
        details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: issueMessage(i) })),
        outcomeUnknown: true,
        endpoint,
      });
    }
    // Kept only once read and valid, so a 304 never stands for an answer we could not use.
    if (kept && unchanged === undefined) kept.remember(url, responseHeaders.get('etag'), text);
    return parsed.data as EndpointResponse<K>;
  }

  return withEndpointMethods(call);
}
