import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { RemoteError, humanRemoteMessage } from '../../electron/core/sync/remote-errors';
import { createHttpRemote } from '../../electron/core/sync/remote';

/*
 * What the user reads when the remote fails: a sentence naming the service, never the raw
 * "connect ECONNREFUSED 127.0.0.1:4510". Every error here is real: produced by our HTTP client
 * against a closed port, a server that never answers, a name that does not resolve, a plain-HTTP
 * server spoken to over TLS and a server answering 503.
 */

const servers: Server[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(servers.map((s) => new Promise((res) => s.close(res))));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  return (server.address() as AddressInfo).port;
}

/** The RemoteError our client throws for one request to `baseUrl`. */
async function failureOf(baseUrl: string, timeoutMs = 2_000): Promise<RemoteError> {
  const remote = createHttpRemote({ baseUrl, token: 't', timeoutMs });
  try {
    await remote.listCompanies({ limit: 1 });
  } catch (e) {
    if (e instanceof RemoteError) return e;
    throw e;
  }
  throw new Error('the request succeeded');
}

describe('human messages for remote failures', () => {
  it('a closed port: the service is not answering, the raw error kept as detail', async () => {
    const port = await listen(createHttpServer());
    await new Promise((res) => servers.pop()?.close(res));
    const e = await failureOf(`http://127.0.0.1:${port}/v1`);
    expect(humanRemoteMessage(e)).toBe(`The PSA service at 127.0.0.1:${port} is not answering`);
    expect(e.message).toContain('ECONNREFUSED');
  });

  it('a server that never answers: no answer in time', async () => {
    const server = createNetServer((socket) => sockets.push(socket));
    const port = await listen(server as unknown as Server);
    const e = await failureOf(`http://127.0.0.1:${port}/v1`, 300);
    expect(e.kind).toBe('timeout');
    expect(humanRemoteMessage(e)).toBe(`The PSA service at 127.0.0.1:${port} did not answer in time`);
  });

  it('a name that does not resolve: the address cannot be found', async () => {
    const e = await failureOf('https://psa.does-not-exist.invalid/v1');
    expect(humanRemoteMessage(e)).toBe(
      'The PSA service address psa.does-not-exist.invalid could not be found (check the address and your network)',
    );
  });

  it('TLS trouble: no secure connection', async () => {
    const port = await listen(createHttpServer((_req, res) => res.end('plain')));
    const e = await failureOf(`https://127.0.0.1:${port}/v1`);
    expect(humanRemoteMessage(e)).toBe(
      `No secure connection to the PSA service at 127.0.0.1:${port} (a TLS/certificate problem)`,
    );
  });

  it('a 5xx: the service has a problem of its own', async () => {
    const port = await listen(
      createHttpServer((_req, res) => {
        res.statusCode = 503;
        res.end('upstream down');
      }),
    );
    const e = await failureOf(`http://127.0.0.1:${port}/v1`);
    expect(humanRemoteMessage(e)).toBe(
      `The PSA service at 127.0.0.1:${port} has a problem of its own (HTTP 503); it will be tried again`,
    );
  });

  it('refused credentials and rejected changes keep the service’s own words', () => {
    const auth = new RemoteError({ kind: 'auth', message: 'bad token', status: 401, outcomeUnknown: false });
    expect(humanRemoteMessage(auth)).toBe('The PSA service did not accept the token (401): bad token');
    const rejected = new RemoteError({
      kind: 'rejected',
      message: 'Hours: too many',
      status: 422,
      outcomeUnknown: false,
    });
    expect(humanRemoteMessage(rejected)).toBe('Hours: too many');
  });
});
