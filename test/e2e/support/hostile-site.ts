import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A web page on another loopback origin (127.0.0.1, another port: "same-site" but cross-origin to
 * web mode), as any site the user visits could serve. Its script (ATTACK_SCRIPT, plain browser
 * JavaScript) throws every request a page can make without the token at every channel of the
 * bridge. The server also records what reaches it, so a test can see whether the app ever sent
 * it a token (settings:testConnection pointed at it).
 */

/** A running hostile site. */
export interface HostileSite {
  origin: string;
  /** Headers of every request that reached this site (the page and anything sent to it). */
  seen: { url: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

/** What the page's `attack()` resolves to. */
export interface AttackReport {
  /** Requests started (fetches, beacons, forms, event sources). */
  attempts: number;
  /** Event stream URLs whose EventSource opened (must stay empty). */
  openedStreams: string[];
}

/** Starts the hostile site on 127.0.0.1 (port 0); its page attacks `target` with `config`. */
export async function startHostileSite(config: {
  target: string;
  channels: string[];
  bodies: Record<string, unknown>;
}): Promise<HostileSite> {
  const seen: HostileSite['seen'] = [];
  const page = `<!doctype html><html><head><title>A page elsewhere</title></head><body>
<script type="application/json" id="cfg">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script>${ATTACK_SCRIPT}</script></body></html>`;
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The page's script: window.attack() tries, for every channel and every spelling of its path,
 * fetch in no-cors mode (text/plain body, no body, keepalive), a CORS fetch with a guessed token
 * (stopped by the preflight), sendBeacon (text and form data), and form posts (text/plain shaped
 * as JSON, urlencoded) into iframes; then EventSource and fetch on every spelling of the events.
 */
const ATTACK_SCRIPT = String.raw`
const cfg = JSON.parse(document.getElementById('cfg').textContent);
const T = cfg.target;
const opened = [];
let attempts = 0;
function spellings(name) {
  const enc = encodeURIComponent(name);
  return ['/bridge/' + name, '/bridge/' + enc, '/%62ridge/' + name, '/bridg%65/' + enc,
    '//bridge/' + name, '/BRIDGE/' + name, '/bridge/' + name + '/', '/bridge/' + name + '?token=guess'];
}
async function quietly(p) { attempts++; try { await p; } catch (e) { /* refused: expected */ } }
function form(url, enctype, body) {
  attempts++;
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = 'f' + attempts;
    document.body.appendChild(frame);
    const f = document.createElement('form');
    f.method = 'POST'; f.action = url; f.enctype = enctype; f.target = frame.name;
    const input = document.createElement('input');
    input.type = 'hidden';
    // text/plain sends name=value: shaped so the whole body is JSON ({..., "x": "="}).
    input.name = body === '{}' ? '{"x":"' : body.slice(0, -1) + ',"x":"';
    input.value = '"}';
    f.appendChild(input);
    document.body.appendChild(f);
    const done = () => { frame.remove(); f.remove(); resolve(); };
    frame.addEventListener('load', done, { once: true });
    setTimeout(done, 10000);
    f.submit();
  });
}
function eventSource(url, withCredentials) {
  attempts++;
  return new Promise((resolve) => {
    const es = new EventSource(url, { withCredentials });
    es.onopen = () => { opened.push(url); es.close(); resolve(); };
    es.onerror = () => { es.close(); resolve(); };
  });
}
window.attack = async () => {
  for (const channel of cfg.channels) {
    const body = JSON.stringify(cfg.bodies[channel] ?? {}).split('HOSTILE_ORIGIN').join(location.origin);
    const tries = [];
    for (const path of spellings(channel)) {
      const url = T + path;
      tries.push(quietly(fetch(url, { method: 'POST', mode: 'no-cors', body })));
      tries.push(quietly(fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' })));
      tries.push(quietly(fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true, body })));
      tries.push(quietly(fetch(url, { method: 'POST', body,
        headers: { 'content-type': 'application/json', 'x-psa-token': 'guess' } })));
      attempts += 2;
      navigator.sendBeacon(url, body);
      navigator.sendBeacon(url, new URLSearchParams({ json: body }));
    }
    tries.push(form(T + '/bridge/' + channel, 'text/plain', body));
    tries.push(form(T + '/%62ridge/' + channel, 'text/plain', body));
    tries.push(form(T + '/bridg%65/' + encodeURIComponent(channel), 'application/x-www-form-urlencoded', body));
    await Promise.all(tries);
  }
  const streams = [];
  for (const path of spellings('events')) {
    streams.push(eventSource(T + path, false), eventSource(T + path, true));
    streams.push(quietly(fetch(T + path, { mode: 'no-cors' })));
  }
  await Promise.all(streams);
  return { attempts, openedStreams: opened };
};
`;
