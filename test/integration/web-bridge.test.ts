import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebServer } from '../../electron/core/web/server';
import { send as sendTo, startBridgeFixture, type BridgeFixture, type Reply } from '../support/bridge-http';

/*
 * Web mode's server over real HTTP on 127.0.0.1: the bridge answers only requests that carry the
 * launch token in a header, come from its own origin (when the browser names one) and address it
 * by its own Host; the event stream delivers app events; the static renderer is served with a
 * strict CSP. (test/integration/web-bridge-bypass.test.ts tries the ways around these checks.)
 */

let fx: BridgeFixture;
let web: WebServer;

beforeAll(async () => {
  fx = await startBridgeFixture();
  web = fx.web;
});
afterAll(() => fx?.close());

/** One HTTP request to the web server with full control of the headers. */
function send(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return sendTo(web.port, method, path, opts);
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
    // The token is never taken from the URL.
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
    expect((await send('GET', `/bridge/events?token=${web.token}`)).status).toBe(401);
    const controller = new AbortController();
    // As the page reads it: fetch with the token in a header (EventSource could only put it in the URL).
    const res = await fetch(`${web.origin}/bridge/events`, {
      headers: { 'x-psa-token': web.token },
      signal: controller.signal,
    });
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
