import fc from 'fast-check';
import { unitsToText } from '../../shared/decimal';
import { isWellFormedText } from '../../shared/psa/scalars';
import type { DocOperation, DocValidator, JsonSchema } from './openapi-check';

/*
 * Values a client could build from the OpenAPI document alone: the edges of each schema (its
 * bounds, longest strings, calendar and offset extremes) and fast-check arbitraries that generate
 * from its types, ranges and patterns. Everything returned is valid against the document (ajv
 * decides), so a server that refuses one of them breaks the document's promise.
 */

/** A longest email address (254 characters) that both zod's and ajv-formats' email rules take. */
const LONG_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.io`;

/** Strings at the edges of the documented patterns; each schema keeps the ones it allows. */
const STRING_EDGES = [
  '0',
  '0000000000000001',
  '9007199254740991',
  '9007199254740993',
  '14073748835533011',
  '9223372036854775807',
  '0.0001',
  '0.00000001',
  '991.73553719',
  '9999999999.99999999',
  '99999999999.9999',
  '0.01',
  '23.99',
  '24',
  '24.00',
  '0100-01-01',
  '9999-12-31',
  '2024-02-29',
  '0100-01-01T00:00:00Z',
  '0100-01-01T00:00:00+23:59',
  '9999-12-31T23:59:59.999999999Z',
  '9999-12-30T23:59:59-23:59',
  '2024-02-29T12:00:00.5+05:30',
  'NL',
  'nld',
  'EUR',
  'usd',
  'a@b.co',
  LONG_EMAIL,
];

/**
 * Whether every string in `value` is one the document can speak for: JSON Schema cannot refuse a
 * lone surrogate, the server does (stated in the document's description, tested on its own).
 */
export function expressible(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (Array.isArray(value)) return value.every(expressible);
  if (value !== null && typeof value === 'object') return Object.values(value).every(expressible);
  return true;
}

function typesOf(schema: JsonSchema): string[] {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

/** The edge values of a schema: bounds, steps, longest strings, calendar and offset extremes. */
export function edgesOf(v: DocValidator, schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (Array.isArray(schema.enum)) out.push(...(schema.enum as unknown[]));
  for (const branch of (schema.anyOf as JsonSchema[] | undefined) ?? []) out.push(...edgesOf(v, branch));
  const num = (k: string) => (typeof schema[k] === 'number' ? schema[k] : undefined);
  for (const type of typesOf(schema)) {
    if (type === 'null') out.push(null);
    if (type === 'boolean') out.push(true, false);
    if (type === 'integer' || type === 'number') {
      const step = num('multipleOf') ?? (type === 'integer' ? 1 : 0.5);
      const [min, xmin, max] = [num('minimum'), num('exclusiveMinimum'), num('maximum')];
      if (min !== undefined) out.push(min, min + step);
      if (xmin !== undefined) out.push(xmin + step);
      if (max !== undefined) out.push(max, max - step);
      if (step < 1) out.push(step);
    }
    if (type === 'string') {
      const max = num('maxLength');
      if (max !== undefined) out.push('x'.repeat(max), '😀'.repeat(max), ` ${'x'.repeat(max - 2)} `);
      // Free text takes any string: its length edges say enough. Patterns get the pattern edges.
      const patterned = schema.pattern !== undefined && schema.pattern !== '\\S';
      out.push('x', 'Ünïcødé – ✓', ...(patterned || schema.format ? STRING_EDGES : []));
      // A few strings of the pattern itself, the same ones every run (a word in any case, say).
      if (patterned && typeof schema.pattern === 'string') {
        const own = fc.stringMatching(new RegExp(withoutLookaheads(schema.pattern)));
        out.push(...fc.sample(own, { numRuns: 4, seed: 1 }));
      }
    }
  }
  const seen = new Set<string>();
  return out.filter((x) => {
    const key = JSON.stringify(x);
    if (seen.has(key) || !v.valid(schema, x)) return false;
    seen.add(key);
    return true;
  });
}

/** A regex source without its negative look-aheads (fast-check cannot generate from them). */
function withoutLookaheads(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (source.startsWith('(?!', i)) {
      for (let depth = 0; i < source.length; i++) {
        if (source[i] === '\\') i++;
        else if (source[i] === '(') depth++;
        else if (source[i] === ')' && --depth === 0) break;
      }
    } else out += source[i];
  }
  return out;
}

/** Digits of a power of ten below one (0.0001 -> 4). */
const scaleOf = (step: number) => Math.max(0, -Math.round(Math.log10(step)));

/** Values of a schema's types, ranges and patterns (not yet filtered by the whole schema). */
function generate(v: DocValidator, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf as JsonSchema[] | undefined) ?? [];
  if (branches.length > 0) return fc.oneof(...branches.map((b) => generate(v, b)));
  const num = (k: string, d: number) => (typeof schema[k] === 'number' ? schema[k] : d);
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        // Identifiers go up to 2^63-1 (decision 7): drawn as bigint, sent as the nearest float.
        return fc
          .bigInt({ min: BigInt(num('minimum', -1e6)), max: BigInt(num('maximum', 1e6)) })
          .map((n) => Number(n));
      case 'number': {
        // Up to 8 decimals below 1e10: units beyond 2^53, drawn as bigint, written as exact text.
        const scale = scaleOf(num('multipleOf', 0.01));
        const unit = 10 ** scale;
        const lo = BigInt(Math.ceil(num('minimum', num('exclusiveMinimum', -1e6)) * unit));
        const hi = BigInt(Math.floor(num('maximum', 1e6))) * BigInt(unit);
        return fc.bigInt({ min: lo, max: hi }).map((u) => Number(unitsToText(u, scale)));
      }
      case 'string': {
        const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
        const max = num('maxLength', 300);
        const text = pattern
          ? fc.stringMatching(new RegExp(withoutLookaheads(pattern)))
          : fc.string({ minLength: num('minLength', 0), maxLength: Math.min(max, 300) });
        return text.filter((s) => s.length <= max);
      }
      case 'object': {
        const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const record = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valuesOf(v, s)]));
        return fc.record(record, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
      }
      case 'array':
        return fc.array(generate(v, (schema.items ?? {}) as JsonSchema), { maxLength: 3 });
      default:
        return fc.constant(undefined);
    }
  });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

/** Values the schema allows: its edges now and then, generated values otherwise. */
export function valuesOf(v: DocValidator, schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges = edgesOf(v, schema);
  const generated = { arbitrary: generate(v, schema), weight: 3 };
  const arb =
    edges.length > 0
      ? fc.oneof(generated, { arbitrary: fc.constantFrom(...edges), weight: 1 })
      : generated.arbitrary;
  return arb.filter((x) => expressible(x) && v.valid(schema, x));
}

/** Queries the operation allows: any subset of its parameters with valid values, rules kept. */
export function queriesOf(v: DocValidator, op: DocOperation): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(op.parameters.map((p) => [p.name, valuesOf(v, p.schema)]));
  const required = op.parameters.filter((p) => p.required).map((p) => p.name);
  return fc.record(record, { requiredKeys: required }).filter((q) => v.queryValid(op, q));
}
