import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { seedDemo } from '../../electron/core/reference-server/seed/demo';
import { startServer, type RunningServer } from '../../electron/core/reference-server/http/start';
import type { ErrorBodyT } from '../../shared/psa/errors';
import { parseJson, stringifyJson } from '../../shared/psa/json';

/** Demo API keys (decision 22). */
export const ADMIN_KEY = 'demo-admin-key';
export const CONSULTANT_KEY = 'demo-consultant-key';
export const NOAPI_KEY = 'demo-noapi-key';

/** A reference server on a temp database file, for one test file. */
export interface TestServer {
  url: string;
  dbFile: string;
  server: RunningServer;
  close: () => Promise<void>;
}

let template: Promise<string> | null = null;

/** The demo database, seeded once per test process and copied for every server. */
function demoTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-template-'));
    const file = join(dir, 'demo.sqlite');
    const db = openDatabase(file);
    await seedDemo(db);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return template;
}

/** Starts the real server on 127.0.0.1, port 0, on a fresh copy of the demo database. */
export async function startTestServer(
  opts: {
    singleObjectQuirk?: boolean;
    psohubShapes?: boolean;
    rateLimit?: number;
    failedAuthLimit?: number | false;
    seed?: boolean;
    /** OAuth access token lifetime in seconds and the server's clock (decision 24). */
    tokenTtlSeconds?: number;
    now?: () => number;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-server-'));
  const dbFile = join(dir, 'psa.sqlite');
  if (opts.seed !== false) copyFileSync(await demoTemplate(), dbFile);
  const server = await startServer({
    db: dbFile,
    port: 0,
    host: '127.0.0.1',
    singleObjectQuirk: opts.singleObjectQuirk,
    psohubShapes: opts.psohubShapes,
    rateLimit: opts.rateLimit,
    failedAuthLimit: opts.failedAuthLimit,
    tokenTtlSeconds: opts.tokenTtlSeconds,
    now: opts.now,
    // Tests also hold every answer to the endpoint table's response schemas.
    validateResponses: true,
  });
  const close = async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: server.url, dbFile, server, close };
}

/** A response as tests look at it. */
export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  query?: Record<string, string | number | bigint | boolean | undefined> | string;
  /** A value sent as JSON (with Content-Type: application/json unless headers say otherwise). */
  json?: unknown;
  /** A raw body sent as is. */
  raw?: string | Uint8Array;
  /** Bearer token; null sends no Authorization header. Default: the demo admin key. */
  token?: string | null;
  headers?: Record<string, string>;
}

function queryString(q: RequestOptions['query']): string {
  if (q === undefined) return '';
  if (typeof q === 'string') return q.startsWith('?') || q === '' ? q : `?${q}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Sends one request to `baseUrl + path` and reads the JSON answer losslessly (parseJson: a
 * 17-digit id is a bigint, an amount that a float would round a LosslessNumber).
 */
export async function request<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  const token = opts.token === undefined ? ADMIN_KEY : opts.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | Uint8Array | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = stringifyJson(opts.json);
  } else if (opts.raw !== undefined) {
    body = opts.raw;
  }
  Object.assign(headers, opts.headers);
  const res = await fetch(baseUrl + path + queryString(opts.query), { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : parseJson(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed as T };
}

/**
 * A GET sent from a chosen loopback source address (127.0.0.2, ...): the server sees another
 * client address, as it would another machine.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
    const req = httpRequest(url, { localAddress, headers: { ...auth, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        let body: unknown;
        try {
          body = text === '' ? undefined : parseJson(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: h, text, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Row counts and a content hash of every table of a database file: equal fingerprints before
 * and after a rejected request prove it changed nothing (decision 6).
 */
export function dbFingerprint(dbFile: string): Record<string, string> {
  const db = openDatabase(dbFile, { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    const out: Record<string, string> = {};
    for (const t of tables) {
      const rows = db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).raw().all();
      const hash = createHash('sha256');
      for (const row of rows as unknown[][]) {
        for (const cell of row) hash.update(Buffer.isBuffer(cell) ? cell : `${stringifyJson(cell)},`);
      }
      out[t] = `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
    }
    return out;
  } finally {
    db.close();
  }
}

/** Row count of one table of a database file. */
export function countRows(dbFile: string, table: string): number {
  return readDb(
    dbFile,
    (db) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n,
  );
}

/** Asserts a decision-5 error: its status, its code, a message and a JSON content type. */
export function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = reply.body as ErrorBodyT;
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
}

/** Asserts a success with the given status and a JSON content type; returns the body. */
export function expectOk<T>(reply: Reply<T>, status = 200): T {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return reply.body;
}

/** Runs `read` on a read-only connection to a server's database file (for looking up ids). */
export function readDb<T>(dbFile: string, read: (db: Db) => T): T {
  const db = openDatabase(dbFile, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
