import type { Channel, ChannelRequest, ChannelResponse } from '../../../shared/app/contract';
import type { AppResult } from '../../../shared/app/results';
import type { BridgeEvent, BridgeEventPayload, PsaBridge } from './bridge-types';
import { readEvents } from './sse';

/*
 * window.psa's twin for web mode: the same {invoke, on} over the loopback HTTP bridge of
 * `npm run web` (POST /bridge/<channel>, Server-Sent Events at /bridge/events). Same-origin only,
 * so the page's strict CSP (connect-src 'self') holds. Every request carries the token in the
 * x-psa-token header, the event stream too: it is read with fetch, not EventSource, which could
 * only carry the token in its URL (where logs, history and other tools may see it).
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
  /** The open (or opening) event stream; aborting it closes the connection. */
  let stream: AbortController | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hadConnection = false;

  function dispatch(name: string, payload: unknown): void {
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (err) {
        console.error(`psa listener for ${name} failed`, err);
      }
    }
  }

  /** The server sends each app event as a named SSE event (`event: sync:progress`) with JSON data. */
  function deliver(name: string, data: string): void {
    if (!listeners.has(name)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data) as unknown;
    } catch {
      console.warn(`psa: an unreadable ${name} event was ignored`);
      return;
    }
    dispatch(name, payload);
  }

  /** Follows one connection of the event stream until it ends, is refused or is aborted. */
  async function follow(controller: AbortController, key: string): Promise<void> {
    try {
      const res = await fetch('/bridge/events', {
        headers: { accept: 'text/event-stream', 'x-psa-token': key },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!res.ok || !res.body) return;
      retryMs = RETRY_MIN_MS;
      // Events sent while we were away are lost: tell every store to refetch.
      if (hadConnection) dispatch('data:changed', { tables: ['*'] });
      hadConnection = true;
      await readEvents(res.body, (e) => deliver(e.event, e.data));
    } catch {
      // The connection dropped or could not be made: retried below, like a refusal.
    }
  }

  function connect(): void {
    if (stream || token === null) return;
    const controller = new AbortController();
    stream = controller;
    void follow(controller, token).then(() => {
      if (stream !== controller) return;
      stream = null;
      if (controller.signal.aborted || listenerCount() === 0) return;
      // Retry, slower each time, until the stream opens again (then the delay starts over).
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    });
  }

  function listenerCount(): number {
    let n = 0;
    for (const set of listeners.values()) n += set.size;
    return n;
  }

  function disconnectIfIdle(): void {
    if (listenerCount() > 0) return;
    clearTimeout(retryTimer);
    const open = stream;
    stream = null;
    open?.abort();
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
    return () => {
      set.delete(l);
      disconnectIfIdle();
    };
  }

  return { invoke, on };
}
