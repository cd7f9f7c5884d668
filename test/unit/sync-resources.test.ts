import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { endpoints } from '../../shared/psa/endpoints';
import { stringifyJson } from '../../shared/psa/json';
import {
  DELETE_ORDER,
  QUEUED,
  TABLES,
  hasProvisionalRef,
  isCreateEndpoint,
  parseRequest,
  pushRank,
  refersTo,
  wireRequest,
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
    expect(hasProvisionalRef({ body: { ProjectID: -3n } })).toBe(true);
    expect(hasProvisionalRef({ query: { CompanyID: -1 } })).toBe(true);
    expect(hasProvisionalRef({ body: { ProjectID: 12, NumberOfHours: -1 } })).toBe(false);
    expect(hasProvisionalRef({ body: { ProjectID: 14073748835533011n } })).toBe(false);
  });

  it('name every decimal field of a create body with its scale (money 8, hours 4)', () => {
    for (const [name, d] of Object.entries(QUEUED)) {
      if (d.kind !== 'create') continue;
      const body = shapeOf(endpoints[name as CreateEndpoint].body);
      for (const field of Object.keys(d.decimals)) expect(body, `${name}.${field}`).toHaveProperty(field);
    }
    expect(QUEUED.createExpense.decimals).toEqual({ AmountExVAT: 8, VATAmount: 8, TotalAmount: 8 });
    expect(QUEUED.createTimesheet.decimals).toEqual({ NumberOfHours: 4 });
  });
});

describe('queued requests', () => {
  const stored = stringifyJson({
    body: {
      AccountID: 56294995342131201n,
      ProjectID: -2n,
      ContractLineID: 9223372036854775807n,
      AmountExVAT: '991.73553719',
      VATAmount: '208.26446281',
      TotalAmount: '1200',
      Description: '42',
    },
  });

  it('read back every digit: ids as bigint (provisional ones negative), decimals as text', () => {
    expect(stored).toContain('"AccountID":56294995342131201');
    const req = parseRequest(stored);
    expect(req.body).toEqual({
      AccountID: 56294995342131201n,
      ProjectID: -2n,
      ContractLineID: 9223372036854775807n,
      AmountExVAT: '991.73553719',
      VATAmount: '208.26446281',
      TotalAmount: '1200',
      Description: '42',
    });
    expect(hasProvisionalRef(req)).toBe(true);
    expect(refersTo(req, 'projects', -2n)).toBe(true);
    expect(refersTo(req, 'projects', 2n)).toBe(false);
    // An older store wrote small ids and amounts as plain JSON numbers: still read as ids.
    expect(parseRequest('{"body":{"ProjectID":-1,"NumberOfHours":2.5}}').body).toEqual({
      ProjectID: -1n,
      NumberOfHours: 2.5,
    });
    expect(parseRequest('not json')).toEqual({});
  });

  it('go on the wire with decimals as JSON numbers with every digit', () => {
    const wire = stringifyJson(wireRequest('createExpense', parseRequest(stored)).body);
    expect(wire).toBe(
      '{"AccountID":56294995342131201,"ProjectID":-2,"ContractLineID":9223372036854775807,' +
        '"AmountExVAT":991.73553719,"VATAmount":208.26446281,"TotalAmount":1200,"Description":"42"}',
    );
    // Updates carry no decimals: sent as stored.
    const update = { body: { CompanyID: 14073748835533011n, Name: 'Acme' } };
    expect(wireRequest('updateCompany', update)).toBe(update);
  });
});
