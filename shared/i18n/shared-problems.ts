import en from './locales/en/core';

/*
 * The English problem texts shared/ code builds (it cannot reach i18next: shared/ imports nothing but
 * zod) read back as catalogue keys with their parameters, so that the core and the renderer say
 * them in the user's language (issue 17): our validation texts (core:validation, a number such as
 * "must be at most 500" captured), and the unit problems of shared/expense-categories.ts
 * (core:units). The caller passes its own translate function; English callers keep the text as is.
 */

/** A catalogue key with its parameters; `what` is a nested key (the subject of a unit problem). */
export interface ProblemKey {
  key: string;
  params: Record<string, string>;
  what?: ProblemKey;
}

type ValidationKey = keyof typeof en.validation;

const FIXED = new Map(Object.entries(en.validation).map(([key, text]) => [text, key as ValidationKey]));

/** Our texts with a number in them ("must be at most {{n}}"): a pattern per key, the number captured. */
const NUMBERED = Object.entries(en.validation)
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{\{(\w+)\}\}/)
      .map((part, i) =>
        i % 2 === 1 ? (names.push(part), '(\\d+)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

/** The key of one of our validation texts (fixed, or with a number), or null. */
export function validationKey(message: string): ProblemKey | null {
  const fixed = FIXED.get(message);
  if (fixed) return { key: `core:validation.${fixed}`, params: {} };
  for (const { key, names, pattern } of NUMBERED) {
    const m = pattern.exec(message);
    if (m)
      return {
        key: `core:validation.${key}`,
        params: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])),
      };
  }
  return null;
}

const WHAT: Record<string, keyof typeof en.units.what> = {
  distance: 'distance',
  'number of days': 'days',
  'rate per km': 'ratePerKm',
  rate: 'rate',
  'VAT rate': 'vatRate',
};

const FORMS: [RegExp, Exclude<keyof typeof en.units, 'what'>][] = [
  [/^Enter the (.+)$/, 'enter'],
  [/^The (.+) must be a number, like 12\.5$/, 'number'],
  [/^The (.+) (?:may|must) have at most (\d+) decimals$/, 'decimals'],
  [/^The (.+) must be more than 0$/, 'moreThanZero'],
  [/^The (.+) must be at most (\d+)(?: %)?$/, 'atMost'],
  [/^The (.+) must be a non-negative number$/, 'nonNegative'],
];

/** The subject of a unit problem ("rate per km", "daily rate for Germany") as a key, or null. */
function subjectKey(english: string): ProblemKey | null {
  const daily = /^daily rate for (.+)$/.exec(english);
  if (daily) return { key: 'core:units.what.dailyRate', params: { country: daily[1] ?? '' } };
  const what = WHAT[english];
  return what ? { key: `core:units.what.${what}`, params: {} } : null;
}

/** The key of a unit problem of shared/expense-categories.ts, or null. */
export function unitProblemKey(message: string): ProblemKey | null {
  if (message === en.units.chooseCountry) return { key: 'core:units.chooseCountry', params: {} };
  for (const [pattern, form] of FORMS) {
    const m = pattern.exec(message);
    const what = m ? subjectKey(m[1] ?? '') : null;
    if (m && what) return { key: `core:units.${form}`, params: { n: m[2] ?? '' }, what };
  }
  return null;
}

/** A translate function of either side (coreI18n.t, the renderer's i18n.t). */
export type Translate = (key: string, params: Record<string, string>) => string;

/**
 * A problem text of shared/ code in `language` (a unit problem or a validation text); others, and
 * every text in English, exactly as shared/ wrote it.
 */
export function sharedProblemText(message: string, t: Translate, language: string): string {
  if (language === 'en') return message;
  const found = unitProblemKey(message) ?? validationKey(message);
  if (!found) return message;
  const params = { ...found.params };
  if (found.what) params.what = t(found.what.key, found.what.params);
  return t(found.key, params);
}
