import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { send, sendRaw, startBridgeFixture, type BridgeFixture } from '../support/bridge-http';
import { CELL } from '../support/week-core';
import { project, WEEK } from '../support/week-data';

/*
 * The ways around the web bridge's checks that issue 9 found, each tried over real HTTP (and a raw
 * socket where the request target itself is the trick): the router decodes and normalises paths,
 * so a check that reads the raw URL can be walked around; and a "simple" cross-site POST (no
 * body, or text/plain) needs no preflight. None of them may reach a channel or the event stream.
 */

let fx: BridgeFixture;
let port: number;

beforeAll(async () => {
  // Not set up yet (mode 'unset'), booking as WEEK's account on its project 1: a timer can run.
  fx = await startBridgeFixture((db) => {
    setReplicaSetting(db, 'account_id', String(WEEK.account));
    project(db, WEEK.project1, 'Northwind ERP rollout');
  });
  port = fx.web.port;
});
afterAll(() => fx?.close());

const json = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...extra });

/** A real call as the page makes it; fails the test when refused. */
async function call(channel: string, body: unknown = {}): Promise<unknown> {
  const reply = await send(port, 'POST', `/bridge/${channel}`, {
    headers: json({ 'x-psa-token': fx.web.token, origin: fx.web.origin }),
    body: JSON.stringify(body),
  });
  const result = reply.json() as { ok: boolean; data?: unknown };
  if (!result.ok) throw new Error(`${channel}: ${reply.text}`);
  return result.data;
}

/** Whether an answer is a refusal that carries no data: a 4xx, and no result or event stream. */
function expectRefused(reply: { status: number; text: string }, what: string): void {
  expect(reply.status, `${what}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, what).toBeLessThan(500);
  expect(reply.text, what).not.toContain('"ok":true');
  expect(reply.text, what).not.toMatch(/text\/event-stream|retry: /);
}

/** Spellings of a bridge path that a router may decode or normalise to it. */
function oddPaths(name: string): string[] {
  const enc = encodeURIComponent(name);
  return [
    `/%62ridge/${name}`,
    `/bridg%65/${name}`,
    `/%62%72%69%64%67%65/${enc}`,
    `//bridge/${name}`,
    `/bridge//${name}`,
    `///bridge///${name}`,
    `/BRIDGE/${name}`,
    `/Bridge/${name}`,
    `/bridge/${name}/`,
    `/bridge/${name}/x`,
    `/bridge/${name};x`,
    `/bridge/${name}%00`,
    `/./bridge/${name}`,
    `/assets/../bridge/${name}`,
    `/%2Fbridge/${name}`,
    `/bridge%2F${name}`,
    `/bridge/${name}?token=${fx.web.token}`,
    `/bridge`,
    `/bridge/`,
  ];
}

describe('paths the router normalises meet the same check', () => {
  it('refuses every spelling of a channel call without the token', async () => {
    for (const path of oddPaths('settings:get')) {
      expectRefused(await send(port, 'POST', path, { headers: json(), body: '{}' }), path);
    }
  });

  it('refuses every spelling of the event stream without the token, or with it in the query', async () => {
    for (const path of [...oddPaths('events'), '/bridge/events', `/bridge/events?token=${fx.web.token}`]) {
      expectRefused(await send(port, 'GET', path), path);
    }
  });

  it('refuses absolute-form request targets over a raw socket', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const targets = [
      `POST ${origin}/bridge/timesheets:list`,
      `POST ${origin}/%62ridge/settings:get`,
      `POST ${origin}//bridge/settings:get`,
      `GET ${origin}/bridge/events`,
      `GET ${origin}/%62ridge/events`,
    ];
    for (const target of targets) {
      const head = `${target} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json`;
      expectRefused(await sendRaw(port, head, '{}'), target);
    }
  });

  it('still serves the real spelling with the token (in x-psa-token or Authorization)', async () => {
    const viaHeader = await send(port, 'POST', '/bridge/settings%3Aget', {
      headers: json({ 'x-psa-token': fx.web.token }),
      body: '{}',
    });
    expect(viaHeader.json()).toMatchObject({ ok: true, data: { mode: 'unset' } });
    const viaBearer = await send(port, 'POST', '/bridge/settings:get', {
      headers: json({ authorization: `Bearer ${fx.web.token}` }),
      body: '{}',
    });
    expect(viaBearer.json()).toMatchObject({ ok: true });
    const wrongBearer = await send(port, 'POST', '/bridge/settings:get', {
      headers: json({ authorization: `Basic ${fx.web.token}` }),
      body: '{}',
    });
    expect(wrongBearer.status).toBe(401);
  });
});

describe('cross-site requests never reach a channel', () => {
  const evil = { origin: 'http://evil.example' };

  it('refuses simple POSTs (no body, text/plain, form) from another origin on every spelling', async () => {
    await call('timer:start', CELL);
    const simple: { headers: Record<string, string>; body?: string }[] = [
      { headers: { ...evil } },
      { headers: { ...evil, 'content-type': 'text/plain;charset=UTF-8' }, body: '{}' },
      { headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
      { headers: { ...evil, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
    ];
    for (const channel of ['setup:offline', 'timer:cancel', 'setup:demo']) {
      for (const path of [`/bridge/${channel}`, ...oddPaths(channel)]) {
        for (const req of simple) expectRefused(await send(port, 'POST', path, req), `${path} ${req.body}`);
      }
    }
    expect(await call('settings:get')).toMatchObject({ mode: 'unset', hasToken: false });
    expect(await call('timer:get')).toMatchObject({ timer: { projectId: CELL.projectId } });
  });

  it('refuses a non-JSON body even with the token and from the page itself', async () => {
    const own: Record<string, string> = { 'x-psa-token': fx.web.token, origin: fx.web.origin };
    for (const req of [
      { headers: own },
      { headers: { ...own, 'content-type': 'text/plain' }, body: '{}' },
      { headers: { ...own, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
    ]) {
      const reply = await send(port, 'POST', '/bridge/timer:cancel', req);
      expectRefused(reply, String(req.headers['content-type']));
      expect(reply.status).toBe(415);
    }
    expect(await call('timer:get')).toMatchObject({ timer: { projectId: CELL.projectId } });
  });

  it('refuses a request the browser marks as cross-site or same-site, even with the token', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const reply = await send(port, 'POST', '/bridge/timer:cancel', {
        headers: json({ 'x-psa-token': fx.web.token, 'sec-fetch-site': site }),
        body: '{}',
      });
      expectRefused(reply, site);
      expect(reply.status).toBe(403);
    }
    const own = await send(port, 'POST', '/bridge/settings:get', {
      headers: json({ 'x-psa-token': fx.web.token, 'sec-fetch-site': 'same-origin' }),
      body: '{}',
    });
    expect(own.status).toBe(200);
    expect(await call('timer:get')).toMatchObject({ timer: { projectId: CELL.projectId } });
  });

  it('opens the event stream for a fetch that carries the token in a header only', async () => {
    const refused = await send(port, 'GET', '/bridge/events', {
      headers: { 'x-psa-token': fx.web.token, 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(refused, 'cross-site stream');
    const open = await send(port, 'GET', '/bridge/events', { headers: { 'x-psa-token': fx.web.token } });
    expect(open.status).toBe(200);
    expect(open.headers['content-type']).toMatch(/^text\/event-stream/);
  });
});
