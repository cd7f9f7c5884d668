/*
 * The languages the app speaks (issue 17) and the locale its numbers, dates and money follow.
 * The interface language is a setting: 'system' (the default) follows the operating system or
 * browser when it is one of ours, else English. Formats keep the system's region where the pair
 * exists (English on a Dutch system writes 22-11-2026 and € 1.234,56 as Dutch users expect).
 */

/** Every language of the interface; English is the source and the fallback. */
export const LANGUAGES = ['en', 'nl', 'de'] as const;

/** A language of the interface. */
export type Language = (typeof LANGUAGES)[number];

/** What the user chose in Settings: a language, or the system's. */
export type LanguageSetting = Language | 'system';

/** Each language's own name, as shown in the language picker whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch' };

/** Each language's usual locale when the system's region does not go with it. */
const USUAL_LOCALE: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE' };

/** Whether a text names one of our languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The primary language subtag of a locale ("nl-BE" -> "nl"), lower case. */
function primary(locale: string): string {
  return locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** The interface language for a setting: the chosen one, or the system's when we speak it, else English. */
export function resolveLanguage(setting: LanguageSetting | undefined, systemLocale: string): Language {
  if (setting && setting !== 'system') return setting;
  const system = primary(systemLocale);
  return isLanguage(system) ? system : 'en';
}

/**
 * The locale formats follow for a language: the system locale itself when it is that language
 * (en-US keeps its 12-hour clock, nl-BE its own), English with the system's region (en-NL writes
 * 22-11-2026 and € 1.234,56 as a Dutch system does), else the language's usual locale (nl-NL).
 */
export function formatLocale(language: Language, systemLocale: string): string {
  if (primary(systemLocale) === language) return systemLocale;
  const region = /^[a-z]{2,3}[-_]([a-z]{2})(?:$|[-_])/i.exec(systemLocale)?.[1]?.toUpperCase();
  return language === 'en' && region ? `en-${region}` : USUAL_LOCALE[language];
}
