import { afterEach, describe, expect, it } from 'vitest';
import { exitWhenFlushed } from '../../electron/core/cli/exit';

/* The CLI's exit waits for its output streams (the pipe case is in test/integration/cli-json-pipe). */

/** A stream whose writes complete only when the test says so. */
function slowStream() {
  const pending: (() => void)[] = [];
  const listeners: ((e: Error) => void)[] = [];
  return {
    write: ((_chunk: string, cb: () => void) => {
      pending.push(cb);
      return false;
    }) as unknown as NodeJS.WriteStream['write'],
    on: ((_event: string, fn: (e: Error) => void) => {
      listeners.push(fn);
    }) as unknown as NodeJS.WriteStream['on'],
    flush: () => pending.splice(0).forEach((cb) => cb()),
    fail: (e: Error) => listeners.forEach((fn) => fn(e)),
  };
}

const before = process.exitCode;
afterEach(() => {
  process.exitCode = before;
});

describe('exitWhenFlushed', () => {
  it('sets the exit code at once and exits only when every stream has flushed', () => {
    const out = slowStream();
    const err = slowStream();
    const exits: number[] = [];
    exitWhenFlushed(3, [out, err], (c) => exits.push(c));
    expect(process.exitCode).toBe(3);
    expect(exits).toEqual([]);
    out.flush();
    expect(exits).toEqual([]);
    err.flush();
    expect(exits).toEqual([3]);
  });

  it('exits (once) when a reader went away instead of waiting or throwing', () => {
    const out = slowStream();
    const err = slowStream();
    const exits: number[] = [];
    exitWhenFlushed(0, [out, err], (c) => exits.push(c));
    out.fail(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    out.flush();
    err.flush();
    expect(exits).toEqual([0]);
  });
});
