import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjectContractLines } from '../../electron/core/db/repositories/org';
import { countTimesheets } from '../../electron/core/db/repositories/timesheets';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { TimesheetReadT } from '../../shared/psa/resources';
import { DATETIME_OUT } from '../../shared/psa/scalars';
import {
  dbFingerprint,
  expectError,
  expectOk,
  readDb,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

/** Demo project 1: a 17-digit id above 2^53 (decision 7). */
const P1 = demoId('projects', 1);

let srv: TestServer;
let quirky: TestServer;
let ids: { AccountID: bigint; ContractLineID: bigint; RoleID: bigint };
beforeAll(async () => {
  [srv, quirky] = await Promise.all([startTestServer(), startTestServer({ singleObjectQuirk: true })]);
  const [first] = expectOk(await list({ projectid: P1, limit: 1 }));
  ids = { AccountID: first!.AccountID, ContractLineID: first!.ContractLineID!, RoleID: first!.RoleID! };
});
afterAll(async () => {
  await Promise.all([srv.close(), quirky.close()]);
});

type Query = Record<string, string | number | bigint>;
function list(query: Query | string, server = srv) {
  return request<TimesheetReadT[]>(server.url, 'GET', '/timesheets', { query });
}
function create(json: unknown, server = srv) {
  return request<{ TimesheetID: string }>(server.url, 'POST', '/timesheets', { json });
}
function body(patch: Record<string, unknown> = {}) {
  return {
    DateTimeFrom: '2031-02-03T09:00:00Z',
    DateTimeTo: '2031-02-03T17:00:00Z',
    NumberOfHours: 7.5,
    ProjectID: P1,
    ...ids,
    Description: 'Workshop',
    ...patch,
  };
}

describe('GET /timesheets', () => {
  it('answers 400 without projectid and accountid (errors 1)', async () => {
    expectError(await list({}), 400, 'VALIDATION_FAILED');
    expectError(await list({ datefrom: '2026-01-01', limit: 5 }), 400, 'VALIDATION_FAILED');
    expectError(await list({ projectid: 'one' }), 400, 'VALIDATION_FAILED');
    expectError(await list({ accountid: '-1' }), 400, 'VALIDATION_FAILED');
  });

  it('never returns more than 50, whatever limit says (decision 12)', async () => {
    expect(readDb(srv.dbFile, (db) => countTimesheets(db, P1))).toBeGreaterThan(120);
    expect(expectOk(await list({ projectid: P1 }))).toHaveLength(50);
    expect(expectOk(await list({ projectid: String(P1), limit: 500 }))).toHaveLength(50);
    expect(expectOk(await list({ projectid: P1, limit: 10 }))).toHaveLength(10);
    for (const limit of ['0', '501', 'x'])
      expectError(await list({ projectid: P1, limit }), 400, 'VALIDATION_FAILED');
  });

  it('orders by DateTimeFrom, then by identifier (decision 15)', async () => {
    const rows = expectOk(await list({ projectid: P1 }));
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(
        a.DateTimeFrom < b.DateTimeFrom ||
          (a.DateTimeFrom === b.DateTimeFrom && a.TimesheetID! < b.TimesheetID!),
      ).toBe(true);
    }
  });

  it('returns complete read records: canonical DateTimes, numbers, nested members', async () => {
    for (const t of expectOk(await list({ projectid: P1 }))) {
      expect(t.DateTimeFrom).toMatch(DATETIME_OUT);
      expect(t.DateTimeTo).toMatch(DATETIME_OUT);
      expect(t.ProjectID).toBe(16073748835533011n);
      expect(typeof t.NumberOfHours).toBe('number');
      expect(String(t.TimesheetID)).toMatch(/^31\d{15}$/);
      expect(typeof t.ApprovedByPM).toBe('boolean');
      expect(t.ObjectID).toBe(String(t.TimesheetID));
      expect(t.OneEngagement?.ProjectName).toBe(t.ProjectName);
      expect(t.Account?.FullName).toBe(t.AccountName);
      expect(t.Account?.AccountGUID).toBe(t.AccountID);
      expect(t.ContractGroupLine?.DisplayName).toBe(t.ContractLineName);
      expect(t.ProjectRole?.Role).toBe(t.RoleName);
      expect(typeof t.Company?.Name).toBe('string');
    }
  });

  it('pages through every entry of a project by moving datefrom forward', async () => {
    const total = readDb(srv.dbFile, (db) => countTimesheets(db, P1));
    const seen = new Map<bigint, TimesheetReadT>();
    let cursor = '2000-01-01';
    for (let guard = 0; guard < 100; guard++) {
      const page = expectOk(await list({ projectid: P1, datefrom: cursor }));
      for (const t of page) seen.set(t.TimesheetID!, t);
      if (page.length < 50) break;
      const next = page.at(-1)!.DateTimeFrom.slice(0, 10);
      expect(next > cursor, 'a single day holds 50 entries: paging by day cannot move on').toBe(true);
      cursor = next;
    }
    expect(seen.size).toBe(total);
  });

  it('takes a date as its whole day and a DateTime (any offset) as that exact instant', async () => {
    const sample = expectOk(await list({ projectid: P1 }))[20]!;
    const day = sample.DateTimeFrom.slice(0, 10);
    const wholeDay = expectOk(await list({ projectid: P1, datefrom: day, dateto: day }));
    expect(wholeDay.map((t) => t.TimesheetID)).toContain(sample.TimesheetID);
    for (const t of wholeDay) expect(t.DateTimeFrom.slice(0, 10)).toBe(day);
    // The same instant written with an offset: exactly the entries starting then.
    const at = new Date(sample.DateTimeFrom);
    const offset = new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 19) + '-05:00';
    const exact = expectOk(await list({ projectid: P1, datefrom: offset, dateto: sample.DateTimeFrom }));
    expect(exact.map((t) => t.TimesheetID)).toContain(sample.TimesheetID);
    for (const t of exact) expect(t.DateTimeFrom).toBe(sample.DateTimeFrom);
    // One millisecond later excludes it: paging moves datefrom forward within a day.
    const later = new Date(at.getTime() + 1).toISOString();
    expect(
      expectOk(await list({ projectid: P1, datefrom: later, dateto: day })).map((t) => t.TimesheetID),
    ).not.toContain(sample.TimesheetID);
    const before = expectOk(await list({ projectid: P1, dateto: day }));
    for (const t of before) expect(t.DateTimeFrom.slice(0, 10) <= day).toBe(true);
  });

  it.each(['2026-02-30', 'yesterday', '2026-1-5', '2026-01-05T25:00:00Z', ''])(
    'answers 400 for datefrom=%j',
    async (d) => {
      expectError(await list({ projectid: P1, datefrom: d }), 400, 'VALIDATION_FAILED');
    },
  );

  it('filters by accountid, alone or with projectid', async () => {
    const byAccount = expectOk(await list({ accountid: ids.AccountID }));
    expect(byAccount.length).toBeGreaterThan(0);
    for (const t of byAccount) expect(t.AccountID).toBe(ids.AccountID);
    const both = expectOk(await list({ accountid: String(ids.AccountID), projectid: P1 }));
    for (const t of both) expect([t.AccountID, t.ProjectID]).toEqual([ids.AccountID, P1]);
    expect(expectOk(await list({ accountid: 987654 }))).toEqual([]);
  });
});

describe('POST /timesheets', () => {
  it('creates an entry (201, TimesheetID string) normalizing DateTimes and keeping hours exact', async () => {
    const r = expectOk(
      await create(
        body({
          DateTimeFrom: '2031-03-04T10:00:00+01:00',
          DateTimeTo: '2031-03-04T18:30:00.000+01:00',
          NumberOfHours: '7.2525',
          ProjectID: String(P1),
          AccountID: String(ids.AccountID),
        }),
      ),
      201,
    );
    expect(r.TimesheetID).toMatch(/^31\d{15}$/);
    const res = await list({ accountid: ids.AccountID, datefrom: '2031-03-04', dateto: '2031-03-04' });
    const t = expectOk(res).find((x) => x.TimesheetID === BigInt(r.TimesheetID))!;
    expect(t).toMatchObject({
      DateTimeFrom: '2031-03-04T09:00:00.000Z',
      DateTimeTo: '2031-03-04T17:30:00.000Z',
      NumberOfHours: 7.2525,
      ProjectID: P1,
      ...ids,
      Description: 'Workshop',
      ApprovedByPM: false,
    });
    expect(res.text).toContain('"NumberOfHours":7.2525,');
    expect(t.InvoiceNumber ?? null).toBeNull();
    expect(t.CreationDateTime).toMatch(DATETIME_OUT);
    expect(typeof t.SalesRate).toBe('number');
  });

  it('ignores read-only fields (no mass assignment)', async () => {
    const r = expectOk(
      await create(
        body({
          DateTimeFrom: '2031-03-05T09:00:00Z',
          DateTimeTo: '2031-03-05T10:00:00Z',
          NumberOfHours: 1,
          TimesheetID: 1,
          InvoiceNumber: 'INV-HACK',
          ApprovedByPM: true,
          ApprovedDatePM: '2031-01-01T00:00:00Z',
          SalesRate: 9999,
          CreationDateTime: '2000-01-01T00:00:00Z',
        }),
      ),
      201,
    );
    expect(r.TimesheetID).not.toBe('1');
    const t = expectOk(
      await list({ accountid: ids.AccountID, datefrom: '2031-03-05', dateto: '2031-03-05' }),
    ).find((x) => x.TimesheetID === BigInt(r.TimesheetID))!;
    expect(t.ApprovedByPM).toBe(false);
    expect(t.InvoiceNumber ?? null).toBeNull();
    expect(t.SalesRate).not.toBe(9999);
    expect(t.CreationDateTime).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it.each([
    'DateTimeFrom',
    'DateTimeTo',
    'NumberOfHours',
    'AccountID',
    'ProjectID',
    'ContractLineID',
    'RoleID',
  ])('answers 400 without %s, writing nothing', async (field) => {
    const json: Record<string, unknown> = body();
    delete json[field];
    const before = dbFingerprint(srv.dbFile);
    const r = await create(json);
    expectError(r, 400, 'VALIDATION_FAILED');
    expect(r.text).toContain(field);
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it.each([
    ['hours with 5 decimals', { NumberOfHours: 1.23456 }],
    ['zero hours', { NumberOfHours: 0 }],
    ['more hours than the period', { NumberOfHours: 9 }],
    ['DateTimeTo before DateTimeFrom', { DateTimeTo: '2031-02-03T08:00:00Z' }],
    ['a DateTime without zone', { DateTimeFrom: '2031-02-03T09:00:00' }],
    ['an id that is a fraction', { RoleID: 1.5 }],
    ['an id that is negative', { AccountID: -4 }],
    ['Description not text', { Description: { text: 'x' } }],
  ])('answers 400 for %s, writing nothing', async (_label, patch) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await create(body(patch)), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it("answers 422 UNKNOWN_REFERENCE for unknown ids and for a contract line that is not the project's time line (rule 3)", async () => {
    const lines = readDb(srv.dbFile, (db) => ({
      other: listProjectContractLines(db, demoId('projects', 2)),
      own: listProjectContractLines(db, P1),
    }));
    const otherProjectLine = lines.other.find((l) => l.kind === 'time')?.id ?? 987655;
    const expenseLine = lines.own.find((l) => l.kind === 'expense')!.id;
    const before = dbFingerprint(srv.dbFile);
    for (const patch of [
      { ProjectID: 987654 },
      { ContractLineID: 987654 },
      { AccountID: 987654 },
      { RoleID: 987 },
      { RoleID: ids.AccountID },
      { ProjectID: '9223372036854775807' },
      { ContractLineID: otherProjectLine },
      { ContractLineID: expenseLine },
    ]) {
      expectError(await create(body(patch)), 422, 'UNKNOWN_REFERENCE');
    }
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});

describe('--single-object-quirk (decision 17)', () => {
  const day = { datefrom: '2032-05-06', dateto: '2032-05-06' };
  const entry = () =>
    body({ DateTimeFrom: '2032-05-06T09:00:00Z', DateTimeTo: '2032-05-06T10:00:00Z', NumberOfHours: 1 });

  it('answers a single object when exactly one entry matches, and arrays otherwise', async () => {
    expect(expectOk(await list({ accountid: ids.AccountID, ...day }, quirky))).toEqual([]);
    const { TimesheetID } = expectOk(await create(entry(), quirky), 201);
    const single = expectOk(await list({ accountid: ids.AccountID, ...day }, quirky));
    expect(Array.isArray(single)).toBe(false);
    expect((single as unknown as TimesheetReadT).TimesheetID).toBe(BigInt(TimesheetID));
    expectOk(await create(entry(), quirky), 201);
    expect(expectOk(await list({ accountid: ids.AccountID, ...day }, quirky))).toHaveLength(2);
  });

  it('is off by default: one match is still an array', async () => {
    expectOk(await create(entry()), 201);
    const rows = expectOk(await list({ accountid: ids.AccountID, ...day }));
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(1);
  });
});
