import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNodeBundle, entryPath, npmScriptArgs, ROOT } from '../../scripts/node-bundle.mjs';
import { expectOk, request } from '../support/server';

/*
 * `npm run server`, `npm run cli` and `npm run web` start from the bundle (out/node), as
 * scripts/run.mjs runs it: each process is traced with a module hook that writes down every ES
 * module it loads, and none of them is TypeScript or tsx.
 */

let dir: string;
let tracer: string;

beforeAll(() => {
  ensureNodeBundle();
  dir = mkdtempSync(join(tmpdir(), 'psa-bundle-'));
  // The hook runs on Node's loader thread; it appends each loaded module's URL to PSA_MODULE_TRACE.
  writeFileSync(
    join(dir, 'trace-hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.PSA_MODULE_TRACE, url + '\\n');
  return next(url, context);
}\n`,
  );
  tracer = join(dir, 'trace.mjs');
  writeFileSync(
    tracer,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'trace-hooks.mjs')).href)});\n`,
  );
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run <name> -- ...args` as scripts/run.mjs does, traced into `traceFile`. */
function run(name: 'server' | 'cli' | 'web', args: string[], traceFile: string): ChildProcess {
  return spawn(process.execPath, ['--import', tracer, ...npmScriptArgs(name), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', PSA_MODULE_TRACE: traceFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The first stdout line matching `pattern` (rejects when the process ends first). */
function lineMatching(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = pattern.exec(line);
      if (m) resolve(m);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}\n${err}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** The modules a traced process loaded: the bundle entry among them, no TypeScript, nothing of tsx or esbuild. */
function expectBundleOnly(traceFile: string, name: 'server' | 'cli' | 'web'): void {
  const loaded = readFileSync(traceFile, 'utf8').split('\n').filter(Boolean);
  expect(loaded).toContain(pathToFileURL(entryPath(name)).href);
  expect(
    loaded.filter((url) => /\.[cm]?tsx?$|[\\/]node_modules[\\/](tsx|esbuild|vite)[\\/]/.test(url)),
  ).toEqual([]);
}

describe('the bundled entries', () => {
  it('npm run server serves the API on 127.0.0.1 from out/node/server.mjs', async () => {
    const trace = join(dir, 'server.trace');
    const child = run('server', ['--port', '0', '--db', join(dir, 'psa.sqlite'), '--seed', 'demo'], trace);
    try {
      const [, url] = await lineMatching(child, /^PSA API listening on (http:\/\/127\.0\.0\.1:\d+\/v1)$/);
      expect(expectOk(await request<unknown[]>(url!, 'GET', '/companies')).length).toBe(50);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited(child)).toBe(0);
    expectBundleOnly(trace, 'server');
  });

  it('npm run server renders an invoice PDF with pdf-lib loaded from node_modules on first use', async () => {
    // The server test above seeded this database with the demo organization and its Draft invoices.
    const db = new Database(join(dir, 'psa.sqlite'), { readonly: true });
    const draft = db
      .prepare("SELECT id FROM invoices WHERE status = 'Draft' ORDER BY id LIMIT 1")
      .safeIntegers(true)
      .pluck()
      .get() as bigint | undefined;
    db.close();
    expect(draft).toBeDefined();
    const trace = join(dir, 'approve.trace');
    const child = run(
      'server',
      ['invoice', 'approve', '--db', join(dir, 'psa.sqlite'), '--invoice', String(draft)],
      trace,
    );
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    expect(await exited(child)).toBe(0);
    expect(out).toMatch(/is now Approved \(number /);
    const check = new Database(join(dir, 'psa.sqlite'), { readonly: true });
    const pdf = check.prepare('SELECT pdf FROM invoices WHERE id = ?').pluck().get(draft) as Buffer;
    check.close();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Not part of the bundle (scripts/node-bundle.mjs LAZY_PACKAGES): imported from node_modules.
    const loaded = readFileSync(trace, 'utf8');
    expect(loaded).toMatch(/[\\/]node_modules[\\/]pdf-lib[\\/]/);
    expectBundleOnly(trace, 'server');
  });

  it('npm run web serves the bridge on 127.0.0.1 from out/node/web.mjs', async () => {
    const trace = join(dir, 'web.trace');
    const child = run('web', ['--data', join(dir, 'web-data'), '--port', '0', '--no-build'], trace);
    try {
      const [, origin, token] = await lineMatching(
        child,
        /PSA Desk web mode: (http:\/\/127\.0\.0\.1:\d+)\/#token=([\w-]+)/,
      );
      const res = await fetch(`${origin}/bridge/sync:status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-psa-token': token! },
        body: '{}',
      });
      expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited(child)).toBe(0);
    expectBundleOnly(trace, 'web');
    // The PDF packages load on first use only, not at start.
    expect(readFileSync(trace, 'utf8')).not.toMatch(/[\\/]node_modules[\\/](pdf-lib|unpdf)[\\/]/);
  });

  it('npm run cli answers a command from out/node/cli.mjs', async () => {
    const trace = join(dir, 'cli.trace');
    const child = run('cli', ['--data', join(dir, 'cli-data'), 'status', '--json'], trace);
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    expect(await exited(child)).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ pending: 0, rejected: 0 });
    expectBundleOnly(trace, 'cli');
  });
});
