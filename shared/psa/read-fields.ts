import { z } from 'zod';
import { BoolRead, DateTime, DecimalRead, Id, TextRead } from './scalars';

/*
 * Optional fields of read records, as a remote may write them (decision 26). The real PSOhub writes
 * "-" for an empty text and 0 for an absent reference, leaves fields out and sends identifiers as
 * digit strings. Each helper reads a field three ways:
 *   - left out: undefined, "unknown" (the replica keeps what it has);
 *   - empty ("-", blank, null; for references also 0): null, "known to be empty";
 *   - a value its scalar cannot read (a reference beyond 2^63-1, an object where text belongs):
 *     undefined as well, with one console warning per value, so one odd optional field never
 *     refuses a whole list.
 * Required fields (record keys, an entry's account and project) stay strict: skipping a record
 * would look like a deletion to the pull, and a rounded identifier would name another record.
 * The output side of each helper is its scalar's, so the OpenAPI document is unchanged.
 */

/** True for text a remote writes for "empty": blank, or a lone "-" (decision 26). */
export function isEmptyText(value: string): boolean {
  const t = value.trim();
  return t === '' || t === '-';
}

const isEmptyString = (v: unknown): boolean => typeof v === 'string' && isEmptyText(v);
const isAbsentReference = (v: unknown): boolean =>
  v === 0 || v === 0n || (typeof v === 'string' && /^0+$/.test(v.trim()));

const WARN_LIMIT = 50;
const warned = new Set<string>();

/** Tells the developer once per distinct value (at most WARN_LIMIT) that a field was read as unknown. */
function warnUnreadable(what: string, value: unknown): void {
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  const key = `${what}:${shown.slice(0, 100)}`;
  if (warned.has(key) || warned.size >= WARN_LIMIT) return;
  warned.add(key);
  console.warn(`[psa] a remote answer has ${shown.slice(0, 100)} where ${what} belongs; read as unknown`);
}

/**
 * An optional field over `scalar`: left out stays undefined, an empty value is null, a value the
 * scalar refuses is undefined (with a warning); the rest is parsed by the scalar.
 */
function tolerant<T extends z.ZodType>(scalar: T, what: string, isEmpty: (v: unknown) => boolean) {
  const nullable = scalar.nullable();
  return z.preprocess<unknown, z.ZodOptional<z.ZodNullable<T>>, z.input<T> | null | undefined>((v) => {
    if (v === null || v === undefined || isEmpty(v)) return v === undefined ? undefined : null;
    if (nullable.safeParse(v).success) return v;
    warnUnreadable(what, v);
    return undefined;
  }, scalar.nullish());
}

/** An optional text: "-" and blank read as empty. */
export const optText = tolerant(TextRead, 'a text', isEmptyString);
/** An optional reference: 0, "0", "-" and blank read as absent; beyond 2^63-1 as unknown. */
export const optId = tolerant(Id, 'an identifier', (v) => isAbsentReference(v) || isEmptyString(v));
/** An optional decimal. */
export const optDecimal = tolerant(DecimalRead, 'a decimal', isEmptyString);
/** An optional DateTime. */
export const optDateTime = tolerant(DateTime, 'a date-time', isEmptyString);
/** An optional boolean. */
export const optBool = tolerant(BoolRead, 'a boolean', isEmptyString);
/** An optional whole number (a position). */
export const optInt = tolerant(z.number().int(), 'a whole number', isEmptyString);
/** An optional nested object of a read record. */
export function optObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return tolerant(z.looseObject(shape), 'an object', isEmptyString);
}
