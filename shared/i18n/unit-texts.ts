import type { CalculationParts, DescriptionParts } from '../expense-categories';

/*
 * A mileage's or per diem's calculation ("142 km × 2 × 0,23 = 65,32") and automatic description
 * ("Kilometervergoeding Utrecht – Amsterdam, 142 km retour") in the caller's language (issue 17).
 * shared/ cannot reach i18next, so the caller passes its translate function and the locale of the
 * numbers; the texts are the core catalogue's `unitTexts` group, which the renderer reads too (the
 * form shows what the core will save).
 */

/** A translate function as i18next's t is called here. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Plain decimal text ("0.23") with the locale's decimal separator ("0,23"); exact, no grouping. */
export function localDecimal(text: string, locale: string): string {
  const sep =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return text.replace('.', sep);
}

/** The calculation of a mileage or per diem in the language of `t`, numbers in `locale`. */
export function calculationText(p: CalculationParts, t: Translate, locale: string): string {
  const n = (text: string) => localDecimal(text, locale);
  const k = (key: string) => `core:unitTexts.${key}`;
  if (p.kind === 'perDiem') {
    const params = {
      count: Number(p.days),
      days: n(p.days),
      rate: n(p.rate),
      country: p.country,
      total: n(p.total),
    };
    return p.currency
      ? t(k('perDiemCurrency'), { ...params, currency: p.currency })
      : t(k('perDiem'), params);
  }
  const calculation = t(k(p.roundTrip ? 'mileageRoundTrip' : 'mileage'), {
    km: n(p.km),
    rate: n(p.rate),
    total: n(p.total),
  });
  if (p.vatRate === null) return calculation;
  return t(k('withVat'), { calculation, vatRate: n(p.vatRate), vat: n(p.vat) });
}

/** The automatic description of a mileage or per diem in the language of `t`, numbers in `locale`. */
export function descriptionText(p: DescriptionParts, t: Translate, locale: string): string {
  const k = (key: string) => `core:unitTexts.${key}`;
  if (p.kind === 'perDiem')
    return t(k('descriptionPerDiem'), {
      count: Number(p.days),
      days: localDecimal(p.days, locale),
      country: p.country,
    });
  const key = `descriptionMileage${p.places ? 'Places' : ''}${p.roundTrip ? 'RoundTrip' : ''}`;
  return t(k(key), { km: localDecimal(p.km, locale), places: p.places });
}
