import { afterAll, describe, expect, it } from 'vitest';
import { setCoreLanguage } from '../../electron/core/i18n';
import { coreCalculation, coreUnitDescription } from '../../electron/core/i18n/unit-texts';
import {
  computeMileage,
  computePerDiem,
  unitDescription,
  type DescribedUnits,
} from '../../shared/expense-categories';

/*
 * The calculation and automatic description of a mileage or per diem as the core writes them
 * (issue 17): English exactly as shared/expense-categories.ts always wrote it, German with German
 * words and decimal commas.
 */

const mileage = computeMileage({ km: '142', roundTrip: true, rate: '0.23', vatRate: '21' });
const perDiem = computePerDiem({ days: '3', country: 'Germany', rate: '28', currency: 'EUR' });
const oneDay = computePerDiem({ days: '1', country: 'Belgium', rate: '40.5', currency: null });
const described: DescribedUnits[] = [
  { category: 'mileage', km: '142', roundTrip: true, from: 'Utrecht', to: 'Amsterdam' },
  { category: 'mileage', km: '12,50', roundTrip: false },
  { category: 'mileage', km: '7', roundTrip: true, from: '', to: 'Gouda' },
  { category: 'perDiem', days: '1', country: 'Belgium' },
  { category: 'perDiem', days: '2.5', country: 'Germany' },
];

afterAll(() => setCoreLanguage('en'));

describe('the core writes unit texts in its language', () => {
  it('keeps English byte-identical', () => {
    setCoreLanguage('en');
    for (const r of [mileage, perDiem, oneDay]) {
      if (!r.ok) throw new Error('computation failed');
      expect(coreCalculation(r.parts)).toBe(r.calculation);
    }
    for (const d of described) expect(coreUnitDescription(d)).toBe(unitDescription(d));
  });

  it('writes German words and decimal commas', () => {
    setCoreLanguage('de');
    if (!mileage.ok || !perDiem.ok || !oneDay.ok) throw new Error('computation failed');
    expect(coreCalculation(mileage.parts)).toBe('142 km × 2 × 0,23 = 65,32 (inkl. 21 % MwSt. 11,34)');
    expect(coreCalculation(perDiem.parts)).toBe('3 Tage × 28 EUR (Germany) = 84,00 EUR');
    expect(coreCalculation(oneDay.parts)).toBe('1 Tag × 40,5 (Belgium) = 40,50');
    expect(described.map(coreUnitDescription)).toEqual([
      'Kilometergeld Utrecht – Amsterdam, 142 km hin und zurück',
      'Kilometergeld, 12,5 km',
      'Kilometergeld Gouda, 7 km hin und zurück',
      'Tagespauschale Belgium, 1 Tag',
      'Tagespauschale Germany, 2,5 Tage',
    ]);
  });
});
