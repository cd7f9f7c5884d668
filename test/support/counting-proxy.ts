import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the counting proxy forwarded, with the status the server answered. */
export interface CountedRequest {
  method: string;
  /** Path with query string, as the client sent it. */
  url: string;
  status: number;
  /** Whether the client sent If-None-Match (a conditional GET). */
  conditional: boolean;
}

/** A plain pass-through proxy on 127.0.0.1 that records every request the server answered. */
export interface CountingProxy {
  /** Base URL to give the client: the target's base URL with the proxy's host and port. */
  url: string;
  readonly log: CountedRequest[];
  /** Empties the log (e.g. between two syncs). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts the proxy in front of `targetBaseUrl` (e.g. http://127.0.0.1:PORT/v1). `withoutEtags`
 * removes ETag from answers and If-None-Match from requests: a remote without conditional GETs.
 */
export async function startCountingProxy(
  targetBaseUrl: string,
  opts: { withoutEtags?: boolean } = {},
): Promise<CountingProxy> {
  const target = new URL(targetBaseUrl);
  const agent = new http.Agent({ keepAlive: true });
  const log: CountedRequest[] = [];
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    if (opts.withoutEtags) delete headers['if-none-match'];
    const up = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, agent, headers },
      (answer) => {
        log.push({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          status: answer.statusCode ?? 0,
          conditional: req.headers['if-none-match'] !== undefined,
        });
        const back = { ...answer.headers };
        if (opts.withoutEtags) delete back.etag;
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(targetBaseUrl);
  url.port = String(port);
  return {
    url: url.toString().replace(/\/$/, ''),
    log,
    reset: () => void log.splice(0),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
