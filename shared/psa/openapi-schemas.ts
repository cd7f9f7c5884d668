import type { z } from 'zod';
import { ContactCreate, TimesheetFields } from './resources';
import { INVOICE_FILTER_STATUSES, InvoiceStatusQuery } from './endpoints';
import {
  DATETIME_OUT,
  DECIMAL_LIMIT,
  DateFrom,
  DateTime,
  DateTo,
  DecimalRead,
  HOURS_SCALE,
  Id,
  IdString,
  MAX_ID,
  MONEY_SCALE,
  MoneyNonNegative,
} from './scalars';

/*
 * JSON Schemas of the scalars whose generated schema says less than the server enforces. zod
 * generates a transform's input as a bare `string` (a DateTime's calendar check, a Decimal's scale
 * and range are code) and a union of a number and its text form as `[number, string]`; these are
 * written here from the constants the parsers use. Where a parser also takes forms the document
 * leaves out (surrounding spaces, an offset without a colon, exponents), the document is the
 * stricter of the two: whatever it allows, the server accepts. test/unit/openapi-schemas.test.ts
 * holds each schema to its parser.
 */

/** A JSON Schema object. */
export type JsonSchema = Record<string, unknown>;

/**
 * Regex source of the strings of 1 to String(max).length digits (leading zeros allowed) whose
 * value is at most `max`: shorter strings, then one alternative per digit of `max` that is lower.
 */
export function digitsAtMost(max: number | bigint): string {
  const s = String(max);
  const width = s.length;
  const alts = width > 1 ? [`\\d{1,${width - 1}}`] : [];
  for (let i = 0; i < width; i++) {
    const d = Number(s[i]);
    if (d === 0) continue;
    const rest = width - 1 - i;
    alts.push(`${s.slice(0, i)}${d === 1 ? '0' : `[0-${d - 1}]`}${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  alts.push(s);
  return `^(?:${alts.join('|')})$`;
}

// Years 0100-9999: Date.UTC reads the years 0-99 as 1900-1999, so the parser refuses them.
const YEAR = '(?:0[1-9]\\d{2}|[1-9]\\d{3})';
const DATE = `${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])`;
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?';
const ZONE = '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
/** A calendar date yyyy-mm-dd (the `date` format checks the day exists in its month). */
export const DATE_PATTERN = `^${DATE}$`;
/**
 * An RFC 3339 date-time as the parser takes it: upper-case T and Z, seconds, up to 9 decimals
 * (kept to the millisecond), Z or an offset up to 23:59. The look-ahead leaves out the two days
 * whose offset can move the instant out of the years 0100-9999 in UTC: the last day of 9999 with a
 * negative offset (no canonical form: refused) and the first day of 0100 with a positive one (the
 * server would store a year-0099 value it cannot read back).
 */
export const DATETIME_PATTERN = `^(?!9999-12-31T.*-|0100-01-01T.*\\+)${DATE}T${TIME}${ZONE}$`;

const DATETIME_TEXT =
  'an RFC 3339 date-time such as 2026-01-31T09:00:00Z or 2026-01-31T10:00:00.000+01:00, ' +
  'years 0100-9999, fractions up to 9 digits (kept to the millisecond)';

/** A DateTime as a client sends it. */
export const dateTimeRequest: JsonSchema = {
  type: 'string',
  format: 'date-time',
  pattern: DATETIME_PATTERN,
  description: `DateTime: ${DATETIME_TEXT}; answered in UTC as yyyy-mm-ddThh:mm:ss.sssZ.`,
};

/** A DateTime as the server answers it: canonical UTC with milliseconds. */
export const dateTimeResponse: JsonSchema = {
  type: 'string',
  format: 'date-time',
  pattern: DATETIME_OUT.source,
};

/** A date filter bound (datefrom, dateto): a date for its whole day, or an exact instant. */
function dateBound(edge: 'start' | 'end'): JsonSchema {
  return {
    anyOf: [
      { type: 'string', format: 'date', pattern: DATE_PATTERN },
      { type: 'string', format: 'date-time', pattern: DATETIME_PATTERN },
    ],
    description: `A date yyyy-mm-dd (years 0100-9999) standing for the ${edge} of that day in UTC, or ${DATETIME_TEXT}.`,
  };
}

/**
 * An identifier as a JSON number. JSON Schema holds the bound as a float: the largest one not
 * above MAX_ID (Number(MAX_ID) is 2^63, which the server refuses).
 */
const idInteger: JsonSchema = { type: 'integer', minimum: 0, maximum: Number(MAX_ID - 1023n) };

/** An identifier as a client sends it (decision 7); the string pattern is exact. */
export const idRequest: JsonSchema = {
  anyOf: [idInteger, { type: 'string', pattern: digitsAtMost(MAX_ID) }],
  description: `Identifier: a whole number from 0 to ${MAX_ID}, as a JSON number or a string of digits.`,
};

/**
 * A non-negative Decimal with at most `scale` decimals, below DECIMAL_LIMIT, as a JSON number or
 * as a string of digits (no sign, exponent or leading zeros in the string form).
 */
export function decimalRequest(scale: number): JsonSchema {
  const intDigits = String(DECIMAL_LIMIT).length - 1;
  return {
    anyOf: [
      { type: 'number', minimum: 0, maximum: DECIMAL_LIMIT, multipleOf: Number(`1e-${scale}`) },
      { type: 'string', pattern: `^(?:0|[1-9]\\d{0,${intDigits - 1}})(?:\\.\\d{1,${scale}})?$` },
    ],
    description: `Decimal: at most ${scale} decimals, from 0 to ${DECIMAL_LIMIT}; a JSON number or a string of digits.`,
  };
}

/** NumberOfHours: more than 0, at most 24, at most HOURS_SCALE decimals. */
const hoursRequest: JsonSchema = {
  anyOf: [
    { type: 'number', exclusiveMinimum: 0, maximum: 24, multipleOf: Number(`1e-${HOURS_SCALE}`) },
    {
      type: 'string',
      pattern: `^(?!0(?:\\.0{1,${HOURS_SCALE}})?$)(?:(?:1?\\d|2[0-3])(?:\\.\\d{1,${HOURS_SCALE}})?|24(?:\\.0{1,${HOURS_SCALE}})?)$`,
    },
  ],
  description: `Hours: more than 0 and at most 24, at most ${HOURS_SCALE} decimals; a JSON number or a string of digits.`,
};

/** The output side of a zod pipe. */
function pipeOut(schema: z.ZodType): z.ZodType {
  return (schema as unknown as { out: z.ZodType }).out;
}

/**
 * Replacement schemas of request-body scalars, by the zod schema they describe. Email: the output
 * side of its pipe (trim and lower-case, then the email check) is exactly what is accepted.
 */
export function requestOverrides(toJson: (s: z.ZodType) => JsonSchema): Map<z.ZodType, JsonSchema> {
  return new Map<z.ZodType, JsonSchema>([
    [Id, idRequest],
    [DateTime, dateTimeRequest],
    [MoneyNonNegative, decimalRequest(MONEY_SCALE)],
    [TimesheetFields.shape.NumberOfHours, hoursRequest],
    [
      ContactCreate.shape.Email,
      { ...toJson(pipeOut(ContactCreate.shape.Email)), description: 'Email address' },
    ],
  ]);
}

/** Replacement schemas of query parameters (described as parsed, like every parameter). */
export const queryOverrides: ReadonlyMap<z.ZodType, JsonSchema> = new Map<z.ZodType, JsonSchema>([
  // The server ignores the case (an enum would say lowercase only): the pattern says so.
  [InvoiceStatusQuery, { type: 'string', pattern: caseless(INVOICE_FILTER_STATUSES) }],
  [DateFrom, dateBound('start')],
  [DateTo, dateBound('end')],
  // Digits, every one kept (a bigint once parsed, which JSON Schema has no type for).
  [Id, idRequest],
]);

/** A pattern that matches one of `words` in any case, with spaces around it (JSON Schema has no /i). */
function caseless(words: readonly string[]): string {
  const letters = (w: string) => [...w].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
  return `^\\s*(?:${words.map(letters).join('|')})\\s*$`;
}

/**
 * Replacement schemas of response values: DateTimes get their format, created ids their digits;
 * identifiers and decimals of read records are JSON numbers written with every digit (decisions 7,
 * 9), whatever the parsers make of them (bigint, exact decimal text).
 */
export const responseOverrides: ReadonlyMap<z.ZodType, JsonSchema> = new Map<z.ZodType, JsonSchema>([
  [DateTime, dateTimeResponse],
  [IdString, { type: 'string', pattern: '^\\d+$' }],
  [
    Id,
    {
      type: 'integer',
      minimum: 0,
      description: `Identifier: a whole number up to ${MAX_ID}, written with every digit (17 digits are common).`,
    },
  ],
  [DecimalRead, { type: 'number', description: 'Decimal, written with every digit (up to 8 decimals).' }],
]);
