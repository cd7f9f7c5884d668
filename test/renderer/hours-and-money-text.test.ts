import { describe, expect, it } from 'vitest';
import { formatAmount, formatHours, formatMoney } from '../../renderer/src/components/format';
import { idOrNull } from '../../renderer/src/components/form-values';
import { endAfterUnits, parseHours, unitsOfHours } from '../../renderer/src/components/hours-text';
import { idFromText } from '../../renderer/src/features/entry/lines';

/*
 * What the forms make of typed hours and ids, and how amounts are shown: hours to 4 decimals and
 * ids of up to 19 digits stay exact text on their way to the core; displays round to 2 decimals
 * from the amount's decimal text.
 */

describe('typed hours', () => {
  it('reads up to 4 decimals exactly, with a comma or a point, and h:mm', () => {
    expect(parseHours('7.5')).toEqual({ text: '7.5', units: 75_000 });
    expect(parseHours('7,2525')).toEqual({ text: '7.2525', units: 72_525 });
    expect(parseHours('.25')).toEqual({ text: '0.25', units: 2_500 });
    expect(parseHours('08.50')).toEqual({ text: '8.5', units: 85_000 });
    expect(parseHours('7:30')).toEqual({ text: '7.5', units: 75_000 });
    // 20 minutes is a third of an hour: rounded down to 0.0001 h.
    expect(parseHours('1:20')).toEqual({ text: '1.3333', units: 13_333 });
  });

  it('refuses more than 4 decimals, negatives and garbage', () => {
    for (const bad of ['7.25251', '-1', '', '.', 'abc', '7:60', '1e2', '1.2.3'])
      expect(parseHours(bad)).toBeNull();
  });

  it("compares with the core's hours and ends a period exactly", () => {
    expect(unitsOfHours(7.2525)).toBe(72_525);
    expect(unitsOfHours(0.3)).toBe(3_000);
    // 1.0001 h is 3600.36 s.
    expect(endAfterUnits(0, 10_001)).toBe(3_600_360);
  });
});

describe('typed ids', () => {
  it('keeps every digit of a 17- to 19-digit id as text', () => {
    expect(idFromText('14073748835533011', [])).toBe('14073748835533011');
    expect(idFromText('Consultancy hours (19073748835533020)', [])).toBe('19073748835533020');
    expect(idFromText('9223372036854775807', [])).toBe('9223372036854775807');
    expect(idFromText('12345678901234567890', [])).toBeNull();
    expect(idOrNull('18073748835533013 · Retainer (EUR)')).toBe('18073748835533013');
    expect(idOrNull('-3')).toBe('-3');
    expect(idOrNull('Retainer')).toBeNull();
  });
});

describe('amounts and hours on screen', () => {
  it('rounds to 2 decimals half away from zero, from the decimal the number stands for', () => {
    expect(formatAmount(1.005)).toMatch(/^1[.,]01$/);
    expect(formatAmount(991.73553719)).toMatch(/^991[.,]74$/);
    expect(formatAmount(null)).toBe('—');
    expect(formatHours(7.2525)).toMatch(/^7[.,]25$/);
    expect(formatMoney(208.26446281, 'EUR')).toMatch(/208[.,]26/);
    expect(formatMoney(0.125, 'XYZ1')).toBe('0.13 XYZ1');
  });
});
