import { describe, expect, it } from 'vitest';
import { dayMonthOrder, parseDateText } from '../../renderer/src/components/date-text';
import { parseMoneyText } from '../../renderer/src/components/money-text';

/*
 * Dates and amounts as a person types them: understood, or refused with a hint; an impossible
 * date is never rolled over into another one (issue 13, finding 1). 22 Nov 2026 is a Sunday.
 */

const TODAY = '2026-11-22';
const gb = (text: string) => parseDateText(text, { today: TODAY, locale: 'en-GB' });
const us = (text: string) => parseDateText(text, { today: TODAY, locale: 'en-US' });
const date = (r: ReturnType<typeof parseDateText>) => (r.ok ? r.date : `refused: ${r.message}`);

describe('typed dates', () => {
  it('reads today, yesterday and tomorrow', () => {
    expect(date(gb('today'))).toBe('2026-11-22');
    expect(date(gb(' Yesterday '))).toBe('2026-11-21');
    expect(date(gb('TOMORROW'))).toBe('2026-11-23');
  });

  it('reads a weekday as its most recent day, today included', () => {
    expect(date(gb('sun'))).toBe('2026-11-22');
    expect(date(gb('sunday'))).toBe('2026-11-22');
    expect(date(gb('mon'))).toBe('2026-11-16');
    expect(date(gb('Monday'))).toBe('2026-11-16');
    expect(date(gb('sat'))).toBe('2026-11-21');
    expect(date(gb('tue'))).toBe('2026-11-17');
    expect(date(gb('thu'))).toBe('2026-11-19');
  });

  it('reads ISO dates', () => {
    expect(date(gb('2026-11-22'))).toBe('2026-11-22');
    expect(date(us('2026-11-22'))).toBe('2026-11-22');
    expect(date(gb('2028-02-29'))).toBe('2028-02-29');
  });

  it('reads day and month in the order of the locale, the year defaulting to this one', () => {
    expect(date(gb('22-11'))).toBe('2026-11-22');
    expect(date(gb('22/11'))).toBe('2026-11-22');
    expect(date(gb('22.11.2026'))).toBe('2026-11-22');
    expect(date(gb('22/11/2026'))).toBe('2026-11-22');
    expect(date(gb('3/2/2026'))).toBe('2026-02-03');
    expect(date(gb('03/02/26'))).toBe('2026-02-03');
    expect(date(us('11/22'))).toBe('2026-11-22');
    expect(date(us('11/22/2026'))).toBe('2026-11-22');
    expect(date(us('3/2/2026'))).toBe('2026-03-02');
    expect(date(parseDateText('22.11.2026', { today: TODAY, locale: 'de-DE' }))).toBe('2026-11-22');
  });

  it('accepts 29 February in a leap year only', () => {
    expect(date(gb('29/02/2028'))).toBe('2028-02-29');
    expect(date(gb('29/02/2025'))).toMatch(/^refused: February 2025 has 28 days/);
  });

  it('refuses impossible dates with a message, never rolling them over', () => {
    expect(date(gb('2026-02-30'))).toMatch(/^refused: February 2026 has 28 days/);
    expect(date(gb('2026-13-45'))).toMatch(/^refused: there is no month 13/);
    expect(date(gb('31/04/2026'))).toMatch(/^refused: April 2026 has 30 days/);
    expect(date(gb('0/4/2026'))).toMatch(/^refused: /);
    expect(date(gb('2026-04-00'))).toMatch(/^refused: /);
    // In en-US the first number is the month: 22 is none.
    expect(date(us('22/11/2026'))).toMatch(/^refused: there is no month 22.*month\/day/);
  });

  it('refuses what is not a date with a hint of what is', () => {
    for (const bad of ['', 'soon', '2026-1', '1/2/3/4', 'mo', '12345', '2026-11-22x']) {
      const r = gb(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/22\/11\/2026.*today.*mon/);
    }
    const r = us('soon');
    expect(r.ok ? '' : r.message).toMatch(/11\/22\/2026/);
  });

  it('knows the day-month order of a locale', () => {
    expect(dayMonthOrder('en-GB')).toBe('DM');
    expect(dayMonthOrder('nl-NL')).toBe('DM');
    expect(dayMonthOrder('de-DE')).toBe('DM');
    expect(dayMonthOrder('en-US')).toBe('MD');
  });
});

describe('typed amounts', () => {
  const gbMoney = (t: string) => parseMoneyText(t, 'en-GB');
  const deMoney = (t: string) => parseMoneyText(t, 'de-DE');
  const text = (r: ReturnType<typeof parseMoneyText>) => (r.ok ? r.text : `refused: ${r.message}`);

  it('reads grouping and decimals in either convention', () => {
    expect(text(gbMoney('1,234.56'))).toBe('1234.56');
    expect(text(deMoney('1.234,56'))).toBe('1234.56');
    expect(text(gbMoney('1.234,56'))).toBe('1234.56');
    expect(text(gbMoney('1,234,567'))).toBe('1234567');
    expect(text(deMoney('1.234.567'))).toBe('1234567');
    expect(text(gbMoney('1 234,56'))).toBe('1234.56');
    expect(text(gbMoney('12.5'))).toBe('12.5');
    expect(text(gbMoney('.5'))).toBe('.5');
    expect(text(gbMoney('100'))).toBe('100');
  });

  it("decides a lone separator by the locale: three digits after the locale's grouping mark group", () => {
    expect(text(gbMoney('1,234'))).toBe('1234');
    expect(text(deMoney('1,234'))).toBe('1.234');
    expect(text(deMoney('1.234'))).toBe('1234');
    expect(text(gbMoney('1.234'))).toBe('1.234');
    // Not three digits: only a decimal separator makes sense.
    expect(text(gbMoney('12,5'))).toBe('12.5');
    expect(text(gbMoney('1,2345'))).toBe('1.2345');
    expect(text(deMoney('12.50'))).toBe('12.50');
  });

  it('refuses misplaced grouping, negatives and garbage with an example', () => {
    for (const bad of ['1,23,4.5', '-5', 'abc', '1.234.56', '1,234,56.7', '12..5']) {
      const r = gbMoney(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/1,234\.56/);
    }
    const r = deMoney('x');
    expect(r.ok ? '' : r.message).toMatch(/1\.234,56/);
  });
});
