import { AppCallError } from '../contract/client';

/*
 * What the forms do with typed values and with the core's refusals, in one place.
 */

/** The core's field problems (path -> message) by top-level field, for the form's inputs. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof AppCallError)
    for (const d of err.details ?? []) out[d.path.split('.')[0] ?? d.path] ??= d.message;
  return out;
}

/** A trimmed text, or null when nothing was typed (null clears an optional field on update). */
export function textOrNull(value: string): string | null {
  const t = value.trim();
  return t === '' ? null : t;
}

/**
 * The leading id of a typed or picked value ("3 · Retainer" -> "3"), as decimal text, or null.
 * Ids stay text: the PSA service's 17-digit ids do not fit a JS number.
 */
export function idOrNull(value: string): string | null {
  const m = /^\s*(-?\d{1,19})(?!\d)/.exec(value);
  return m?.[1] ?? null;
}
