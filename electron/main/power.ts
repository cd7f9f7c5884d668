import type { AppCoreOptions } from '../core/app';

type AwaySource = NonNullable<AppCoreOptions['power']>;
type AwayTimers = NonNullable<AppCoreOptions['timers']>;
type PowerEvent = 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen' | 'shutdown';

/*
 * The OS's idle time and power events for the core's away detector (issue 16), from Electron's
 * powerMonitor: getSystemIdleTime() has no event, so it is read every few seconds (a local
 * counter, no cost); suspend/resume, lock/unlock and shutdown are passed on as they come. Typed
 * against the few members used, so the unit test drives it with a fake and imports no Electron.
 */

/** What the adapter uses of Electron's `powerMonitor`. */
export interface IdlePowerLike {
  getSystemIdleTime(): number;
  on(event: PowerEvent, listener: () => void): unknown;
  removeListener(event: PowerEvent, listener: () => void): unknown;
}

const EVENTS: readonly PowerEvent[] = ['suspend', 'resume', 'lock-screen', 'unlock-screen', 'shutdown'];

const REAL_TIMERS: AwayTimers = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clear: (t) => clearTimeout(t as NodeJS.Timeout),
};

/** The core's away signals over Electron's powerMonitor (a fake in tests); idle is sampled every `pollMs`. */
export function electronAwaySource(
  power: IdlePowerLike,
  timers: AwayTimers = REAL_TIMERS,
  pollMs = 15_000,
): AwaySource {
  return {
    subscribe(listener) {
      let timer: unknown = null;
      const poll = () => {
        listener({ kind: 'idle', seconds: power.getSystemIdleTime() });
        timer = timers.set(poll, pollMs);
      };
      const handlers = EVENTS.map((event) => {
        const handler = () => {
          listener({ kind: 'power', event });
          // Back from sleep or lock: read the idle time at once rather than at the next poll.
          if (event === 'resume' || event === 'unlock-screen') {
            if (timer !== null) timers.clear(timer);
            poll();
          }
        };
        power.on(event, handler);
        return { event, handler };
      });
      timer = timers.set(poll, pollMs);
      return () => {
        if (timer !== null) timers.clear(timer);
        timer = null;
        for (const { event, handler } of handlers) power.removeListener(event, handler);
      };
    },
  };
}
