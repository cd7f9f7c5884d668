/*
 * A test-only clock for web mode (issue 16 reminders' journey): PSA_TEST_NOW, an ISO instant,
 * starts the core's clock there and lets it run on, so a browser test can be "on a Monday at
 * 17:30" whatever the machine's time. Unset (always, outside tests): the real clock.
 */

/** The core's clock option from PSA_TEST_NOW, or nothing when it is unset. */
export function testClock(value = process.env.PSA_TEST_NOW): { now?: () => number } {
  if (!value) return {};
  const start = Date.parse(value);
  if (Number.isNaN(start)) throw new Error(`PSA_TEST_NOW=${value} is not an ISO instant`);
  const launched = Date.now();
  return { now: () => start + (Date.now() - launched) };
}
