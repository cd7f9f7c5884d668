import http from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { createForwarder, readAll, type UpstreamAnswer } from './proxy-forward';

/**
 * A fault-injecting HTTP proxy on 127.0.0.1 between the sync client and the reference server.
 * - pass: forward and answer normally
 * - refuse: answer 503 without forwarding (the server never sees the request)
 * - drop-response: forward, wait for the server's whole answer (so it has committed), then cut
 *   the client's connection without answering
 * - stall-before: hold the request without forwarding until the client gives up
 * - stall-after: forward, then hold the server's answer until the client gives up
 * - rate-limit: answer 429 with Retry-After without forwarding
 */
export type FaultKind = 'pass' | 'refuse' | 'drop-response' | 'stall-before' | 'stall-after' | 'rate-limit';
export type Fault = FaultKind | { kind: FaultKind; retryAfter?: string | number; stallMs?: number };

export interface ProxiedRequest {
  /** 0-based number of the request through this proxy. */
  index: number;
  method: string;
  /** Path with query string, as the client sent it (base path included). */
  url: string;
  body: string;
}

export type FaultPlan = (req: ProxiedRequest) => Fault;

export type FaultCounts = Record<FaultKind, number> & {
  requests: number;
  forwarded: number;
  upstreamErrors: number;
};

export interface FaultProxyOptions {
  /** Retry-After of 'rate-limit' when the fault does not say; default '1' (seconds). */
  retryAfter?: string | number;
  /** Longest hold of a stall before the proxy cuts the connection itself; default 60 s. */
  stallMs?: number;
}

export interface FaultProxy {
  /** Base URL to give the client: the target's base URL with the proxy's host and port. */
  url: string;
  /** Queues faults for the next requests, in order; they win over the plan. */
  next(...faults: Fault[]): void;
  /** Sets the plan for requests with no queued fault; null means pass everything. */
  setFaults(plan: FaultPlan | null): void;
  /** Live counters: requests seen, each fault applied, requests forwarded to the server. */
  readonly counts: FaultCounts;
  /** Every request with the fault applied and when it arrived (epoch ms), in arrival order. */
  readonly history: { method: string; url: string; fault: FaultKind; at: number }[];
  /** Resolves once no forwarded request awaits the server (its effect, if any, is committed). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A deterministic random source in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A plan picking faults at random by weight with a seeded RNG; requests failing `applies` pass. */
export function faultMix(
  weights: Partial<Record<FaultKind, number>>,
  seed: number,
  applies: (req: ProxiedRequest) => boolean = () => true,
): FaultPlan {
  const random = seededRandom(seed);
  const entries = Object.entries(weights).filter(([, w]) => (w ?? 0) > 0) as [FaultKind, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  return (req) => {
    if (!applies(req) || total === 0) return 'pass';
    let r = random() * total;
    for (const [kind, w] of entries) {
      if ((r -= w) < 0) return kind;
    }
    return 'pass';
  };
}

/** Starts the proxy in front of `targetBaseUrl` (e.g. http://127.0.0.1:PORT/v1). */
export async function startFaultProxy(
  targetBaseUrl: string,
  options: FaultProxyOptions = {},
): Promise<FaultProxy> {
  const target = new URL(targetBaseUrl);
  const upstream = createForwarder(target);
  const { send } = upstream;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const queue: Fault[] = [];
  let plan: FaultPlan | null = null;
  let index = 0;
  const counts: FaultCounts = {
    requests: 0,
    forwarded: 0,
    upstreamErrors: 0,
    pass: 0,
    refuse: 0,
    'drop-response': 0,
    'stall-before': 0,
    'stall-after': 0,
    'rate-limit': 0,
  };
  const history: FaultProxy['history'] = [];

  const forward = (req: http.IncomingMessage, body: Buffer): Promise<UpstreamAnswer> => {
    counts.forwarded++;
    return upstream.forward(req, body);
  };

  function sendJson(
    res: http.ServerResponse,
    status: number,
    payload: unknown,
    extra: http.OutgoingHttpHeaders = {},
  ): void {
    const body = Buffer.from(JSON.stringify(payload));
    send(res, { status, headers: { 'content-type': 'application/json; charset=utf-8', ...extra }, body });
  }

  /** Holds the client until it disconnects, the proxy closes, or `ms` pass (then cuts it). */
  function stall(req: http.IncomingMessage, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      req.socket.destroy();
    }, ms);
    timers.add(timer);
    req.socket.once('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readAll(req);
    const info: ProxiedRequest = {
      index: index++,
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      body: body.toString('utf8'),
    };
    counts.requests++;
    const queued = queue.shift();
    const fault: Fault = queued ?? (plan ? plan(info) : 'pass');
    const spec = typeof fault === 'string' ? { kind: fault } : fault;
    counts[spec.kind]++;
    history.push({ method: info.method, url: info.url, fault: spec.kind, at: Date.now() });
    const stallMs = spec.stallMs ?? options.stallMs ?? 60_000;

    switch (spec.kind) {
      case 'refuse':
        return sendJson(res, 503, {
          error: { code: 'SERVICE_UNAVAILABLE', message: 'fault proxy: service unavailable' },
        });
      case 'rate-limit':
        return sendJson(
          res,
          429,
          { error: { code: 'RATE_LIMITED', message: 'fault proxy: too many requests' } },
          { 'retry-after': String(spec.retryAfter ?? options.retryAfter ?? '1') },
        );
      case 'stall-before':
        return stall(req, stallMs);
      case 'pass':
      case 'drop-response':
      case 'stall-after':
        break;
    }
    let answer: UpstreamAnswer;
    try {
      answer = await forward(req, body);
    } catch (err) {
      counts.upstreamErrors++;
      return sendJson(res, 502, {
        error: { code: 'BAD_GATEWAY', message: `fault proxy: ${(err as Error).message}` },
      });
    }
    if (spec.kind === 'drop-response') {
      // The server has answered, hence committed; the client only sees its connection die.
      req.socket.destroy();
      return;
    }
    if (spec.kind === 'stall-after') return stall(req, stallMs);
    send(res, answer);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed)
        sendJson(res, 500, { error: { code: 'INTERNAL', message: String(err) } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = new URL(targetBaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString().replace(/\/$/, ''),
    next: (...faults) => void queue.push(...faults),
    setFaults: (p) => {
      plan = p;
    },
    counts,
    history,
    settled: () => upstream.settled(),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      upstream.destroy();
      await closed;
    },
  };
}
