import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoff, DEFAULT_BACKOFF } from '../../electron/core/sync/retry';

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
