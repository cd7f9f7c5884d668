import { randomBytes } from 'node:crypto';

/*
 * One-time form nonces of the consent page (against cross-site request forgery): each nonce is
 * random, held only in this process's memory with the checked authorization request it was
 * issued for (so a POST cannot swap the client, redirect URL, scopes or PKCE challenge), lives
 * a few minutes and is gone once a POST has presented it, whatever the outcome.
 */

/** How long a consent form stays usable. */
export const NONCE_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

/** Nonces bound to the value they were issued for. */
export class NonceStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  /** Issues a new nonce for `value`. */
  issue(value: T): string {
    const t = this.now();
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [k, e] of this.entries) if (e.expiresAt <= t) this.entries.delete(k);
      // Still full: the oldest forms go first (a flood of GETs cannot grow memory without bound).
      for (const k of this.entries.keys()) {
        if (this.entries.size < MAX_ENTRIES) break;
        this.entries.delete(k);
      }
    }
    const nonce = randomBytes(24).toString('base64url');
    this.entries.set(nonce, { value, expiresAt: t + NONCE_TTL_MS });
    return nonce;
  }

  /** The value of a live nonce, which is used up by this call; undefined when unknown, used or expired. */
  take(nonce: string): T | undefined {
    const e = this.entries.get(nonce);
    if (!e) return undefined;
    this.entries.delete(nonce);
    return e.expiresAt > this.now() ? e.value : undefined;
  }
}
