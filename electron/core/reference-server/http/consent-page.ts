import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { OAuthScope } from '../../../../shared/psa/oauth-scopes';

/*
 * The consent page's HTML: plain server-rendered forms that work without JavaScript. Every
 * interpolated value is escaped; the only inline content is the style sheet, allowed by its hash.
 */

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1c1e21}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
.buttons{display:flex;gap:.8rem;margin-top:1.2rem}button{flex:1;padding:.6rem;font:inherit;cursor:pointer}
.alert{background:#fdecea;border:1px solid #f5c2c0;padding:.6rem;border-radius:4px}
.small{color:#555;font-size:.9rem}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** Headers of every answer of the consent endpoint: no framing, no caching, no referrer, no script. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const SCOPE_WORDS: Record<OAuthScope, string> = {
  companies: 'Companies',
  contacts: 'Contacts',
  projects: 'Projects',
  accounts: 'Project managers (names and email addresses)',
  plans: 'Plans and tasks',
  timesheets: 'Timesheets',
  expenses: 'Expenses',
  invoices: 'Invoices',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>\n`;
}

/** What the consent form shows. */
export interface ConsentView {
  clientName: string;
  scopes: readonly OAuthScope[];
  /** Where the browser goes afterwards (scheme, host and port of the redirect URL). */
  returnTo: string;
  nonce: string;
  email?: string;
  message?: string;
}

/** The sign-in and consent form: email, password, and Allow / Deny buttons named `decision`. */
export function consentPage(v: ConsentView): string {
  const scopes = v.scopes.map((s) => `<li>${escapeHtml(SCOPE_WORDS[s])}</li>`).join('');
  const alert = v.message ? `<p class="alert" role="alert">${escapeHtml(v.message)}</p>` : '';
  return page(
    `Sign in to allow ${v.clientName}`,
    `<h1>Sign in to allow ${escapeHtml(v.clientName)}</h1>
<p><strong>${escapeHtml(v.clientName)}</strong> asks to read and change these on your behalf:</p>
<ul>${scopes}</ul>${alert}
<form method="post" action="/link/apiauthorization">
<input type="hidden" name="nonce" value="${escapeHtml(v.nonce)}">
<label for="email">Email</label>
<input id="email" type="email" name="email" autocomplete="username" required value="${escapeHtml(v.email ?? '')}">
<label for="password">Password</label>
<input id="password" type="password" name="password" autocomplete="current-password" required>
<div class="buttons"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button></div>
</form>
<p class="small">Afterwards your browser returns to ${escapeHtml(v.returnTo)}.</p>`,
  );
}

/** A page that explains why the sign-in cannot go on; nothing is sent to the application. */
export function problemPage(message: string): string {
  return page(
    'Sign-in not possible',
    `<h1>Sign-in not possible</h1><p class="alert" role="alert">${escapeHtml(message)}</p>
<p>Nothing was sent to the application. Start the sign-in again from the application.</p>`,
  );
}

/** Sends an HTML page with the page headers. */
export function sendPage(reply: FastifyReply, status: number, html: string): void {
  void reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}
