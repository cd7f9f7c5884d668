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

/** Every value `schema` allows is accepted by `parser`. */
function expectAllowedIsAccepted(schema: JsonSchema, parser: z.ZodType, numRuns = 300): void {
  fc.assert(
    fc.property(valuesOf(v, schema), (value) => {
      const r = parser.safeParse(value);
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
  it('identifiers from 0 to MAX_ID, as numbers and as digit strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ID }), (n) => {
        expect(v.valid(idRequest, n)).toBe(true);
        expect(v.valid(idRequest, String(n))).toBe(true);
      }),
    );
    expect(v.valid(idRequest, MAX_ID + 1)).toBe(false);
    expect(v.valid(idRequest, String(MAX_ID + 1))).toBe(false);
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

  it('money with up to 4 decimals, as text', () => {
    const schema = decimalRequest(MONEY_SCALE);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 - 1 }), (units) => {
        const text = `${Math.floor(units / 1e4)}.${String(units % 1e4).padStart(4, '0')}`;
        expect(v.valid(schema, text), text).toBe(true);
      }),
    );
  });
});

describe('digitsAtMost', () => {
  it('matches exactly the digit strings up to the bound, near it and anywhere below', () => {
    const re = new RegExp(digitsAtMost(MAX_ID));
    for (let d = -2000; d <= 2000; d++) {
      const n = BigInt(MAX_ID) + BigInt(d);
      expect(re.test(String(n)), String(n)).toBe(d <= 0);
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }), (n) => {
        expect(re.test(String(n))).toBe(n <= BigInt(MAX_ID));
        expect(re.test(String(n).padStart(16, '0'))).toBe(n <= BigInt(MAX_ID));
      }),
    );
    expect(re.test('')).toBe(false);
    expect(re.test('12345678901234567')).toBe(false);
    expect(new RegExp(digitsAtMost(500)).test('501')).toBe(false);
  });
});
