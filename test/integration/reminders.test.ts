import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import type { ReminderEventT, RemindersSettingsUpdateT } from '../../shared/app/reminders';
import { at, call, CELL, closeCores, folder, open, removeFolders } from '../support/week-core';
import { fillDataFolder, hourUnits, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * Issue 16 point 3 with a real core on a temp data folder and a fake clock: each reminder comes
 * only on its days, after its time and outside quiet hours, when what it says is true, once (a
 * restart remembers it), and only when turned on.
 */

// 2026-03-02 is a Monday, 2026-03-06 a Friday, 2026-03-07 a Saturday.
const MONDAY = '2026-03-02';
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';

interface Rig {
  core: AppCore;
  dir: string;
  shown: ReminderEventT[];
  setClock: (iso: string) => void;
  /** The reminders a check at the clock's instant shows now. */
  check: () => string[];
}

function rig(dir: string, iso: string): Rig {
  let now = Date.parse(iso);
  const core = open(dir, () => now);
  const shown: ReminderEventT[] = [];
  core.on('reminder', (r) => shown.push(r));
  return {
    core,
    dir,
    shown,
    setClock: (next) => (now = Date.parse(next)),
    check: () => core.checkReminders().map((r) => r.title),
  };
}

const turnOn = (core: AppCore, reminders: RemindersSettingsUpdateT) =>
  call(core, 'settings:update', { reminders });

afterEach(closeCores);
afterAll(removeFolders);

describe('reminders on a fake clock', () => {
  it('"not booked today" comes on working days after its time, not in quiet hours, once, and only when on', async () => {
    const r = rig(folder(), at(MONDAY, 17, 30));
    await r.core.ready;
    expect(r.check()).toEqual([]); // off by default
    r.setClock(at(MONDAY, 16, 59));
    const view = await turnOn(r.core, { notBookedToday: true });
    expect(view.reminders).toMatchObject({ notBookedToday: true, notBookedAt: '17:00', quietFrom: '20:00' });
    expect(r.shown).toEqual([]); // before 17:00
    r.setClock(at(MONDAY, 17, 0));
    expect(r.check()).toEqual(['You have not booked today']);
    expect(r.shown[0]).toMatchObject({ kind: 'notBookedToday', target: { section: 'week', date: MONDAY } });
    r.setClock(at(MONDAY, 18, 0));
    expect(r.check()).toEqual([]); // once a day
    r.setClock(at(SATURDAY, 17, 30));
    expect(r.check()).toEqual([]); // not a working day
    await turnOn(r.core, { workingDays: [6] });
    expect(r.shown.map((s) => s.target.date)).toEqual([MONDAY, SATURDAY]); // the change checked at once
  });

  it('says nothing in quiet hours, and comes after them', async () => {
    const r = rig(folder(), at('2026-03-03', 21, 0));
    await turnOn(r.core, { notBookedToday: true });
    expect(r.check()).toEqual([]); // 20:00-08:00
    await turnOn(r.core, { quietFrom: '22:00' });
    expect(r.shown.map((s) => s.kind)).toEqual(['notBookedToday']);
    await turnOn(r.core, { quietFrom: '23:00', quietTo: '23:00', notBookedAt: '09:00' });
    r.setClock(at('2026-03-04', 1, 0));
    expect(r.check()).toEqual([]); // before its time
  });

  it('does not come when today has an entry', async () => {
    const dir = folder((db) =>
      syncedTimesheet(db, {
        id: 1n,
        project_id: WEEK.project1,
        date_from: at(MONDAY, 9),
        date_to: at(MONDAY, 10),
        hours: hourUnits(1),
      }),
    );
    const r = rig(dir, at(MONDAY, 17, 30));
    await turnOn(r.core, { notBookedToday: true });
    expect(r.check()).toEqual([]);
  });

  it('is not shown again after a restart', async () => {
    const dir = folder();
    const first = rig(dir, at(MONDAY, 17, 30));
    await turnOn(first.core, { notBookedToday: true });
    expect(first.shown).toHaveLength(1);
    await closeCores();
    const second = rig(dir, at(MONDAY, 17, 45));
    await second.core.ready;
    expect(second.check()).toEqual([]);
    expect(second.shown).toEqual([]);
    second.setClock(at('2026-03-03', 17, 45));
    expect(second.check()).toEqual(['You have not booked today']); // a new day
  });

  it('"below your usual hours" comes on Friday afternoon against the median of 8 weeks', async () => {
    const dir = folder((db) => {
      const weeks = [30, 32, 30, 0, 28, 30, 40, 30]; // a holiday week does not count
      weeks.forEach((h, i) => {
        const day = new Date(Date.parse(`${MONDAY}T12:00:00Z`) - (i + 1) * 7 * 86_400_000);
        const date = day.toISOString().slice(0, 10);
        if (h > 0)
          syncedTimesheet(db, {
            id: BigInt(i + 10),
            project_id: WEEK.project1,
            date_from: at(date, 9),
            date_to: at(date, 17),
            hours: hourUnits(h),
          });
      });
      syncedTimesheet(db, {
        id: 2n,
        project_id: WEEK.project1,
        date_from: at(FRIDAY, 9),
        date_to: at(FRIDAY, 17),
        hours: hourUnits(24.5),
      });
    });
    const r = rig(dir, at('2026-03-05', 15, 30));
    await turnOn(r.core, { weekBelowUsual: true });
    expect(r.shown).toEqual([]); // Thursday
    r.setClock(at(FRIDAY, 14, 59));
    expect(r.check()).toEqual([]);
    r.setClock(at(FRIDAY, 15, 0));
    expect(r.core.checkReminders()).toEqual([
      {
        kind: 'weekBelowUsual',
        title: 'This week is below your usual hours',
        body: '24.5 h booked this week; you usually book 30 h.',
        target: { section: 'week', date: MONDAY },
      },
    ]);
    expect(r.check()).toEqual([]);
  });

  it('"N changes were rejected" comes once per new rejection, across a restart', async () => {
    const dir = folder();
    const r = rig(dir, at(MONDAY, 10));
    await call(r.core, 'week:setCell', { ...CELL, date: MONDAY, hours: 2 });
    await call(r.core, 'week:setCell', { ...CELL, date: '2026-03-03', hours: 3 });
    await turnOn(r.core, { rejected: true });
    expect(r.shown).toEqual([]);
    await closeCores();
    const reject = (n: number) =>
      fillDataFolder(dir, (db) =>
        db.prepare(`UPDATE outbox SET state = 'rejected' WHERE id IN (SELECT id FROM outbox LIMIT ?)`).run(n),
      );
    reject(1);
    const second = rig(dir, at(MONDAY, 11));
    expect(second.check()).toEqual(['1 change was rejected']);
    expect(second.shown[0]?.target).toEqual({ section: 'sync', date: null });
    expect(second.check()).toEqual([]);
    await closeCores();
    const third = rig(dir, at(MONDAY, 12));
    expect(third.check()).toEqual([]); // remembered
    await closeCores();
    reject(2);
    const fourth = rig(dir, at(MONDAY, 13));
    expect(fourth.check()).toEqual(['2 changes were rejected']);
  });

  it('"not synced for 3 days" comes when the last sync is older and changes wait', async () => {
    const dir = folder();
    const r = rig(dir, at(MONDAY, 10));
    await turnOn(r.core, { notSynced: true });
    await call(r.core, 'week:setCell', { ...CELL, date: MONDAY, hours: 2 });
    await closeCores();
    const synced = (iso: string) =>
      fillDataFolder(dir, (db) => {
        setReplicaSetting(db, 'mode', 'remote');
        setReplicaSetting(db, 'remote_url', 'http://127.0.0.1:9/v1');
        setReplicaSetting(db, 'last_sync_at', iso);
      });
    synced(at('2026-02-28', 10));
    const second = rig(dir, at(MONDAY, 10));
    expect(second.check()).toEqual([]); // two days
    second.setClock(at('2026-03-03', 10, 1));
    expect(second.check()).toEqual(['Not synced for 3 days']);
    expect(second.shown[0]?.body).toBe('1 change waits to be sent: open the sync center.');
    expect(second.check()).toEqual([]);
    await closeCores();
    synced(at('2026-03-03', 10)); // a sync came through: nothing waits long
    const third = rig(dir, at('2026-03-04', 12));
    expect(third.check()).toEqual([]);
  });

  it('"last week is not submitted" comes on Monday from 09:00 while a past week holds hours', async () => {
    const r = rig(folder(), at('2026-03-04', 10)); // a Wednesday
    await call(r.core, 'settings:update', { weekSubmission: true });
    await turnOn(r.core, { weekNotSubmitted: true });
    await call(r.core, 'week:setCell', { ...CELL, date: '2026-03-04', hours: 3 });
    expect(r.check()).toEqual([]); // not a Monday, and the week is this week
    r.setClock(at('2026-03-09', 8, 30)); // the next Monday, before 09:00
    expect(r.check()).toEqual([]);
    r.setClock(at('2026-03-09', 9, 5));
    expect(r.check()).toEqual(['Last week is not submitted']);
    expect(r.shown[0]?.target).toEqual({ section: 'week', date: MONDAY });
    expect(r.check()).toEqual([]); // once that day
    await call(r.core, 'week:submit', { weekStart: MONDAY });
    r.setClock(at('2026-03-16', 9, 5)); // a week later: nothing is held any more
    expect(r.check()).toEqual([]);
  });
});
