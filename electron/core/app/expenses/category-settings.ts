import type {
  CategorySettingsViewT,
  expenseCategoryChannels,
  PerDiemRateT,
} from '../../../../shared/app/channels/expense-categories';
import { unitsToText } from '../../../../shared/decimal';
import {
  dailyRateFor,
  parseUnitRate,
  parseVatPercent,
  RATE_PER_KM,
} from '../../../../shared/expense-categories';
import { isProblem, type Problem } from '../../../../shared/i18n/problems';
import { PsaError } from '../../../../shared/psa/errors';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { coreI18n } from '../../i18n';
import { problemText } from '../../i18n/problems';

/*
 * The firm's expense category settings, kept as replica settings like the others: the mileage rate
 * per km (default 0.23), the VAT included in it (default none), and the per-diem table (country ->
 * daily rate, optionally in one currency). Everything is checked before anything is stored.
 */

/** The mileage rate per km when the firm set none. */
export const DEFAULT_MILEAGE_RATE = '0.23';

type Update = z.output<(typeof expenseCategoryChannels)['expenses:setCategorySettings']['request']>;

const canonical = (units: bigint) => unitsToText(units, MONEY_SCALE);

function refuse(path: string, said: string | Problem): never {
  const message = typeof said === 'string' ? said : problemText(said);
  throw new PsaError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
}

function readPerDiem(db: Db): PerDiemRateT[] {
  const text = getReplicaSetting(db, 'per_diem_rates');
  if (!text) return [];
  try {
    const rows = JSON.parse(text) as PerDiemRateT[];
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

/** The firm's category settings as stored (defaults where none are set). */
export function readCategorySettings(db: Db): CategorySettingsViewT {
  return {
    mileageRate: getReplicaSetting(db, 'mileage_rate') ?? DEFAULT_MILEAGE_RATE,
    mileageVatRate: getReplicaSetting(db, 'mileage_vat_rate') ?? null,
    perDiem: readPerDiem(db),
  };
}

/** The per-diem table checked: names present and unique, rates exact, currencies ISO codes. */
function checkPerDiem(rows: NonNullable<Update['perDiem']>): PerDiemRateT[] {
  const seen = new Set<string>();
  return rows.map((r, i) => {
    const country = r.country.trim();
    const at = `perDiem.${i}`;
    if (country === '') refuse(`${at}.country`, coreI18n.t('core:units.rowCountry', { row: i + 1 }));
    if (country.length > 60) refuse(`${at}.country`, coreI18n.t('core:units.rowCountryLong', { row: i + 1 }));
    const key = country.toLocaleLowerCase();
    if (seen.has(key)) refuse(`${at}.country`, coreI18n.t('core:units.twice', { country }));
    seen.add(key);
    const rate = parseUnitRate(r.rate, dailyRateFor(country));
    if (isProblem(rate)) refuse(`${at}.rate`, rate);
    const cur = (r.currency ?? '').trim().toUpperCase();
    if (cur !== '' && !/^[A-Z]{3}$/.test(cur))
      refuse(`${at}.currency`, coreI18n.t('core:units.currency', { country }));
    return { country, rate: canonical(rate), currency: cur === '' ? null : cur };
  });
}

/**
 * Checks and stores the parts of the category settings given, in one transaction; a wrong value
 * refuses the whole request (VALIDATION_FAILED naming the field) and stores nothing.
 */
export function writeCategorySettings(db: Db, req: Update): CategorySettingsViewT {
  let mileageRate: string | undefined;
  if (req.mileageRate !== undefined) {
    const rate = parseUnitRate(req.mileageRate, RATE_PER_KM);
    if (isProblem(rate)) refuse('mileageRate', rate);
    mileageRate = canonical(rate);
  }
  let vat: string | null | undefined;
  if (req.mileageVatRate !== undefined) {
    const r = parseVatPercent(req.mileageVatRate);
    if (isProblem(r)) refuse('mileageVatRate', r);
    vat = r === 0n ? null : canonical(r);
  }
  const perDiem = req.perDiem === undefined ? undefined : checkPerDiem(req.perDiem);
  writeTransaction(db, () => {
    if (mileageRate !== undefined) setReplicaSetting(db, 'mileage_rate', mileageRate);
    if (vat !== undefined) setReplicaSetting(db, 'mileage_vat_rate', vat);
    if (perDiem !== undefined) setReplicaSetting(db, 'per_diem_rates', JSON.stringify(perDiem));
  });
  return readCategorySettings(db);
}
