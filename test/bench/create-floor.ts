import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/*
 * What a local create through the bridge cannot go below on this machine, measured between the
 * creates (interleaved, so both see the same load): a SQLite commit with the app's settings (WAL,
 * synchronous=FULL: one fsync of the WAL) writing a row and an outbox row and nothing else, and a
 * loopback HTTP POST with Node's fetch to a bare node:http server answering a small JSON. The
 * disk's fsync latency and the machine's load move both; the bench prints them beside the create.
 */

/** One FULL commit of a row and an outbox-like row into a scratch database in `dir`; returns ms. */
export function commitFloor(dir: string): { once: () => number; close: () => void } {
  const db = new Database(join(dir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS entry (id INTEGER PRIMARY KEY, body TEXT); CREATE TABLE IF NOT EXISTS queue (id INTEGER PRIMARY KEY, entry_id INTEGER, request TEXT)',
  );
  const entry = db.prepare('INSERT INTO entry (body) VALUES (?)');
  const queue = db.prepare('INSERT INTO queue (entry_id, request) VALUES (?, ?)');
  const write = db.transaction((body: string) => {
    const id = entry.run(body).lastInsertRowid;
    queue.run(id, body);
  });
  const body = JSON.stringify({
    ProjectID: '14073748835533011',
    NumberOfHours: 1,
    Description: 'x'.repeat(40),
  });
  return {
    once: () => {
      const t0 = performance.now();
      write(body);
      return performance.now() - t0;
    },
    close: () => db.close(),
  };
}

/** A bare node:http server answering every POST with a small JSON, and one timed fetch to it. */
export async function httpFloor(): Promise<{ once: (body: unknown) => Promise<number>; close: () => void }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const out = JSON.stringify({ ok: true, data: { id: '-1' } });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
      res.end(out);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  return {
    once: async (body) => {
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.json();
      return performance.now() - t0;
    },
    close: () => server.close(),
  };
}
