/*
 * A token bucket per caller: `perSecond` requests a second, with bursts up to the same number.
 * Kept in memory; the server is a single process.
 */

interface Bucket {
  tokens: number;
  at: number;
}

/** The outcome of taking one request from a caller's bucket. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Creates a limiter allowing `perSecond` requests a second per key. */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();

  function sweep(t: number): void {
    // Full buckets carry no state worth keeping; dropping them bounds memory.
    for (const [key, b] of buckets)
      if (b.tokens + ((t - b.at) / 1000) * perSecond >= perSecond) buckets.delete(key);
    lastSweep = t;
  }

  /** Takes one request for `key`; says how many seconds to wait when the bucket is empty. */
  return function take(key: string): RateDecision {
    const t = now();
    if (t - lastSweep > 10_000) sweep(t);
    const b = buckets.get(key) ?? { tokens: perSecond, at: t };
    b.tokens = Math.min(perSecond, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - b.tokens) / perSecond)) };
  };
}
