import { errorCodes, type FastifyInstance } from 'fastify';
import { parseJson } from '../../../../shared/psa/json';

/*
 * Request bodies read without losing a digit (decisions 7, 9): 14073748835533011 stays that
 * number (JSON.parse, and so Fastify's own parser, would make it 14073748835533012), and
 * 991.73553719 stays exact. The checks of Fastify's parser are kept: an empty body and text that
 * is not JSON are 400 with their own messages, a BOM is skipped, and prototype poisoning
 * (`__proto__`, `constructor.prototype`) is refused like text that is not JSON. Unlike JSON.parse,
 * a key given twice with different values is refused too (which value was meant is unknowable).
 */

const { FST_ERR_CTP_EMPTY_JSON_BODY, FST_ERR_CTP_INVALID_JSON_BODY } = errorCodes;

/** A parsed body that would poison an object's prototype when merged: what secure-json-parse refuses. */
function isPoisoned(value: unknown): boolean {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return true;
    const ctor = (v as Record<string, unknown>).constructor;
    if (
      Object.prototype.hasOwnProperty.call(v, 'constructor') &&
      ctor !== null &&
      typeof ctor === 'object' &&
      Object.prototype.hasOwnProperty.call(ctor, 'prototype')
    )
      return true;
    for (const child of Object.values(v as Record<string, unknown>)) stack.push(child);
  }
  return false;
}

/** Reads an application/json body losslessly; throws Fastify's body errors (400) for bad input. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new FST_ERR_CTP_EMPTY_JSON_BODY();
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = parseJson(body);
  } catch {
    // SyntaxError, or RangeError from a nesting deeper than the parser's stack.
    throw new FST_ERR_CTP_INVALID_JSON_BODY();
  }
  // Refused as Fastify's own parser (secure-json-parse) refused it: as JSON it will not read.
  if (isPoisoned(value)) throw new FST_ERR_CTP_INVALID_JSON_BODY();
  return value;
}

/** Makes `app` read application/json bodies (and only those) with parseJsonBody. */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
