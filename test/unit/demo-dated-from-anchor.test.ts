import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { seedDemo } from '../../electron/core/reference-server/seed/demo';
import { defaultDemoAnchor, demoCalendar } from '../../electron/core/reference-server/seed/demo-calendar';
import { demoAnchorOf } from '../../electron/core/reference-server/seed/demo-entries';
import { demoDigest } from '../support/demo-digest';
import { addDays, localNoon, mondayOf, weekday } from '../support/calendar-days';

/*
 * The demo is as fresh on any day it is seeded: its work ends on the last working day before
 * that day, the current week holds the working days already past, last week is booked whole, and
 * the invoice, approval and overdue states sit at the same distance from the anchor. Each day
 * below is a clock given to the seed (not the machine's): a Monday, a Sunday, the first and last
 * day of a month and of a year, and the Sunday summer time starts in Europe.
 */

/** Seeding takes seconds (the invoices' PDFs): each clock and anchor is seeded once per file. */
const seeds = new Map<string, Promise<Db>>();
function seededOn(now: number, anchor?: string): Promise<Db> {
  const key = `${now} ${anchor}`;
  let db = seeds.get(key);
  if (!db) {
    db = (async () => {
      const d = openDatabase(':memory:');
      await seedDemo(d, { now: () => now, anchor });
      return d;
    })();
    seeds.set(key, db);
  }
  return db;
}

/** Days (yyyy-mm-dd) on which some timesheet starts. */
function bookedDays(db: Db, from: string, to: string): Set<string> {
  const rows = db
    .prepare(
      'SELECT DISTINCT substr(date_from, 1, 10) FROM timesheets WHERE date_from >= ? AND date_from < ?',
    )
    .pluck()
    .all(`${from}T00:00:00`, `${to}T00:00:00`) as string[];
  return new Set(rows);
}

describe('the default anchor', () => {
  it.each([
    ['2027-01-04', '2027-01-01', 'a Monday: the Friday before, across the new year'],
    ['2027-01-03', '2027-01-01', 'a Sunday: the Friday of the same week'],
    ['2026-12-02', '2026-12-01', 'a Wednesday: the day before'],
    ['2027-03-01', '2027-02-26', 'the first of a month on a Monday'],
    ['2027-01-31', '2027-01-29', 'the last of a month on a Sunday'],
    ['2026-12-31', '2026-12-30', 'the last day of a year'],
    ['2027-01-01', '2026-12-31', 'the first day of a year'],
    ['2027-03-28', '2027-03-26', 'the Sunday summer time starts in Europe'],
  ])('on %s is %s (%s)', (today, anchor) => {
    expect(defaultDemoAnchor(localNoon(today))).toBe(anchor);
  });

  it('refuses an anchor that is not a real day', () => {
    expect(() => demoCalendar('2026-02-30')).toThrow(/yyyy-mm-dd/);
    expect(() => demoCalendar('20-11-2026')).toThrow(/yyyy-mm-dd/);
  });
});

describe.each(['2027-01-04', '2027-03-28', '2026-12-31'])(
  'the demo seeded on %s',
  { timeout: 60_000 },
  (today) => {
    const now = localNoon(today);
    const seeded = () => seededOn(now);

    it('ends its work on the last working day before that day, never on a weekend or later', async () => {
      const db = await seeded();
      const anchor = defaultDemoAnchor(now);
      expect(demoAnchorOf(db)).toBe(anchor);
      const last = db.prepare('SELECT max(substr(date_from, 1, 10)) FROM timesheets').pluck().get();
      expect(last).toBe(anchor);
      const days = db
        .prepare('SELECT DISTINCT substr(date_from, 1, 10) FROM timesheets')
        .pluck()
        .all() as string[];
      expect(days.filter((d) => [0, 6].includes(weekday(d)))).toEqual([]);
      // About 26 weeks of work.
      expect(days.length).toBeGreaterThan(115);
    });

    it('books every working day of last week and of this week before today', async () => {
      const db = await seeded();
      const thisMonday = mondayOf(today);
      const lastWeek = [0, 1, 2, 3, 4].map((n) => addDays(thisMonday, n - 7));
      const thisWeek = [0, 1, 2, 3, 4].map((n) => addDays(thisMonday, n)).filter((d) => d < today);
      const booked = bookedDays(db, addDays(thisMonday, -7), addDays(thisMonday, 7));
      expect([...lastWeek, ...thisWeek].filter((d) => !booked.has(d))).toEqual([]);
      expect([...booked].filter((d) => d >= today)).toEqual([]);
    });

    it('has invoices in every status, one overdue, one not yet due, all dated before today', async () => {
      const db = await seeded();
      const rows = db.prepare('SELECT status, invoice_date, due_date FROM invoices').all() as {
        status: string;
        invoice_date: string | null;
        due_date: string | null;
      }[];
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set(['Draft', 'Approved', 'Sent', 'Paid', 'Void']),
      );
      const open = rows.filter((r) => r.status === 'Approved' || r.status === 'Sent');
      expect(open.some((r) => (r.due_date ?? '') < today)).toBe(true);
      expect(open.some((r) => (r.due_date ?? '') > today)).toBe(true);
      expect(rows.every((r) => (r.invoice_date ?? '') < today)).toBe(true);
    });

    it('leaves the last days of work unapproved and approves the two weeks before them', async () => {
      const db = await seeded();
      const anchor = defaultDemoAnchor(now);
      const project = demoId('projects', 1);
      const approved = (from: string, to: string) =>
        db
          .prepare(
            `SELECT DISTINCT approved_pm_at IS NOT NULL FROM timesheets WHERE project_id = ? AND date_from >= ? AND date_from < ?`,
          )
          .pluck()
          .all(project, `${from}T00:00:00`, `${to}T00:00:00`);
      expect(approved(addDays(anchor, -3), addDays(anchor, 1))).toEqual([0]);
      expect(approved(addDays(anchor, -14), addDays(anchor, -5))).toEqual([1]);
    });
  },
);

describe('one anchor, one demo', { timeout: 60_000 }, () => {
  it('seeds the same rows, PDFs included, for the same anchor whatever the clock', async () => {
    const a = await seededOn(localNoon('2027-01-04'));
    const b = await seededOn(localNoon('2031-06-15'), '2027-01-01');
    expect(demoDigest(b)).toBe(demoDigest(a));
  });

  it('changes nothing when a seeded database is seeded again on a later day', async () => {
    const db = await seededOn(localNoon('2027-01-04'));
    const before = demoDigest(db);
    await seedDemo(db, { now: () => localNoon('2027-02-10') });
    expect(demoDigest(db)).toBe(before);
    expect(demoAnchorOf(db)).toBe('2027-01-01');
  });
});
