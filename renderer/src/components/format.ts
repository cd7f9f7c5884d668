import {
  displayLocale,
  formatTime,
  formatDay,
  formatLocalDay,
  onDisplayLocaleChange,
} from '../../../shared/dates-display';
import { i18n } from '../i18n';

/** Number formats made for the display locale (by kind or currency); dropped when it changes. */
const numberFormats = new Map<string, Intl.NumberFormat>();
onDisplayLocaleChange(() => numberFormats.clear());

/** A number format of the display locale (or `locale`), made once per kind and locale. */
function numberFormat(kind: string, options: Intl.NumberFormatOptions, locale?: string): Intl.NumberFormat {
  const loc = locale ?? displayLocale();
  const key = `${kind}|${loc}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(loc, options);
    numberFormats.set(key, f);
  }
  return f;
}

const AMOUNT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const HOURS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const plainMoney = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * A display number as the decimal it stands for: the core sends exact amounts (up to 8 decimals)
 * as their nearest JS number, whose shortest text is that decimal again. Formatting the text, not
 * the binary value, rounds 1.005 to 1.01 (half away from zero, as the core does), not to 1.00.
 */
const exact = (value: number | string) => String(value) as `${number}`;

/**
 * A decimal amount (a display number or exact decimal text) rounded to 2 decimals in the display
 * locale, e.g. "46.52" (en), "1.234,56" (nl, de); sums come from the core; null is a dash.
 */
export function formatAmount(value: number | string | null, locale?: string): string {
  return value === null ? '—' : numberFormat('amount', AMOUNT, locale).format(exact(value));
}

/** Hours for display, e.g. "1.5" ("1,5" in nl and de; at most 2 decimals; the core keeps 4). */
export function formatHours(hours: number, locale?: string): string {
  return numberFormat('hours', HOURS, locale).format(exact(hours));
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 4 };

/** A rate given in percent (21, 5.5) as the locale writes it: "5.5%" (en), "5,5%" (nl), "5,5 %" (de). */
export function formatPercentage(percent: number, locale?: string): string {
  // Divided as decimal text (5.5 -> 5.5E-2), so no binary rest of the division shows.
  const text = exact(percent);
  const share = /e/i.test(text) ? percent / 100 : (`${text}E-2` as `${number}`);
  return numberFormat('percent', PERCENT, locale).format(share);
}

/**
 * An amount in its currency, rounded to its minor unit, in the display locale: "€12,500.00" (en),
 * "€ 12.500,00" (nl), "12.500,00 €" (de); unknown codes: "12500.00 XYZ".
 */
export function formatMoney(value: number | string, currency: string, locale?: string): string {
  let f: Intl.NumberFormat;
  try {
    f = numberFormat(`money:${currency}`, { style: 'currency', currency }, locale);
  } catch {
    return `${plainMoney.format(exact(value))} ${currency}`;
  }
  return f.format(exact(value));
}

/**
 * A rate per unit (a mileage rate per km) in its currency with every digit it has: "€0.23",
 * "€ 0,195" (never rounded to cents); without a known currency, the number alone.
 */
export function formatRate(value: number | string, currency: string | null, locale?: string): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 8 };
  if (currency)
    try {
      return numberFormat(`rate:${currency}`, { style: 'currency', currency, ...digits }, locale).format(
        exact(value),
      );
    } catch {
      // Not a currency Intl knows: the number with its code.
      return `${numberFormat('rate', digits, locale).format(exact(value))} ${currency}`;
    }
  return numberFormat('rate', digits, locale).format(exact(value));
}

/** A calendar date (a PSA date kept as UTC midnight), e.g. "3 Mar 2026"; unreadable input is shown as given. */
export function formatDate(iso: string | null): string {
  return iso ? formatDay(iso) : '—';
}

/** The local day of an instant (a timesheet's start), e.g. "3 Mar 2026". */
export function formatLocalDate(iso: string): string {
  return formatLocalDay(iso);
}

/**
 * The local clock time of an instant in the user's locale: "09:00" where a 24-hour clock is the
 * custom (en-GB, nl, de), "9:00 AM" where it is 12 hours (en-US). `locale` for tests.
 */
export function displayTime(instant: string | number, locale?: string): string {
  return formatTime(instant, locale);
}

/** Whether an ISO day text names a real calendar day. */
function isDay(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0)).toISOString().startsWith(iso);
}

/**
 * A text from the PSA service with its ISO days written in the app's date style ("Hours
 * 2026-09-01 to 2026-09-30" -> "Hours 1 Sept 2026 to 30 Sept 2026"); an impossible day stays as sent.
 */
export function withDisplayDates(text: string): string {
  // "<day> to <day>" is the remote's range: its "to" is said in the interface's language.
  const ranged = text.replace(
    /\b(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\b/g,
    (range, from: string, to: string) =>
      isDay(from) && isDay(to)
        ? i18n.t('common:dayRange', { from: formatDay(from), to: formatDay(to) })
        : range,
  );
  return ranged.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (iso, y: string, m: string, d: string) => {
    const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return t.toISOString().startsWith(iso) ? formatDay(iso) : iso;
  });
}
