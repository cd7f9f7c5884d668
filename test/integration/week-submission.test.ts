import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { addDays, localDate, mondayOf } from '../../shared/app/entry-time';
import type { AppCore } from '../../electron/core/app';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { unsubmittedWeeks } from '../../electron/core/app/week/submission';
import { call } from '../support/app-call';
import { readDb } from '../support/server';
import { syncedCore, type SyncedCore } from '../support/synced-core';

/*
 * Week submission (issue 16 point 4): with the setting on, a week's new hours stay here, held and
 * editable, until the week is submitted; then they are queued and reach the PSA service exactly
 * once. Real core on a temp folder, the reference server over 127.0.0.1.
 */

const NORTHWIND = String(demoId('projects', 1));
const TODAY = localDate(Date.now());
const LAST_WEEK = addDays(mondayOf(TODAY), -7);
const EARLIER_WEEK = addDays(mondayOf(TODAY), -14);

let t: SyncedCore;
let core: AppCore;
let line: string;
let role: string;

beforeAll(async () => {
  t = await syncedCore('psa-week-submit-');
  core = t.core;
  const lines = await call(core, 'entries:lines', { projectId: NORTHWIND });
  line = lines.contractLines[0]!.id;
  role = lines.roles[0]!.id;
});

afterAll(() => t.close());

/** How many timesheets with this description the server holds. */
const onServer = (description: string) =>
  readDb(t.server.dbFile, (db) =>
    Number(db.prepare('SELECT count(*) FROM timesheets WHERE description = ?').pluck().get(description)),
  );

/** Books one late hour (no demo entry overlaps it) on a day. */
const book = (date: string, description: string) =>
  call(core, 'entries:create', {
    projectId: NORTHWIND,
    contractLineId: line,
    roleId: role,
    date,
    from: '21:00',
    to: '22:00',
    description,
    confirm: ['OVERLAP', 'DAY_OVER_MAX', 'DAY_APPROVED'],
  });

describe('week submission', () => {
  it('is off by default: a booked hour is queued and pushed by the next sync as before', async () => {
    expect((await call(core, 'settings:get')).weekSubmission).toBe(false);
    await book(addDays(LAST_WEEK, 4), 'Not held');
    expect((await call(core, 'sync:status')).held).toBe(0);
    await call(core, 'sync:run');
    expect(onServer('Not held')).toBe(1);
  });

  it('holds a week until it is submitted, then pushes its entries exactly once', async () => {
    await call(core, 'settings:update', { weekSubmission: true });
    const a = await book(addDays(LAST_WEEK, 1), 'Held A');
    await book(addDays(LAST_WEEK, 2), 'Held B');
    await book(addDays(EARLIER_WEEK, 1), 'Held other week');
    // A held entry stays editable: the edit changes the held create.
    await call(core, 'entries:update', {
      id: a.id,
      projectId: NORTHWIND,
      contractLineId: line,
      roleId: role,
      date: addDays(LAST_WEEK, 1),
      from: '20:00',
      to: '22:00',
      description: 'Held A',
      confirm: ['OVERLAP', 'DAY_OVER_MAX', 'DAY_APPROVED'],
    });
    const status = await call(core, 'sync:status');
    expect(status).toMatchObject({ held: 3, pending: 0 });
    const week = await call(core, 'week:get', { weekStart: LAST_WEEK });
    expect(week.submission).toEqual({ enabled: true, held: 2, submittedAt: null });
    expect(week.entries.filter((e) => e.description?.startsWith('Held')).map((e) => e.syncState)).toEqual([
      'held',
      'held',
    ]);
    expect(unsubmittedWeeks(openReplica(), TODAY)).toEqual([EARLIER_WEEK, LAST_WEEK]);

    const first = await call(core, 'sync:run');
    expect(first).toMatchObject({ outcome: 'ok' });
    expect(onServer('Held A') + onServer('Held B') + onServer('Held other week')).toBe(0);

    expect((await call(core, 'week:submit', { weekStart: LAST_WEEK })).released).toBe(2);
    expect((await call(core, 'sync:status')).held).toBe(1);
    await call(core, 'sync:run');
    expect([onServer('Held A'), onServer('Held B')]).toEqual([1, 1]);
    // The edit reached the server: A has two hours, B one.
    const hours = (d: string) =>
      readDb(t.server.dbFile, (db) =>
        Number(db.prepare('SELECT hours FROM timesheets WHERE description = ?').pluck().get(d)),
      );
    expect(hours('Held A')).toBe(2 * hours('Held B'));

    // A second submit and a second sync send nothing more; the other week stays held.
    expect((await call(core, 'week:submit', { weekStart: LAST_WEEK })).released).toBe(0);
    await call(core, 'sync:run');
    expect([onServer('Held A'), onServer('Held B'), onServer('Held other week')]).toEqual([1, 1, 0]);
    const after = await call(core, 'week:get', { weekStart: LAST_WEEK });
    expect(after.submission.held).toBe(0);
    expect(after.submission.submittedAt).not.toBeNull();
    expect(unsubmittedWeeks(openReplica(), TODAY)).toEqual([EARLIER_WEEK]);
  });

  it('drops the hold of a held entry deleted before its week is submitted', async () => {
    await call(core, 'settings:update', { weekSubmission: true });
    const gone = await book(addDays(EARLIER_WEEK, 2), 'Held then deleted');
    expect((await call(core, 'sync:status')).held).toBe(2);
    await call(core, 'entries:delete', { id: gone.id });
    expect((await call(core, 'sync:status')).held).toBe(1);
    await call(core, 'settings:update', { weekSubmission: false });
  });

  it('turned off (the send rule "at once"), sends new hours and what was held at the next sync', async () => {
    await call(core, 'settings:update', { weekSubmission: false });
    expect((await call(core, 'settings:get')).sendRule).toBe('at_once');
    await book(addDays(LAST_WEEK, 3), 'After off');
    await call(core, 'sync:run');
    expect([onServer('After off'), onServer('Held other week')]).toEqual([1, 1]);
    expect((await call(core, 'week:get', { weekStart: EARLIER_WEEK })).submission.held).toBe(0);
  });
});

/** A read-only look at the core's replica (the core keeps writing its own). */
function openReplica() {
  return openDatabase(replicaDbFile(t.dir), { readonly: true });
}
