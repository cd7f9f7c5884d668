import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, type LanguageSetting } from '../../../shared/i18n/languages';
import { namespaces, resources } from '../../../shared/i18n/resources';

/*
 * The interface's translations (issue 17): one i18next instance for the renderer, the catalogues
 * of shared/i18n bundled (all three languages are small), set up synchronously so the first
 * render already speaks the user's language. Components use `useTranslation('<namespace>')`;
 * code outside React (stores, notifications) uses `i18n.t('<namespace>:<key>')`.
 */

/** The system's locale as the browser (or Electron's window) reports it. */
export function systemLocale(): string {
  return (
    (typeof navigator !== 'undefined' && navigator.language) || Intl.DateTimeFormat().resolvedOptions().locale
  );
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

/** Switches the interface to the language a setting names (the system's for 'system'). */
export function applyLanguage(setting: LanguageSetting | undefined): void {
  const language = resolveLanguage(setting, systemLocale());
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
