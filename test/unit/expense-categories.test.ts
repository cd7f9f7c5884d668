import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsToText } from '../../shared/decimal';
import {
  computeMileage,
  computePerDiem,
  includedVat,
  parseUnitRate,
  unitDescription,
  type UnitAmountsResult,
} from '../../shared/expense-categories';
import { englishProblem, isProblem } from '../../shared/i18n/problems';

/*
 * Issue 15 point 2: the category maths on exact integers. The oracle below works in plain integer
 * cents with its own rounding, so a float, a truncation or a split that loses a cent shows up:
 *   total = round2(km x factor x rate), VAT = round2(total x r / (100 + r)), ex = total - VAT.
 */

const CENT = 1_000_000n; // money units (10^-8) per cent
const hundredths = (n: bigint) => unitsToText(n, 2);
const tenThousandths = (n: bigint) => unitsToText(n, 4);
/** n / d rounded half away from zero, for n, d >= 0. */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** A failed computation's field and its problem in English (null when it computed). */
const said = (r: UnitAmountsResult) => (r.ok ? null : { field: r.field, message: englishProblem(r.problem) });

/** parseUnitRate's problem in English, or the units. */
function rateSaid(text: string) {
  const r = parseUnitRate(text);
  return isProblem(r) ? englishProblem(r) : r;
}

function ok(r: UnitAmountsResult) {
  if (!r.ok) throw new Error(`${r.field}: ${englishProblem(r.problem)}`);
  return r;
}

const km = fc.bigInt({ min: 1n, max: 10_000_000n }); // 0.01 .. 100000 km, in hundredths
const rate = fc.bigInt({ min: 1n, max: 50_000n }); // 0.0001 .. 5 per km, in ten-thousandths
const vatPercent = fc.bigInt({ min: 0n, max: 10_000n }); // 0 .. 100 %, in hundredths

describe('mileage', () => {
  it('142 km at 0.23 per km, round trip, is 65.32 (no VAT): the issue example', () => {
    const r = ok(computeMileage({ km: '142', roundTrip: true, rate: '0.23', vatRate: null }));
    expect(r.amounts).toEqual({ amountExVAT: '65.32', vatAmount: '0.00', totalAmount: '65.32' });
    expect(r.calculation).toBe('142 km × 2 × 0.23 = 65.32');
  });

  it('splits 21 % VAT included in the rate so that ex + VAT is the total', () => {
    const r = ok(computeMileage({ km: '142', roundTrip: true, rate: '0.23', vatRate: '21' }));
    // 65.32 x 21 / 121 = 11.3365... -> 11.34
    expect(r.amounts).toEqual({ amountExVAT: '53.98', vatAmount: '11.34', totalAmount: '65.32' });
  });

  it('is exact to the cent: total = round2(km x factor x rate)', () => {
    fc.assert(
      fc.property(km, rate, fc.boolean(), (k, p, roundTrip) => {
        const r = ok(
          computeMileage({ km: hundredths(k), roundTrip, rate: tenThousandths(p), vatRate: null }),
        );
        // km/100 x rate/10^4 = k x p / 10^6 money = k x p / 10^4 cents
        const cents = roundDiv(k * (roundTrip ? 2n : 1n) * p, 10_000n);
        expect(r.units.total).toBe(cents * CENT);
        expect(r.units.vat).toBe(0n);
        expect(r.units.ex).toBe(r.units.total);
      }),
    );
  });

  it('keeps ex + VAT == total and the VAT true to the rate within the rounding rule', () => {
    fc.assert(
      fc.property(km, rate, vatPercent, fc.boolean(), (k, p, v, roundTrip) => {
        const r = ok(
          computeMileage({ km: hundredths(k), roundTrip, rate: tenThousandths(p), vatRate: hundredths(v) }),
        );
        const { ex, vat, total } = r.units;
        expect(ex + vat).toBe(total);
        for (const u of [ex, vat, total]) expect(u % CENT).toBe(0n);
        const [exC, vatC, totalC] = [ex / CENT, vat / CENT, total / CENT];
        expect(exC >= 0n && vatC >= 0n).toBe(true);
        // VAT = round2(total x v / (100 + v)): at most half a cent from the exact share ...
        const scale = 10_000n + v;
        const off = vatC * scale - totalC * v;
        expect(2n * (off < 0n ? -off : off) <= scale).toBe(true);
        // ... so it is within a cent of ex x v / 100 (the rate applied to the amount without VAT).
        const drift = vatC * 10_000n - exC * v;
        expect(2n * (drift < 0n ? -drift : drift) <= scale).toBe(true);
        // The text amounts are the units, with two decimals.
        expect(r.amounts.totalAmount).toBe(`${totalC / 100n}.${String(totalC % 100n).padStart(2, '0')}`);
      }),
    );
  });

  it('a round trip is the distance counted twice', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 5_000_000n }), rate, vatPercent, (k, p, v) => {
        const base = { rate: tenThousandths(p), vatRate: hundredths(v) };
        const there = ok(computeMileage({ ...base, km: hundredths(k), roundTrip: true }));
        const long = ok(computeMileage({ ...base, km: hundredths(2n * k), roundTrip: false }));
        expect(there.amounts).toEqual(long.amounts);
      }),
    );
  });

  it('names the field at fault and takes a comma as decimal separator', () => {
    expect(said(computeMileage({ km: '', roundTrip: false, rate: '0.23', vatRate: null }))).toEqual({
      field: 'km',
      message: 'Enter the distance',
    });
    expect(computeMileage({ km: '12.345', roundTrip: false, rate: '0.23', vatRate: null })).toMatchObject({
      ok: false,
      field: 'km',
    });
    expect(said(computeMileage({ km: '0', roundTrip: false, rate: '0.23', vatRate: null }))).toEqual({
      field: 'km',
      message: 'The distance must be more than 0',
    });
    expect(
      ok(computeMileage({ km: '142,5', roundTrip: false, rate: '0,23', vatRate: null })).amounts.totalAmount,
    ).toBe('32.78');
    expect(parseUnitRate('0,23')).toBe(23_000_000n);
    expect(rateSaid('0.23456')).toBe('The rate may have at most 4 decimals');
    expect(rateSaid('abc')).toBe('The rate must be a non-negative number');
    expect(rateSaid('0.123456789')).toBe('The rate must have at most 8 decimals');
    expect(rateSaid('10001')).toBe('The rate must be at most 10000');
    const vat = computeMileage({ km: '1', roundTrip: false, rate: '0.23', vatRate: '101' });
    expect(said(vat)).toEqual({ field: 'vatRate', message: 'The VAT rate must be at most 100 %' });
    const perDiem = computePerDiem({ days: '2', country: 'Germany', rate: '' });
    expect(said(perDiem)).toEqual({ field: 'rate', message: 'Enter the daily rate for Germany' });
    expect(computeMileage({ km: '1', roundTrip: false, rate: '0.23', vatRate: '101' })).toMatchObject({
      ok: false,
      field: 'vatRate',
    });
  });
});

describe('per diem', () => {
  it('is days x the daily rate, rounded to the cent, without VAT', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 36_600n }), fc.bigInt({ min: 1n, max: 10_000_000n }), (d, p) => {
        const r = ok(computePerDiem({ days: hundredths(d), country: 'Germany', rate: tenThousandths(p) }));
        expect(r.units.total).toBe(roundDiv(d * p, 10_000n) * CENT);
        expect(r.units.vat).toBe(0n);
        expect(r.units.ex).toBe(r.units.total);
      }),
    );
    const r = ok(computePerDiem({ days: '3', country: 'Germany', rate: '28', currency: 'EUR' }));
    expect(r.amounts.totalAmount).toBe('84.00');
    expect(r.calculation).toBe('3 days × 28 EUR (Germany) = 84.00 EUR');
  });

  it('refuses a missing country or more days than a year has', () => {
    expect(computePerDiem({ days: '2', country: ' ', rate: '28' })).toMatchObject({
      ok: false,
      field: 'country',
    });
    expect(computePerDiem({ days: '367', country: 'Germany', rate: '28' })).toMatchObject({
      ok: false,
      field: 'days',
    });
  });
});

describe('the rounding and the text', () => {
  it('rounds the included VAT half away from zero', () => {
    // 1.21 incl. 21 %: VAT 0.21 exactly; 0.05 incl. 10 %: 0.004545.. -> 0.00; 0.11 incl. 10 %: 0.01
    expect(includedVat(121n * CENT, 21n * 100_000_000n)).toBe(21n * CENT);
    expect(includedVat(5n * CENT, 10n * 100_000_000n)).toBe(0n);
    expect(includedVat(11n * CENT, 10n * 100_000_000n)).toBe(1n * CENT);
  });

  it('describes the units for an empty description', () => {
    expect(
      unitDescription({ category: 'mileage', km: '142', roundTrip: true, from: 'Utrecht', to: 'Amsterdam' }),
    ).toBe('Mileage Utrecht – Amsterdam, 142 km round trip');
    expect(unitDescription({ category: 'mileage', km: '12,50', roundTrip: false })).toBe('Mileage, 12.5 km');
    expect(unitDescription({ category: 'perDiem', days: '1', country: 'Belgium' })).toBe(
      'Per diem Belgium, 1 day',
    );
  });
});
