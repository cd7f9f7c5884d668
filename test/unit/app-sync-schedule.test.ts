import { describe, expect, it } from 'vitest';
import { nextSyncDelay, onlineGuess } from '../../electron/core/app/sync-service';

const MIN = 60_000;

describe('interval sync scheduling', () => {
  it('waits the whole interval after a success, and after an auth failure only the user can fix', () => {
    expect(nextSyncDelay('ok', 0, 15 * MIN)).toBe(15 * MIN);
    expect(nextSyncDelay('partial', 0, 15 * MIN)).toBe(15 * MIN);
    expect(nextSyncDelay('auth', 3, 15 * MIN, () => 0)).toBe(15 * MIN);
  });

  it('retries transient failures sooner, backing off exponentially up to the interval', () => {
    const top = () => 0.999_999;
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => nextSyncDelay('offline', n, 15 * MIN, top));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    expect(delays[0]).toBeLessThan(20_000);
    expect(delays.at(-1)).toBeGreaterThan(14 * MIN);
    expect(delays.at(-1)).toBeLessThanOrEqual(15 * MIN);
  });

  it('jitters retries but never below 5 s nor above the interval', () => {
    for (const r of [0, 0.25, 0.5, 0.999]) {
      const d = nextSyncDelay('error', 4, 2 * MIN, () => r);
      expect(d).toBeGreaterThanOrEqual(5_000);
      expect(d).toBeLessThanOrEqual(2 * MIN);
    }
    expect(new Set([0.1, 0.5, 0.9].map((r) => nextSyncDelay('busy', 5, 15 * MIN, () => r))).size).toBe(3);
  });

  it('guesses whether the remote is reachable from the last outcome', () => {
    expect(onlineGuess('ok')).toBe(true);
    expect(onlineGuess('auth')).toBe(true);
    expect(onlineGuess('offline')).toBe(false);
    expect(onlineGuess('not-configured')).toBeNull();
    expect(onlineGuess(undefined)).toBeNull();
  });
});
