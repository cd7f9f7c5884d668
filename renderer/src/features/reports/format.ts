import { formatHours as formatNumber } from '../../components/format';
import { i18n } from '../../i18n';
import { displayLocale } from '../../../../shared/dates-display';

/** The percentage format of the display locale ("87.5" en, "87,5" nl/de), made again when it changes. */
let percentCache = { locale: '', format: new Intl.NumberFormat() };
function percentFormat(): Intl.NumberFormat {
  const locale = displayLocale();
  if (percentCache.locale !== locale)
    percentCache = {
      locale,
      format: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    };
  return percentCache.format;
}

/** Hours as the core gave them, e.g. "7.5 h". */
export function formatHours(hours: number): string {
  return i18n.t('common:hours', { hours: formatNumber(hours) });
}

/** The note under a figure that counts hours not synced yet, e.g. "incl. 3 h not synced yet"; null for none. */
export function unsyncedNote(hours: number): string | null {
  return hours > 0 ? i18n.t('reports:unsynced', { hours: formatHours(hours) }) : null;
}

/** A utilization percentage with its one decimal, e.g. "87.5 %"; "—" without capacity. */
export function formatPercent(percent: number | null): string {
  return percent === null ? '—' : i18n.t('reports:percent', { n: percentFormat().format(percent) });
}

/** Series colours, calm and distinguishable in both themes. */
export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'gray.5',
] as const;
