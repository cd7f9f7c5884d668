import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, localInstant, weekDates } from '../../shared/app/entry-time';
import { call, CELL, closeCores, folder, open, removeFolders } from '../support/week-core';

/*
 * Days are the user's local calendar days everywhere (issue 13, done-when): in a week holding a
 * daylight-saving change, under Pacific/Auckland (UTC+13 -> +12 on 5 April 2026) and
 * America/Los_Angeles (UTC-8 -> -7 on 8 March 2026), entries typed near midnight and in the
 * changed hour are on the day they were typed on in the grid, the day list (week entries), the
 * timesheet list, the reports and the CSV. TZ is set for this test process only.
 */

const ZONES = [
  { tz: 'Pacific/Auckland', monday: '2026-03-30' },
  { tz: 'America/Los_Angeles', monday: '2026-03-02' },
] as const;

const saved = process.env.TZ;
afterEach(closeCores);
afterAll(() => {
  process.env.TZ = saved;
  removeFolders();
});

/** What is typed per day: [from, hours]; Sunday (the change) also gets 01:30 for 2 h. */
function typed(date: string, sunday: boolean): [string, number][] {
  return [['00:30', 1], ['22:30', 1.5], ...(sunday ? ([['01:30', 2]] as [string, number][]) : [])];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

for (const { tz, monday } of ZONES) {
  describe(`local days under ${tz}`, () => {
    beforeEach(() => {
      process.env.TZ = tz;
    });

    it('puts every entry on its typed day in the grid, lists, reports and CSV', async () => {
      expect(new Date(localInstant(monday)).getTimezoneOffset()).not.toBe(
        new Date(localInstant(addDays(monday, 7))).getTimezoneOffset(),
      );
      const dates = weekDates(monday);
      // The clock: the Wednesday after, 12:00 local.
      const core = open(folder(), () => localInstant(addDays(monday, 9), 12 * 60));
      const expected = new Map<string, number>();
      for (const date of dates) {
        for (const [from, hours] of typed(date, date === dates[6])) {
          await call(core, 'entries:create', { ...CELL, date, from, hours, confirm: ['DAY_OVER_MAX'] });
          expected.set(date, (expected.get(date) ?? 0) + hours);
        }
      }
      const perDay = dates.map((d) => expected.get(d) ?? 0);

      const week = await call(core, 'week:get', { weekStart: monday });
      expect(week.dates).toEqual(dates);
      expect(week.dayTotals).toEqual(perDay);
      expect(dates.map((d) => sum(week.entries.filter((e) => e.date === d).map((e) => e.hours)))).toEqual(
        perDay,
      );

      for (const [i, date] of dates.entries()) {
        const list = await call(core, 'timesheets:list', { from: date, to: date });
        expect(sum(list.map((t) => t.hours)), `timesheets:list ${date}`).toBe(perDay[i]);
        const report = await call(core, 'reports:hoursByWeek', { from: date, to: date });
        expect(report.total, `reports ${date}`).toBe(perDay[i]);
      }
      const weekReport = await call(core, 'reports:hoursByWeek', { from: monday, to: dates[6]! });
      expect(weekReport.weeks.map((w) => w.weekStart)).toEqual([monday]);
      expect(weekReport.total).toBe(sum(perDay));

      const card = await call(core, 'projects:card', { id: CELL.projectId, today: dates[6]! });
      expect(card).toMatchObject({ weekStart: monday, hoursThisWeek: sum(perDay) });
      const midweek = await call(core, 'projects:card', { id: CELL.projectId, today: dates[2]! });
      expect(midweek.hoursThisWeek).toBe(sum(perDay.slice(0, 3)));

      const csv = await call(core, 'export:csv', { kind: 'timesheets', from: monday, to: dates[6]! });
      const rows = csv.content
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(','));
      expect(rows).toHaveLength(sum(dates.map((d) => typed(d, d === dates[6]).length)));
      const csvPerDay = dates.map((d) => sum(rows.filter((r) => r[0] === d).map((r) => Number(r[3]))));
      expect(csvPerDay).toEqual(perDay);
      const starts = rows.map((r) => r[1]).sort();
      expect(new Set(starts)).toEqual(new Set(['00:30', '22:30', '01:30']));
    });
  });
}
