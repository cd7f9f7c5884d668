import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatHours,
  isDate,
  isoWeek,
  mondayOf,
  parseClock,
  parseHoursText,
  unitsBetween,
  unitsToHours,
} from '../../shared/app/entry-time';

/* What people type into the week grid and quick entry, and the calendar arithmetic behind the week. */

describe('hours typed by people', () => {
  it('reads decimals with a point or a comma, h:mm, and refuses the rest', () => {
    expect(['8', '7.5', '7,5', '7.25', '.75', '0:45', '7:30', '7:15', ' 8 '].map(parseHoursText)).toEqual([
      800, 750, 750, 725, 75, 75, 750, 725, 800,
    ]);
    for (const bad of ['', 'abc', '-1', '7.255', '7:75', '1e2', '7.5h'])
      expect(parseHoursText(bad)).toBeNull();
  });

  it('turns units into exact decimals and short text', () => {
    expect([725, 10, 2, 0, 2400].map(unitsToHours)).toEqual([7.25, 0.1, 0.02, 0, 24]);
    expect([8, 7.5, 7.25, 0.1, 0].map(formatHours)).toEqual(['8', '7.5', '7.25', '0.1', '0']);
  });

  it('reads clock times and rounds a from/to period down to 0.01 h', () => {
    expect(['9', '930', '9:30', '09.30', '17:05', '24'].map(parseClock)).toEqual([
      540, 570, 570, 570, 1025, 1440,
    ]);
    for (const bad of ['25', '9:60', 'nine', '24:30']) expect(parseClock(bad)).toBeNull();
    // The 12-hour clock, as times are shown in en-US (Intl puts a narrow no-break space before PM).
    expect(['2:30 PM', '2:30\u202fPM', '2pm', '12:15 am', '12 PM', '9.05 a.m.'].map(parseClock)).toEqual([
      870, 870, 840, 15, 720, 545,
    ]);
    for (const bad of ['13 PM', '0 AM', '2:60 pm', 'pm']) expect(parseClock(bad)).toBeNull();
    expect(unitsBetween(540, 620)).toBe(133); // 1 h 20 min = 1.333... h
    expect(unitsBetween(540, 550)).toBe(16); // 10 min = 0.1666... h
  });
});

describe('calendar weeks', () => {
  it('finds Mondays, adds days across months and years, numbers ISO weeks', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isoWeek('2026-11-21')).toBe(47);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
  });
});
