export interface BackoffOptions {
  /** Delay cap of the first retry (attempt 0); default 1 s. */
  baseMs?: number;
  /** Largest exponential delay; default 60 s. */
  maxMs?: number;
  /** Largest Retry-After honoured, so a remote cannot park the sync for days; default 10 min. */
  maxRetryAfterMs?: number;
  /** Uniform random number in [0, 1); injectable for tests. */
  random?: () => number;
}

export const DEFAULT_BACKOFF = { baseMs: 1_000, maxMs: 60_000, maxRetryAfterMs: 600_000 } as const;

/**
 * Delay in ms before retry number `attempt` (0 for the first retry): exponential growth with full
 * jitter, uniform in [0, min(maxMs, baseMs * 2^attempt)), so clients that failed together do not
 * retry together. A server's Retry-After (`retryAfterMs`) wins when it asks for longer.
 */
export function backoff(attempt: number, options: BackoffOptions = {}, retryAfterMs?: number): number {
  const baseMs = options.baseMs ?? DEFAULT_BACKOFF.baseMs;
  const maxMs = options.maxMs ?? DEFAULT_BACKOFF.maxMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_BACKOFF.maxRetryAfterMs;
  const random = options.random ?? Math.random;
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  // Capping the exponent keeps 2^n finite for any attempt count.
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(n, 52));
  const r = Math.min(Math.max(random(), 0), 1);
  const jittered = Math.floor(r * ceiling);
  if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs)) return jittered;
  return Math.max(jittered, Math.min(Math.max(0, retryAfterMs), maxRetryAfterMs));
}
