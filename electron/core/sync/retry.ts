import { coreI18n } from '../i18n';
import { RemoteError } from './remote-errors';
import { withEndpointMethods, type RemoteApi } from './remote';

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

export interface RateLimitPatience {
  /** Longest single wait a 429 may ask for before the call gives up; default 60 s. */
  maxWaitMs?: number;
  /** Waits per call before it gives up; default 5. */
  tries?: number;
  /** Told before each wait: when the call will be retried (epoch ms) and how long that is from now. */
  onWait?: (retryAt: number, waitMs: number) => void;
  signal?: AbortSignal;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export const DEFAULT_PATIENCE = { maxWaitMs: 60_000, tries: 5 } as const;

/** A local wall-clock time as HH:MM, for "retrying at" messages. */
export function clockTime(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** The progress line shown while a call waits out a 429. */
export function rateLimitedStep(retryAt: number, waitMs: number): string {
  return coreI18n.t('core:syncWait.retrying', {
    at: clockTime(retryAt),
    seconds: String(Math.ceil(waitMs / 1000)),
  });
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `call`, waiting out a 429 (rate-limited) answer for its Retry-After (or a jittered backoff
 * when the remote does not say) and trying again, a bounded number of times with a bounded wait
 * each. When the remote asks for longer, or keeps refusing, it gives up with a rate-limited
 * RemoteError that says until when (local time). Other errors pass through at once.
 */
export async function withRateLimitPatience<T>(
  call: () => Promise<T>,
  options: RateLimitPatience = {},
): Promise<T> {
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_PATIENCE.maxWaitMs;
  const tries = options.tries ?? DEFAULT_PATIENCE.tries;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (!(e instanceof RemoteError) || e.kind !== 'rate-limited') throw e;
      const waitMs = backoff(
        attempt,
        { maxRetryAfterMs: Number.MAX_SAFE_INTEGER, random: options.random },
        e.retryAfterMs,
      );
      const retryAt = now() + waitMs;
      if (waitMs > maxWaitMs || attempt >= tries || options.signal?.aborted) {
        throw new RemoteError({
          kind: 'rate-limited',
          message: coreI18n.t('core:syncWait.until', { at: clockTime(retryAt) }),
          outcomeUnknown: false,
          status: e.status,
          code: e.code,
          retryAfterMs: waitMs,
          endpoint: e.endpoint,
          service: e.service,
          cause: e,
        });
      }
      options.onWait?.(retryAt, waitMs);
      await sleep(waitMs, options.signal);
      // Cancelled while waiting (the app is closing): stop here, not with one more request.
      if (options.signal?.aborted) throw e;
    }
  }
}

/** The same remote, each call patient with 429 answers (see withRateLimitPatience). */
export function patientRemote(remote: RemoteApi, options: RateLimitPatience = {}): RemoteApi {
  return withEndpointMethods((name, req) => withRateLimitPatience(() => remote.call(name, req), options));
}
