import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits, sumUnits, toUnits, unitsToText } from '../../shared/decimal';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import {
  DateTime,
  Hours,
  Id,
  MAX_ID,
  Money,
  HOURS_SCALE,
  MONEY_SCALE,
  normalizeDateTime,
} from '../../shared/psa/scalars';

/*
 * Round trips of the API's scalars (decisions 7 to 9) over generated values: what a client sends
 * in any accepted form comes out in the one canonical form, and re-reading that form changes
 * nothing.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Writes an instant as local time at `offsetMin` from UTC, e.g. 2026-01-31T11:00:00+02:00. */
function withOffset(ms: number, offsetMin: number, withMillis: boolean): string {
  const d = new Date(ms + offsetMin * 60_000);
  const base =
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const millis = withMillis ? `.${pad(d.getUTCMilliseconds(), 3)}` : '';
  if (offsetMin === 0) return `${base}${millis}Z`;
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${base}${millis}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// Four-digit years only (the wire form); kept a day away from the ends so offsets stay inside.
const instant = fc.integer({ min: Date.UTC(1900, 0, 2), max: Date.UTC(9998, 11, 30) });
const offset = fc.integer({ min: -14 * 60, max: 14 * 60 });

describe('Id', () => {
  it('reads a safe number or a digit string as the same bigint', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (n, asString) => {
        expect(Id.parse(asString ? String(n) : n)).toBe(BigInt(n));
      }),
    );
  });

  it('keeps every digit from 2^53 to 2^63-1, as a lossless JSON number, a bigint or a digit string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n, max: MAX_ID }), (n) => {
        expect(Id.parse(parseJson(String(n)))).toBe(n);
        expect(Id.parse(parseJson(`"${n}"`))).toBe(n);
        expect(Id.parse(n)).toBe(n);
        expect(stringifyJson({ id: Id.parse(n) })).toBe(`{"id":${n}}`);
      }),
    );
    expect(Id.parse(parseJson('14073748835533011'))).toBe(14073748835533011n);
    expect(Id.safeParse(parseJson('9223372036854775808')).success).toBe(false);
    // A float that already lost digits is refused, never guessed.
    expect(Id.safeParse(Number('14073748835533011')).success).toBe(false);
  });

  it('rejects negatives, fractions and non-digit text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: -1 }),
          fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)),
          fc.string().filter((s) => !/^\s*\d{1,16}\s*$/.test(s)),
        ),
        (bad) => {
          expect(Id.safeParse(bad).success).toBe(false);
        },
      ),
    );
  });
});

describe('DateTime', () => {
  it('normalizes any offset, with or without milliseconds, to canonical UTC', () => {
    fc.assert(
      fc.property(instant, offset, fc.boolean(), (ms, off, withMillis) => {
        const exact = withMillis ? ms : ms - (((ms % 1000) + 1000) % 1000);
        const out = DateTime.parse(withOffset(exact, off, withMillis));
        expect(out).toBe(new Date(exact).toISOString());
        expect(out).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        // The canonical form reads back as itself.
        expect(DateTime.parse(out)).toBe(out);
      }),
    );
  });

  it('rejects impossible calendar dates and other text', () => {
    for (const bad of [
      '2026-02-30T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01',
      '',
      'now',
    ]) {
      expect(DateTime.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('Decimal', () => {
  // Money up to 1e10 with 8 decimals: 18 significant digits, more than a double keeps.
  const moneyUnits = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
  const hoursUnits = fc.bigInt({ min: 0n, max: 240_000n });

  it('money: JSON text -> value -> units -> JSON text is the identity, every digit kept', () => {
    fc.assert(
      fc.property(moneyUnits, (units) => {
        const text = unitsToText(units, MONEY_SCALE);
        const value = Money.parse(parseJson(text));
        expect(value).toBe(text);
        expect(toUnits(value, MONEY_SCALE)).toBe(units);
        expect(stringifyJson(fromUnits(units, MONEY_SCALE))).toBe(text);
        expect(Money.parse(text)).toBe(value);
      }),
    );
    expect(Money.parse(parseJson('991.73553719'))).toBe('991.73553719');
  });

  it('hours: JSON text -> value -> units -> JSON text is the identity', () => {
    fc.assert(
      fc.property(hoursUnits, (units) => {
        const text = unitsToText(units, HOURS_SCALE);
        const value = Hours.parse(parseJson(text));
        expect(toUnits(value, HOURS_SCALE)).toBe(units);
        expect(stringifyJson(fromUnits(units, HOURS_SCALE))).toBe(text);
      }),
    );
  });

  it('rejects more decimals than the scale allows', () => {
    expect(Money.safeParse(1.234567891).success).toBe(false);
    expect(Hours.safeParse(1.23456).success).toBe(false);
    expect(Money.parse(100.1)).toBe('100.1');
    expect(Money.parse('100.10')).toBe('100.1');
    expect(Hours.parse(7.3525)).toBe('7.3525');
    // Beyond 64-bit units: refused as out of range, not thrown (the server would answer 500).
    expect(Money.safeParse('9223372036854775807').success).toBe(false);
    expect(Money.safeParse(parseJson('1e30')).success).toBe(false);
  });

  it('sums in units are exact, unlike binary floating point', () => {
    const amounts = fc.array(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), { maxLength: 200 });
    fc.assert(
      fc.property(amounts, (unitList) => {
        const values = unitList.map((u) => fromUnits(u, MONEY_SCALE));
        const total = sumUnits(values.map((v) => toUnits(v, MONEY_SCALE)));
        expect(total).toBe(unitList.reduce((a, u) => a + u, 0n));
      }),
    );
    // The classic drift: 0.1 + 0.2 in floats is 0.30000000000000004; in units it is 0.3.
    expect(unitsToText(toUnits(0.1, MONEY_SCALE) + toUnits(0.2, MONEY_SCALE), MONEY_SCALE)).toBe('0.3');
    // PSOhub's amounts from the total down (decision 27).
    expect(unitsToText(toUnits('991.73553719', MONEY_SCALE) + toUnits('208.26446281', MONEY_SCALE), 8)).toBe(
      '1200',
    );
  });
});

describe('DateTime at the edges of the calendar', () => {
  it('refuses an offset that moves the instant out of the years 0100-9999, so every stored value reads back', () => {
    expect(normalizeDateTime('0100-01-01T00:00:00+01:00')).toBeNull();
    expect(normalizeDateTime('9999-12-31T23:30:00-01:00')).toBeNull();
    const kept = normalizeDateTime('0100-01-01T01:00:00+01:00');
    expect(kept).toBe('0100-01-01T00:00:00.000Z');
    expect(normalizeDateTime(kept as string)).toBe(kept);
  });
});
