import http from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { seededRandom } from './fault-proxy';
import { createForwarder, readAll, type UpstreamAnswer } from './proxy-forward';

/*
 * A latency- and fault-injecting HTTP proxy on 127.0.0.1, for tests and `npm run bench:sync`:
 * every request pays a round trip (half before it is forwarded, half before its answer), and a
 * seeded share of the requests a filter picks is refused (503, or the connection reset, before the
 * server sees it) or loses its response (the server answers, hence commits, and the client only
 * sees its connection die). Requests are counted by "METHOD /path".
 */

export interface ProxyFaults {
  /** Share (0..1) of matching requests whose response is lost after the server committed. */
  lose?: number;
  /** Share (0..1) of matching requests refused before they reach the server. */
  refuse?: number;
  /** How a refusal looks to the client: a 503 answer (default) or a reset connection. */
  refuseWith?: '503' | 'reset';
  /** Which requests may be faulted (default all), e.g. only POST creates. */
  applies?: (method: string, path: string) => boolean;
  /** Seed of the fault dice: the same seed and request order give the same faults. */
  seed?: number;
}

export interface LatencyProxyOptions extends ProxyFaults {
  /** Added round trip in ms (default 50): half on the way in, half on the way out. */
  rttMs?: number;
}

export interface LatencyProxy {
  /** Base URL to give the client: the target's base URL with the proxy's host and port. */
  url: string;
  /** Requests seen, by "METHOD /path" (no query). */
  readonly counts: Map<string, number>;
  /** All requests seen, and those refused or whose response was lost. */
  readonly totals: { requests: number; refused: number; lost: number };
  /** Replaces the fault mode (dice re-seeded); {} passes everything. */
  setFaults(faults: ProxyFaults): void;
  /** Sets the added round trip. */
  setRtt(ms: number): void;
  /** Zeroes the counters. */
  reset(): void;
  /** Resolves once no forwarded request awaits the server (its effect, if any, is committed). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the proxy in front of `targetBaseUrl` (e.g. http://127.0.0.1:PORT/v1). */
export async function startLatencyProxy(
  targetBaseUrl: string,
  options: LatencyProxyOptions = {},
): Promise<LatencyProxy> {
  const target = new URL(targetBaseUrl);
  const upstream = createForwarder(target);
  const { forward, send } = upstream;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const counts = new Map<string, number>();
  const totals = { requests: 0, refused: 0, lost: 0 };
  let rttMs = options.rttMs ?? 50;
  let faults: ProxyFaults = options;
  let dice = seededRandom(options.seed ?? 1);

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  /** The fault for one request: one roll of the dice per matching request, so a seed replays. */
  function pick(method: string, path: string): 'pass' | 'refuse' | 'lose' {
    const lose = faults.lose ?? 0;
    const refuse = faults.refuse ?? 0;
    if (lose + refuse <= 0 || !(faults.applies?.(method, path) ?? true)) return 'pass';
    const r = dice();
    if (r < refuse) return 'refuse';
    if (r < refuse + lose) return 'lose';
    return 'pass';
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readAll(req);
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    const key = `${method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    totals.requests++;
    const fault = pick(method, path);
    await delay(rttMs / 2);
    if (fault === 'refuse') {
      totals.refused++;
      await delay(rttMs / 2);
      if (faults.refuseWith === 'reset') return void req.socket.destroy();
      const payload = { error: { code: 'SERVICE_UNAVAILABLE', message: 'latency proxy: refused' } };
      return send(res, {
        status: 503,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: Buffer.from(JSON.stringify(payload)),
      });
    }
    let answer: UpstreamAnswer;
    try {
      answer = await forward(req, body);
    } catch (err) {
      const payload = { error: { code: 'BAD_GATEWAY', message: `latency proxy: ${(err as Error).message}` } };
      answer = {
        status: 502,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(payload)),
      };
    }
    await delay(rttMs / 2);
    if (fault === 'lose') {
      // The server has answered, hence committed; the client only sees its connection die.
      totals.lost++;
      return void req.socket.destroy();
    }
    send(res, answer);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
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
    counts,
    totals,
    setFaults: (f) => {
      faults = f;
      dice = seededRandom(f.seed ?? 1);
    },
    setRtt: (ms) => {
      rttMs = ms;
    },
    reset: () => {
      counts.clear();
      totals.requests = totals.refused = totals.lost = 0;
    },
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
