import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  backoff,
  clockTime,
  DEFAULT_BACKOFF,
  rateLimitedStep,
  withRateLimitPatience,
} from '../../electron/core/sync/retry';
import { RemoteError } from '../../electron/core/sync/remote-errors';

describe('backoff', () => {
  it('stays within [0, min(maxMs, baseMs * 2^attempt)] for any attempt and random draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (attempt, baseMs, maxMs, r) => {
          const d = backoff(attempt, { baseMs, maxMs, random: () => r });
          const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 52));
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThan(ceiling);
        },
      ),
    );
  });

  it('grows exponentially until the cap (at the top of the jitter range)', () => {
    const top = { baseMs: 100, maxMs: 1_000, random: () => 0.999999 };
    expect([0, 1, 2, 3, 4, 5].map((a) => backoff(a, top))).toEqual([99, 199, 399, 799, 999, 999]);
  });

  it('uses full jitter: a zero draw retries at once', () => {
    expect(backoff(7, { random: () => 0 })).toBe(0);
  });

  it('defaults to 1 s base and 60 s cap', () => {
    expect(backoff(0, { random: () => 0.5 })).toBe(500);
    expect(backoff(100, { random: () => 0.5 })).toBe(DEFAULT_BACKOFF.maxMs / 2);
  });

  it("honours a server's Retry-After when it asks for longer than the jittered delay", () => {
    const opts = { baseMs: 100, maxMs: 1_000, random: () => 0.5 };
    expect(backoff(0, opts, 30_000)).toBe(30_000);
    expect(backoff(10, opts, 10)).toBe(500);
  });

  it('caps an excessive Retry-After', () => {
    expect(backoff(0, { random: () => 0, maxRetryAfterMs: 5_000 }, 86_400_000)).toBe(5_000);
    expect(backoff(0, { random: () => 0 }, 86_400_000)).toBe(DEFAULT_BACKOFF.maxRetryAfterMs);
  });

  it('treats nonsense attempts as the first retry', () => {
    expect(backoff(-3, { baseMs: 100, random: () => 0.5 })).toBe(50);
    expect(backoff(Number.NaN, { baseMs: 100, random: () => 0.5 })).toBe(50);
  });
});

describe('withRateLimitPatience', () => {
  const NOW = new Date(2031, 2, 20, 14, 5, 30).getTime(); // local time 14:05:30
  const limited = (retryAfterMs?: number) =>
    new RemoteError({
      kind: 'rate-limited',
      message: 'too many requests',
      status: 429,
      retryAfterMs,
      outcomeUnknown: false,
    });

  /** A call failing with `errors` in turn, then answering 'done'; records the waits it was made to sit through. */
  function scripted(errors: Error[]) {
    const waits: number[] = [];
    const told: [number, number][] = [];
    let calls = 0;
    const call = () => {
      const e = errors[calls++];
      return e ? Promise.reject(e) : Promise.resolve('done');
    };
    const options = {
      now: () => NOW,
      random: () => 0.5,
      sleep: async (ms: number) => void waits.push(ms),
      onWait: (at: number, ms: number) => void told.push([at, ms]),
    };
    return { call, options, waits, told, calls: () => calls };
  }

  it("waits each 429's Retry-After, says when it retries, and returns the answer", async () => {
    const s = scripted([limited(2_000), limited(30_000)]);
    await expect(withRateLimitPatience(s.call, s.options)).resolves.toBe('done');
    expect(s.waits).toEqual([2_000, 30_000]);
    expect(s.told).toEqual([
      [NOW + 2_000, 2_000],
      [NOW + 30_000, 30_000],
    ]);
    expect(rateLimitedStep(NOW + 30_000, 30_000)).toBe('rate limited, retrying at 14:06 (in 30 s)');
  });

  it('gives up at once when the remote asks for more than the bounded wait, saying until when', async () => {
    const s = scripted([limited(3_600_000)]);
    const e = await withRateLimitPatience(s.call, s.options).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RemoteError);
    expect(e).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 3_600_000, transient: true });
    expect((e as Error).message).toBe('rate limited by the remote until 15:05; sync again after that');
    expect(s.waits).toEqual([]);
  });

  it('gives up after a few waits when the remote keeps refusing', async () => {
    const s = scripted(Array.from({ length: 10 }, () => limited(1_000)));
    await expect(withRateLimitPatience(s.call, { ...s.options, tries: 3 })).rejects.toMatchObject({
      kind: 'rate-limited',
    });
    // Retry-After, or the growing jittered backoff once that is longer (here half of 4 s).
    expect(s.waits).toEqual([1_000, 1_000, 2_000]);
    expect(s.calls()).toBe(4);
  });

  it('backs off with jitter when a 429 has no Retry-After', async () => {
    const s = scripted([limited(), limited()]);
    await withRateLimitPatience(s.call, s.options);
    expect(s.waits).toEqual([500, 1_000]);
  });

  it('passes any other failure through at once', async () => {
    const offline = new RemoteError({ kind: 'network', message: 'refused', outcomeUnknown: false });
    const s = scripted([offline]);
    await expect(withRateLimitPatience(s.call, s.options)).rejects.toBe(offline);
    expect(s.waits).toEqual([]);
  });

  it('formats local wall-clock time as HH:MM', () => {
    expect(clockTime(new Date(2031, 0, 2, 9, 7, 59).getTime())).toBe('09:07');
  });
});
