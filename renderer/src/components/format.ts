const moneyFormats = new Map<string, Intl.NumberFormat>();
const amountFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** A decimal amount for display, e.g. "46.52" (formatting only; sums come from the core); null is a dash. */
export function formatAmount(value: number | null): string {
  return value === null ? '—' : amountFormat.format(value);
}

/** Hours for display, e.g. "1.5" (at most 2 decimals). */
export function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}

/** An amount in its currency, e.g. "€ 12,500.00"; falls back to "12500.00 XYZ" for unknown codes. */
export function formatMoney(value: number, currency: string): string {
  let f = moneyFormats.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${value.toFixed(2)} ${currency}`;
    }
    moneyFormats.set(currency, f);
  }
  return f.format(value);
}

// PSA dates are calendar days stored as UTC midnight: show that day wherever the user is.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A date or date-time as a local date, e.g. "3 Mar 2026"; unreadable input is shown as given. */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateFormat.format(t);
}
