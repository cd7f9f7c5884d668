import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countExpenses } from '../../electron/core/db/repositories/expenses';
import { listProjectContractLines } from '../../electron/core/db/repositories/org';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { toUnits, type DecimalInput } from '../../shared/decimal';
import type { ExpenseReadT } from '../../shared/psa/resources';
import { DATETIME_OUT, MONEY_SCALE } from '../../shared/psa/scalars';
import {
  dbFingerprint,
  expectError,
  expectOk,
  readDb,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

let srv: TestServer;
/** Demo project 1 and account 1: 17-digit ids above 2^53 (decision 7). */
const project1 = demoId('projects', 1);
const account1 = demoId('accounts', 1);
/** The demo project with the most expenses, and ids for valid new expenses on project 1. */
let busy: { projectId: bigint; count: number };
let ids: { AccountID: bigint; ProjectID: bigint; ContractLineID: bigint };
beforeAll(async () => {
  srv = await startTestServer();
  busy = readDb(srv.dbFile, (db) => {
    let best = { projectId: project1, count: countExpenses(db, project1) };
    for (let n = 2; n <= 64; n++) {
      const p = demoId('projects', n);
      const count = countExpenses(db, p);
      if (count > best.count) best = { projectId: p, count };
    }
    return best;
  });
  const line = readDb(srv.dbFile, (db) =>
    listProjectContractLines(db, project1).find((l) => l.kind === 'expense'),
  )!;
  ids = { AccountID: account1, ProjectID: project1, ContractLineID: line.id };
});
afterAll(async () => {
  await srv.close();
});

type Query = Record<string, string | number | bigint>;
const list = (query: Query) => request<ExpenseReadT[]>(srv.url, 'GET', '/expenses', { query });
const create = (json: unknown) => request<{ ExpenseID: string }>(srv.url, 'POST', '/expenses', { json });
const body = (patch: Record<string, unknown> = {}) => ({
  ...ids,
  Description: 'Train Amsterdam-Berlin',
  AmountExVAT: 100.1,
  VATAmount: 21.02,
  TotalAmount: 121.12,
  ExpenseDate: '2031-04-05T12:00:00Z',
  ...patch,
});

describe('GET /expenses', () => {
  it('answers 400 without projectid and accountid', async () => {
    expectError(await list({}), 400, 'VALIDATION_FAILED');
    expectError(await list({ dateto: '2026-01-01' }), 400, 'VALIDATION_FAILED');
    expectError(await list({ projectid: 'p1' }), 400, 'VALIDATION_FAILED');
  });

  it('has over 60 demo expenses and answers at most limit (default 50, up to 500)', async () => {
    const total = readDb(srv.dbFile, (db) => countExpenses(db));
    expect(total).toBeGreaterThan(60);
    const all = expectOk(await list({ projectid: busy.projectId, limit: 500 }));
    expect(all).toHaveLength(busy.count);
    expect(expectOk(await list({ projectid: busy.projectId }))).toHaveLength(Math.min(50, busy.count));
    expect(expectOk(await list({ projectid: busy.projectId, limit: 2 }))).toHaveLength(
      Math.min(2, busy.count),
    );
    for (const limit of ['0', '501', '-5'])
      expectError(await list({ projectid: project1, limit }), 400, 'VALIDATION_FAILED');
  });

  it('orders by ExpenseDate then identifier and returns exact read records', async () => {
    const rows = expectOk(await list({ projectid: busy.projectId, limit: 500 }));
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(
        a.ExpenseDate! < b.ExpenseDate! || (a.ExpenseDate === b.ExpenseDate && a.ExpenseID! < b.ExpenseID!),
      ).toBe(true);
    }
    for (const e of rows) {
      expect(e.ProjectID).toBe(busy.projectId);
      expect(e.ExpenseDate).toMatch(DATETIME_OUT);
      // Exact on units: the demo's amounts computed from the total down have 8 decimals.
      const units = (n: unknown) => toUnits((n ?? 0) as DecimalInput, MONEY_SCALE);
      expect(units(e.AmountExVAT) + units(e.VATAmount)).toBe(units(e.TotalAmount));
      expect(typeof e.ContractLineName).toBe('string');
    }
  });

  it('filters by date (a date is its whole day, a DateTime that instant) and by account', async () => {
    const rows = expectOk(await list({ projectid: busy.projectId, limit: 500 }));
    const sample = rows[Math.floor(rows.length / 2)]!;
    const day = sample.ExpenseDate!.slice(0, 10);
    const sameDay = expectOk(await list({ projectid: busy.projectId, datefrom: day, dateto: day }));
    expect(sameDay.map((e) => e.ExpenseID)).toContain(sample.ExpenseID);
    for (const e of sameDay) expect(e.ExpenseDate!.slice(0, 10)).toBe(day);
    const after = new Date(Date.parse(sample.ExpenseDate!) + 1).toISOString();
    const later = expectOk(await list({ projectid: busy.projectId, datefrom: after, dateto: day }));
    expect(later.map((e) => e.ExpenseID)).not.toContain(sample.ExpenseID);
    const mine = expectOk(await list({ accountid: sample.AccountID, limit: 500 }));
    expect(mine.map((e) => e.ExpenseID)).toContain(sample.ExpenseID);
    for (const e of mine) expect(e.AccountID).toBe(sample.AccountID);
    expectError(await list({ projectid: project1, dateto: '31-12-2026' }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /expenses', () => {
  it('creates an expense (201, ExpenseID string) with exact decimals and a normalized date', async () => {
    const r = expectOk(
      await create(
        body({
          ExpenseDate: '2031-04-05T23:30:00-02:00',
          ProjectID: String(project1),
          ContractLineID: String(ids.ContractLineID),
        }),
      ),
      201,
    );
    expect(r.ExpenseID).toMatch(/^32\d{15}$/);
    const res = await list({ projectid: project1, datefrom: '2031-04-06', dateto: '2031-04-06' });
    const e = expectOk(res).find((x) => x.ExpenseID === BigInt(r.ExpenseID))!;
    expect(e).toMatchObject({
      AccountID: account1,
      ProjectID: project1,
      ContractLineID: ids.ContractLineID,
      AmountExVAT: 100.1,
      VATAmount: 21.02,
      TotalAmount: 121.12,
      ExpenseDate: '2031-04-06T01:30:00.000Z',
      Description: 'Train Amsterdam-Berlin',
    });
    expect(res.text).toContain('"AmountExVAT":100.1,');
    expect(res.text).toContain('"TotalAmount":121.12');
    expect(res.text).toContain(`"ExpenseID":${r.ExpenseID},`);
  });

  it('keeps 8 decimals exactly: 991.73553719 + 208.26446281 = 1200 (decision 27)', async () => {
    const exact = { AmountExVAT: 991.73553719, VATAmount: '208.26446281', TotalAmount: 1200 };
    const r = expectOk(await create(body({ ...exact, ExpenseDate: '2031-05-01T09:00:00Z' })), 201);
    const res = await list({ projectid: project1, datefrom: '2031-05-01', dateto: '2031-05-01' });
    expect(expectOk(res).map((e) => e.ExpenseID)).toEqual([BigInt(r.ExpenseID)]);
    expect(res.text).toContain('"AmountExVAT":991.73553719,"VATAmount":208.26446281,"TotalAmount":1200,');
  });

  it('accepts an expense without VATAmount when the total holds the amount', async () => {
    expectOk(await create(body({ VATAmount: undefined, AmountExVAT: 0.1, TotalAmount: 0.3 })), 201);
    expectOk(await create(body({ VATAmount: null, AmountExVAT: 12.3456, TotalAmount: 12.3456 })), 201);
    expectOk(await create(body({ VATAmount: null, AmountExVAT: 0.00000001, TotalAmount: 0.00000002 })), 201);
  });

  it('ignores read-only fields (no mass assignment)', async () => {
    const r = expectOk(
      await create(body({ ExpenseID: 1, InvoiceNumber: 'INV-HACK', ExpenseDate: '2031-04-07T09:00:00Z' })),
      201,
    );
    expect(r.ExpenseID).not.toBe('1');
    const e = expectOk(
      await list({ projectid: project1, datefrom: '2031-04-07', dateto: '2031-04-07' }),
    ).find((x) => x.ExpenseID === BigInt(r.ExpenseID))!;
    expect(e.InvoiceNumber ?? null).toBeNull();
  });

  it.each(['AccountID', 'ProjectID', 'ContractLineID', 'AmountExVAT', 'TotalAmount', 'ExpenseDate'])(
    'answers 400 without %s, writing nothing',
    async (field) => {
      const json: Record<string, unknown> = body();
      delete json[field];
      const before = dbFingerprint(srv.dbFile);
      expectError(await create(json), 400, 'VALIDATION_FAILED');
      expect(dbFingerprint(srv.dbFile)).toEqual(before);
    },
  );

  it.each([
    ['a total that is not amount plus VAT', { TotalAmount: 121.13 }],
    ['9 decimals', { AmountExVAT: 100.100000001, TotalAmount: 121.120000001 }],
    ['9 decimals as text', { AmountExVAT: '100.100000001', TotalAmount: '121.120000001' }],
    ['a negative amount', { AmountExVAT: -1, VATAmount: 0, TotalAmount: -1 }],
    ['an amount as words', { AmountExVAT: 'hundred' }],
    ['a date without time', { ExpenseDate: '2031-04-05' }],
  ])('answers 400 for %s, writing nothing', async (_label, patch) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await create(body(patch)), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('answers 422 UNKNOWN_REFERENCE for unknown ids and a line that is not an expense line of the project (rule 3)', async () => {
    const timeLine = readDb(srv.dbFile, (db) =>
      listProjectContractLines(db, project1).find((l) => l.kind === 'time'),
    )!.id;
    const before = dbFingerprint(srv.dbFile);
    for (const patch of [
      { ProjectID: 987654 },
      { AccountID: 987654 },
      { ContractLineID: 987654 },
      { ContractLineID: timeLine },
      { ProjectID: '9223372036854775807' },
      { AccountID: project1 },
    ]) {
      expectError(await create(body(patch)), 422, 'UNKNOWN_REFERENCE');
    }
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});
