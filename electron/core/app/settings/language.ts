import { setDisplayLocale } from '../../../../shared/dates-display';
import {
  formatLocale,
  isLanguage,
  resolveLanguage,
  type LanguageSetting,
} from '../../../../shared/i18n/languages';
import type { WeekStartSetting } from '../../../../shared/dates-display';
import type { Db } from '../../db/connection';
import { getReplicaSetting } from '../../db/repositories/sync-meta';
import { processLocale, setCoreLanguage } from '../../i18n';

/*
 * The language setting in the core (issue 17): the core's own texts (refusals, questions, the
 * CLI's messages, PDFs) follow it, and so do the dates and numbers in them, through the display
 * locale of shared/dates-display.ts. Applied when the core opens a data folder and after each
 * settings:update that changes it.
 */

/** The stored language setting ('system' when none or unknown). */
export function languageSetting(db: Db): LanguageSetting {
  const v = getReplicaSetting(db, 'language');
  return v !== undefined && isLanguage(v) ? v : 'system';
}

/** The stored week start setting ('auto' when none or unknown). */
export function weekStartSetting(db: Db): WeekStartSetting {
  const v = getReplicaSetting(db, 'week_start');
  return v === 'monday' || v === 'sunday' ? v : 'auto';
}

/** The locale the core writes dates and numbers in for a language setting (the OS's region kept). */
export function coreFormatLocale(setting: LanguageSetting, system = processLocale()): string {
  return formatLocale(resolveLanguage(setting, system), system);
}

/** Makes the core speak and write dates in the stored language (texts via setCoreLanguage). */
export function applyCoreLanguage(db: Db, system = processLocale()): void {
  const setting = languageSetting(db);
  setCoreLanguage(setting, system);
  setDisplayLocale(coreFormatLocale(setting, system));
}
