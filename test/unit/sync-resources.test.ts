import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { endpoints } from '../../shared/psa/endpoints';
import {
  DELETE_ORDER,
  QUEUED,
  TABLES,
  hasProvisionalRef,
  isCreateEndpoint,
  pushRank,
  type CreateEndpoint,
} from '../../electron/core/replica/resources';

const shapeOf = (schema: z.ZodType): Record<string, unknown> => {
  // Read records are objects, possibly wrapped (preprocess/pipe); walk to the object's shape.
  let s: unknown = schema;
  for (let i = 0; i < 5 && s && typeof s === 'object'; i++) {
    const def = (s as { def?: { shape?: unknown; out?: unknown; in?: unknown; innerType?: unknown } }).def;
    if (def?.shape) return def.shape as Record<string, unknown>;
    s = def?.out ?? def?.innerType ?? def?.in;
  }
  return {};
};

describe('the synced-resource descriptors', () => {
  it('name, for every create, a field its answer really carries', () => {
    for (const [name, d] of Object.entries(QUEUED)) {
      if (d.kind !== 'create') continue;
      expect(shapeOf(endpoints[name as CreateEndpoint].response)).toHaveProperty(d.idField);
    }
  });

  it('send dependencies first: a record before anything that refers to it, updates after creates', () => {
    expect(pushRank('createCompany')).toBeLessThan(pushRank('createContact'));
    expect(pushRank('createContact')).toBeLessThan(pushRank('createProject'));
    expect(pushRank('createProject')).toBeLessThan(pushRank('createTimesheet'));
    const creates = Object.keys(QUEUED).filter(isCreateEndpoint).map(pushRank);
    const updates = Object.keys(QUEUED)
      .filter((e) => !isCreateEndpoint(e))
      .map(pushRank);
    expect(Math.max(...creates)).toBeLessThan(Math.min(...updates));
  });

  it('remove dependents before what they refer to when a pull deletes', () => {
    const at = (t: string) => DELETE_ORDER.indexOf(t as never);
    expect(at('timesheets')).toBeLessThan(at('projects'));
    expect(at('projects')).toBeLessThan(at('contacts'));
    expect(at('contacts')).toBeLessThan(at('companies'));
    expect([...DELETE_ORDER].sort()).toEqual(Object.keys(TABLES).sort());
  });

  it('fold an edit into the create of the same table only', () => {
    for (const d of Object.values(QUEUED)) {
      if (d.kind === 'update' && d.foldsInto) expect(QUEUED[d.foldsInto.endpoint].table).toBe(d.table);
    }
  });

  it('hold back a request that still names a record created offline', () => {
    expect(hasProvisionalRef({ body: { ProjectID: -3 } })).toBe(true);
    expect(hasProvisionalRef({ query: { CompanyID: -1 } })).toBe(true);
    expect(hasProvisionalRef({ body: { ProjectID: 12, NumberOfHours: -1 } })).toBe(false);
  });
});
