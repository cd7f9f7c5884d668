import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApi } from '../../shared/psa/openapi';
import {
  dateTimeRequest,
  decimalRequest,
  digitsAtMost,
  idRequest,
  queryOverrides,
  requestOverrides,
  type JsonSchema,
} from '../../shared/psa/openapi-schemas';
import { unitsToText } from '../../shared/decimal';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { ContactCreate, TimesheetFields } from '../../shared/psa/resources';
import {
  DateFrom,
  DateTime,
  DateTo,
  Id,
  MAX_ID,
  MONEY_SCALE,
  MoneyNonNegative,
} from '../../shared/psa/scalars';
import { DocValidator } from '../support/openapi-check';
import { valuesOf } from '../support/openapi-values';

/*
 * The hand-written JSON Schemas of openapi-schemas.ts against the zod parsers they describe: every
 * value a schema allows (as ajv with ajv-formats judges it, over edges and generated values) is
 * one the parser accepts, and the canonical forms the parser produces are ones the schema allows.
 */

const v = new DocValidator({ openapi: '3.1.0', paths: {}, components: { schemas: {} } });
const overrides = requestOverrides(() => ({}));

/**
 * Every value `schema` allows is accepted by `parser`, as the server reads it: JSON written and
 * read back losslessly (a number above 2^53 arrives as a bigint, decision 7).
 */
function expectAllowedIsAccepted(schema: JsonSchema, parser: z.ZodType, numRuns = 300): void {
  fc.assert(
    fc.property(valuesOf(v, schema), (value) => {
      const r = parser.safeParse(parseJson(stringifyJson(value)));
      expect(r.success, `${JSON.stringify(value)}: ${r.error?.message ?? ''}`).toBe(true);
    }),
    { numRuns },
  );
}

describe('request scalars: what the document allows, the parser accepts', () => {
  it.each([
    ['Id', Id],
    ['DateTime', DateTime],
    ['MoneyNonNegative', MoneyNonNegative],
    ['NumberOfHours', TimesheetFields.shape.NumberOfHours],
  ] as [string, z.ZodType][])('%s', (_name, parser) => {
    expectAllowedIsAccepted(overrides.get(parser)!, parser);
  });

  it('Email (the output side of its pipe, as zod generates it)', () => {
    const body = buildOpenApi().components as {
      schemas: Record<string, { properties: Record<string, JsonSchema> }>;
    };
    expectAllowedIsAccepted(body.schemas.createContactBody!.properties.Email!, ContactCreate.shape.Email);
  });

  it.each([
    ['datefrom', DateFrom],
    ['dateto', DateTo],
  ] as [string, z.ZodType][])('%s', (_name, parser) => {
    expectAllowedIsAccepted(queryOverrides.get(parser)!, parser);
  });
});

describe('request scalars: what the parser produces, the document allows', () => {
  it('identifiers from 0 to MAX_ID, as digit strings, and as numbers where a float holds them', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_ID }), (n) => {
        expect(v.valid(idRequest, String(n))).toBe(true);
        // A JSON number above 2^53 reaches ajv as the nearest float: allowed while not above MAX_ID.
        const float = Number(n);
        expect(v.valid(idRequest, float)).toBe(BigInt(float) <= MAX_ID);
      }),
    );
    expect(v.valid(idRequest, '14073748835533011')).toBe(true);
    expect(v.valid(idRequest, Number(MAX_ID))).toBe(false);
    expect(v.valid(idRequest, String(MAX_ID + 1n))).toBe(false);
  });

  it('canonical DateTimes of the years 0100 to 9999', () => {
    const instant = fc.integer({ min: Date.UTC(100, 0, 2), max: Date.UTC(9999, 11, 30) });
    fc.assert(
      fc.property(instant, (t) => {
        const text = new Date(t).toISOString();
        expect(v.valid(dateTimeRequest, text), text).toBe(true);
      }),
    );
  });

  it('money with up to 8 decimals, as text', () => {
    const schema = decimalRequest(MONEY_SCALE);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), (units) => {
        const text = `${units / 10n ** 8n}.${String(units % 10n ** 8n).padStart(8, '0')}`;
        expect(v.valid(schema, text), text).toBe(true);
        expect(MoneyNonNegative.parse(text)).toBe(unitsToText(units, MONEY_SCALE));
      }),
    );
    expect(v.valid(schema, '991.73553719')).toBe(true);
    expect(v.valid(schema, '991.735537191')).toBe(false);
  });
});

describe('digitsAtMost', () => {
  it('matches exactly the digit strings up to the bound, near it and anywhere below', () => {
    const re = new RegExp(digitsAtMost(MAX_ID));
    for (let d = -2000; d <= 2000; d++) {
      const n = MAX_ID + BigInt(d);
      expect(re.test(String(n)), String(n)).toBe(d <= 0);
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 19n - 1n }), (n) => {
        expect(re.test(String(n))).toBe(n <= MAX_ID);
        expect(re.test(String(n).padStart(19, '0'))).toBe(n <= MAX_ID);
      }),
    );
    expect(re.test('')).toBe(false);
    expect(re.test('12345678901234567')).toBe(true);
    expect(re.test('12345678901234567890')).toBe(false);
    expect(new RegExp(digitsAtMost(500)).test('501')).toBe(false);
  });
});
