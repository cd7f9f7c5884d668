import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../../electron/core/web/security';
import {
  APP_INDEX_URL,
  APP_SCHEME_PRIVILEGES,
  bundleRoot,
  contentTypeOf,
  handleAppRequest,
  resolveAppPath,
} from '../../electron/main/app-protocol';
import { launchOverrides } from '../../electron/main/launch-env';
import { contentSecurityPolicy, isAppUrl, metaPolicy } from '../../electron/main/window-options';

// The app:// handler as Electron's protocol.handle would call it, on a real folder with hostile
// neighbours: a secret beside the bundle, links leading out of it, a sibling whose name starts
// like the bundle's.

const SECRET = 'TOP-SECRET-CONTENT';
// Made at collection time: the hostile URL table below names it.
const base = mkdtempSync(join(tmpdir(), 'psa-app-protocol-'));
let root: string;

beforeAll(() => {
  const dir = join(base, 'renderer');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PSA Desk</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(dir, 'assets', 'font.woff2'), 'w2');
  writeFileSync(join(dir, 'assets', 'data.bin'), 'bytes');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(base, 'secret.txt'), SECRET);
  mkdirSync(join(base, 'renderer-evil'));
  writeFileSync(join(base, 'renderer-evil', 'secret.txt'), SECRET);
  symlinkSync(join(base, 'secret.txt'), join(dir, 'leak.txt'));
  symlinkSync(base, join(dir, 'up'));
  symlinkSync(join(base, 'renderer-evil'), join(dir, 'sibling'));
  // A link that stays inside the bundle is fine.
  symlinkSync(join(dir, 'favicon.svg'), join(dir, 'icon.svg'));
  root = bundleRoot(dir);
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => handleAppRequest(root, { url, method });

describe('app:// serves the built renderer folder', () => {
  it.each([
    ['app://bundle/index.html', 'text/html; charset=utf-8', '<!doctype html>'],
    ['app://bundle/', 'text/html; charset=utf-8', '<!doctype html>'],
    ['app://bundle', 'text/html; charset=utf-8', '<!doctype html>'],
    ['app://bundle/index.html?x=1#/week', 'text/html; charset=utf-8', '<!doctype html>'],
    ['app://bundle/assets/index-abc.js', 'text/javascript; charset=utf-8', 'console.log'],
    ['app://bundle/assets/index-abc.css', 'text/css; charset=utf-8', 'body{}'],
    ['app://bundle/assets/font.woff2', 'font/woff2', 'w2'],
    ['app://bundle/favicon.svg', 'image/svg+xml', '<svg/>'],
    ['app://bundle/icon.svg', 'image/svg+xml', '<svg/>'],
    ['app://bundle/assets/data.bin', 'application/octet-stream', 'bytes'],
    ['app://bundle//assets//index-abc.js', 'text/javascript; charset=utf-8', 'console.log'],
  ])('%s: 200 %s', async (url, type, start) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.text()).startsWith(start)).toBe(true);
  });

  it('answers HEAD without a body and refuses other methods with 405', async () => {
    const head = await get(APP_INDEX_URL, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await get(APP_INDEX_URL, method);
      expect(res.status).toBe(405);
      expect(res.headers.get('content-security-policy')).toBe(CSP);
    }
  });
});

describe('app:// never serves anything outside the bundle', () => {
  const hostile = [
    'app://bundle/../secret.txt',
    'app://bundle/%2e%2e/secret.txt',
    'app://bundle/%2E%2E/%2E%2E/secret.txt',
    'app://bundle/assets/..%2F..%2Fsecret.txt',
    'app://bundle/..%2fsecret.txt',
    'app://bundle/%2e%2e%2fsecret.txt',
    'app://bundle/..%5Csecret.txt',
    'app://bundle/assets%5C..%5C..%5Csecret.txt',
    'app://bundle/..\\secret.txt',
    'app://bundle/%2F..%2Fsecret.txt',
    `app://bundle/${encodeURIComponent(join(base, 'secret.txt'))}`,
    `app://bundle/${join(base, 'secret.txt')}`,
    'app://bundle/C:%5CWindows%5Cwin.ini',
    'app://bundle/C:/Windows/win.ini',
    'app://bundle/index.html%00.png',
    'app://bundle/leak.txt',
    'app://bundle/up/secret.txt',
    'app://bundle/up/renderer-evil/secret.txt',
    'app://bundle/sibling/secret.txt',
    'app://bundle/..%2Frenderer-evil/secret.txt',
    'app://bundle/%252e%252e/secret.txt',
    'app://bundle/%E0%A4%A',
    'app://bundle/assets',
    'app://bundle/nothing-here.js',
    'app://other/index.html',
    'app://bundle.evil/index.html',
    'app://user:pass@bundle/index.html',
    'app://bundle:8080/index.html',
    'file:///etc/passwd',
    'not a url',
  ];

  it.each(hostile)('%s is refused, with the CSP header', async (url) => {
    const res = await get(url);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(await res.text()).not.toContain(SECRET);
  });

  it('says why: dot segments, backslashes and links out are 403, missing files 404', () => {
    expect(resolveAppPath(root, 'app://bundle/assets/..%2F..%2Fsecret.txt')).toMatchObject({ status: 403 });
    expect(resolveAppPath(root, 'app://bundle/..%5Csecret.txt')).toMatchObject({ status: 403 });
    expect(resolveAppPath(root, 'app://bundle/leak.txt')).toMatchObject({ status: 403 });
    expect(resolveAppPath(root, 'app://bundle/sibling/secret.txt')).toMatchObject({ status: 403 });
    expect(resolveAppPath(root, 'app://bundle/%E0%A4%A')).toMatchObject({ status: 400 });
    expect(resolveAppPath(root, 'app://bundle/assets')).toMatchObject({ status: 404 });
    expect(resolveAppPath(root, 'app://bundle/index.html')).toEqual({
      ok: true,
      file: join(root, 'index.html'),
    });
  });

  it('knows the common content types and falls back to opaque bytes', () => {
    expect(contentTypeOf('a/b.MJS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.wasm')).toBe('application/wasm');
    expect(contentTypeOf('noext')).toBe('application/octet-stream');
  });
});

describe('the app scheme and the trusted pages', () => {
  it('registers app:// as standard, secure and fetchable, and nothing more', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });

  it('trusts app://bundle/index.html only: never file://, other hosts, other files or blob frames', () => {
    const where = {};
    for (const url of ['app://bundle/index.html', 'app://bundle/', 'app://bundle/index.html#/week?x=1'])
      expect(isAppUrl(url, where), url).toBe(true);
    for (const url of [
      'file:///app/out/renderer/index.html',
      'app://bundle/assets/index-abc.js',
      'app://other/index.html',
      'app://bundle.evil.example/index.html',
      'app://x@bundle/index.html',
      'app://bundle:1/index.html',
      'blob:app://bundle/0b9c5c5e-0000-4000-8000-000000000000',
      'https://bundle/index.html',
      'http://localhost:5173/',
    ])
      expect(isAppUrl(url, where), url).toBe(false);
    expect(isAppUrl('http://localhost:5173/', { devServerUrl: 'http://localhost:5173/' })).toBe(true);
  });
});

describe('one content security policy', () => {
  it('is the header of every app:// response and of the window session', () => {
    expect(contentSecurityPolicy()).toBe(CSP);
    expect(contentSecurityPolicy('http://localhost:5173/')).toBe(
      CSP.replace("connect-src 'self'", "connect-src 'self' ws://localhost:5173"),
    );
  });

  it("is renderer/index.html's meta tag, less what a meta tag cannot carry", () => {
    const html = readFileSync(join(import.meta.dirname, '../../renderer/index.html'), 'utf8');
    const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/g)];
    expect(metas).toHaveLength(1);
    expect(metas[0]?.[1]).toBe(metaPolicy(CSP));
    expect(metaPolicy(CSP)).not.toContain('frame-ancestors');
    expect(CSP).toContain("frame-ancestors 'none'");
  });
});

describe('launch overrides from the environment', () => {
  const env = {
    ELECTRON_RENDERER_URL: 'http://localhost:5173/',
    PSA_SQLITE_BINDING: '/tmp/evil/better_sqlite3.node',
  };

  it('are honoured in an unpackaged app (development)', () => {
    expect(launchOverrides(env, false)).toEqual({
      devServerUrl: 'http://localhost:5173/',
      sqliteBinding: '/tmp/evil/better_sqlite3.node',
    });
  });

  it('are ignored in a packaged app', () => {
    expect(launchOverrides(env, true)).toEqual({ devServerUrl: undefined, sqliteBinding: undefined });
  });

  it('never take a renderer URL that is not http(s)', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'app://other/', 'nonsense', ''])
      expect(launchOverrides({ ELECTRON_RENDERER_URL: url }, false).devServerUrl, url).toBeUndefined();
  });
});
