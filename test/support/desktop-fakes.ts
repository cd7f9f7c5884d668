import type { AppEvent, AppEventPayload } from '../../shared/app/contract';
import type { AppErrorCodeT, AppResult } from '../../shared/app/results';
import type { TimerViewT } from '../../shared/app/channels/timer';
import type { ContractCore } from '../../electron/main/ipc';

/*
 * Stand-ins for the desktop adapters' tests (electron/main: tray, shortcuts, updater): a core that
 * answers the contract channels a test names and records every call, and a ticker fired by hand.
 * The real core is covered by its own tests; these check what main does with its answers.
 */

type Answer = (request: Record<string, unknown>) => unknown;

/** A core answering `answers` (other channels fail with UNKNOWN_CHANNEL) and recording calls. */
export function fakeCore(answers: Record<string, Answer>) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const failures = new Map<string, { code: AppErrorCodeT; message: string }>();
  const calls: { channel: string; request: Record<string, unknown> }[] = [];
  const state = { timer: null as TimerViewT | null, syncRunning: false };
  const invoke = async (channel: string, request: unknown = {}): Promise<AppResult<unknown>> => {
    calls.push({ channel, request: request as Record<string, unknown> });
    const failure = failures.get(channel);
    if (failure) return { ok: false, error: failure };
    const answer = answers[channel];
    if (!answer) return { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: channel } };
    return { ok: true, data: answer(request as Record<string, unknown>) };
  };
  const on = <E extends AppEvent>(event: E, listener: (payload: AppEventPayload<E>) => void) => {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    const l = listener as (payload: unknown) => void;
    set.add(l);
    return () => set.delete(l);
  };
  const core = { invoke, on } as unknown as ContractCore;
  return Object.assign(core, {
    calls,
    state,
    channels: () => calls.map((c) => c.channel),
    fail: (channel: string, code: AppErrorCodeT, message: string) => failures.set(channel, { code, message }),
    succeed: (channel: string) => failures.delete(channel),
    emit: <E extends AppEvent>(event: E, payload: AppEventPayload<E>) =>
      listeners.get(event)?.forEach((l) => l(payload)),
  });
}

/** A ticker whose intervals a test fires by hand. */
export function fakeTicker() {
  const armed = new Set<{ fn: () => void; ms: number }>();
  const intervals: number[] = [];
  return {
    intervals,
    every(fn: () => void, ms: number) {
      const t = { fn, ms };
      armed.add(t);
      intervals.push(ms);
      return () => armed.delete(t);
    },
    fire: () => armed.forEach((t) => t.fn()),
    active: () => armed.size,
  };
}
