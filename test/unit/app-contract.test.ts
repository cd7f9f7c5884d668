import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames, channels, channelsByNoun, type Channel } from '../../shared/app/contract';
import { AppError } from '../../shared/app/results';
import { PsaError } from '../../shared/psa/errors';
import { createAppCore, createInvoke, type AppCore, type AppHandlers } from '../../electron/core/app';

/*
 * The contract and its one handler table: every channel has a handler, nothing else does, and the
 * invoke wrapper refuses an invalid request before the handler is reached. The table is the real
 * one of a core on a temp data folder; the spy only wraps it.
 */

let dir: string;
let core: AppCore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'psa-contract-'));
  core = createAppCore({
    dataDir: dir,
    demoServer: false,
    syncOnStart: false,
    invoke: { validateResponses: true },
  });
});
afterAll(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The real handler table, each handler wrapped to count the calls that reach it. */
function spiedTable(): { table: AppHandlers; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const table = Object.fromEntries(
    Object.entries(core.handlers).map(([name, handler]) => [
      name,
      (req: unknown) => {
        calls.set(name, (calls.get(name) ?? 0) + 1);
        return (handler as (r: unknown) => Promise<unknown>)(req);
      },
    ]),
  ) as unknown as AppHandlers;
  return { table, calls };
}

const VALID_EXPENSE = {
  ProjectID: 1,
  ContractLineID: 11,
  AmountExVAT: 10,
  VATAmount: 2.1,
  TotalAmount: 12.1,
  ExpenseDate: '2026-03-02T00:00:00Z',
};

const VALID_TIMESHEET = {
  ProjectID: 1,
  ContractLineID: 10,
  RoleID: 1,
  DateTimeFrom: '2026-03-02T09:00:00Z',
  DateTimeTo: '2026-03-02T11:00:00Z',
  NumberOfHours: 2,
};

/** A valid request of every channel, on an empty data folder. */
const VALID: Record<Channel, unknown> = {
  'projects:list': {},
  'projects:get': { id: 1 },
  'companies:list': { search: 'north' },
  'companies:get': { id: 1 },
  'contacts:list': {},
  'projectManagers:list': {},
  'plans:list': {},
  'invoices:list': { status: 'Approved' },
  'invoices:get': { id: 1 },
  'timesheets:list': { from: '2026-03-01', to: '2026-03-31' },
  'expenses:list': {},
  'timesheets:create': {
    ProjectID: 1,
    ContractLineID: 10,
    RoleID: 1,
    DateTimeFrom: '2026-03-02T09:00:00Z',
    DateTimeTo: '2026-03-02T11:00:00Z',
    NumberOfHours: 2,
  },
  'expenses:create': {
    ProjectID: 1,
    ContractLineID: 11,
    AmountExVAT: 10,
    VATAmount: 2.1,
    TotalAmount: 12.1,
    ExpenseDate: '2026-03-02T00:00:00Z',
  },
  'companies:create': { Name: 'Acme' },
  'companies:update': { CompanyID: 99, Name: 'Acme 2' },
  'contacts:create': { CompanyID: 99, LastName: 'Doe', Email: 'jane@example.com' },
  'contacts:update': { ContactID: 99, LastName: 'Doe' },
  'projects:create': { Name: 'P', Stage: 'Active', CompanyID: 99 },
  'projects:update': { ProjectID: 99, Stage: 'Active' },
  'invoices:markPaid': { id: 1 },
  'invoices:setExternalId': { id: 1, externalId: 'X-1' },
  'changes:list': {},
  'changes:resubmit': { id: 1 },
  'changes:discard': { id: 1 },
  'sync:run': {},
  'sync:status': {},
  'sync:history': {},
  'settings:get': {},
  'settings:update': { theme: 'dark' },
  'settings:setRemote': { url: 'http://127.0.0.1:9/v1', token: 't', accountId: 1 },
  'settings:testConnection': {},
  'setup:offline': {},
  'setup:demo': {},
  // An address nothing listens on: the client check cannot reach it, so no browser wait starts.
  'signin:start': {
    preset: 'custom',
    baseUrl: 'http://127.0.0.1:9/v1',
    clientId: 'psa-desk',
    clientSecret: 'demo-client-secret',
  },
  'signin:status': {},
  'signin:wait': {},
  'signin:cancel': {},
  'signin:signOut': {},
  'expenses:compute': { amountExVAT: '100.10', mode: 'rate', vatRate: '21' },
  'expenses:summary': { from: '2026-01-01' },
  'expenses:update': { ...(VALID_EXPENSE as object), id: -1 },
  'expenses:delete': { id: -1 },
  'expenses:restore': { expenses: [VALID_EXPENSE] },
  'expenses:lines': { projectId: 1 },
  'projects:card': { id: 1, today: '2026-03-04' },
  'companies:details': { id: 1 },
  'contacts:search': { search: 'anna' },
  'reports:hoursByWeek': { from: '2026-03-02', to: '2026-03-29' },
  'reports:utilization': { month: '2026-03' },
  'reports:expensesByMonth': { from: '2026-01-01', to: '2026-03-31' },
  'export:csv': { kind: 'timesheets', from: '2026-03-01', to: '2026-03-31' },
  'sync:queue': {},
  'backups:list': {},
  'backups:restore': { name: 'psa-replica-20260301T090000000Z-daily.sqlite' },
  'plans:browse': { overdue: true },
  'invoices:detail': { id: 1 },
  'org:options': {},
  'records:duplicates': { kind: 'company', name: 'Acme B.V.' },
  'week:get': { weekStart: '2026-03-04' },
  'week:setCell': { projectId: 1, contractLineId: 10, roleId: 1, date: '2026-03-04', hours: 7.5 },
  'week:addRow': { weekStart: '2026-03-02', projectId: 1, contractLineId: 10, roleId: 1 },
  'week:removeRow': { weekStart: '2026-03-02', projectId: 1, contractLineId: 10, roleId: 1 },
  'week:copyPrevious': { weekStart: '2026-03-02' },
  'entries:create': {
    projectId: 1,
    contractLineId: 10,
    roleId: 1,
    date: '2026-03-04',
    from: '09:00',
    hours: 2,
  },
  'entries:update': {
    id: -1,
    projectId: 1,
    contractLineId: 10,
    roleId: 1,
    date: '2026-03-04',
    from: '09:00',
    to: '11:00',
  },
  'entries:delete': { id: -1 },
  'entries:restore': { entries: [VALID_TIMESHEET] },
  'entries:projects': { search: 'north' },
  'entries:favourite': { projectId: 1, favourite: false },
  'entries:lines': { projectId: 1 },
  'timer:get': {},
  'timer:start': { projectId: 1, contractLineId: 10, roleId: 1 },
  'timer:stop': {},
  'timer:cancel': {},
};

/** An invalid request of every channel: wrong types where the schema is specific. */
const INVALID: Partial<Record<Channel, unknown>> = {
  'week:get': { weekStart: '2026-02-30' },
  'week:setCell': { projectId: 1, contractLineId: 10, roleId: 1, date: '2026-03-04', hours: 24.5 },
  'entries:create': { projectId: 1, contractLineId: 10, roleId: 1, date: '2026-03-04', from: '9 am' },
  'projects:get': { id: 'one' },
  'projects:list': { limit: 0 },
  'timesheets:create': { ...(VALID['timesheets:create'] as object), NumberOfHours: 25 },
  'expenses:create': { ...(VALID['expenses:create'] as object), AmountExVAT: -1 },
  'companies:create': {},
  'invoices:setExternalId': { id: 1, externalId: '' },
  'settings:setRemote': { url: 'not a url', token: 't', accountId: 1 },
  'settings:update': { syncIntervalMinutes: -5 },
  'sync:status': { extra: true },
  'setup:demo': { please: 'yes' },
  'signin:start': { preset: 'psohub', clientId: 'c', clientSecret: 's' },
  'expenses:compute': { amountExVAT: '1', mode: 'percent' },
  'projects:card': { id: 1, today: '4 March' },
  'backups:restore': { name: '../psa-replica.sqlite' },
};

describe('the app contract by noun', () => {
  it('holds every channel in the file of its noun (the prefix before the colon), and only there', () => {
    const filed = Object.entries(channelsByNoun).flatMap(([noun, map]) =>
      Object.keys(map).map((name) => ({ noun, name })),
    );
    for (const { noun, name } of filed) expect(name.split(':')[0], name).toBe(noun);
    expect(filed.map((f) => f.name).sort()).toEqual([...channelNames].sort());
  });
});

describe('the app contract handler table', () => {
  it('has exactly one handler per channel, and nothing else', () => {
    expect(Object.keys(core.handlers).sort()).toEqual([...channelNames].sort());
    for (const name of channelNames) expect(typeof core.handlers[name]).toBe('function');
  });

  it('refuses requests of the wrong shape before any handler runs', async () => {
    const { table, calls } = spiedTable();
    const invoke = createInvoke(table);
    for (const name of channelNames) {
      for (const bad of [42, 'text', null, [], ...(name in INVALID ? [INVALID[name]] : [])]) {
        const result = await invoke(name, bad);
        expect(result.ok, `${name} accepted ${JSON.stringify(bad)}`).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe('VALIDATION_FAILED');
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      }
    }
    expect([...calls.keys()]).toEqual([]);
  });

  it('names the offending field of an invalid request', async () => {
    const result = await core.invoke('timesheets:create', INVALID['timesheets:create']);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    if (!result.ok) expect(result.error.details?.map((d) => d.path)).toContain('NumberOfHours');
  });

  it('refuses unknown channels, including inherited property names', async () => {
    for (const name of ['nope:list', '__proto__', 'constructor', 'toString', '']) {
      const result = await core.invoke(name, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    }
  });

  it('answers every channel with {ok: true, data} or {ok: false, error}, data matching its schema', async () => {
    const { table, calls } = spiedTable();
    const invoke = createInvoke(table, { validateResponses: true, onInternalError: () => undefined });
    for (const name of channelNames) {
      const result = await invoke(name, VALID[name]);
      expect(calls.get(name), `${name} was not reached with a valid request`).toBe(1);
      if (result.ok) {
        expect(Object.keys(result).sort()).toEqual(['data', 'ok']);
        expect(channels[name].response.safeParse(result.data).success, name).toBe(true);
      } else {
        expect(Object.keys(result).sort()).toEqual(['error', 'ok']);
        expect(AppError.safeParse(result.error).success, name).toBe(true);
        // On an empty folder these refusals are expected; none of them may be an internal error.
        expect(result.error.code, `${name}: ${result.error.message}`).not.toBe('INTERNAL');
      }
    }
  });

  it('keeps the code of a domain refusal and hides the details of an unexpected failure', async () => {
    const reported: unknown[] = [];
    const table = {
      ...core.handlers,
      'settings:get': async () => {
        throw new PsaError('INVALID_STATE', 'not now');
      },
      'sync:status': async () => {
        throw new Error('SQLITE_CORRUPT at /home/user/secret/path.sqlite');
      },
    } as AppHandlers;
    const invoke = createInvoke(table, { onInternalError: (_c, e) => reported.push(e) });
    expect(await invoke('settings:get', {})).toEqual({
      ok: false,
      error: { code: 'INVALID_STATE', message: 'not now' },
    });
    const internal = await invoke('sync:status', {});
    expect(internal.ok).toBe(false);
    if (!internal.ok) {
      expect(internal.error.code).toBe('INTERNAL');
      expect(JSON.stringify(internal)).not.toMatch(/secret|SQLITE|at \//);
    }
    expect(reported).toHaveLength(1);
  });

  it('accepts a missing request for channels that take none', async () => {
    const result = await core.invoke('settings:get');
    expect(result).toMatchObject({ ok: true, data: { dataDir: dir } });
  });
});
