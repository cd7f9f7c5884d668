import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, openCore } from '../support/app-call';
import { CELL } from '../support/week-core';
import { fillDataFolder, offlineAs, project, WEEK } from '../support/week-data';

/*
 * The timer is kept by the core in the data folder: it survives closing and re-opening the core
 * (a restart of the app), and stopping it books the elapsed time as a pending entry.
 */

const dirs: string[] = [];
let clock = Date.parse('2026-03-04T08:00:00.000Z');

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'psa-timer-'));
  dirs.push(dir);
  fillDataFolder(dir, (db) => {
    offlineAs(db, WEEK.account);
    project(db, WEEK.project1, 'Northwind ERP rollout');
  });
  return dir;
}

const open = (dir: string): AppCore => openCore(dir, () => clock);

afterEach(closeCores);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the timer', () => {
  it('keeps running across a restart of the core, and stopping it books the time', async () => {
    const dir = folder();
    let core = open(dir);
    const started = await call(core, 'timer:start', { ...CELL, description: 'Data migration' });
    expect(started).toMatchObject({
      projectName: 'Northwind ERP rollout',
      startedAt: '2026-03-04T08:00:00.000Z',
    });
    const again = await core.invoke('timer:start', CELL);
    expect(again).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
    await core.close();

    clock += (89 * 60 + 50) * 1000; // 1 h 29 min 50 s: 1.4972 h, rounded to 1.5 h
    core = open(dir);
    expect((await call(core, 'timer:get')).timer).toMatchObject({
      ...CELL,
      description: 'Data migration',
      startedAt: '2026-03-04T08:00:00.000Z',
    });
    const entry = await call(core, 'timer:stop', {});
    expect(entry).toMatchObject({
      hours: 1.5,
      from: '2026-03-04T08:00:00.000Z',
      to: '2026-03-04T09:30:00.000Z',
    });
    expect((await call(core, 'timer:get')).timer).toBeNull();
    const week = await call(core, 'week:get', { weekStart: '2026-03-02' });
    expect(week.entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        hours: 1.5,
        description: 'Data migration',
        syncState: 'pending',
      }),
    ]);
  });

  it('books at least the 1 minute minimum (0.02 h), and cancel drops the timer without an entry', async () => {
    const core = open(folder());
    await call(core, 'timer:start', CELL);
    clock += 5_000;
    expect(await call(core, 'timer:stop', { description: 'Call' })).toMatchObject({ hours: 0.02 });
    await call(core, 'timer:start', CELL);
    await call(core, 'timer:cancel');
    expect((await call(core, 'timer:get')).timer).toBeNull();
    expect((await core.invoke('timer:stop', {})).ok).toBe(false);
    const week = await call(core, 'week:get', { weekStart: '2026-03-02' });
    expect(week.entries.map((e) => [e.hours, e.description])).toEqual([[0.02, 'Call']]);
  });
});
