import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { parseJson } from '../../shared/psa/json';

/*
 * The OAuth sign-in of decision 24 driven by plain HTTP, as a browser without JavaScript would:
 * GET the consent page, read its nonce, POST the form, read the Location of the redirect, then
 * exchange the code at the token endpoint.
 */

/** The demo client (decision 24) and the demo accounts' sign-in. */
export const DEMO_CLIENT = { id: 'psa-desk', secret: 'demo-client-secret' } as const;
export const DEMO_PASSWORD = 'demo-password';
export const ADMIN_EMAIL = 'demo-admin@example.com';
export const CONSULTANT_EMAIL = 'demo-consultant@example.com';
export const NOAPI_EMAIL = 'demo-noapi@example.com';
export const REDIRECT = 'http://127.0.0.1:53682/callback';

/** The server's origin from its API base URL (`http://127.0.0.1:PORT/v1`). */
export function originOf(apiUrl: string): string {
  return new URL(apiUrl).origin;
}

/** A PKCE verifier and its S256 challenge, computed here independently of the server's code. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An answer as the tests look at it: status, headers, text, and the redirect target if any. */
export interface Page {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
  /** The form's nonce when the answer is the consent form. */
  nonce: string | null;
}

async function page(res: Response): Promise<Page> {
  const text = await res.text();
  const m = /name="nonce" value="([^"]+)"/.exec(text);
  return {
    status: res.status,
    headers: res.headers,
    text,
    location: res.headers.get('location'),
    nonce: m?.[1] ?? null,
  };
}

/** GET /link/apiauthorization with these query parameters (decision 24's names unless given otherwise). */
export async function getConsent(
  origin: string,
  params: Record<string, string | undefined> | string,
): Promise<Page> {
  const query =
    typeof params === 'string'
      ? params
      : new URLSearchParams(
          Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
        ).toString();
  return page(await fetch(`${origin}/link/apiauthorization?${query}`, { redirect: 'manual' }));
}

/** POST the consent form, form-encoded as a browser sends it. */
export async function postConsent(origin: string, fields: Record<string, string>): Promise<Page> {
  const res = await fetch(`${origin}/link/apiauthorization`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return page(res);
}

/** The parameters of a redirect's Location. */
export function redirectParams(location: string | null): URLSearchParams {
  expect(location, 'a redirect').not.toBeNull();
  return new URL(location ?? '').searchParams;
}

/** What an authorization request of the demo client asks for. */
export interface SignInOptions {
  email?: string;
  password?: string;
  scope?: string;
  state?: string;
  redirect?: string;
  pkce?: boolean;
  client?: { id: string; secret: string };
}

/** Signs in through the consent form and answers the code, state and PKCE verifier. */
export async function signIn(
  origin: string,
  o: SignInOptions = {},
): Promise<{ code: string; verifier?: string; redirect: string; client: { id: string; secret: string } }> {
  const client = o.client ?? DEMO_CLIENT;
  const redirect = o.redirect ?? REDIRECT;
  const pair = o.pkce === false ? undefined : pkcePair();
  const state = o.state ?? randomBytes(8).toString('hex');
  const form = await getConsent(origin, {
    clientid: client.id,
    redirecturl: redirect,
    scope: o.scope ?? 'companies projects timesheets',
    state,
    code_challenge: pair?.challenge,
    code_challenge_method: pair ? 'S256' : undefined,
  });
  expect(form.status, form.text).toBe(200);
  const answer = await postConsent(origin, {
    nonce: form.nonce ?? '',
    email: o.email ?? ADMIN_EMAIL,
    password: o.password ?? DEMO_PASSWORD,
    decision: 'allow',
  });
  expect(answer.status, answer.text).toBe(303);
  const params = redirectParams(answer.location);
  expect(params.get('state')).toBe(state);
  return { code: params.get('code') ?? '', verifier: pair?.verifier, redirect, client };
}

/** A token endpoint answer. */
export interface TokenReply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POST /oauth/token with the parameters form-encoded (default), as JSON, or with HTTP Basic. */
export async function tokenRequest(
  origin: string,
  params: Record<string, string | undefined>,
  how: { json?: boolean; basic?: { id: string; secret: string } } = {},
): Promise<TokenReply> {
  const defined = Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const headers: Record<string, string> = {
    'content-type': how.json ? 'application/json' : 'application/x-www-form-urlencoded',
  };
  if (how.basic) {
    const enc = (s: string) => encodeURIComponent(s);
    headers.authorization = `Basic ${Buffer.from(`${enc(how.basic.id)}:${enc(how.basic.secret)}`).toString('base64')}`;
  }
  const res = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers,
    body: how.json ? JSON.stringify(defined) : new URLSearchParams(defined).toString(),
  });
  // Read losslessly, like the app's token client: an account id in an answer keeps every digit.
  return {
    status: res.status,
    headers: res.headers,
    body: parseJson(await res.text()) as Record<string, unknown>,
  };
}

/** Exchanges a signed-in code for tokens with the client's secret in the body. */
export function exchange(
  origin: string,
  s: { code: string; verifier?: string; redirect: string; client: { id: string; secret: string } },
): Promise<TokenReply> {
  return tokenRequest(origin, {
    grant_type: 'authorization_code',
    code: s.code,
    clientid: s.client.id,
    clientsecret: s.client.secret,
    redirecturl: s.redirect,
    code_verifier: s.verifier,
  });
}

/** Refreshes with the demo client. */
export function refresh(origin: string, refreshToken: string, scope?: string): Promise<TokenReply> {
  return tokenRequest(origin, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    clientid: DEMO_CLIENT.id,
    clientsecret: DEMO_CLIENT.secret,
    scope,
  });
}

/** Signs in and exchanges: the token answer's body, asserted to be a success. */
export async function tokensFor(origin: string, o: SignInOptions = {}): Promise<Record<string, string>> {
  const reply = await exchange(origin, await signIn(origin, o));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as Record<string, string>;
}

/** An authorization request of the demo client to REDIRECT with state st-1, with changes. */
export const authRequest = (extra: Record<string, string | undefined> = {}) => ({
  clientid: DEMO_CLIENT.id,
  redirecturl: REDIRECT,
  scope: 'companies projects',
  state: 'st-1',
  ...extra,
});

/** Asserts the consent endpoint's security headers. */
export function expectPageHeaders(p: Page): void {
  const csp = p.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(p.headers.get('x-frame-options')).toBe('DENY');
  expect(p.headers.get('cache-control')).toBe('no-store');
  expect(p.headers.get('referrer-policy')).toBe('no-referrer');
}

/** Asserts a problem page: 400, no redirect, the message, the security headers. */
export function expectProblem(p: Page, text: RegExp): void {
  expect(p.status, p.text).toBe(400);
  expect(p.location).toBeNull();
  expect(p.text).toMatch(text);
  expectPageHeaders(p);
}

/** Asserts an RFC 6749 error answer of the token endpoint. */
export function expectOAuthError(
  reply: TokenReply,
  status: number,
  error: string,
  description?: RegExp,
): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(reply.headers.get('cache-control')).toBe('no-store');
  expect(reply.body.error).toBe(error);
  expect(typeof reply.body.error_description).toBe('string');
  if (description) expect(reply.body.error_description).toMatch(description);
}
