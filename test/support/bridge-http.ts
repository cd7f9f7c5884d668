import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../../electron/core/app';
import type { Db } from '../../electron/core/db/connection';
import { startWebServer, type WebServer } from '../../electron/core/web/server';
import { fillDataFolder } from './week-data';

/** Web mode's server on a temp data folder with a stand-in renderer, for one test file. */
export interface BridgeFixture {
  dir: string;
  core: AppCore;
  web: WebServer;
  close: () => Promise<void>;
}

/**
 * Starts the web server over a real core on a fresh temp data folder (no demo remote, no sync);
 * `fill` writes into the replica first (as a pull would).
 */
export async function startBridgeFixture(fill?: (db: Db) => void): Promise<BridgeFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-web-'));
  if (fill) {
    mkdirSync(join(dir, 'data'));
    fillDataFolder(join(dir, 'data'), fill);
  }
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./assets/app.js"></script></body></html>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log("psa");');
  const core = createAppCore({ dataDir: join(dir, 'data'), demoServer: false, syncOnStart: false });
  const web = await startWebServer({ core, rendererDir, port: 0 });
  return {
    dir,
    core,
    web,
    close: async () => {
      await web.close();
      await core.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An HTTP answer as a test reads it. */
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => unknown;
}

/** One HTTP request with full control of the path and headers (fetch would not let a test set Host). */
export function send(
  port: number,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: opts.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
        // An event stream never ends by itself: its first bytes are proof enough.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) res.destroy();
      });
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json: () => JSON.parse(text) as unknown,
        });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/**
 * Sends `head` (request line and headers, without the blank line) and `body` over a raw socket,
 * so the request target can be anything (absolute-form, odd spellings); resolves with the status
 * and the text of the answer (or its first bytes, for an event stream).
 */
export function sendRaw(port: number, head: string, body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    };
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      text += c;
      if (/content-type: text\/event-stream/i.test(text)) socket.destroy();
    });
    socket.on('close', finish);
    socket.on('error', reject);
    const length = Buffer.byteLength(body);
    socket.write(`${head}\r\nconnection: close\r\ncontent-length: ${length}\r\n\r\n${body}`);
  });
}
