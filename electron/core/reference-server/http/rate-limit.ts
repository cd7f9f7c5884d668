/*
 * A token bucket per key: `perSecond` tokens a second, holding at most `burst`. Kept in memory;
 * the server is a single process.
 */

interface Bucket {
  tokens: number;
  at: number;
}

/** The outcome of asking a key's bucket for one request. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Buckets by key: `take` spends one token, `check` only looks. */
export interface RateLimiter {
  /** Takes one token for `key`; says how many seconds to wait when the bucket is empty. */
  take(key: string): RateDecision;
  /** Whether `key` has a token now, without spending it. */
  check(key: string): RateDecision;
}

/** Creates a limiter allowing `perSecond` requests a second per key, in bursts of up to `burst`. */
export function createRateLimiter(
  perSecond: number,
  burst: number = perSecond,
  now: () => number = Date.now,
): RateLimiter {
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();

  function sweep(t: number): void {
    // Full buckets carry no state worth keeping; dropping them bounds memory.
    for (const [key, b] of buckets)
      if (b.tokens + ((t - b.at) / 1000) * perSecond >= burst) buckets.delete(key);
    lastSweep = t;
  }

  function refill(key: string): Bucket {
    const t = now();
    if (t - lastSweep > 10_000) sweep(t);
    const b = buckets.get(key) ?? { tokens: burst, at: t };
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    return b;
  }

  function decide(b: Bucket): RateDecision {
    if (b.tokens >= 1) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - b.tokens) / perSecond)) };
  }

  return {
    take(key) {
      const b = refill(key);
      buckets.set(key, b);
      const decision = decide(b);
      if (decision.ok) b.tokens -= 1;
      return decision;
    },
    check(key) {
      const b = buckets.get(key);
      return b ? decide(refill(key)) : { ok: true };
    },
  };
}
