import type http from 'node:http';

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
export function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
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
