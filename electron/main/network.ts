import type { AppCoreOptions } from '../core/app';

type NetworkSignal = NonNullable<AppCoreOptions['network']>;
type ProbeTimers = NonNullable<AppCoreOptions['timers']>;

/*
 * The OS's online/offline for the core, from Electron's main process: net.isOnline() has no change
 * event there, so it is read every few seconds (a local flag, no traffic) and a change is told
 * once; waking from sleep is told too, since the network may have changed meanwhile.
 */

/** What the adapter uses of Electron's `net`. */
export interface NetLike {
  isOnline(): boolean;
}

/** What the adapter uses of Electron's `powerMonitor`. */
export interface PowerLike {
  on(event: 'resume', listener: () => void): unknown;
  removeListener(event: 'resume', listener: () => void): unknown;
}

const REAL_TIMERS: ProbeTimers = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clear: (t) => clearTimeout(t as NodeJS.Timeout),
};

/** A NetworkSignal over Electron's net and powerMonitor (fakes in tests). */
export function electronNetworkSignal(
  net: NetLike,
  power: PowerLike,
  timers: ProbeTimers = REAL_TIMERS,
  pollMs = 5_000,
): NetworkSignal {
  return {
    subscribe(listener) {
      let last = net.isOnline();
      let timer: unknown = null;
      const poll = () => {
        const now = net.isOnline();
        if (now !== last) {
          last = now;
          listener(now);
        }
        timer = timers.set(poll, pollMs);
      };
      const resume = () => {
        last = net.isOnline();
        listener(last);
      };
      timer = timers.set(poll, pollMs);
      power.on('resume', resume);
      return () => {
        if (timer !== null) timers.clear(timer);
        timer = null;
        power.removeListener('resume', resume);
      };
    },
  };
}
