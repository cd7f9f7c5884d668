/*
 * Requests of the pull in flight together (issue 12 point 3): date slices of the entries and name
 * fragments of the reference lists share one bound, so the pull never has more than PULL_IN_FLIGHT
 * requests open at once, whatever mix of lists is being read.
 */

/** Requests the pull keeps in flight together. */
export const PULL_IN_FLIGHT = 8;

/** Runs a task when one of the bounded slots is free. */
export type Limiter = <R>(task: () => Promise<R>) => Promise<R>;

/** A limiter of `n` tasks at a time (first come, first served). */
export function limiter(n: number = PULL_IN_FLIGHT): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <R>(task: () => Promise<R>): Promise<R> => {
    // A finished task hands its slot straight to the next waiting one (no gap a newcomer could take).
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
