import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import { eventNames } from '../../../shared/app/contract';
import type { AppResult } from '../../../shared/app/results';
import type { AppCore } from '../app/core';
import { isChannel } from '../app/invoke';
import { RECEIPT_MAX_BYTES } from '../../../shared/receipts';
import {
  SECURITY_HEADERS,
  checkBridgeRequest,
  checkHost,
  newToken,
  pointsIntoBridge,
  presentedToken,
  type Verdict,
} from './security';

/*
 * Web mode's server: the built renderer and the bridge to the app core, on 127.0.0.1 only.
 *   POST /bridge/:channel   JSON request -> AppResult JSON (bodies up to 1 MiB; receipts:add more)
 *   GET  /bridge/events     Server-Sent Events of the app events (read by the page with fetch)
 * Both carry the token in a header (x-psa-token or Authorization: Bearer), never in the URL. The
 * checks (security.ts) run as an onRequest hook of the bridge plugin, so they sit on the routes
 * themselves, after the router has decoded and normalised the path: whatever spelling reaches a
 * bridge route meets them. Anything else whose path merely looks like the bridge is refused.
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

const NOT_A_ROUTE: Exclude<Verdict, { ok: true }> = {
  ok: false,
  status: 404,
  code: 'NOT_FOUND',
  message: 'there is no such bridge route',
};

/** Whether the route a request was routed to belongs to the bridge plugin (its config says so). */
function onBridgeRoute(req: FastifyRequest): boolean {
  return (req.routeOptions.config as { bridge?: boolean }).bridge === true;
}

/** The bridge: its routes, and the check every one of them runs before its handler. */
function bridgePlugin(opts: WebServerOptions, state: State): FastifyPluginAsync {
  return async (bridge) => {
    // Hooks added here apply to this plugin's routes only (Fastify encapsulation): all of the bridge.
    bridge.addHook('onRequest', async (req, reply) => {
      const verdict = checkBridgeRequest(
        {
          method: req.method,
          host: header(req.headers.host),
          origin: header(req.headers.origin),
          fetchSite: header(req.headers['sec-fetch-site']),
          contentType: header(req.headers['content-type']),
          token: presentedToken(req.headers),
        },
        state.port,
        state.token,
      );
      if (!verdict.ok) return refusal(reply, verdict);
    });
    // Only JSON bodies are parsed on the bridge, even if a check above were ever loosened.
    bridge.removeContentTypeParser('text/plain');
    const config = { bridge: true };

    const invokeAs =
      (fixed?: string) =>
      async (req: FastifyRequest<{ Params: { channel?: string } }>, reply: FastifyReply) => {
        const channel = fixed ?? req.params.channel ?? '';
        void reply.header('cache-control', 'no-store');
        const result = await opts.core.invoke(channel, req.body);
        return isChannel(channel) ? result : reply.code(404).send(result);
      };
    // Only the channels carrying a receipt file (receipts:add, receipts:scan) read a large body (a
    // 20 MB receipt is ~27 MB of base64; up to its schema's bound, so the core can say the size in
    // MB). A static route wins over '/:channel', and the check above runs on it too, before any
    // body is read ('::' is a literal colon).
    for (const channel of ['receipts:add', 'receipts:scan']) {
      const path = `/${channel.replace(':', '::')}`;
      bridge.post(path, { config, bodyLimit: RECEIPT_BODY_LIMIT }, invokeAs(channel));
    }
    bridge.post('/:channel', { config }, invokeAs());
    bridge.get('/events', { config, exposeHeadRoute: false }, (req, reply) => {
      reply.hijack();
      openEventStream(opts, state, req.raw, reply.raw);
    });
    // Any other method or path under /bridge: checked like the rest, then refused.
    bridge.all('/*', { config }, async (_req, reply) => refusal(reply, NOT_A_ROUTE));
  };
}

// The bridge parses with zod and no route has a Fastify schema: without these, Fastify would load
// and set up Ajv and fast-json-stringify at every start for nothing (~20 ms, 2 MB of heap).
const unused = () => () => {
  throw new Error('no Fastify schemas here: requests are parsed with zod');
};
const NO_SCHEMA_COMPILERS = { buildValidator: unused, buildSerializer: unused };

/** The body limit of receipts:add: its base64 schema's bound plus room for the other fields. */
const RECEIPT_BODY_LIMIT = Math.ceil((RECEIPT_MAX_BYTES * 8) / 3) + 64 * 1024;

async function buildApp(opts: WebServerOptions, state: State): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: NO_SCHEMA_COMPILERS },
  });
  app.addHook('onRequest', async (req, reply) => {
    // Everything, static files too, answers only to this server's own Host (DNS rebinding).
    const host = checkHost(header(req.headers.host), state.port);
    if (!host.ok) return refusal(reply, host);
    // A path that decodes to the bridge but did not route to it (`//bridge`, `/BRIDGE`, `/bridge`
    // ...) is refused too, so no router or static-file quirk can serve something there.
    if (!onBridgeRoute(req) && pointsIntoBridge(req.url)) return refusal(reply, NOT_A_ROUTE);
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

  await app.register(bridgePlugin(opts, state), { prefix: '/bridge' });
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
