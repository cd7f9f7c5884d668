import i18next from 'i18next';
import {
  formatLocale,
  isLanguage,
  resolveLanguage,
  type Language,
  type LanguageSetting,
} from '../../../shared/i18n/languages';
import { namespaces, resources } from '../../../shared/i18n/resources';

/*
 * The core's own texts (issue 17): refusals, questions, notifications, the CLI's messages and the
 * PDFs' labels, from the same catalogues as the interface (shared/i18n). The language is the
 * user's setting, or the system's: Electron's app locale, or the process locale (LANG) for web
 * mode and the CLI.
 */

/** The core's i18next instance. */
export const coreI18n = i18next.createInstance();

/** The process's locale (the OS's for Node). */
export function processLocale(): string {
  return Intl.DateTimeFormat().resolvedOptions().locale;
}

void coreI18n.init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: resolveLanguage('system', processLocale()),
  fallbackLng: 'en',
  supportedLngs: ['en', 'nl', 'de'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switches the core's texts to the language a setting names; `system` is the OS's locale. */
export function setCoreLanguage(setting: LanguageSetting | undefined, system = processLocale()): Language {
  const language = resolveLanguage(setting, system);
  if (coreI18n.language !== language) void coreI18n.changeLanguage(language);
  return language;
}

/** The core's current language. */
export function coreLanguage(): Language {
  return isLanguage(coreI18n.language) ? coreI18n.language : 'en';
}

/** The locale the core's dates and numbers follow: its language, with the system's region where they go together. */
export function coreLocale(): string {
  return formatLocale(coreLanguage(), processLocale());
}

/** A number of hours (decimal text or number) as the core's locale writes it: "12.5", "12,5" (no grouping, up to 4 decimals). */
export function coreHours(hours: string | number): string {
  return new Intl.NumberFormat(coreLocale(), { maximumFractionDigits: 4, useGrouping: false }).format(
    Number(hours),
  );
}
