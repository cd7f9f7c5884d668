import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelNames,
  channels,
  channelsByNoun,
  type Channel,
  type ChannelResponse,
} from '../../shared/app/contract';
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

/** Ids of an empty folder's requests as PSOhub numbers records: 17 digits, above 2^53, as text. */
const PROJECT = '16073748835533011';
const COMPANY = '14073748835533011';
const CONTACT = '15073748835533011';
const TIME_LINE = '19073748835533020';
const EXPENSE_LINE = '19073748835533021';
const ROLE = '17073748835533011';
const INVOICE = '41939771881672249';
const CHANGE = '9007199254740993';
const ACCOUNT = '11073748835533011';

const VALID_EXPENSE = {
  ProjectID: PROJECT,
  ContractLineID: EXPENSE_LINE,
  AmountExVAT: 10,
  VATAmount: 2.1,
  TotalAmount: 12.1,
  ExpenseDate: '2026-03-02T00:00:00Z',
};

const VALID_TIMESHEET = {
  ProjectID: PROJECT,
  ContractLineID: TIME_LINE,
  RoleID: ROLE,
  DateTimeFrom: '2026-03-02T09:00:00Z',
  DateTimeTo: '2026-03-02T11:00:00Z',
  NumberOfHours: 2,
};

const CELL = { projectId: PROJECT, contractLineId: TIME_LINE, roleId: ROLE };

/** A valid request of every channel, on an empty data folder. */
const VALID: Record<Channel, unknown> = {
  'projects:list': {},
  'projects:get': { id: PROJECT },
  'companies:list': { search: 'north' },
  'companies:get': { id: COMPANY },
  'contacts:list': {},
  'projectManagers:list': {},
  'plans:list': {},
  'invoices:list': { status: 'Approved' },
  'invoices:totals': { customerId: '1', from: '2026-01-01', to: '2026-12-31' },
  'invoices:get': { id: INVOICE },
  'timesheets:list': { from: '2026-03-01', to: '2026-03-31' },
  'expenses:list': {},
  'timesheets:create': {
    ProjectID: PROJECT,
    ContractLineID: TIME_LINE,
    RoleID: ROLE,
    DateTimeFrom: '2026-03-02T09:00:00Z',
    DateTimeTo: '2026-03-02T11:00:00Z',
    NumberOfHours: 2,
  },
  'expenses:create': {
    ProjectID: PROJECT,
    ContractLineID: EXPENSE_LINE,
    AmountExVAT: 10,
    VATAmount: 2.1,
    TotalAmount: 12.1,
    ExpenseDate: '2026-03-02T00:00:00Z',
  },
  'companies:create': { Name: 'Acme' },
  'companies:update': { CompanyID: COMPANY, Name: 'Acme 2' },
  'contacts:create': { CompanyID: COMPANY, LastName: 'Doe', Email: 'jane@example.com' },
  'contacts:update': { ContactID: CONTACT, LastName: 'Doe' },
  'projects:create': { Name: 'P', Stage: 'Active', CompanyID: COMPANY },
  'projects:update': { ProjectID: PROJECT, Stage: 'Active' },
  'invoices:markPaid': { id: INVOICE },
  'invoices:setExternalId': { id: INVOICE, externalId: 'X-1' },
  'changes:list': {},
  'changes:resubmit': { id: CHANGE },
  'changes:discard': { id: CHANGE },
  'sync:run': {},
  'sync:status': {},
  'sync:history': {},
  'sync:network': { online: true },
  'settings:get': {},
  'settings:update': { theme: 'dark' },
  'settings:setRemote': { url: 'http://127.0.0.1:9/v1', token: 't', accountId: ACCOUNT },
  'settings:testConnection': {},
  'settings:accounts': {},
  'setup:offline': {},
  'setup:demo': {},
  'setup:importProjects': { text: 'project name\nA' },
  'setup:addProject': { projectName: 'A' },
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
  'expenses:update': { ...(VALID_EXPENSE as object), id: '-1' },
  'expenses:delete': { id: '-1' },
  'expenses:restore': { expenses: [VALID_EXPENSE] },
  'expenses:lines': { projectId: PROJECT },
  'expenses:categorySettings': {},
  'expenses:setCategorySettings': { mileageRate: '0,23' },
  'expenses:computeDetails': { details: { category: 'mileage', km: '142', roundTrip: true } },
  'expenses:categoryLine': { projectId: PROJECT, category: 'mileage' },
  'projects:card': { id: PROJECT, today: '2026-03-04' },
  'companies:details': { id: COMPANY },
  'contacts:search': { search: 'anna' },
  'reports:hoursByWeek': { from: '2026-03-02', to: '2026-03-29' },
  'reports:utilization': { month: '2026-03' },
  'reports:expensesByMonth': { from: '2026-01-01', to: '2026-03-31' },
  'export:csv': { kind: 'timesheets', from: '2026-03-01', to: '2026-03-31' },
  'expenseReport:pdf': { month: '2026-03' },
  'expenseReport:zip': { from: '2026-03-01', to: '2026-03-31' },
  'review:projects': {},
  'review:mark': { projectId: '1', reviewed: true },
  'review:week': { weekStart: '2026-03-02' },
  'review:entries': { weekStart: '2026-03-02', projectId: '1' },
  'review:ready': {},
  'review:readyCsv': {},
  'review:budgets': {},
  'review:budgetHint': { projectId: PROJECT, hours: 2 },
  'sync:queue': {},
  'sync:send': { scope: 'all' },
  'backups:list': {},
  'backups:restore': { name: 'psa-replica-20260301T090000000Z-daily.sqlite' },
  'plans:browse': { overdue: true },
  'invoices:detail': { id: INVOICE },
  'org:options': {},
  'records:duplicates': { kind: 'company', name: 'Acme B.V.' },
  'search:everything': { text: 'acme' },
  'week:get': { weekStart: '2026-03-04' },
  'week:setCell': { ...CELL, date: '2026-03-04', hours: 7.5 },
  'week:addRow': { weekStart: '2026-03-02', ...CELL },
  'week:removeRow': { weekStart: '2026-03-02', ...CELL },
  'week:copyPrevious': { weekStart: '2026-03-02' },
  'week:submit': { weekStart: '2026-03-02' },
  'entries:create': {
    ...CELL,
    date: '2026-03-04',
    from: '09:00',
    hours: 2,
  },
  'entries:update': {
    id: '-1',
    ...CELL,
    date: '2026-03-04',
    from: '09:00',
    to: '11:00',
  },
  'entries:delete': { id: '-1' },
  'entries:restore': { entries: [VALID_TIMESHEET] },
  'entries:projects': { search: 'north' },
  'entries:favourite': { projectId: PROJECT, favourite: false },
  'entries:lines': { projectId: PROJECT },
  'entries:refreshLines': { projectId: PROJECT },
  'timer:get': {},
  'timer:start': CELL,
  'timer:stop': {},
  'timer:history': {},
  'timer:cancel': {},
  'timer:pause': {},
  'timer:resume': {},
  'timer:setStart': { startedAt: '2026-03-02T09:00:00Z' },
  'timer:away': {},
  'timer:resolveAway': { choice: 'keep' },
  'timer:activity': { kind: 'input' },
  'receipts:add': { expenseId: '-1', name: 'taxi.png', dataBase64: 'iVBORw0KGgo=' },
  'receipts:list': { expenseIds: ['-1', PROJECT] },
  'receipts:get': { id: '1' },
  'receipts:remove': { id: '1' },
  'receipts:detached': {},
  'receipts:attach': { id: '1', expenseId: '-1' },
  'receipts:scan': { dataBase64: 'JVBERi0=' },
};

/** An invalid request of every channel: wrong types where the schema is specific. */
const INVALID: Partial<Record<Channel, unknown>> = {
  'week:get': { weekStart: '2026-02-30' },
  'week:setCell': { ...CELL, date: '2026-03-04', hours: 24.5 },
  'entries:create': { ...CELL, date: '2026-03-04', from: '9 am' },
  // An id as a JS number is refused: 14073748835533011 would arrive as ...012.
  'projects:get': { id: 14073748835533012 },
  'companies:get': { id: 'one' },
  'invoices:markPaid': { id: '99999999999999999999' },
  // Past 2^63-1: no SQLite integer holds it.
  'invoices:detail': { id: '9223372036854775808' },
  'projects:list': { limit: 0 },
  'timesheets:create': { ...(VALID['timesheets:create'] as object), NumberOfHours: 25 },
  'expenses:create': { ...(VALID['expenses:create'] as object), AmountExVAT: -1 },
  'companies:create': {},
  'invoices:setExternalId': { id: INVOICE, externalId: '' },
  'settings:setRemote': { url: 'not a url', token: 't', accountId: ACCOUNT },
  'settings:update': { syncIntervalMinutes: -5 },
  'sync:status': { extra: true },
  'setup:demo': { please: 'yes' },
  'signin:start': { preset: 'psohub', clientId: 'c', clientSecret: 's' },
  'expenses:compute': { amountExVAT: '1', mode: 'percent' },
  'expenses:computeDetails': { details: { category: 'taxi', km: '1' } },
  'projects:card': { id: PROJECT, today: '4 March' },
  'backups:restore': { name: '../psa-replica.sqlite' },
  'receipts:list': { expenseIds: [1] },
  'expenseReport:pdf': { month: '2026-13' },
  'expenseReport:zip': { month: '2026-03', from: '2026-03-01', to: '2026-03-31' },
};

/** The known (not index-signature) keys of an object type. */
type Known<T> = { [K in keyof T as string extends K ? never : K]-?: T[K] };
/** Every leaf type of a type, through arrays and objects. */
type Leaves<T> = T extends bigint
  ? bigint
  : T extends readonly (infer U)[]
    ? Leaves<U>
    : T extends object
      ? { [K in keyof Known<T>]-?: Leaves<Known<T>[K]> }[keyof Known<T>]
      : never;
/** The channels whose answer type may hold a bigint somewhere. */
type BigintAnswers = { [C in Channel]: [bigint] extends [Leaves<ChannelResponse<C>>] ? C : never }[Channel];

describe('the app contract by noun', () => {
  it('answers ids as decimal text: no answer type holds a bigint (a compile error names the channel)', () => {
    const none: [BigintAnswers] extends [never] ? 'none' : BigintAnswers = 'none';
    expect(none).toBe('none');
  });

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
        // Answers cross the web bridge and the CLI as JSON: no bigint anywhere in them.
        expect(() => JSON.stringify(result.data), name).not.toThrow();
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
