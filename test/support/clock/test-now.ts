/*
 * The pinned clock of a test run (global-setup.ts). Read it through Date as usual: every process
 * of the run is moved to it; these helpers say what it is and what the demo looks like then.
 */

/**
 * The run's "now" unless PSA_TEST_NOW says otherwise: Monday 23 November 2026, 09:00 UTC, the
 * Monday after the demo's reference anchor (its work ends Friday 20 November).
 */
export const TEST_NOW_DEFAULT = '2026-11-23T09:00:00.000Z';

interface ShiftedClock {
  offset: number;
  realNow: () => number;
}

const shifted = () => (globalThis as { __psaShiftedClock?: ShiftedClock }).__psaShiftedClock;

/** The machine's own clock, not the pinned one (for a journey that checks the real today). */
export function realNow(): number {
  return shifted()?.realNow() ?? Date.now();
}

/** How far this process's Date is moved from the machine's clock (ms; 0 when it is not). */
export function clockOffset(): number {
  return shifted()?.offset ?? 0;
}
