import fs from 'node:fs';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { CustomScheme } from 'electron';
import { CSP } from '../core/web/security';

/*
 * The renderer's own origin, app://bundle, served from the built renderer folder and nothing
 * else. Pure Node (Electron is only a type here), so unit tests try hostile paths against it; the
 * main process hands `handleAppRequest` to protocol.handle. Why not file://: a file:// page may
 * read any other file:// URL, carries no response headers (so no CSP header) and has an opaque
 * origin; app://bundle is a normal secure origin whose every response is built here.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
/** The URL the window loads. */
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Registered before 'ready': standard (an origin, relative URLs, storage), secure (a secure
 * context, like https) and fetch(). Not corsEnabled and not bypassCSP: other origins cannot read
 * it, and our CSP applies to it.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/** Headers on every app:// response, errors included. */
export const APP_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type of a bundle file by its extension; unknown kinds are opaque bytes (with nosniff). */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Where an app:// URL leads: a file inside the bundle, or the status to answer. */
export type AppPath = { ok: true; file: string } | { ok: false; status: 400 | 403 | 404; reason: string };

const refused = (reason: string): AppPath => ({ ok: false, status: 403, reason });

/**
 * Maps an app:// URL to a file under `root` (the built renderer folder, already a real path).
 * Refused: another host, credentials or port; undecodable escapes; after decoding, any `.` or
 * `..` segment, backslash, colon (drive letters, alternate streams) or NUL; anything that resolves
 * outside the root, also through a symlink. `/` means index.html. Missing files and folders: 404.
 */
export function resolveAppPath(root: string, url: string): AppPath {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return refused('not app://bundle');
  if (parsed.username !== '' || parsed.password !== '') return refused('credentials in the URL');
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  if (/[\\:\0]/.test(path)) return refused('backslash, colon or NUL in the path');
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return refused('dot segment in the path');
  const file = resolve(root, ...(segments.length > 0 ? segments : ['index.html']));
  if (!isInside(root, file)) return refused('outside the bundle');
  let real: string;
  try {
    real = fs.realpathSync(file);
    if (!fs.statSync(real).isFile()) return { ok: false, status: 404, reason: 'not a file' };
  } catch {
    return { ok: false, status: 404, reason: 'no such file' };
  }
  if (!isInside(root, real)) return refused('a link leading outside the bundle');
  return { ok: true, file: real };
}

function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

function errorResponse(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { ...APP_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra },
  });
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' };

/**
 * Answers one app:// request from the bundle at `root` (a real path): GET and HEAD only, the
 * file with its content type, the CSP and the other APP_HEADERS on every response.
 */
export async function handleAppRequest(
  root: string,
  request: { url: string; method: string },
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return errorResponse(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  const where = resolveAppPath(root, request.url);
  if (!where.ok) return errorResponse(where.status, STATUS_TEXT[where.status] ?? 'Error');
  let body: Buffer;
  try {
    body = await fs.promises.readFile(where.file);
  } catch {
    return errorResponse(404, 'Not Found');
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: {
      ...APP_HEADERS,
      'content-type': contentTypeOf(where.file),
      'content-length': String(body.length),
    },
  });
}

/** The real path of the renderer folder, the root every app:// path is confined to. */
export function bundleRoot(rendererDir: string): string {
  return fs.realpathSync(rendererDir);
}
