import { z } from 'zod';
import { PsaError } from '../../../../shared/psa/errors';

/*
 * Query strings: parameter names are matched case-insensitively to the endpoint's schema keys
 * (decision 13), unknown names are ignored, and a parameter given twice (also as `name` and
 * `Name`) is a 400, since the server cannot know which value the caller meant.
 */

/** Maps a lowercased parameter name to the schema's spelling. */
export type QueryKeyMap = ReadonlyMap<string, string>;

/** The lowercased-name map of a query schema's keys (empty when the endpoint takes no query). */
export function queryKeyMap(schema: z.ZodType | undefined): QueryKeyMap {
  const map = new Map<string, string>();
  if (schema instanceof z.ZodObject) {
    for (const key of Object.keys(schema.shape)) map.set(key.toLowerCase(), key);
  }
  return map;
}

/**
 * Picks the known parameters of a parsed query string under the schema's spelling; throws a
 * VALIDATION_FAILED PsaError for a repeated parameter.
 */
export function normalizeQuery(raw: unknown, keys: QueryKeyMap): Record<string, string> {
  const out: Record<string, string> = {};
  if (raw === null || typeof raw !== 'object' || keys.size === 0) return out;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const key = keys.get(name.toLowerCase());
    if (key === undefined) continue;
    if (Array.isArray(value) || Object.prototype.hasOwnProperty.call(out, key)) {
      throw new PsaError('VALIDATION_FAILED', `${key}: must be given once`, [
        { path: key, message: 'must be given once' },
      ]);
    }
    out[key] = typeof value === 'string' ? value : String(value);
  }
  return out;
}
