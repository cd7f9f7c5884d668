import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { resources } from '../../../shared/i18n/resources';
import { rescaleUnits, unitsToText } from '../../../shared/decimal';
import { MONEY_SCALE } from '../../../shared/psa/scalars';

/*
 * Labels and number formats of a PDF in one language: the `pdf` namespace of shared/i18n, and
 * Intl for money ("€1,234.56", "€ 1.234,56", "1.234,56 €"), dates and percentages. A document
 * is in one language whatever the process's: each call gets its own fixed t.
 */

/** Each language's locale on a document: no system region applies to a document sent abroad. */
const DOCUMENT_LOCALE: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE' };

const labels = i18next.createInstance();
void labels.init({
  resources,
  ns: ['pdf'],
  defaultNS: 'pdf',
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Labels, money, dates and percentages of a document in `language`. */
export interface DocumentFormat {
  language: Language;
  t: TFunction<'pdf'>;
  /** Money units (10^-8) rounded half away from zero to the currency's minor unit, with its symbol. */
  money: (units: bigint, currency: string) => string;
  /** An ISO date or date-time as a long date ("20 November 2026"); '' for none. */
  date: (iso: string | null) => string;
  /** An ISO date or date-time as a short date ("01/09/2026", "01-09-2026", "01.09.2026"); '' for none. */
  shortDate: (iso: string | null) => string;
  /** A decimal text as a number of the locale ("7.5", "7,5"). */
  number: (text: string) => string;
  /** A percentage given as decimal text ("21" -> "21%", "21 %"). */
  percent: (text: string) => string;
}

const digitsOf = new Map<string, number>();

/** Decimals of a currency's minor unit (2 for EUR, 0 for JPY); 2 when the runtime does not know it. */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    try {
      const f = new Intl.NumberFormat('en', { style: 'currency', currency });
      digits = f.resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * Money units (10^-8) as a plain decimal at the currency's minor unit, rounded half away from
 * zero: 12345678900n in EUR is "123.46". The stored and sent amounts stay exact (decision 9).
 */
export function moneyText(units: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const [int = '0', frac = ''] = unitsToText(rescaleUnits(units, MONEY_SCALE, digits), digits).split('.');
  return digits === 0 ? int : `${int}.${frac.padEnd(digits, '0')}`;
}

/** The labels and formats of a document in `language`. */
export function documentFormat(language: Language): DocumentFormat {
  const locale = DOCUMENT_LOCALE[language];
  const currencies = new Map<string, Intl.NumberFormat>();
  const currencyFormat = (currency: string): Intl.NumberFormat => {
    let f = currencies.get(currency);
    if (!f) {
      try {
        f = new Intl.NumberFormat(locale, { style: 'currency', currency });
      } catch {
        f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
      }
      currencies.set(currency, f);
    }
    return f;
  };
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDates = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const asDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  // Intl formats a decimal string exactly, with no float in between.
  const exact = (f: Intl.NumberFormat, text: string) => f.format(text as `${number}`);
  return {
    language,
    t: labels.getFixedT(language, 'pdf'),
    money: (units, currency) => exact(currencyFormat(currency), moneyText(units, currency)),
    date: (iso) => (iso ? dates.format(asDate(iso)) : ''),
    shortDate: (iso) => (iso ? shortDates.format(asDate(iso)) : ''),
    number: (text) => exact(numbers, text),
    percent: (text) => exact(percents, (Number(text) / 100).toString()),
  };
}
