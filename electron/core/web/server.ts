import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { eventNames } from '../../../shared/app/contract';
import type { AppResult } from '../../../shared/app/results';
import type { AppCore } from '../app/core';
import { isChannel } from '../app/invoke';
import { SECURITY_HEADERS, checkBridgeRequest, checkHost, newToken, type Verdict } from './security';

/*
 * Web mode's server: the built renderer and the bridge to the app core, on 127.0.0.1 only.
 *   POST /bridge/:channel   JSON request -> AppResult JSON (header x-psa-token)
 *   GET  /bridge/events     Server-Sent Events of the app events (?token=, as EventSource sets no headers)
 * The token reaches the page in the URL fragment (`/#token=...`), which browsers never send to a
 * server or put in a Referer; the renderer's bridge client moves it to sessionStorage and drops it
 * from the address bar, so a reload keeps working and the token does not linger in history.
 */

export interface WebServerOptions {
  core: Pick<AppCore, 'invoke' | 'on'>;
  /** The built renderer (index.html and assets); when missing, / says how to build it. */
  rendererDir: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** When the port is taken, listen on a free one instead of failing. */
  portFallback?: boolean;
  /** The per-launch token; default a fresh random one. */
  token?: string;
}

export interface WebServer {
  /** http://127.0.0.1:PORT (no trailing slash). */
  origin: string;
  port: number;
  token: string;
  /** The URL to open: the origin with the token in the fragment. */
  url: string;
  app: FastifyInstance;
  /** Ends the event streams and stops the server (the core is closed by its owner). */
  close: () => Promise<void>;
}

const HOST = '127.0.0.1';
const SSE_HEARTBEAT_MS = 25_000;

function refusal(reply: FastifyReply, v: Exclude<Verdict, { ok: true }>): FastifyReply {
  const body: AppResult<never> = { ok: false, error: { code: v.code, message: v.message } };
  return reply.code(v.status).header('cache-control', 'no-store').send(body);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

interface State {
  port: number;
  readonly token: string;
  readonly streams: Set<ServerResponse>;
}

function tokenOf(
  url: string,
  headers: Record<string, string | string[] | undefined>,
  query: unknown,
): string | undefined {
  const fromHeader = header(headers['x-psa-token']);
  if (fromHeader !== undefined) return fromHeader;
  // Only the event stream may carry the token in its URL: EventSource cannot set headers.
  if (!url.startsWith('/bridge/events')) return undefined;
  const q = (query ?? {}) as Record<string, unknown>;
  return typeof q['token'] === 'string' ? q['token'] : undefined;
}

function openEventStream(
  opts: WebServerOptions,
  state: State,
  raw: { socket: { on(e: 'close', f: () => void): void } },
  res: ServerResponse,
): void {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 2000\n\n');
  const offs = eventNames.map((name) =>
    opts.core.on(name, (payload) => {
      res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
    }),
  );
  const beat = setInterval(() => res.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
  beat.unref();
  state.streams.add(res);
  raw.socket.on('close', () => {
    clearInterval(beat);
    for (const off of offs) off();
    state.streams.delete(res);
  });
}

async function buildApp(opts: WebServerOptions, state: State): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 1024 * 1024 });
  app.addHook('onRequest', async (req, reply) => {
    const host = header(req.headers.host);
    const verdict = req.url.startsWith('/bridge/')
      ? checkBridgeRequest(
          { host, origin: header(req.headers.origin), token: tokenOf(req.url, req.headers, req.query) },
          state.port,
          state.token,
        )
      : // Static files hold no data, so they need no token, but still this server's own Host.
        checkHost(host, state.port);
    if (!verdict.ok) return refusal(reply, verdict);
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
    return payload;
  });
  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const error =
      status < 500
        ? { code: 'BAD_REQUEST', message: err.message }
        : { code: 'INTERNAL', message: 'internal error' };
    if (status >= 500) console.error('psa web:', err);
    void reply.code(status).header('cache-control', 'no-store').send({ ok: false, error });
  });

  app.post<{ Params: { channel: string } }>('/bridge/:channel', async (req, reply) => {
    const { channel } = req.params;
    void reply.header('cache-control', 'no-store');
    const result = await opts.core.invoke(channel, req.body);
    return isChannel(channel) ? result : reply.code(404).send(result);
  });
  app.get('/bridge/events', (req, reply) => {
    reply.hijack();
    openEventStream(opts, state, req.raw, reply.raw);
  });

  if (existsSync(opts.rendererDir)) {
    await app.register(fastifyStatic, {
      root: opts.rendererDir,
      prefix: '/',
      index: ['index.html'],
      serveDotFiles: false,
    });
  } else {
    app.get('/', async (_req, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The renderer is not built yet: run `npm run build` (or `npm run web`, which builds it).'),
    );
  }
  app.addHook('preClose', async () => {
    for (const res of state.streams) res.end();
    state.streams.clear();
  });
  return app;
}

/** Builds and starts the web-mode server on 127.0.0.1; resolves once it listens. */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const state: State = { port: opts.port, token: opts.token ?? newToken(), streams: new Set() };
  let app = await buildApp(opts, state);
  try {
    await app.listen({ port: opts.port, host: HOST });
  } catch (e) {
    await app.close();
    if (!opts.portFallback || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    app = await buildApp(opts, state);
    await app.listen({ port: 0, host: HOST });
  }
  const address = app.server.address();
  state.port = typeof address === 'object' && address !== null ? address.port : opts.port;
  const origin = `http://${HOST}:${state.port}`;
  const running = app;
  return {
    origin,
    port: state.port,
    token: state.token,
    url: `${origin}/#token=${state.token}`,
    app,
    close: () => running.close(),
  };
}
