import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent, AppEventPayload } from '../../shared/app/contract';
import { createAppCore, type AppCore, type AppCoreOptions } from '../../electron/core/app';
import { call } from '../support/app-call';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * The app core on a temp data folder, driven through invoke exactly as the renderer drives it:
 * first start, offline-only entry, the embedded demo remote with a real first sync, connection
 * checks against it, and the guard against switching remotes with changes still queued.
 */

const dirs: string[] = [];
const cores: AppCore[] = [];

function open(dir?: string, extra: Partial<AppCoreOptions> = {}): AppCore {
  const dataDir = dir ?? mkdtempSync(join(tmpdir(), 'psa-core-'));
  if (!dir) dirs.push(dataDir);
  const core = createAppCore({ dataDir, syncOnStart: false, invoke: { validateResponses: true }, ...extra });
  cores.push(core);
  return core;
}

function collect<E extends AppEvent>(core: AppCore, event: E): AppEventPayload<E>[] {
  const seen: AppEventPayload<E>[] = [];
  core.on(event, (p) => seen.push(p));
  return seen;
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((res) => srv.listen(0, '127.0.0.1', res));
  const address = srv.address();
  await new Promise<void>((res) => srv.close(() => res()));
  return typeof address === 'object' && address ? address.port : 1;
}

/** Ids as PSOhub issues them, 17 digits above 2^53: the demo organization's records n. */
const DEMO_PROJECT = String(demoId('projects', 1));
const ANNA = String(demoId('accounts', 1));
const ENTRY = {
  ContractLineID: String(demoId('contract_lines', 10)),
  RoleID: String(demoId('roles', 1)),
  DateTimeFrom: '2026-03-02T09:00:00Z',
  DateTimeTo: '2026-03-02T11:30:00Z',
  NumberOfHours: 2.5,
  // The tests run on the wall clock: a day this far back asks first (issue 13).
  confirm: ['DATE_BACK'],
};

/** An entry on the demo's project 1, on a contract line and role seen on its entries. */
async function demoEntry(core: AppCore, description: string) {
  const { contractLines, roles } = await call(core, 'entries:lines', { projectId: DEMO_PROJECT });
  const line = contractLines[0]?.id;
  const role = roles[0]?.id;
  if (!line || !role) throw new Error('the demo project has no lines or roles');
  // Every entry of these tests takes ENTRY's period on one shared folder: both kept, deliberately.
  const confirm = [...ENTRY.confirm, 'OVERLAP'];
  return {
    ...ENTRY,
    ProjectID: DEMO_PROJECT,
    ContractLineID: line,
    RoleID: role,
    Description: description,
    confirm,
  };
}

afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('first start and offline-only work', () => {
  it('starts unset, then records entries locally when set up offline', async () => {
    const core = open();
    expect(await call(core, 'settings:get')).toMatchObject({
      mode: 'unset',
      remoteUrl: null,
      hasToken: false,
      tokenStorage: 'none',
      syncIntervalMinutes: 15,
    });

    const settings = await call(core, 'setup:offline');
    expect(settings).toMatchObject({ mode: 'offline', accountId: '1' });
    const changed = collect(core, 'data:changed');

    const company = await call(core, 'companies:create', { Name: 'Offline Bakery B.V.' });
    const project = await call(core, 'projects:create', {
      Name: 'Shop fit-out',
      Stage: 'Active',
      CompanyID: company.id,
    });
    const entry = await call(core, 'timesheets:create', {
      ...ENTRY,
      ProjectID: project.id,
      Description: 'Measuring up',
    });
    expect(BigInt(entry.id)).toBeLessThan(0n);
    expect(changed.map((c) => c.tables)).toContainEqual(['timesheets', 'outbox']);

    const list = await call(core, 'timesheets:list', { from: '2026-03-02', to: '2026-03-02' });
    expect(list).toEqual([
      expect.objectContaining({
        id: entry.id,
        projectName: 'Shop fit-out',
        hours: 2.5,
        accountId: '1',
        syncState: 'pending',
      }),
    ]);
    expect((await call(core, 'changes:list')).map((c) => c.endpoint)).toEqual([
      'createCompany',
      'createProject',
      'createTimesheet',
    ]);

    const sync = await call(core, 'sync:run');
    expect(sync.outcome).toBe('not-configured');
    expect(sync.message).toMatch(/offline/i);
    expect(await call(core, 'sync:status')).toMatchObject({ pending: 3, running: false });
  });

  it('applies the full entry rules and keeps amounts exact', async () => {
    const core = open();
    await call(core, 'setup:offline');
    const company = await call(core, 'companies:create', { Name: 'Exact Ltd' });
    const project = await call(core, 'projects:create', {
      Name: 'Sums',
      Stage: 'Active',
      CompanyID: company.id,
    });
    const tooLong = await core.invoke('timesheets:create', {
      ...ENTRY,
      ProjectID: project.id,
      NumberOfHours: 3,
    });
    expect(tooLong).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/NumberOfHours/) },
    });

    await call(core, 'expenses:create', {
      ProjectID: project.id,
      ContractLineID: String(demoId('contract_lines', 11)),
      AmountExVAT: 0.1,
      VATAmount: 0.2,
      TotalAmount: 0.3,
      ExpenseDate: '2026-03-02T00:00:00Z',
      confirm: ['VAT_RATE'],
    });
    const [expense] = await call(core, 'expenses:list');
    expect(expense).toMatchObject({
      amountExVAT: '0.1',
      vatAmount: '0.2',
      totalAmount: '0.3',
      syncState: 'pending',
    });
  });
});

describe('the embedded demo remote', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'psa-core-demo-'));
    dirs.push(dataDir);
  });

  it('starts a demo remote, syncs with it, and lists its projects', async () => {
    const core = open(dataDir);
    const progress = collect(core, 'sync:progress');
    const finished = collect(core, 'sync:finished');
    const settings = await call(core, 'setup:demo');
    expect(settings).toMatchObject({ mode: 'demo', accountId: ANNA, hasToken: true, tokenStorage: 'file' });
    expect(settings.remoteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(existsSync(join(dataDir, 'demo-remote.sqlite'))).toBe(true);

    const projects = await call(core, 'projects:list');
    expect(projects.length).toBeGreaterThan(10);
    expect(projects).toContainEqual(
      expect.objectContaining({ id: DEMO_PROJECT, name: 'Northwind ERP rollout', syncState: 'synced' }),
    );
    expect(progress.some((p) => p.phase === 'pull')).toBe(true);
    expect(finished).toEqual([expect.objectContaining({ outcome: 'ok' })]);
    expect(await call(core, 'sync:status')).toMatchObject({
      online: true,
      running: false,
      lastOutcome: { outcome: 'ok' },
    });
    expect((await call(core, 'projectManagers:list')).map((m) => m.id)).toEqual(
      [1, 4, 5].map((n) => String(demoId('accounts', n))),
    );
  });

  it('restarts the demo remote on the next start and syncs a new entry to it', async () => {
    const core = open(dataDir);
    await core.ready;
    const entry = await call(core, 'timesheets:create', await demoEntry(core, 'After restart'));
    const outcome = await call(core, 'sync:run');
    expect(outcome).toMatchObject({ outcome: 'ok', pushed: 1, pending: 0 });
    const synced = (await call(core, 'timesheets:list', { from: '2026-03-02', to: '2026-03-02' })).find(
      (t) => t.description === 'After restart',
    );
    expect(synced).toMatchObject({ syncState: 'synced' });
    // The remote's id: 17 digits above 2^53, every one of them kept.
    expect(synced?.id).toMatch(/^\d{17}$/);
    expect(BigInt(synced?.id ?? '0')).toBeGreaterThan(2n ** 53n);
    expect(BigInt(entry.id)).toBeLessThan(0n);
    expect((await call(core, 'sync:history')).length).toBeGreaterThanOrEqual(2);
  });

  it('reports a wrong token, a refused account and an unreachable remote clearly', async () => {
    const core = open(dataDir);
    await core.ready;
    expect(await call(core, 'settings:testConnection')).toMatchObject({ ok: true });

    const wrong = await call(core, 'settings:testConnection', { token: 'not-a-key' });
    expect(wrong).toMatchObject({ ok: false, kind: 'unauthenticated' });
    expect(wrong.message).toMatch(/did not accept the token.*401/);

    const noApi = await call(core, 'settings:testConnection', { token: 'demo-noapi-key' });
    expect(noApi).toMatchObject({ ok: false, kind: 'forbidden' });
    expect(noApi.message).toMatch(/403/);

    const nowhere = await call(core, 'settings:testConnection', {
      url: `http://127.0.0.1:${await closedPort()}/v1`,
      token: 'x',
    });
    expect(nowhere).toMatchObject({ ok: false, kind: 'unreachable' });
  });

  it('asks before switching remotes while changes are queued', async () => {
    const core = open(dataDir);
    await core.ready;
    await call(core, 'timesheets:create', await demoEntry(core, 'Queued'));
    const other = {
      url: 'http://127.0.0.1:9/v1',
      token: 'other-token',
      accountId: String(demoId('accounts', 2)),
    };

    const refused = await core.invoke('settings:setRemote', other);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'PENDING_CHANGES', message: expect.stringMatching(/1 change is still waiting/) },
    });
    expect(await call(core, 'settings:get')).toMatchObject({ mode: 'demo', accountId: ANNA });

    const forced = await call(core, 'settings:setRemote', { ...other, force: true });
    expect(forced).toMatchObject({
      mode: 'remote',
      remoteUrl: 'http://127.0.0.1:9/v1',
      accountId: other.accountId,
      hasToken: true,
    });
  });
});

describe('settings', () => {
  it('stores preferences and keeps the token out of the view', async () => {
    const core = open();
    const updated = await call(core, 'settings:update', {
      syncIntervalMinutes: 0,
      pullDaysBack: 30,
      theme: 'dark',
    });
    expect(updated).toMatchObject({
      syncIntervalMinutes: 0,
      pullDaysBack: 30,
      pullDaysAhead: 30,
      theme: 'dark',
    });
    const remote = await call(core, 'settings:setRemote', {
      url: 'https://psa.example.com/v1/',
      token: 'secret-token',
      accountId: '14073748835533011',
    });
    expect(remote).toMatchObject({
      mode: 'remote',
      remoteUrl: 'https://psa.example.com/v1',
      accountId: '14073748835533011',
      hasToken: true,
      tokenStorage: 'file',
    });
    expect(JSON.stringify(remote)).not.toContain('secret-token');
    const ftp = await core.invoke('settings:setRemote', {
      url: 'ftp://psa.example.com/v1',
      token: 't',
      accountId: '7',
    });
    expect(ftp).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
