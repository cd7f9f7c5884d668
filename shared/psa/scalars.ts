import { isLosslessNumber, type LosslessNumber } from 'lossless-json';
import { z } from 'zod';
import { decimalPlaces, decimalText, toUnits, unitsToText } from '../decimal';
import { validationCode } from '../i18n/problems';

/** Largest identifier accepted: a signed 64-bit integer (decision 7). */
export const MAX_ID = 2n ** 63n - 1n;

/** The message of a value that is missing, or of the wrong kind. */
const missingOr = (message: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? validationCode('required') : message;

/**
 * Identifier: a JSON number (read losslessly: a bigint above 2^53, shared/psa/json.ts) or a digit
 * string in, a bigint out (decisions 7, 25). A JS number that is not a safe integer has already
 * lost digits, so it is refused rather than guessed.
 */
export const Id = z
  .union(
    [
      z.bigint().min(0n),
      z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .trim()
        .regex(/^\d{1,40}$/, validationCode('wholeNumber')),
    ],
    {
      error: missingOr(validationCode('wholeNumberOrDigits')),
    },
  )
  .transform((v) => BigInt(v))
  .pipe(z.bigint().min(0n).max(MAX_ID, validationCode('tooLarge')));

/** Identifier as create and update responses return it: a digit string (decision 7). */
export const IdString = z
  .union([z.string(), z.number(), z.bigint()])
  .transform((v) => String(v))
  .pipe(z.string());

const ISO_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * JSON Schema `pattern` of text that is not only whitespace: what `.trim().min(1)` accepts (JS
 * trim() and the regex class \s agree on what whitespace is). Metadata for the OpenAPI document.
 */
export const NOT_BLANK_PATTERN = '\\S';

/** Canonical DateTime output form: yyyy-mm-ddThh:mm:ss.sssZ. */
export const DATETIME_OUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Parses ISO 8601 with or without milliseconds, with Z or an offset, into epoch milliseconds;
 * returns null for anything else, including impossible calendar dates.
 */
export function parseDateTime(text: string): number | null {
  const m = ISO_INPUT.exec(text);
  if (!m) return null;
  const [, ys, mos, ds, hs, mis, ss, frac, zone] = m;
  const y = Number(ys),
    mo = Number(mos),
    d = Number(ds),
    h = Number(hs),
    mi = Number(mis),
    s = Number(ss);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const ms = frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0;
  const local = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(local);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  let offsetMin = 0;
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2)),
      om = Number(digits.slice(2));
    if (oh > 23 || om > 59) return null;
    offsetMin = sign * (oh * 60 + om);
  }
  const t = local - offsetMin * 60_000;
  if (!Number.isFinite(t) || Math.abs(t) > 8.64e15) return null;
  // The canonical form must read back: an offset must not carry the instant out of the years
  // 0100-9999 in UTC (Date.UTC reads years 0-99 as 1900-1999, and 5-digit years are not ISO).
  const utcYear = new Date(t).getUTCFullYear();
  return utcYear >= 100 && utcYear <= 9999 ? t : null;
}

/** Formats epoch milliseconds as the canonical DateTime string. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** Normalizes any accepted DateTime input to the canonical UTC form; null when invalid. */
export function normalizeDateTime(text: string): string | null {
  const t = parseDateTime(text);
  return t === null ? null : formatDateTime(t);
}

/** DateTime: ISO 8601 in (with or without ms, Z or offset), canonical UTC with ms out (decision 8). */
export const DateTime = z
  .string({ error: missingOr(validationCode('dateTime')) })
  .transform((v, ctx) => {
    const out = normalizeDateTime(v.trim());
    if (out === null) {
      ctx.addIssue({
        code: 'custom',
        message: validationCode('dateTime'),
      });
      return z.NEVER;
    }
    return out;
  })
  .pipe(z.string().regex(DATETIME_OUT));

/**
 * A date filter bound (decision 15): `yyyy-mm-dd` covers that whole day, a DateTime is that exact
 * instant (so a client can page within a day by moving `datefrom` to the last instant it saw).
 * `edge` says which end of a day a date-only value stands for. Output: a canonical DateTime.
 */
function dateBound(edge: 'start' | 'end') {
  return z
    .string()
    .transform((v, ctx) => {
      const t = v.trim();
      const day = /^\d{4}-\d{2}-\d{2}$/.test(t);
      const out = day
        ? normalizeDateTime(`${t}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`)
        : normalizeDateTime(t);
      if (out === null) {
        ctx.addIssue({ code: 'custom', message: validationCode('dateOrDateTime') });
        return z.NEVER;
      }
      return out;
    })
    .pipe(z.string().regex(DATETIME_OUT));
}
/** `datefrom`: a date means from the start of that day; a DateTime means from that instant, inclusive. */
export const DateFrom = dateBound('start');
/** `dateto`: a date means to the end of that day; a DateTime means up to that instant, inclusive. */
export const DateTo = dateBound('end');

/** Scale of money and rates (8 decimals) and of hours (4 decimals), decisions 9 and 27. */
export const MONEY_SCALE = 8;
export const HOURS_SCALE = 4;
/**
 * Default bound of a Decimal: values from -DECIMAL_LIMIT to DECIMAL_LIMIT (at 8 decimals, ten
 * billion keeps a value and sums of many in SQLite's 64-bit INTEGER).
 */
export const DECIMAL_LIMIT = 1e10;

/** A lossless JSON number (shared/psa/json.ts keeps a float that would lose digits as one). */
const losslessNumber = z.custom<LosslessNumber>((v) => isLosslessNumber(v));

/** Any form a decimal may arrive in. */
const decimalInput = (message: string) =>
  z.union([z.number(), z.string(), z.bigint(), losslessNumber], { error: missingOr(message) });

/**
 * A Decimal with at most `scale` decimals: a JSON number (or numeric string) in, its canonical
 * decimal text out ("100.10" and 100.1 give "100.1"). Exactness is kept by storing and summing
 * scaled integers (shared/decimal.ts), never a binary float.
 */
export function decimal(scale: number, opts: { min?: number; max?: number } = {}) {
  const min = opts.min ?? -DECIMAL_LIMIT;
  const max = opts.max ?? DECIMAL_LIMIT;
  const unit = 10n ** BigInt(scale);
  return decimalInput(validationCode('decimal'))
    .transform((v, ctx) => {
      const text = decimalText(v);
      if (text === null) {
        ctx.addIssue({ code: 'custom', message: validationCode('decimal') });
        return z.NEVER;
      }
      if (decimalPlaces(text.replace(/0+$/, '')) > scale) {
        ctx.addIssue({ code: 'custom', message: validationCode('decimalsN'), params: { n: scale } });
        return z.NEVER;
      }
      // A value whose units overflow 64 bits is out of range too (toUnits refuses it).
      const units = unitsOrNull(text, scale);
      if (units === null || units < BigInt(min) * unit || units > BigInt(max) * unit) {
        ctx.addIssue({ code: 'custom', message: validationCode('betweenN'), params: { min, max } });
        return z.NEVER;
      }
      return unitsToText(units, scale);
    })
    .pipe(z.string());
}

/** The units of a decimal text, or null when they do not fit SQLite's 64-bit INTEGER. */
function unitsOrNull(text: string, scale: number): bigint | null {
  try {
    return toUnits(text, scale);
  } catch {
    return null;
  }
}

/** Money and rates: up to 8 decimals. */
export const Money = decimal(MONEY_SCALE);
/** Non-negative money amount. */
export const MoneyNonNegative = decimal(MONEY_SCALE, { min: 0 });
/** Hours: up to 4 decimals. */
export const Hours = decimal(HOURS_SCALE, { min: 0 });

/** Decimal as read from a remote: any finite number or numeric string, no scale check; exact text out. */
export const DecimalRead = decimalInput(validationCode('decimal'))
  .transform((v, ctx) => {
    const text = decimalText(v);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: validationCode('decimal') });
      return z.NEVER;
    }
    return text;
  })
  .pipe(z.string());

/** Boolean as a remote may send it: true/false, "true"/"false", 1/0. */
export const BoolRead = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === 'true' || v === 1)
  .pipe(z.boolean());

/** Text as a remote may send it: a string, or a number turned into one. */
export const TextRead = z
  .union([z.string(), z.number(), z.bigint(), losslessNumber])
  .transform((v) => String(v))
  .pipe(z.string());

/** A UTF-16 surrogate without its partner: not a character, and not representable in UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` is well-formed UTF-16 (no lone surrogate), so it survives UTF-8 unchanged. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first string (value or key, at any depth) in a parsed JSON body or query
 * that holds a lone surrogate; '(root)' for a bare string; null when all text is well-formed.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function loneSurrogatePath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isWellFormedText(v)) return path || '(root)';
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      // Pushed last-first, so fields are reported in the order they were sent.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const childPath = path ? `${path}.${key}` : key;
        if (!isWellFormedText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
