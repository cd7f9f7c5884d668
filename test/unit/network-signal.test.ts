import { describe, expect, it } from 'vitest';
import { electronNetworkSignal } from '../../electron/main/network';

/*
 * The desktop's OS online/offline adapter with fakes of Electron's net and powerMonitor and
 * recording timers: a change of net.isOnline() is told once, a wake from sleep is told as it is.
 */

function fakes(initial: boolean) {
  let online = initial;
  const resume = new Set<() => void>();
  const armed: { fn: () => void; ms: number }[] = [];
  return {
    setOnline: (v: boolean) => (online = v),
    wake: () => resume.forEach((fn) => fn()),
    tick: () => {
      const t = armed.shift();
      t?.fn();
      return t?.ms;
    },
    armed,
    resume,
    net: { isOnline: () => online },
    power: {
      on: (_e: 'resume', fn: () => void) => resume.add(fn),
      removeListener: (_e: 'resume', fn: () => void) => resume.delete(fn),
    },
    timers: {
      set: (fn: () => void, ms: number) => {
        const t = { fn, ms };
        armed.push(t);
        return t;
      },
      clear: (t: unknown) => {
        const i = armed.indexOf(t as { fn: () => void; ms: number });
        if (i >= 0) armed.splice(i, 1);
      },
    },
  };
}

describe('the Electron network adapter', () => {
  it('tells each change of net.isOnline() once, and a wake from sleep, until unsubscribed', () => {
    const f = fakes(true);
    const signal = electronNetworkSignal(f.net, f.power, f.timers, 5_000);
    const heard: boolean[] = [];
    const off = signal.subscribe((online) => heard.push(online));

    expect(f.tick()).toBe(5_000);
    expect(heard).toEqual([]);
    f.setOnline(false);
    f.tick();
    f.tick();
    expect(heard).toEqual([false]);
    f.setOnline(true);
    f.tick();
    expect(heard).toEqual([false, true]);
    f.wake();
    expect(heard).toEqual([false, true, true]);

    off();
    expect(f.armed).toEqual([]);
    expect(f.resume.size).toBe(0);
    f.setOnline(false);
    f.wake();
    expect(heard).toEqual([false, true, true]);
  });
});
