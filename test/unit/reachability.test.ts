import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  nextProbeDelay,
  probeRemote,
  Reachability,
  type ProbeResult,
  type ReachabilityState,
} from '../../electron/core/sync/reachability';

/*
 * The reachability monitor with a fake clock and timers that only record: the test fires them
 * itself, so nothing sleeps. The probe is a function the test answers.
 */

function fakeTimers() {
  const armed: { fn: () => void; ms: number }[] = [];
  return {
    armed,
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

const DOWN: ProbeResult = {
  reachable: false,
  message: 'The PSA service at 127.0.0.1:4510 is not answering',
  detail: 'HEAD / · ECONNREFUSED · connect ECONNREFUSED 127.0.0.1:4510',
};

function monitor(answers: (ProbeResult | null)[]) {
  let clock = 1_000;
  const { armed, timers } = fakeTimers();
  const changes: ReachabilityState[] = [];
  let back = 0;
  let probes = 0;
  const reach = new Reachability({
    probe: async () => {
      probes++;
      return answers.length > 1 ? (answers.shift() ?? null) : (answers[0] ?? null);
    },
    timers,
    now: () => (clock += 1_000),
    onChange: (s) => changes.push(s),
    onBack: () => back++,
  });
  return { reach, armed, changes, back: () => back, probes: () => probes };
}

describe('reachability', () => {
  it('backs off 15 s, 30 s, 1 min, 2 min while the remote does not answer, never more', () => {
    expect([1, 2, 3, 4, 5, 40].map(nextProbeDelay)).toEqual([
      15_000, 30_000, 60_000, 120_000, 120_000, 120_000,
    ]);
  });

  it('is unknown until a probe answers, then offline with the sentence, then online when it comes back', async () => {
    const m = monitor([DOWN, DOWN, { reachable: true }]);
    expect(m.reach.state.online).toBeNull();

    await m.reach.check();
    expect(m.reach.state).toMatchObject({ online: false, message: DOWN.message, detail: DOWN.detail });
    expect(m.armed.map((t) => t.ms)).toEqual([15_000]);
    expect(m.back()).toBe(0);

    m.armed.shift()?.fn();
    await m.reach.settled();
    expect(m.armed.map((t) => t.ms)).toEqual([30_000]);

    m.armed.shift()?.fn();
    await m.reach.settled();
    expect(m.reach.state).toMatchObject({ online: true, message: null });
    // Back after being offline: the owner is told once, and nothing more is armed while online.
    expect(m.back()).toBe(1);
    expect(m.armed).toEqual([]);
    expect(m.changes.map((c) => c.online)).toEqual([false, true]);
  });

  it('a first probe that finds the remote is not a "back" (the start-up sync covers it)', async () => {
    const m = monitor([{ reachable: true }]);
    await m.reach.check();
    expect(m.reach.state.online).toBe(true);
    expect(m.back()).toBe(0);
  });

  it('looks again at once when the OS says the network changed, restarting the backoff', async () => {
    const m = monitor([DOWN, DOWN, { reachable: true }]);
    await m.reach.check();
    m.armed.shift()?.fn();
    await m.reach.settled();
    expect(m.armed.map((t) => t.ms)).toEqual([30_000]);

    m.reach.networkChanged(true);
    await m.reach.settled();
    expect(m.reach.state.online).toBe(true);
    expect(m.back()).toBe(1);
    expect(m.armed).toEqual([]);
  });

  it('follows sync outcomes: a sync that reached the remote is online, one that could not is offline', async () => {
    const m = monitor([{ reachable: true }]);
    m.reach.noteSync({ outcome: 'offline', message: DOWN.message, detail: 'raw' });
    expect(m.reach.state).toMatchObject({ online: false, message: DOWN.message, detail: 'raw' });
    expect(m.armed.map((t) => t.ms)).toEqual([15_000]);
    m.reach.noteSync({ outcome: 'ok', message: 'done' });
    expect(m.reach.state).toMatchObject({ online: true, message: null });
    expect(m.armed).toEqual([]);
    // A sync that never asked the remote says nothing about it.
    m.reach.noteSync({ outcome: 'busy', message: 'another sync' });
    expect(m.reach.state.online).toBe(true);
  });

  it('has nothing to say without a remote, and one probe at a time', async () => {
    const m = monitor([null]);
    await Promise.all([m.reach.check(), m.reach.check()]);
    expect(m.probes()).toBe(1);
    expect(m.reach.state.online).toBeNull();
    expect(m.armed).toEqual([]);
    m.reach.close();
    m.reach.networkChanged(true);
    await m.reach.settled();
    expect(m.probes()).toBe(1);
  });
});

describe('probeRemote over real HTTP on 127.0.0.1', () => {
  it('counts any answer (even 404 without a token) as reachable, and a closed port as not answering', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? 'no token'}`);
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    expect(await probeRemote(url)).toEqual({ reachable: true });
    expect(seen).toEqual(['HEAD /v1 no token']);
    await new Promise((res) => server.close(res));

    const closed = await probeRemote(url);
    expect(closed).toMatchObject({
      reachable: false,
      message: `The PSA service at ${url.slice('http://'.length, -'/v1'.length)} is not answering`,
    });
    expect(closed.reachable === false && closed.detail).toMatch(/ECONNREFUSED/);
  });
});
