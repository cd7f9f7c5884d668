import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import type { AwaySignal } from '../../electron/core/app/timer/away';
import type { AwayViewT } from '../../shared/app/channels/timer';
import {
  at,
  call,
  CELL,
  folder,
  idText,
  outbox,
  queuedBody,
  refusal,
  removeFolders,
} from '../support/week-core';
import { WEEK } from '../support/week-data';

/*
 * Issue 16 point 1 with a real core on a temp data folder, a fake clock and fake OS signals:
 * an absence during a running timer is asked about and nothing is booked until the answer; each
 * answer books exactly the entries it says (read back from the outbox); sleep over midnight and
 * a timer left past midnight ask and split at midnight; a shutdown is asked about at the next
 * start; the threshold 0 asks nothing.
 */

const DAY = '2026-03-04';
const NEXT = '2026-03-05';
const P2 = { projectId: idText(WEEK.project2), contractLineId: CELL.contractLineId, roleId: CELL.roleId };

interface Rig {
  core: AppCore;
  dir: string;
  signal: (s: AwaySignal) => void;
  asked: { away: AwayViewT | null }[];
  setClock: (iso: string) => void;
}

const cores: AppCore[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
});
afterAll(removeFolders);

/** A core on `dir` (a new folder by default) whose clock and power/idle signals the test drives. */
function rig(start: string, dir = folder()): Rig {
  let now = Date.parse(start);
  let listener: (s: AwaySignal) => void = () => undefined;
  const core = createAppCore({
    dataDir: dir,
    demoServer: false,
    syncOnStart: false,
    now: () => now,
    invoke: { validateResponses: true },
    power: {
      subscribe: (l) => {
        listener = l;
        return () => (listener = () => undefined);
      },
    },
  });
  cores.push(core);
  const asked: Rig['asked'] = [];
  core.on('timer:away', (p) => asked.push(p));
  return { core, dir, signal: (s) => listener(s), asked, setClock: (iso) => (now = Date.parse(iso)) };
}

/** The queued creates of a folder as [ProjectID, from, to, hours]. */
function booked(dir: string): string[][] {
  return outbox(dir).map((_, i) => {
    const b = queuedBody(dir, i);
    return [b.ProjectID ?? '', b.DateTimeFrom ?? '', b.DateTimeTo ?? '', b.NumberOfHours ?? ''];
  });
}
const p1 = idText(WEEK.project1);
const p2 = idText(WEEK.project2);
const iso = (d: string, hh: number, mm = 0) => at(d, hh, mm);

/** Starts at 09:00, idle from 09:35 (25 min seen at 10:00), back at 10:01: the question is 09:35-10:00. */
async function idle25(): Promise<Rig> {
  const g = rig(iso(DAY, 9));
  await call(g.core, 'timer:start', { ...CELL, description: 'Migration' });
  g.setClock(iso(DAY, 9, 30));
  g.signal({ kind: 'idle', seconds: 0 });
  g.setClock(iso(DAY, 10));
  g.signal({ kind: 'idle', seconds: 25 * 60 });
  expect(g.asked).toEqual([]);
  g.setClock(iso(DAY, 10, 1));
  g.signal({ kind: 'idle', seconds: 60 });
  const question = { from: iso(DAY, 9, 35), to: iso(DAY, 10), reason: 'idle', crossesMidnight: false };
  expect(g.asked).toEqual([{ away: question }]);
  expect((await call(g.core, 'timer:away')).away).toEqual(question);
  // Nothing is booked until the answer; the timer cannot be stopped around the question.
  expect(await refusal(g.core, 'timer:stop', {})).toMatchObject({ code: 'INVALID_STATE' });
  expect(booked(g.dir)).toEqual([]);
  return g;
}

describe('the away question of a running timer', () => {
  it('keep: 25 minutes idle count, nothing is booked and the timer runs on', async () => {
    const g = await idle25();
    const answer = await call(g.core, 'timer:resolveAway', { choice: 'keep' });
    expect(answer.entries).toEqual([]);
    expect(answer.timer).toMatchObject({ startedAt: iso(DAY, 9), pausedAt: null });
    expect(booked(g.dir)).toEqual([]);
    expect((await call(g.core, 'timer:away')).away).toBeNull();
    expect(g.asked.at(-1)).toEqual({ away: null });
  });

  it('discard: the timer stops at the away start, one entry 09:00-09:35', async () => {
    const g = await idle25();
    const answer = await call(g.core, 'timer:resolveAway', { choice: 'discard' });
    expect(answer.timer).toBeNull();
    expect(booked(g.dir)).toEqual([[p1, iso(DAY, 9), iso(DAY, 9, 35), '0.58']]);
    expect(queuedBody(g.dir).Description).toBe('Migration');
    expect((await call(g.core, 'timer:get')).timer).toBeNull();
  });

  it('discard and continue: 09:00-09:35 booked, a new timer from now on the same line', async () => {
    const g = await idle25();
    const answer = await call(g.core, 'timer:resolveAway', { choice: 'discardContinue' });
    expect(booked(g.dir)).toEqual([[p1, iso(DAY, 9), iso(DAY, 9, 35), '0.58']]);
    expect(answer.timer).toMatchObject({ ...CELL, startedAt: iso(DAY, 10, 1), description: 'Migration' });
  });

  it('split: 09:00-09:35 on the timer, 09:35-10:00 on the line chosen, the timer runs on from 10:00', async () => {
    const g = await idle25();
    expect(await refusal(g.core, 'timer:resolveAway', { choice: 'split' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const answer = await call(g.core, 'timer:resolveAway', {
      choice: 'split',
      ...P2,
      description: 'Lunch talk',
    });
    expect(booked(g.dir)).toEqual([
      [p1, iso(DAY, 9), iso(DAY, 9, 35), '0.58'],
      // 25 min is 0.4167 h: 0.41 h, so that it ends before the timer runs on at 10:00.
      [p2, iso(DAY, 9, 35), iso(DAY, 10), '0.41'],
    ]);
    expect(queuedBody(g.dir, 1).Description).toBe('Lunch talk');
    expect(answer.timer).toMatchObject({ ...CELL, startedAt: iso(DAY, 10) });
  });

  it('asks nothing when the threshold is off (0), and the stop books the whole run', async () => {
    const g = rig(iso(DAY, 9));
    await call(g.core, 'settings:update', { timerIdleMinutes: 0 });
    expect((await call(g.core, 'settings:get')).timerIdleMinutes).toBe(0);
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(DAY, 10));
    g.signal({ kind: 'idle', seconds: 25 * 60 });
    g.signal({ kind: 'power', event: 'lock-screen' });
    g.setClock(iso(DAY, 10, 30));
    g.signal({ kind: 'power', event: 'unlock-screen' });
    g.signal({ kind: 'idle', seconds: 1 });
    expect(g.asked).toEqual([]);
    expect((await call(g.core, 'timer:away')).away).toBeNull();
    await call(g.core, 'timer:stop', {});
    expect(booked(g.dir)).toEqual([[p1, iso(DAY, 9), iso(DAY, 10, 30), '1.5']]);
  });

  it('web mode: a page quiet for longer than the threshold asks from its last input', async () => {
    const g = rig(iso(DAY, 9));
    await call(g.core, 'settings:update', { timerIdleMinutes: 15 });
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(DAY, 9, 10));
    await call(g.core, 'timer:activity', { kind: 'input' });
    g.setClock(iso(DAY, 9, 20));
    await call(g.core, 'timer:activity', { kind: 'hidden' });
    g.setClock(iso(DAY, 9, 30));
    await call(g.core, 'timer:activity', { kind: 'visible' });
    expect(g.asked).toEqual([]);
    g.setClock(iso(DAY, 10, 10));
    await call(g.core, 'timer:activity', { kind: 'input' });
    expect((await call(g.core, 'timer:away')).away).toMatchObject({
      from: iso(DAY, 9, 30),
      to: iso(DAY, 10, 10),
    });
  });
});

describe('sleep, shutdown and midnight', () => {
  it('a sleep over midnight asks, and the answers split at midnight', async () => {
    const g = rig(iso(DAY, 22));
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(DAY, 23));
    g.signal({ kind: 'power', event: 'suspend' });
    g.setClock(iso(NEXT, 7, 30));
    g.signal({ kind: 'power', event: 'resume' });
    const away = (await call(g.core, 'timer:away')).away;
    expect(away).toEqual({
      from: iso(DAY, 23),
      to: iso(NEXT, 7, 30),
      reason: 'sleep',
      crossesMidnight: true,
    });
    g.setClock(iso(NEXT, 7, 31));
    await call(g.core, 'timer:resolveAway', { choice: 'split', ...P2 });
    expect(booked(g.dir)).toEqual([
      [p1, iso(DAY, 22), iso(DAY, 23), '1'],
      [p2, iso(DAY, 23), iso(NEXT, 0), '1'],
      [p2, iso(NEXT, 0), iso(NEXT, 7, 30), '7.5'],
    ]);
    expect((await call(g.core, 'timer:get')).timer).toMatchObject({ startedAt: iso(NEXT, 7, 30) });
  });

  it('keep over midnight books the day before and runs on from midnight', async () => {
    const g = rig(iso(DAY, 23, 30));
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(NEXT, 0, 20));
    // A timer left running past midnight: the stop asks first, nothing is booked.
    expect(await refusal(g.core, 'timer:stop', {})).toMatchObject({ code: 'INVALID_STATE' });
    expect(g.asked.at(-1)?.away).toMatchObject({
      reason: 'midnight',
      from: iso(NEXT, 0),
      crossesMidnight: true,
    });
    expect(booked(g.dir)).toEqual([]);
    await call(g.core, 'timer:resolveAway', { choice: 'keep' });
    expect(booked(g.dir)).toEqual([[p1, iso(DAY, 23, 30), iso(NEXT, 0), '0.5']]);
    expect((await call(g.core, 'timer:get')).timer).toMatchObject({ startedAt: iso(NEXT, 0) });
    g.setClock(iso(NEXT, 1));
    await call(g.core, 'timer:stop', {});
    expect(booked(g.dir)[1]).toEqual([p1, iso(NEXT, 0), iso(NEXT, 1), '1']);
  });

  it('a shutdown with a running timer is asked about at the next start, and so is an unanswered question', async () => {
    const dir = folder();
    let g = rig(iso(DAY, 11), dir);
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(DAY, 12));
    g.signal({ kind: 'power', event: 'shutdown' });
    await g.core.close();

    g = rig(iso(DAY, 13), dir);
    const question = { from: iso(DAY, 12), to: iso(DAY, 13), reason: 'shutdown', crossesMidnight: false };
    expect((await call(g.core, 'timer:away')).away).toEqual(question);
    await g.core.close();
    // Not answered: the next start asks the same.
    g = rig(iso(DAY, 13, 5), dir);
    expect((await call(g.core, 'timer:away')).away).toEqual(question);
    await call(g.core, 'timer:resolveAway', { choice: 'discard' });
    expect(booked(dir)).toEqual([[p1, iso(DAY, 11), iso(DAY, 12), '1']]);
  });
});

describe('timer controls', () => {
  it('pause books nothing until stop, which books one entry per running stretch', async () => {
    const g = rig(iso(DAY, 9));
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(DAY, 9, 30));
    expect(await call(g.core, 'timer:pause')).toMatchObject({
      pausedAt: iso(DAY, 9, 30),
      pausedRunSeconds: 1800,
    });
    // Away while paused is no question: the timer counts nothing.
    g.setClock(iso(DAY, 10));
    g.signal({ kind: 'idle', seconds: 30 * 60 });
    g.signal({ kind: 'idle', seconds: 0 });
    expect(g.asked).toEqual([]);
    expect(booked(g.dir)).toEqual([]);
    expect(await call(g.core, 'timer:resume')).toMatchObject({ pausedAt: null, startedAt: iso(DAY, 10) });
    g.setClock(iso(DAY, 10, 15));
    const stopped = await call(g.core, 'timer:stop', {});
    expect(stopped.entries).toHaveLength(2);
    expect(booked(g.dir)).toEqual([
      [p1, iso(DAY, 9), iso(DAY, 9, 30), '0.5'],
      [p1, iso(DAY, 10), iso(DAY, 10, 15), '0.25'],
    ]);
  });

  it('joins stretches around a pause shorter than the booked step into one entry of the time worked', async () => {
    const g = rig(iso(DAY, 9));
    await call(g.core, 'timer:start', CELL);
    g.setClock(new Date(Date.parse(iso(DAY, 9)) + 20_000).toISOString());
    await call(g.core, 'timer:pause');
    g.setClock(new Date(Date.parse(iso(DAY, 9)) + 30_000).toISOString());
    await call(g.core, 'timer:resume');
    g.setClock(iso(DAY, 9, 10));
    await call(g.core, 'timer:stop', {});
    // 9 min 50 s worked: 10 min, 0.17 h from 09:00 (the 10 s pause inside is not counted).
    const end = new Date(Date.parse(iso(DAY, 9)) + 612_000).toISOString(); // + 0.17 h
    expect(booked(g.dir)).toEqual([[p1, iso(DAY, 9), end, '0.17']]);
  });

  it('edits the start of a running timer: not in the future, not yesterday, an overlap asks first', async () => {
    const g = rig(iso(DAY, 9));
    await call(g.core, 'entries:create', { ...CELL, date: DAY, from: '07:00', to: '08:00' });
    await call(g.core, 'timer:start', CELL);
    g.setClock(iso(DAY, 9, 10));
    const path = (e: { details?: { path: string }[] | undefined }) => e.details?.map((d) => d.path);
    expect(await refusal(g.core, 'timer:setStart', { startedAt: iso(DAY, 9, 20) })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await refusal(g.core, 'timer:setStart', { startedAt: iso('2026-03-03', 23) })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await call(g.core, 'timer:setStart', { startedAt: iso(DAY, 8, 15) })).toMatchObject({
      startedAt: iso(DAY, 8, 15),
    });
    const asks = await refusal(g.core, 'timer:setStart', { startedAt: iso(DAY, 7, 30) });
    expect(path(asks)).toEqual(['OVERLAP']);
    await call(g.core, 'timer:setStart', { startedAt: iso(DAY, 7, 30), confirm: ['OVERLAP'] });
    // Confirmed once: the stop does not ask again.
    await call(g.core, 'timer:stop', {});
    // 100 min: 1.67 h, so the entry ends at 07:30 + 1.67 h (the stop's rule since issue 13).
    expect(booked(g.dir)[1]).toEqual([
      p1,
      iso(DAY, 7, 30),
      new Date(Date.parse(iso(DAY, 7, 30)) + 6_012_000).toISOString(),
      '1.67',
    ]);
  });
});
