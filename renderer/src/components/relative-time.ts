import { useSyncExternalStore } from 'react';
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
/**
 * From a minute on, each unit with how many make the next. No seconds: the screens refresh every
 * 30 s (useNow), so "59 seconds ago" would be stale at once and disagree with a screen drawn a
 * moment later ("1 minute ago"); under 45 s is "just now", from 45 s whole minutes.
 */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
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
  const seconds = (then - now) / 1000;
  if (Math.abs(seconds) < 45) return i18n.t('common:relative.justNow');
  const rtf = relativeFormat();
  let value = seconds / 60;
  for (const [unit, size] of STEPS) {
    // Rounded first, so 59.6 minutes is "1 hour ago", never "60 minutes ago".
    if (Math.abs(Math.round(value)) < size) return rtf.format(Math.round(value), unit);
    value /= size;
  }
  return rtf.format(Math.round(value), 'year');
}

/** How often relative times are brought up to date, on every screen at once. */
const REFRESH_MS = 30_000;

/**
 * One clock for every relative time on screen (the status bar and the Sync page said different
 * things when each read its own): read when the first screen needs it, then every REFRESH_MS.
 */
let clockNow = 0;
const clockListeners = new Set<() => void>();
let clockTimer: ReturnType<typeof setInterval> | undefined;

function subscribeClock(listener: () => void): () => void {
  if (clockListeners.size === 0) {
    clockNow = Date.now();
    clockTimer = setInterval(() => {
      clockNow = Date.now();
      for (const l of clockListeners) l();
    }, REFRESH_MS);
  }
  clockListeners.add(listener);
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0) clearInterval(clockTimer);
  };
}

/** The shared clock's time: the same for every screen, refreshed every 30 s. */
export function useNow(): number {
  return useSyncExternalStore(subscribeClock, () => clockNow || Date.now());
}
