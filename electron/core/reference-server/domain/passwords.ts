import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/*
 * Account passwords for the consent page, hashed with scrypt (node:crypto) and a per-password
 * salt: `scrypt$N$r$p$<salt base64url>$<hash base64url>`. The parameters travel with the hash, so
 * stronger ones can be chosen later without breaking stored passwords.
 */

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// Stored parameters are bounded so a tampered row cannot make a sign-in eat the machine's memory.
const MAX_N = 1 << 20;

/** Hashes a password; `salt` is random unless given (the demo seed derives a fixed one). */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Whether `password` matches a stored hash (constant-time comparison; a malformed hash never matches). */
export function verifyPassword(password: string, stored: string): boolean {
  const m = FORMAT.exec(stored);
  if (!m) return false;
  const [n, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (n > MAX_N || r > 32 || p > 16 || n < 2) return false;
  const expected = Buffer.from(m[5] ?? '', 'base64url');
  if (expected.length < 16) return false;
  const actual = scryptSync(
    password.normalize('NFC'),
    Buffer.from(m[4] ?? '', 'base64url'),
    expected.length,
    {
      N: n,
      r,
      p,
      maxmem: 256 * n * r + 1024 * 1024,
    },
  );
  return timingSafeEqual(actual, expected);
}

// Checked when the email is unknown, so that an unknown address takes as long as a wrong password.
let dummy: string | undefined;

/** Runs a verification that never matches, with the cost of a real one. */
export function verifyNothing(password: string): false {
  dummy ??= hashPassword('not a password', Buffer.alloc(16));
  verifyPassword(password, dummy);
  return false;
}
