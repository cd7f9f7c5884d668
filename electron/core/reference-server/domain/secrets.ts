import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Keys, client secrets, codes and tokens are random, high-entropy strings: SHA-256 of them is
 * stored and compared, never the secret itself.
 */

/** SHA-256 of the text as lowercase hex: the only form in which secrets are stored. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new random secret: `prefix` and 32 random bytes as base64url. */
export function randomSecret(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Whether two hex hashes are equal, compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
