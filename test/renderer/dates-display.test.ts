import { describe, expect, it } from 'vitest';
import {
  formatTime,
  formatDay,
  formatDayRange,
  formatInstant,
  formatMinutes,
  formatMonth,
} from '../../shared/dates-display';
import { parseDateText } from '../../renderer/src/components/date-text';

/*
 * One date style on every screen and in the core's messages (issue 13, point 1): day, short
 * month and year in the user's locale, the weekday in front where it matters, ranges alike; the
 * clock as the locale keeps it. What the app shows can be typed back into a date field.
 * 22 Nov 2026 is a Sunday.
 */

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('the date style', () => {
  it('writes a day as the locale writes day, short month and year', () => {
    expect(formatDay('2026-11-22', { locale: 'en-GB' })).toBe('22 Nov 2026');
    expect(formatDay('2026-11-22', { locale: 'en-US' })).toBe('Nov 22, 2026');
    expect(formatDay('2026-11-22', { locale: 'de-DE' })).toBe('22. Nov. 2026');
    expect(formatDay('2026-11-22', { locale: 'nl-NL' })).toBe('22 nov 2026');
  });

  it('puts the short weekday in front where the day of the week matters', () => {
    expect(formatDay('2026-11-22', { weekday: true, locale: 'en-GB' })).toBe('Sun, 22 Nov 2026');
    expect(formatDay('2026-11-22', { weekday: true, locale: 'en-US' })).toBe('Sun, Nov 22, 2026');
  });

  it('reads a PSA date at UTC midnight as its calendar day, and shows unreadable text as given', () => {
    expect(formatDay('2026-03-01T00:00:00', { locale: 'en-GB' })).toBe('1 Mar 2026');
    expect(formatDay('2026-03-01T00:00:00Z', { locale: 'en-GB' })).toBe('1 Mar 2026');
    expect(formatDay('soon', { locale: 'en-GB' })).toBe('soon');
  });

  it('writes ranges and months in the same style', () => {
    expect(plain(formatDayRange('2026-11-16', '2026-11-22', 'en-GB'))).toBe('16 – 22 Nov 2026');
    expect(plain(formatDayRange('2026-11-16', '2026-11-22', 'en-US'))).toBe('Nov 16 – 22, 2026');
    expect(plain(formatDayRange('2026-12-28', '2027-01-03', 'en-GB'))).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(formatMonth('2026-11', { locale: 'en-GB' })).toBe('November 2026');
    expect(formatMonth('2026-11-22', { locale: 'nl-NL' })).toBe('november 2026');
    // A chart axis: the year written out, so "Dec 2025" never reads as 25 December.
    expect(formatMonth('2025-12', { short: true, locale: 'en-GB' })).toBe('Dec 2025');
  });

  it('writes the clock per locale, with the day when both matter', () => {
    const t = new Date(2026, 10, 22, 14, 5, 9).getTime();
    expect(formatTime(t, 'en-GB')).toBe('14:05');
    expect(plain(formatTime(t, 'en-US'))).toBe('2:05 PM');
    expect(formatInstant(t, { locale: 'en-GB' })).toBe('22 Nov 2026, 14:05');
    expect(formatInstant(t, { locale: 'en-GB', seconds: true })).toBe('22 Nov 2026, 14:05:09');
    expect(plain(formatInstant(t, { locale: 'en-US' }))).toBe('Nov 22, 2026, 2:05 PM');
    // A time field's value (minutes after midnight) on the locale's clock; the end of a day stays 24:00.
    expect(formatMinutes(570, 'en-GB')).toBe('09:30');
    expect(plain(formatMinutes(870, 'en-US'))).toBe('2:30 PM');
    expect(formatMinutes(1440, 'en-US')).toBe('24:00');
  });
});

describe('what the app shows can be typed back', () => {
  const day = (text: string, locale: string) => {
    const r = parseDateText(text, { today: '2026-11-22', locale });
    return r.ok ? r.date : `refused: ${r.message}`;
  };

  it('reads every shown form of a day in its locale', () => {
    for (const locale of ['en-GB', 'en-US', 'de-DE', 'nl-NL']) {
      for (const weekday of [false, true]) {
        const shown = formatDay('2026-03-09', { weekday, locale });
        expect(day(shown, locale), `${locale}: ${shown}`).toBe('2026-03-09');
      }
    }
  });

  it('reads a month by name as people type it, the year defaulting to this one', () => {
    expect(day('22 nov', 'en-GB')).toBe('2026-11-22');
    expect(day('nov 22', 'en-US')).toBe('2026-11-22');
    expect(day('3 März 2026', 'de-DE')).toBe('2026-03-03');
    expect(day('3 maart', 'nl-NL')).toBe('2026-03-03');
    expect(day('9 September 26', 'en-GB')).toBe('2026-09-09');
  });

  it('refuses an impossible day written with its month name, never rolling it over', () => {
    expect(day('30 Feb 2026', 'en-GB')).toMatch(/^refused: February 2026 has 28 days/);
    expect(day('22 Novembre', 'en-GB')).toMatch(/^refused: type a date/);
    expect(day('Nov 2026', 'en-GB')).toMatch(/^refused/);
  });
});
