import http from 'node:http';

/*
 * What the test proxies (fault-proxy.ts, latency-proxy.ts) share to forward a request: the
 * headers that go on (hop-by-hop ones are each connection's own), reading a whole body, and the
 * upstream answer they hold before deciding what the client sees.
 */

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
]);

/** The headers to send on (end-to-end ones only). */
function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined && !HOP_BY_HOP.has(k.toLowerCase())) out[k] = v;
  return out;
}

/** A whole stream's bytes. */
export function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The upstream server's answer, held whole. */
export interface UpstreamAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** Forwards requests to one target, knowing how many still await it. */
export interface Forwarder {
  /** Sends the request on with its body and holds the whole answer. */
  forward: (req: http.IncomingMessage, body: Buffer) => Promise<UpstreamAnswer>;
  /** Writes a held answer to the client (unless it is gone). */
  send: (res: http.ServerResponse, answer: UpstreamAnswer) => void;
  /** Resolves once no forwarded request awaits the target (its effect, if any, is committed). */
  settled: () => Promise<void>;
  /** Closes the kept-alive connections to the target. */
  destroy: () => void;
}

/** A forwarder to `target` over kept-alive connections. */
export function createForwarder(target: URL): Forwarder {
  const agent = new http.Agent({ keepAlive: true });
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    if (--inFlight > 0) return;
    const ws = waiters;
    waiters = [];
    for (const w of ws) w();
  };
  return {
    forward: (req, body) => {
      inFlight++;
      const answer = new Promise<UpstreamAnswer>((resolve, reject) => {
        const up = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            agent,
            headers: { ...forwardHeaders(req.headers), 'content-length': body.length },
          },
          (res) => {
            readAll(res).then(
              (b) =>
                resolve({ status: res.statusCode ?? 502, headers: forwardHeaders(res.headers), body: b }),
              reject,
            );
          },
        );
        up.on('error', reject);
        up.end(body);
      });
      answer.then(done, done);
      return answer;
    },
    send: (res, answer) => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      res.end(answer.body);
    },
    settled: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    destroy: () => agent.destroy(),
  };
}
