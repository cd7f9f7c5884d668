import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';

/*
 * settings:testConnection sends the stored remote token to the stored remote address only. Two
 * tiny HTTP servers on 127.0.0.1 record the Authorization header of every request: "ours" is the
 * stored remote, "theirs" any other address. A test of another address without a typed token is
 * refused at the token field, and "theirs" receives nothing.
 */

const SECRET = 'stored-remote-token-4f1c';

interface Recorder {
  base: string;
  port: number;
  auth: (string | undefined)[];
  /** The Authorization of each reachability probe (an unauthenticated HEAD): always none. */
  probes: (string | undefined)[];
  server: Server;
}

async function recorder(): Promise<Recorder> {
  const auth: (string | undefined)[] = [];
  const probes: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    (req.method === 'HEAD' ? probes : auth).push(req.headers.authorization);
    req.resume();
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthenticated"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/v1`, port, auth, probes, server };
}

let dir: string;
let core: AppCore;
let ours: Recorder;
let theirs: Recorder;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-testconn-'));
  [ours, theirs] = await Promise.all([recorder(), recorder()]);
  core = createAppCore({ dataDir: dir, demoServer: false, syncOnStart: false });
  const set = await core.invoke('settings:setRemote', {
    url: ours.base,
    token: SECRET,
    accountId: '14073748835533011',
  });
  expect(set).toMatchObject({ ok: true });
});
afterAll(async () => {
  await core?.close();
  for (const r of [ours, theirs]) r?.server.closeAllConnections();
  await Promise.all([ours, theirs].map((r) => new Promise((resolve) => r?.server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe('settings:testConnection and the stored token', () => {
  it('refuses to test another address without a typed token, and sends it nothing', async () => {
    const others = [
      theirs.base,
      `http://127.0.0.1:${ours.port}/v2`,
      `http://127.0.0.1:${ours.port}/v1/../v2`,
      `http://127.0.0.1:${ours.port}@127.0.0.1:${theirs.port}/v1`,
      `http://localhost:${ours.port}/v1`,
      `https://127.0.0.1:${ours.port}/v1`,
    ];
    for (const url of others) {
      const result = await core.invoke('settings:testConnection', { url });
      expect(result, url).toMatchObject({
        ok: false,
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ path: 'token', message: expect.stringMatching(/type the token for this URL/) }],
        },
      });
    }
    expect(theirs.auth).toEqual([]);
    expect(ours.auth).toEqual([]);
  });

  it('sends a typed token to the address it was typed with', async () => {
    const result = await core.invoke('settings:testConnection', { url: theirs.base, token: 'typed-token' });
    expect(result).toMatchObject({ ok: true, data: { ok: false, kind: 'unauthenticated' } });
    expect(theirs.auth.length).toBeGreaterThan(0);
    expect(new Set(theirs.auth)).toEqual(new Set(['Bearer typed-token']));
  });

  it('sends the stored token to the stored address, however its spelling differs', async () => {
    theirs.auth.length = 0;
    for (const request of [
      {},
      { url: ours.base },
      { url: `${ours.base}/` },
      { url: `HTTP://127.0.0.1:${ours.port}/v1//` },
    ]) {
      const result = await core.invoke('settings:testConnection', request);
      expect(result, JSON.stringify(request)).toMatchObject({ ok: true, data: { kind: 'unauthenticated' } });
    }
    expect(new Set(ours.auth)).toEqual(new Set([`Bearer ${SECRET}`]));
    expect(theirs.auth).toEqual([]);
    // The stored remote's reachability probes carry no token at all, and go nowhere else.
    expect(new Set(ours.probes)).toEqual(new Set([undefined]));
    expect(theirs.probes).toEqual([]);
  });
});
