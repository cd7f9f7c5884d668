import { moneyText } from '../../../../shared/expense-math';
import { coreI18n, coreLanguage, coreLocale } from '../../i18n';

/*
 * The expense report's words (pdf:expenseReport) in the core's language, and its amounts and dates
 * in coreLocale() (issue 17). English keeps what the report always showed, exact plain amounts
 * ("1234.56") and ISO dates, which its readers compare with the CSV; other languages write them
 * as their locale does ("1.234,56", "03.11.2026"). Amounts stay exact: the digits are the stored
 * units' decimal text, only the separators change.
 */

/** A report text by its key under pdf:expenseReport. */
export function rt(key: string, params?: Record<string, string | number>): string {
  return coreI18n.t(`pdf:expenseReport.${key}` as never, params as never) as unknown as string;
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** Money units as the report writes them: "1234.56" in English, "1.234,56" in German (exact). */
export function reportMoney(units: bigint): string {
  const text = moneyText(units);
  if (coreLanguage() === 'en') return text;
  const { group, decimal } = separators(coreLocale());
  const [whole = '0', frac = ''] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${decimal}${frac}`;
}

/** A day (YYYY-MM-DD) as the report writes it: ISO in English, else the locale's numeric date. */
export function reportDate(day: string): string {
  if (coreLanguage() === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(coreLocale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
