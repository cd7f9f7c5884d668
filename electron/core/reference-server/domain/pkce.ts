import { createHash } from 'node:crypto';
import { sameHash } from './secrets';

/*
 * PKCE (RFC 7636) with the S256 method only: `plain` would hand the verifier to anyone who sees
 * the authorization request, so it is refused.
 */

// RFC 7636 §4.1: 43 to 128 unreserved characters.
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
// An S256 challenge is the base64url (no padding) of a SHA-256 digest: exactly 43 characters.
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a code_verifier has the form RFC 7636 requires. */
export function isCodeVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

/** Whether a code_challenge can be an S256 challenge. */
export function isS256Challenge(challenge: string): boolean {
  return CHALLENGE.test(challenge);
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII verifier)). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether the verifier answers the challenge (constant-time comparison). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return isCodeVerifier(verifier) && sameHash(s256Challenge(verifier), challenge);
}
