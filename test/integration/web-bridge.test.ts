import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { startWebServer, type WebServer } from '../../electron/core/web/server';

/*
 * Web mode's server over real HTTP on 127.0.0.1: the bridge answers only requests that carry the
 * launch token, come from its own origin (when the browser names one) and address it by its own
 * Host; the event stream delivers app events; the static renderer is served with a strict CSP.
 */

let dir: string;
let core: AppCore;
let web: WebServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-web-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./assets/app.js"></script></body></html>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log("psa");');
  core = createAppCore({ dataDir: join(dir, 'data'), demoServer: false, syncOnStart: false });
  web = await startWebServer({ core, rendererDir, port: 0 });
});
afterAll(async () => {
  await web.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => unknown;
}

/** One HTTP request with full control of the headers (fetch would not let a test set Host). */
function send(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: web.port, method, path, headers: opts.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text) as unknown,
          }),
        );
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** A bridge call as the page makes it: JSON body, token header, same-origin. */
function bridge(channel: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Reply> {
  return send('POST', `/bridge/${channel}`, {
    headers: { 'content-type': 'application/json', 'x-psa-token': web.token, origin: web.origin, ...headers },
    body: JSON.stringify(body),
  });
}

describe('the web bridge', () => {
  it('prints a URL that carries the token in the fragment only', () => {
    expect(web.url).toBe(`http://127.0.0.1:${web.port}/#token=${web.token}`);
    expect(web.token.length).toBeGreaterThanOrEqual(32);
  });

  it('answers a call that carries the token', async () => {
    const reply = await bridge('settings:get');
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ ok: true, data: { mode: 'unset' } });
    expect(reply.headers['cache-control']).toBe('no-store');
    // The page encodes the channel name in the path (':' as %3A).
    expect((await bridge(encodeURIComponent('settings:get'))).json()).toMatchObject({ ok: true });
  });

  it('refuses a call without the token, or with a wrong one, with 401', async () => {
    const without = await send('POST', '/bridge/settings:get', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(without.status).toBe(401);
    expect(without.json()).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    const wrong = await bridge('settings:get', {}, { 'x-psa-token': `${web.token.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    // The token in the query string is accepted for the event stream only.
    const inQuery = await send('POST', `/bridge/settings:get?token=${web.token}`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(inQuery.status).toBe(401);
  });

  it('refuses a call from another origin with 403, even with the token', async () => {
    for (const origin of ['http://evil.example', `http://127.0.0.1:${web.port + 1}`, 'null']) {
      const reply = await bridge('settings:get', {}, { origin });
      expect(reply.status, origin).toBe(403);
      expect(reply.json()).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect((await bridge('settings:get', {}, { origin: `http://localhost:${web.port}` })).status).toBe(200);
  });

  it('refuses a request addressed to another host name (DNS rebinding) with 403', async () => {
    const reply = await bridge('settings:get', {}, { host: `evil.example:${web.port}` });
    expect(reply.status).toBe(403);
    expect((await send('GET', '/', { headers: { host: `rebind.example:${web.port}` } })).status).toBe(403);
    expect((await bridge('settings:get', {}, { host: `localhost:${web.port}` })).status).toBe(200);
  });

  it('passes contract refusals through as results, and unknown channels as 404', async () => {
    const invalid = await bridge('projects:get', { id: 'one' });
    expect(invalid.status).toBe(200);
    expect(invalid.json()).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const unknown = await bridge('nope:list');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    const malformed = await send('POST', '/bridge/settings:get', {
      headers: { 'content-type': 'application/json', 'x-psa-token': web.token },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  });

  it('streams data:changed to the page after a create', async () => {
    expect((await send('GET', '/bridge/events')).status).toBe(401);
    const controller = new AbortController();
    const res = await fetch(`${web.origin}/bridge/events?token=${web.token}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (marker: string) => {
      while (!received.includes(marker)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('retry:'); // the stream is open and subscribed
    expect((await bridge('companies:create', { Name: 'Streamed B.V.' })).json()).toMatchObject({ ok: true });
    await readUntil('event: data:changed');
    controller.abort();
    const event = received.split('\n\n').find((e) => e.startsWith('event: data:changed'));
    expect(event).toBeDefined();
    const data = JSON.parse(event!.split('\ndata: ')[1] ?? 'null') as { tables: string[] };
    expect(data.tables).toEqual(['companies', 'outbox']);
  });

  it('serves the renderer with a strict content security policy', async () => {
    const index = await send('GET', '/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.text).toContain('<div id="root">');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The only frames are invoice PDFs from in-memory blob: URLs; plugins stay off.
    expect(csp).toMatch(/(^|; )frame-src blob:(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['referrer-policy']).toBe('no-referrer');
    const script = await send('GET', '/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const traversal = await send('GET', '/../../etc/passwd');
    expect([403, 404]).toContain(traversal.status);
    expect(traversal.text).not.toContain('root:');
  });
});
