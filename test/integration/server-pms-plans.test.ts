import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { PlanReadT, ProjectManagerReadT } from '../../shared/psa/resources';
import { DATETIME_OUT } from '../../shared/psa/scalars';
import {
  dbFingerprint,
  expectError,
  expectOk,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

/** Demo account n: a 17-digit id above 2^53 (decision 7). */
const account = (n: number) => demoId('accounts', n);
const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
/** A read record's identifier as the server writes it: a JSON number of 17 digits. */
const isWideId = (v: unknown) => typeof v === 'bigint' && String(v).length === 17;

const pms = (query: Record<string, string | number> = {}) =>
  request<ProjectManagerReadT[]>(srv.url, 'GET', '/accounts/projectmanagers', { query });
const plans = (query: Record<string, string | number> = {}) =>
  request<PlanReadT[]>(srv.url, 'GET', '/plans', { query });

describe('GET /accounts/projectmanagers', () => {
  it('lists exactly the accounts eligible as project manager', async () => {
    const rows = expectOk(await pms());
    expect(rows.map((r) => r.ObjectID).sort(byId)).toEqual([account(1), account(4), account(5)]);
    expect(rows.find((r) => r.ObjectID === account(1))).toEqual({
      Name: 'Anna de Vries',
      Email: 'demo-admin@example.com',
      ObjectID: 11073748835533011n,
    });
  });

  it('filters email exactly, case-insensitively (decision 14)', async () => {
    const daniel = expectOk(await pms({ email: 'DANIEL@Northwind.Example' }));
    expect(daniel.map((r) => r.ObjectID)).toEqual([account(4)]);
    const emma = expectOk(await pms({ Email: 'emma@northwind.example' }));
    expect(emma.map((r) => r.ObjectID)).toEqual([account(5)]);
    expect(expectOk(await pms({ email: 'daniel@northwind' }))).toEqual([]);
    // Ben is an account, but not a project manager.
    expect(expectOk(await pms({ email: 'demo-consultant@example.com' }))).toEqual([]);
  });

  it('honours limit and answers 400 for one out of range', async () => {
    expect(expectOk(await pms({ limit: 2 }))).toHaveLength(2);
    for (const limit of ['0', '501', 'x', '2.0']) expectError(await pms({ limit }), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /plans', () => {
  it('lists the three demo plans with task lists, tasks and assignees', async () => {
    const rows = expectOk(await plans());
    expect(rows.map((p) => p.PlanID).sort(byId)).toEqual([1, 2, 3].map((n) => demoId('plans', n)));
    const assignees = new Set<bigint>();
    for (const plan of rows) {
      expect(typeof plan.PlanName).toBe('string');
      // A project's id, or 0 for a plan linked to none (the spec's convention).
      expect(isWideId(plan.ProjectID) || (plan.ProjectID as unknown) === 0).toBe(true);
      expect(plan.TaskLists.length).toBeGreaterThan(0);
      for (const list of plan.TaskLists) {
        expect(typeof list.TaskListName).toBe('string');
        expect(list.Tasks.length).toBeGreaterThan(0);
        for (const t of list.Tasks) {
          expect(['None', 'Low', 'Medium', 'High']).toContain(t.Priority);
          expect(['To_Do', 'In_Progress', 'Done']).toContain(t.Status);
          expect(typeof t.IsMileStone).toBe('boolean');
          expect(isWideId(t.TaskID)).toBe(true);
          expect(Number.isInteger(t.OrderNumber)).toBe(true);
          for (const d of [t.DueDate, t.StartDate]) if (d != null) expect(d).toMatch(DATETIME_OUT);
          for (const a of t.AssignedTo) {
            assignees.add(a.AccountID);
            expect(typeof a.AccountName).toBe('string');
            expect(a.AccountEmail).toMatch(/@/);
          }
        }
      }
      for (const d of [plan.StartDate, plan.EndDate]) if (d != null) expect(d).toMatch(DATETIME_OUT);
    }
    for (const n of [1, 2, 4, 5, 6]) expect(assignees.has(account(n))).toBe(true);
  });

  it('keeps task order within each list', async () => {
    for (const plan of expectOk(await plans()))
      for (const list of plan.TaskLists) {
        const order = list.Tasks.map((t) => t.OrderNumber ?? 0);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
  });

  it('honours limit, and answers 400 for one out of range', async () => {
    expect(expectOk(await plans({ limit: 2 }))).toHaveLength(2);
    expect(expectOk(await plans({ LIMIT: '1' }))).toHaveLength(1);
    for (const limit of ['0', '501', 'many']) expectError(await plans({ limit }), 400, 'VALIDATION_FAILED');
  });

  it('is read only: other methods are 405 (Allow: GET) and nothing changes', async () => {
    const before = dbFingerprint(srv.dbFile);
    for (const method of ['POST', 'PATCH']) {
      const reply = await request(srv.url, method, '/plans', { json: { PlanName: 'x' } });
      expectError(reply, 405, 'METHOD_NOT_ALLOWED');
      expect(reply.headers.get('allow')).toBe('GET');
    }
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});
