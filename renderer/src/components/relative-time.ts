import { useEffect, useState } from 'react';
import { displayLocale } from '../../../shared/dates-display';
import { i18n } from '../i18n';

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** Relative times in the display locale (the interface language's), made once per locale. */
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = displayLocale();
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return f;
}
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
];

/** "just now", "5 minutes ago", "yesterday"…, for an ISO instant relative to `now`. */
export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  let value = (then - now) / 1000;
  if (Math.abs(value) < 45) return i18n.t('common:relative.justNow');
  const rtf = relativeFormat();
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return rtf.format(Math.round(value), unit);
    value /= size;
  }
  return rtf.format(Math.round(value), 'year');
}

/** The current time, refreshed every `everyMs` so relative times stay true. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
