import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { coreI18n, coreLanguage } from '../../i18n';
import { sameState } from '../../sync/oauth/pkce';

/*
 * The redirect listener of RFC 8252 §7.3: http on 127.0.0.1 with a port the system picks, for one
 * redirect only. The browser lands here after the consent page; the one request that carries the
 * expected `state` is accepted, answered with a small page, and the listener closes. Requests with
 * another state (or none) are refused without ending the wait, so a page that guesses the port
 * cannot cut a sign-in short.
 */

/** The path of the redirect URL. */
export const CALLBACK_PATH = '/oauth/callback';

/** What came back on the redirect: a code, or the remote's error (e.g. access_denied). */
export type RedirectParams = { code: string } | { error: string; description: string | undefined };

/** The page the browser is shown once the redirect has been handled. */
export interface RedirectPage {
  ok: boolean;
  title: string;
  message: string;
}

/** A listening redirect endpoint. */
export interface LoopbackListener {
  /** `http://127.0.0.1:PORT/oauth/callback`: the `redirecturl` of the authorization request. */
  redirectUrl: string;
  /** Stops listening (a sign-in cancelled, timed out or replaced). */
  close: () => void;
}

/** What the listener does with the one redirect, and when it gives up. */
export interface LoopbackOptions {
  state: string;
  timeoutMs: number;
  /** Handles the accepted redirect; its page is what the browser shows. Called once. */
  onRedirect: (params: RedirectParams) => Promise<RedirectPage>;
  /** Called once when nothing came within `timeoutMs`. */
  onTimeout: () => void;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// One small card in the system font; the CSP allows exactly this style block (by hash) and no script.
const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f3f5;color:#212529;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{max-width:420px;margin:16px;padding:24px 28px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);border-top:4px solid #fa5252}main.ok{border-top-color:#12b886}' +
  'h1{font-size:1.25rem;margin:0 0 8px}p{margin:0;line-height:1.5}' +
  '@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}main{background:#25262b}}';
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function page(res: ServerResponse, status: number, title: string, message: string): void {
  const html = `<!doctype html><html lang="${coreLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} – PSA Desk</title><style>${STYLE}</style></head><body><main class="${status < 400 ? 'ok' : 'problem'}"><h1>${escape(title)}</h1><p>${escape(message)}</p></main></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': CSP,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

function readParams(url: URL): RedirectParams {
  const code = url.searchParams.get('code');
  const error = url.searchParams.get('error');
  if (error !== null || code === null || code === '')
    return {
      error: error ?? 'invalid_request',
      description: url.searchParams.get('error_description') ?? undefined,
    };
  return { code };
}

/** Starts listening on 127.0.0.1 (random port) for the one redirect of a sign-in. */
export async function listenForRedirect(opts: LoopbackOptions): Promise<LoopbackListener> {
  let accepted = false;
  let closed = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
      const t = (key: 'pageNotFoundTitle' | 'pageNotFound') => coreI18n.t(`core:signInProblem.${key}`);
      page(res, 404, t('pageNotFoundTitle'), t('pageNotFound'));
      return;
    }
    if (accepted || !sameState(opts.state, url.searchParams.get('state'))) {
      page(
        res,
        400,
        coreI18n.t('core:signInProblem.pageOtherTitle'),
        coreI18n.t('core:signInProblem.pageOther'),
      );
      return;
    }
    accepted = true;
    clearTimeout(timer);
    void opts
      .onRedirect(readParams(url))
      .catch((e: unknown): RedirectPage => ({
        ok: false,
        title: coreI18n.t('core:signInStatus.pageFailedTitle'),
        message: String(e),
      }))
      .then((p) => {
        res.once('finish', () => {
          responded = true;
          close();
        });
        page(res, p.ok ? 200 : 400, p.title, p.message);
      });
  });
  let responded = false;
  const close = () => {
    if (!closed) {
      closed = true;
      clearTimeout(timer);
      server.close();
    }
    // The accepted redirect's page is still being written: its connection ends once it is sent.
    if (accepted && !responded) server.closeIdleConnections();
    else server.closeAllConnections();
  };
  const timer = setTimeout(() => {
    if (accepted) return;
    close();
    opts.onTimeout();
  }, opts.timeoutMs);
  timer.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { redirectUrl: `http://127.0.0.1:${port}${CALLBACK_PATH}`, close };
}
