import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The native-app protections of RFC 8252: PKCE with S256 (RFC 7636), so a code caught on its way
 * back through the browser is worthless without the verifier this process keeps, and a random
 * `state` that ties the redirect to the request this process made.
 */

// RFC 7636 §4.1: 43 to 128 characters of [A-Za-z0-9-._~].
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A fresh code verifier: 32 random bytes as base64url, 43 characters. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a code verifier has the form RFC 7636 requires (43-128 unreserved characters). */
export function isCodeVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII verifier)), no padding. */
export function s256Challenge(verifier: string): string {
  if (!isCodeVerifier(verifier)) throw new Error('a code verifier has 43 to 128 unreserved characters');
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A fresh `state`: 24 random bytes as base64url, unguessable by a page that did not start the sign-in. */
export function newState(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether the `state` that came back is the one sent (constant-time; a missing one never matches). */
export function sameState(expected: string, received: string | null | undefined): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
