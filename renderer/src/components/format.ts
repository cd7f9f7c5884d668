import { formatTime, formatDay, formatLocalDay } from '../../../shared/dates-display';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const amountFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
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
 * A decimal amount (a display number or exact decimal text) rounded to 2 decimals, e.g. "46.52"
 * (sums come from the core); null is a dash.
 */
export function formatAmount(value: number | string | null): string {
  return value === null ? '—' : amountFormat.format(exact(value));
}

/** Hours for display, e.g. "1.5" (at most 2 decimals; the core keeps 4). */
export function formatHours(hours: number): string {
  return hoursFormat.format(exact(hours));
}

/** An amount in its currency, rounded to its minor unit, e.g. "€ 12,500.00"; unknown codes: "12500.00 XYZ". */
export function formatMoney(value: number, currency: string): string {
  let f = moneyFormats.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${plainMoney.format(exact(value))} ${currency}`;
    }
    moneyFormats.set(currency, f);
  }
  return f.format(exact(value));
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

/**
 * A text from the PSA service with its ISO days written in the app's date style ("Hours
 * 2026-09-01 to 2026-09-30" -> "Hours 1 Sept 2026 to 30 Sept 2026"); an impossible day stays as sent.
 */
export function withDisplayDates(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (iso, y: string, m: string, d: string) => {
    const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return t.toISOString().startsWith(iso) ? formatDay(iso) : iso;
  });
}
