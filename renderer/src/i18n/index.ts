import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDisplayLocale, type WeekStartSetting } from '../../../shared/dates-display';
import { formatLocale, resolveLanguage, type LanguageSetting } from '../../../shared/i18n/languages';
import { useDisplay } from './display';
import { namespaces, resources } from '../../../shared/i18n/resources';

/*
 * The interface's translations (issue 17): one i18next instance for the renderer, the catalogues
 * of shared/i18n bundled (all three languages are small), set up synchronously so the first
 * render already speaks the user's language. Components use `useTranslation('<namespace>')`;
 * code outside React (stores, notifications) uses `i18n.t('<namespace>:<key>')`.
 */

/**
 * The page's globals, read through globalThis: node-side unit tests import the date helpers
 * (and so this module) where no DOM types or objects exist.
 */
const page = globalThis as {
  navigator?: { language?: string };
  document?: { documentElement: { lang: string } };
};

/** The system's locale as the browser (or Electron's window) reports it. */
export function systemLocale(): string {
  return page.navigator?.language || Intl.DateTimeFormat().resolvedOptions().locale;
}

/** The renderer's i18next instance. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: resolveLanguage('system', systemLocale()),
  fallbackLng: 'en',
  supportedLngs: ['en', 'nl', 'de'],
  // React escapes what it renders; escaping here too would show &amp; in names like "Weber & Co".
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Switches the interface to the language a setting names (the system's for 'system'), and every
 * date, number and amount to that language's locale (formatLocale). The locale is set before the
 * language changes, so the screens react-i18next re-renders already write the new formats.
 */
export function applyLanguage(setting: LanguageSetting | undefined): void {
  const system = systemLocale();
  const language = resolveLanguage(setting, system);
  const locale = formatLocale(language, system);
  setDisplayLocale(locale);
  useDisplay.getState().setLocale(locale);
  if (page.document) page.document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Sets the first day of the week shown (the locale's custom for 'auto'); week views follow at once. */
export function applyWeekStart(setting: WeekStartSetting | undefined): void {
  useDisplay.getState().setWeekStart(setting ?? 'auto');
}

// Formats follow the system's language until the settings are read (then the setting's).
applyLanguage('system');
