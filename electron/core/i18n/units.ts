import { coreI18n, coreLanguage } from './index';

/*
 * The problems shared/expense-categories.ts finds with a mileage's or per diem's units ("The rate per
 * km must be at most 10000"), in the core's language. shared/ cannot reach the catalogues, so its
 * English sentences are read back here by their fixed forms; English stays exactly as shared/ says it.
 */

type What = 'distance' | 'days' | 'ratePerKm' | 'rate' | 'vatRate';
type Form = 'enter' | 'number' | 'decimals' | 'moreThanZero' | 'atMost' | 'nonNegative';

const WHAT: Record<string, What> = {
  distance: 'distance',
  'number of days': 'days',
  'rate per km': 'ratePerKm',
  rate: 'rate',
  'VAT rate': 'vatRate',
};

const FORMS: [RegExp, Form][] = [
  [/^Enter the (.+)$/, 'enter'],
  [/^The (.+) must be a number, like 12\.5$/, 'number'],
  [/^The (.+) (?:may|must) have at most (\d+) decimals$/, 'decimals'],
  [/^The (.+) must be more than 0$/, 'moreThanZero'],
  [/^The (.+) must be at most (\d+)(?: %)?$/, 'atMost'],
  [/^The (.+) must be a non-negative number$/, 'nonNegative'],
];

/** The subject of a units problem in the core's language, or null when it is not one of ours. */
function subject(english: string): string | null {
  const daily = /^daily rate for (.+)$/.exec(english);
  if (daily) return coreI18n.t('core:units.what.dailyRate', { country: daily[1] });
  const what = WHAT[english];
  return what ? coreI18n.t(`core:units.what.${what}`) : null;
}

/** A units problem of shared/expense-categories.ts in the core's language; other texts as they are. */
export function unitProblemText(message: string): string {
  if (coreLanguage() === 'en') return message;
  if (message === 'Choose a country') return coreI18n.t('core:units.chooseCountry');
  for (const [pattern, form] of FORMS) {
    const m = pattern.exec(message);
    const what = m ? subject(m[1] ?? '') : null;
    if (m && what !== null) return coreI18n.t(`core:units.${form}`, { what, n: m[2] ?? '' });
  }
  return message;
}
