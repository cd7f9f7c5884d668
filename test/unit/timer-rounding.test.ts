import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, openCore } from '../support/app-call';
import { CELL } from '../support/week-core';
import { fillDataFolder, offlineAs, project, WEEK } from '../support/week-data';

/*
 * Issue 13 point 11: the timer books a configurable minimum and step (minutes, nearest or up),
 * never a 36-second "0.01 h"; the real start and stop are kept (the entry's period when the
 * booked hours fit in it, else the timer's own history); the description starts empty.
 */

const dirs: string[] = [];
let clock = Date.parse('2026-03-04T08:00:00.000Z');

function core(): AppCore {
  const dir = mkdtempSync(join(tmpdir(), 'psa-timer-round-'));
  dirs.push(dir);
  fillDataFolder(dir, (db) => {
    offlineAs(db, WEEK.account);
    project(db, WEEK.project1, 'Northwind ERP rollout');
  });
  return openCore(dir, () => clock);
}

afterEach(closeCores);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs the timer for `seconds` from 08:00 and stops it. */
async function run(c: AppCore, seconds: number) {
  clock = Date.parse('2026-03-04T08:00:00.000Z');
  await call(c, 'timer:start', CELL);
  clock += seconds * 1000;
  // Runs of one test all start at 08:00: each overlaps the one before, kept deliberately.
  return call(c, 'timer:stop', { confirm: ['OVERLAP'] });
}

describe('timer rounding', () => {
  it('defaults to a 1 minute minimum rounded to the nearest minute', async () => {
    const c = core();
    const s = await call(c, 'settings:get', {});
    expect(s).toMatchObject({ timerMinimumMinutes: 1, timerRounding: 'nearest' });
    // 36 s: the minimum of 1 minute (0.02 h), not 0.01 h.
    expect(await run(c, 36)).toMatchObject({ hours: 0.02, rawSeconds: 36 });
  });

  it('rounds to 6 minute steps, nearest: 1 h 2 min 50 s books 1 h, the real stop kept as the end', async () => {
    const c = core();
    await call(c, 'settings:update', { timerMinimumMinutes: 6, timerRounding: 'nearest' });
    const e = await run(c, 3770);
    expect(e).toMatchObject({
      hours: 1,
      rawSeconds: 3770,
      from: '2026-03-04T08:00:00.000Z',
      to: '2026-03-04T09:02:50.000Z',
    });
  });

  it('rounds up to 15 minutes: 16 minutes books 0.5 h, the end extended, the raw run in the history', async () => {
    const c = core();
    await call(c, 'settings:update', { timerMinimumMinutes: 15, timerRounding: 'up' });
    const e = await run(c, 16 * 60);
    expect(e).toMatchObject({
      hours: 0.5,
      rawSeconds: 960,
      from: '2026-03-04T08:00:00.000Z',
      to: '2026-03-04T08:30:00.000Z',
    });
    const { runs } = await call(c, 'timer:history', {});
    expect(runs[0]).toMatchObject({
      entryId: e.id,
      startedAt: '2026-03-04T08:00:00.000Z',
      stoppedAt: '2026-03-04T08:16:00.000Z',
      rawSeconds: 960,
      hours: 0.5,
    });
    // A run shorter than the minimum books the minimum.
    expect(await run(c, 20)).toMatchObject({ hours: 0.25 });
  });

  it('refuses a minimum outside 1-60 minutes', async () => {
    const c = core();
    expect((await c.invoke('settings:update', { timerMinimumMinutes: 0 })).ok).toBe(false);
    expect((await c.invoke('settings:update', { timerMinimumMinutes: 61 })).ok).toBe(false);
  });

  it('starts with an empty description unless the start continues one', async () => {
    const c = core();
    await call(c, 'timer:start', CELL);
    expect((await call(c, 'timer:get', {})).timer).toMatchObject({ description: null });
    await call(c, 'timer:cancel', {});
    await call(c, 'timer:start', { ...CELL, description: 'Go-live prep' });
    clock += 600_000;
    const e = await call(c, 'timer:stop', {});
    const week = await call(c, 'week:get', { weekStart: '2026-03-02' });
    expect(week.entries.find((x) => x.id === e.id)).toMatchObject({ description: 'Go-live prep' });
  });
});
