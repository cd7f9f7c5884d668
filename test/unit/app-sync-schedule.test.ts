import { describe, expect, it } from 'vitest';
import { nextSyncDelay, onlineGuess } from '../../electron/core/app/sync-service';

const MIN = 60_000;

describe('interval sync scheduling', () => {
  it('waits the whole interval after a success, and after an auth failure only the user can fix', () => {
    expect(nextSyncDelay('ok', 0, 15 * MIN)).toBe(15 * MIN);
    expect(nextSyncDelay('partial', 0, 15 * MIN)).toBe(15 * MIN);
    expect(nextSyncDelay('auth', 3, 15 * MIN)).toBe(15 * MIN);
  });

  it('retries transient failures at 30 s, 1 min, 2 min, ... never above the interval', () => {
    const delays = [1, 2, 3, 4, 5, 6, 60].map((n) => nextSyncDelay('offline', n, 15 * MIN));
    expect(delays).toEqual([30_000, MIN, 2 * MIN, 4 * MIN, 8 * MIN, 15 * MIN, 15 * MIN]);
    expect(nextSyncDelay('error', 1, 15 * MIN)).toBe(30_000);
    expect(nextSyncDelay('busy', 3, MIN)).toBe(MIN);
  });

  it('guesses whether the remote is reachable from the last outcome', () => {
    expect(onlineGuess('ok')).toBe(true);
    expect(onlineGuess('auth')).toBe(true);
    expect(onlineGuess('offline')).toBe(false);
    expect(onlineGuess('not-configured')).toBeNull();
    expect(onlineGuess(undefined)).toBeNull();
  });
});
