import { afterEach, describe, expect, it } from 'vitest';
import { weekDates, weekStartOf } from '../../shared/app/entry-time';
import { displayLocale, firstDayOfWeek, formatDay, setDisplayLocale } from '../../shared/dates-display';
import { formatLocale } from '../../shared/i18n/languages';
import { dateHint, parseDateText } from '../../renderer/src/components/date-text';
import { formatAmount, formatHours, formatMoney } from '../../renderer/src/components/format';
import { parseMoneyText } from '../../renderer/src/components/money-text';
import { applyLanguage } from '../../renderer/src/i18n';
import { useDisplay } from '../../renderer/src/i18n/display';

/*
 * One locale for every format (issue 17 point 2): the language setting chooses it (formatLocale),
 * and dates, amounts, hours and typed dates follow it at once; words typed in date fields are the
 * language's as well as English; the week starts on the locale's day or the chosen one.
 * 22 Nov 2026 is a Sunday.
 */

const TODAY = '2026-11-22';
const date = (r: ReturnType<typeof parseDateText>) => (r.ok ? r.date : `refused: ${r.message}`);
const nl = (text: string) => date(parseDateText(text, { today: TODAY, locale: 'nl-NL' }));
const de = (text: string) => date(parseDateText(text, { today: TODAY, locale: 'de-DE' }));

afterEach(() => {
  setDisplayLocale(undefined);
});

describe('the display locale', () => {
  it('is what formats follow, and a change drops the formatters of the old one', () => {
    setDisplayLocale('en-US');
    expect([formatAmount(1234.56), formatHours(7.5), formatDay('2026-11-22')]).toEqual([
      '1,234.56',
      '7.5',
      'Nov 22, 2026',
    ]);
    expect(formatMoney(1234.56, 'EUR')).toBe('€1,234.56');
    setDisplayLocale('nl-NL');
    expect(displayLocale()).toBe('nl-NL');
    expect([formatAmount(1234.56), formatHours(7.5), formatDay('2026-11-22')]).toEqual([
      '1.234,56',
      '7,5',
      '22 nov 2026',
    ]);
    expect(formatMoney(1234.56, 'EUR')).toBe('€\u00a01.234,56');
    setDisplayLocale('de-DE');
    expect(formatMoney(1234.56, 'EUR')).toBe('1.234,56\u00a0€');
    expect(parseMoneyText('1.234,56')).toEqual({ ok: true, text: '1234.56' });
  });

  it('is set by the language setting (English keeps the system region)', () => {
    applyLanguage('de');
    expect(displayLocale()).toBe(formatLocale('de', navigator.language));
    expect(useDisplay.getState().locale).toBe(displayLocale());
    expect(formatAmount(1234.56)).toBe('1.234,56');
    applyLanguage('system');
  });
});

describe('typed date words per language', () => {
  // Monday..Sunday of the week of Sunday 22 Nov 2026: what each short day name reads as.
  const weekOf22Nov = [
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
  ];
  it.each([
    {
      language: 'Dutch',
      read: nl,
      relative: { vandaag: '2026-11-22', Gisteren: '2026-11-21', morgen: '2026-11-23', today: '2026-11-22' },
      weekdays: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
      other: { maandag: '2026-11-16', mon: '2026-11-16', '22 nov': '2026-11-22', '22-11-2026': '2026-11-22' },
    },
    {
      language: 'German',
      read: de,
      relative: { heute: '2026-11-22', gestern: '2026-11-21', Morgen: '2026-11-23', yesterday: '2026-11-21' },
      weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
      other: { Montag: '2026-11-16', '22. März 2026': '2026-03-22', '22.11.': '2026-11-22' },
    },
  ])('reads $language words besides English ones', ({ read, relative, weekdays, other }) => {
    expect(Object.keys(relative).map(read)).toEqual(Object.values(relative));
    expect(weekdays.map(read)).toEqual(weekOf22Nov);
    expect(Object.keys(other).map(read)).toEqual(Object.values(other));
  });

  it('refuses in the language, with its own words in the hint', () => {
    expect(nl('binnenkort')).toMatch(
      /^refused: typ een datum zoals 22-11-2026, 2026-11-22, vandaag, gisteren of ma$/,
    );
    expect(de('bald')).toMatch(/22\.11\.2026.*heute.*gestern.*mo/);
    expect(nl('30-02-2026')).toMatch(/^refused: februari 2026 heeft 28 dagen, geen 30 \(hier dag-maand/);
    // Another language's short words are not taken ("wo" is Dutch, not German).
    expect(de('wo')).toMatch(/^refused/);
  });

  it('gives a placeholder in the language', () => {
    const sunday = new Date(2026, 10, 22, 12).getTime();
    expect(dateHint(sunday, 'nl-NL')).toBe('vandaag, zo, 22-11');
    expect(dateHint(sunday, 'de-DE')).toBe('heute, so, 22.11');
    expect(dateHint(sunday, 'en-GB')).toBe('today, sun, 22/11');
  });
});

describe('the week start', () => {
  it('follows the locale or the setting', () => {
    expect(firstDayOfWeek('auto', 'en-US')).toBe(7);
    expect(firstDayOfWeek('auto', 'nl-NL')).toBe(1);
    expect(firstDayOfWeek('auto', 'de-DE')).toBe(1);
    expect(firstDayOfWeek('auto', 'en-GB')).toBe(1);
    expect(firstDayOfWeek('sunday', 'nl-NL')).toBe(7);
    expect(firstDayOfWeek('monday', 'en-US')).toBe(1);
  });

  it('puts a day in the week of its start day', () => {
    // Wednesday 25 November: Monday 23 or Sunday 22; a Sunday starts its own Sunday week.
    expect(weekStartOf('2026-11-25', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-25', 7)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22', 1)).toBe('2026-11-16');
    expect(weekStartOf('2026-11-22', 7)).toBe('2026-11-22');
    expect(weekDates(weekStartOf('2026-11-25', 7))).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});
