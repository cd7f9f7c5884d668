import { describe, expect, it } from 'vitest';
import type { AwaySignal } from '../../electron/core/app/timer/away';
import { electronAwaySource, type IdlePowerLike } from '../../electron/main/power';

/*
 * The desktop's idle and power adapter (issue 16) against a fake of Electron's powerMonitor and
 * recording timers: the system idle time is sampled every poll, each power event is passed on
 * as the core's signal, a wake reads the idle time at once, and unsubscribing leaves nothing.
 */

type Event = Parameters<IdlePowerLike['on']>[0];

function fakes() {
  let idle = 0;
  const listeners = new Map<Event, Set<() => void>>();
  const armed: { fn: () => void; ms: number }[] = [];
  const power: IdlePowerLike = {
    getSystemIdleTime: () => idle,
    on: (e, fn) => listeners.set(e, (listeners.get(e) ?? new Set()).add(fn)),
    removeListener: (e, fn) => listeners.get(e)?.delete(fn),
  };
  return {
    power,
    armed,
    setIdle: (s: number) => (idle = s),
    emit: (e: Event) => listeners.get(e)?.forEach((fn) => fn()),
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    tick: () => armed.shift()?.fn(),
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

describe('the Electron idle and power adapter', () => {
  it('samples the idle time, passes each power event on, and stops cleanly', () => {
    const f = fakes();
    const heard: AwaySignal[] = [];
    const off = electronAwaySource(f.power, f.timers, 15_000).subscribe((s) => heard.push(s));
    expect(f.armed.map((t) => t.ms)).toEqual([15_000]);
    expect(f.count()).toBe(5);

    f.setIdle(42);
    f.tick();
    expect(heard).toEqual([{ kind: 'idle', seconds: 42 }]);
    f.emit('lock-screen');
    f.emit('suspend');
    f.setIdle(3);
    f.emit('resume');
    f.emit('shutdown');
    expect(heard.slice(1)).toEqual([
      { kind: 'power', event: 'lock-screen' },
      { kind: 'power', event: 'suspend' },
      { kind: 'power', event: 'resume' },
      // A wake samples the idle time at once (and re-arms one poll, not two).
      { kind: 'idle', seconds: 3 },
      { kind: 'power', event: 'shutdown' },
    ]);
    expect(f.armed).toHaveLength(1);

    off();
    expect(f.armed).toEqual([]);
    expect(f.count()).toBe(0);
    f.emit('unlock-screen');
    expect(heard).toHaveLength(6);
  });
});
