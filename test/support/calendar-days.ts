/* Days as yyyy-mm-dd text, for tests that check what the calendar makes of a day. */

const DAY_MS = 86_400_000;

/** Noon of a day on this machine's calendar: the same day in every time zone the tests run in. */
export function localNoon(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12).getTime();
}

/** The local calendar day of an instant, yyyy-mm-dd. */
export function localDayOf(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The day `n` days after `day` (before, for a negative n). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day, 0 = Sunday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The Monday of a day's week (weeks from Monday, as the Week screen by default). */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}
