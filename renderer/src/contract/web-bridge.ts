import type { Channel, ChannelRequest, ChannelResponse } from '../../../shared/app/contract';
import type { AppResult } from '../../../shared/app/results';
import type { BridgeEvent, BridgeEventPayload, PsaBridge } from './bridge-types';

/*
 * window.psa's twin for web mode: the same {invoke, on} over the loopback HTTP bridge of
 * `npm run web` (POST /bridge/<channel>, Server-Sent Events at /bridge/events). Same-origin only,
 * so the page's strict CSP (connect-src 'self') holds.
 */

const TOKEN_KEY = 'psa.bridgeToken';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/** The per-launch bridge token: taken once from `#token=…` (then removed from the URL), else kept from before. */
export function bridgeToken(): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    const token = decodeURIComponent(match[1]);
    sessionStorage.setItem(TOKEN_KEY, token);
    // The token should not linger in the address bar, the history or a copied link.
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    return token;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

type Listener = (payload: unknown) => void;

/** Creates the web-mode bridge for the given token. */
export function createWebBridge(token: string | null): PsaBridge {
  const listeners = new Map<string, Set<Listener>>();
  let source: EventSource | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hadConnection = false;
  let attached = new Set<string>();

  function dispatch(name: string, payload: unknown): void {
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (err) {
        console.error(`psa listener for ${name} failed`, err);
      }
    }
  }

  function attach(es: EventSource, name: string): void {
    es.addEventListener(name, (e: MessageEvent<string>) => {
      try {
        dispatch(name, JSON.parse(e.data) as unknown);
      } catch {
        console.warn(`psa: an unreadable ${name} event was ignored`);
      }
    });
  }

  function connect(): void {
    if (source || token === null) return;
    const es = new EventSource(`/bridge/events?token=${encodeURIComponent(token)}`);
    source = es;
    attached = new Set();
    for (const name of listeners.keys()) attachOnce(name);
    es.onopen = () => {
      retryMs = RETRY_MIN_MS;
      // Events sent while we were away are lost: tell every store to refetch.
      if (hadConnection) dispatch('data:changed', { tables: ['*'] });
      hadConnection = true;
    };
    es.onerror = () => {
      // EventSource retries by itself unless the server refused it (CLOSED); then we retry, slower each time.
      if (es.readyState !== EventSource.CLOSED) return;
      es.close();
      source = null;
      if (listenerCount() === 0) return;
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
  }

  /** The server sends each app event as a named SSE event (`event: sync:progress`). */
  function attachOnce(name: string): void {
    if (!source || attached.has(name)) return;
    attached.add(name);
    attach(source, name);
  }

  function listenerCount(): number {
    let n = 0;
    for (const set of listeners.values()) n += set.size;
    return n;
  }

  function disconnectIfIdle(): void {
    if (listenerCount() > 0) return;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  }

  async function invoke<C extends Channel>(
    channel: C,
    request?: ChannelRequest<C>,
  ): Promise<AppResult<ChannelResponse<C>>> {
    if (token === null) {
      return {
        ok: false,
        error: {
          code: 'FORBIDDEN_SENDER',
          message: 'This page has no bridge token: open the URL that `npm run web` printed.',
        },
      };
    }
    let res: Response;
    try {
      res = await fetch(`/bridge/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-psa-token': token },
        body: JSON.stringify(request ?? {}),
      });
    } catch {
      return {
        ok: false,
        error: {
          code: 'BRIDGE_UNREACHABLE',
          message: 'The app core is not reachable: is `npm run web` still running?',
        },
      };
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    if (body && typeof body === 'object' && 'ok' in body && typeof body.ok === 'boolean') {
      return body as AppResult<ChannelResponse<C>>;
    }
    const message =
      res.status === 401 || res.status === 403
        ? 'The app core refused this page (bridge token missing or expired): open the URL that `npm run web` printed.'
        : `The app core answered HTTP ${res.status} without a result.`;
    return {
      ok: false,
      error: { code: res.status === 401 || res.status === 403 ? 'FORBIDDEN_SENDER' : 'INTERNAL', message },
    };
  }

  function on<E extends BridgeEvent>(
    event: E,
    listener: (payload: BridgeEventPayload<E>) => void,
  ): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    const l = listener as Listener;
    set.add(l);
    connect();
    attachOnce(event);
    return () => {
      set.delete(l);
      disconnectIfIdle();
    };
  }

  return { invoke, on };
}
