/*
 * Hours as a person types them, kept exact: the core stores hours to 4 decimals (decision 27), so
 * the forms accept that many and send the decimal text; the core validates. Integer units of
 * 0.0001 h (at most a few hundred thousand) stand in for comparisons and the end-time hint, never
 * a binary float.
 */

/** Decimals of hours the core keeps (HOURS_SCALE; not imported so the week chunk skips zod). */
const SCALE = 4;
const UNITS_PER_HOUR = 10 ** SCALE;
/** Milliseconds in one unit of 0.0001 h. */
const MS_PER_UNIT = 3_600_000 / UNITS_PER_HOUR;

/** Hours typed: the decimal text for the contract and the exact units of 0.0001 h. */
export interface TypedHours {
  text: string;
  units: number;
}

/**
 * Reads "7.5", "7,5", ".25", "7.2525" or "7:30" (h:mm; minutes become hours rounded down to
 * 0.0001 h). Null when it is not hours: negative, more than 4 decimals, garbage.
 */
export function parseHours(typed: string): TypedHours | null {
  const t = typed.trim().replace(',', '.');
  const hm = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (hm) {
    const minutes = Number(hm[2]);
    if (minutes > 59) return null;
    return ofUnits(Number(hm[1]) * UNITS_PER_HOUR + Math.floor((minutes * UNITS_PER_HOUR) / 60));
  }
  const m = /^(\d{0,3})(?:\.(\d{0,4}))?$/.exec(t);
  if (!m || t === '' || t === '.') return null;
  return ofUnits(Number(m[1] || '0') * UNITS_PER_HOUR + Number((m[2] ?? '').padEnd(SCALE, '0')));
}

/** The canonical decimal text of units of 0.0001 h: 72500 -> "7.25". */
function ofUnits(units: number): TypedHours {
  const whole = Math.floor(units / UNITS_PER_HOUR);
  const frac = String(units % UNITS_PER_HOUR)
    .padStart(SCALE, '0')
    .replace(/0+$/, '');
  return { text: frac ? `${whole}.${frac}` : String(whole), units };
}

/**
 * The exact units of hours the core answered (a display number from exact units: its shortest
 * text is the stored decimal), or null for a value that is not such hours.
 */
export function unitsOfHours(hours: number): number | null {
  return parseHours(String(hours))?.units ?? null;
}

/** The end of a period of `units` (0.0001 h) starting at epoch ms `from`. */
export function endAfterUnits(from: number, units: number): number {
  return from + units * MS_PER_UNIT;
}
