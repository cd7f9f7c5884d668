/*
 * The pace of one remote's requests (issue 12 point 3), shared by everything that calls it in a
 * sync run, push and pull alike:
 * - a 429's Retry-After holds every request that has not left yet until it has passed, not only
 *   the one refused (the remote asked this client to slow down, not that request);
 * - a budget of requests per second: at most N requests start within any 1 s (a sliding log of
 *   the last N starts), so a fast line never hammers a remote that publishes no limit.
 */

/** The default budget: requests a second one sync may start (setting request_budget). */
export const DEFAULT_REQUEST_BUDGET = 200;

/** A Retry-After longer than this does not hold the remote: the run ends instead (see push, retry). */
export const MAX_PAUSE_MS = 60_000;
/** The hold after a 429 that did not say how long. */
const DEFAULT_PAUSE_MS = 1_000;

export interface Pacer {
  /** Resolves when a request may start: after any 429 hold, within the budget; counts it as started. */
  ready(): Promise<void>;
  /** A 429 arrived: hold every request until `retryAfterMs` has passed (bounded, see MAX_PAUSE_MS). */
  pause(retryAfterMs: number | undefined): void;
}

export interface PacerOptions {
  /** Requests that may start within any 1 s; 0 or undefined: no budget. */
  perSecond?: number;
  now?: () => number;
}

/** A pacer for one remote (see the file comment). */
export function createPacer(options: PacerOptions = {}): Pacer {
  const now = options.now ?? Date.now;
  const n = options.perSecond !== undefined && options.perSecond >= 1 ? Math.floor(options.perSecond) : 0;
  /** Start times of the last `n` requests, oldest first. */
  const starts: number[] = [];
  let heldUntil = 0;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(1, ms)));

  return {
    async ready() {
      for (;;) {
        const t = now();
        if (heldUntil > t) {
          await wait(heldUntil - t);
          continue;
        }
        if (n > 0 && starts.length >= n) {
          const freeAt = (starts[0] as number) + 1_000;
          if (freeAt > t) {
            await wait(freeAt - t);
            continue;
          }
        }
        if (n > 0) {
          starts.push(t);
          if (starts.length > n) starts.shift();
        }
        return;
      }
    },
    pause(retryAfterMs) {
      const ms = retryAfterMs ?? DEFAULT_PAUSE_MS;
      if (!Number.isFinite(ms) || ms > MAX_PAUSE_MS) return;
      heldUntil = Math.max(heldUntil, now() + Math.max(0, ms));
    },
  };
}

/** The budget a setting holds ("50"), or the default; "0" turns the budget off. */
export function budgetOf(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_REQUEST_BUDGET;
  const v = Number(setting);
  return Number.isFinite(v) && v >= 0 ? Math.floor(v) : DEFAULT_REQUEST_BUDGET;
}
