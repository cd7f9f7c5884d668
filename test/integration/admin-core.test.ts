import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelResponse } from '../../shared/app/contract';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { call as callCore, refusal as refusalOf } from '../support/app-call';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';
import { demoId, type IdTable } from '../../electron/core/reference-server/domain/ids';

/*
 * The admin channels on a real replica: a data folder synced from the reference server with the
 * demo organization, driven through invoke as the renderer drives it.
 */

let dir: string;
let core: AppCore;
let server: TestServer;
// 2026-11-21: after every demo plan's due dates, before some invoices' due dates.
const NOW = Date.parse('2026-11-21T09:00:00Z');

/** The id (as the contract's text) of the demo organization's record n of a table: 17 digits. */
const demo = (table: IdTable, n: number) => String(demoId(table, n));

const call = <C extends Channel>(channel: C, request: unknown = {}) => callCore(core, channel, request);

const refusal = (channel: Channel, request: unknown) => refusalOf(core, channel, request);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-admin-'));
  server = await startTestServer();
  core = createAppCore({
    dataDir: dir,
    demoServer: false,
    syncOnStart: false,
    now: () => NOW,
    invoke: { validateResponses: true },
  });
  await call('settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: demo('accounts', 1) });
  expect((await call('sync:run')).outcome).toBe('ok');
}, 60_000);

afterAll(async () => {
  await core?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('records:duplicates', () => {
  it("warns of the demo's 'Van den Berg Logistics B.V.' before creating 'Van den Berg Logistics BV'", async () => {
    const found = await call('records:duplicates', { kind: 'company', name: 'Van den Berg Logistics BV' });
    expect(found[0]).toMatchObject({
      kind: 'company',
      id: demo('companies', 1),
      label: 'Van den Berg Logistics B.V.',
      reason: 'same name apart from case, accents, punctuation or legal form',
    });
  });

  it('finds a name one slip away, and nothing for a new name', async () => {
    const slip = await call('records:duplicates', { kind: 'company', name: 'van den berg logistcs' });
    expect(slip.map((d) => [d.id, d.reason])).toEqual([[demo('companies', 1), 'a very similar name']]);
    expect(await call('records:duplicates', { kind: 'company', name: 'Zyxwv Quantum Bakery' })).toEqual([]);
  });

  it('sees a company created offline a moment ago', async () => {
    const { id } = await call('companies:create', { Name: 'Acme B.V.', City: 'Utrecht' });
    const found = await call('records:duplicates', { kind: 'company', name: 'ACME BV' });
    expect(found).toEqual([
      { kind: 'company', id, label: 'Acme B.V.', detail: 'Utrecht', reason: expect.any(String) },
    ]);
  });

  it('matches contacts on the same email anywhere, or the same name at the same company', async () => {
    const [first] = await call('contacts:list', { companyId: demo('companies', 1) });
    if (!first) throw new Error('the demo company 1 has no contact');
    const byEmail = await call('records:duplicates', {
      kind: 'contact',
      email: first.email.toUpperCase(),
      lastName: 'Someone',
      companyId: demo('companies', 2),
    });
    expect(byEmail).toEqual([expect.objectContaining({ id: first.id, reason: 'same email' })]);

    const byName = await call('records:duplicates', {
      kind: 'contact',
      email: 'new.person@example.com',
      firstName: first.firstName?.toUpperCase(),
      lastName: first.lastName,
      companyId: demo('companies', 1),
    });
    expect(byName).toEqual([expect.objectContaining({ id: first.id, reason: 'same name at this company' })]);
    // The same name at another company is somebody else.
    const elsewhere = await call('records:duplicates', {
      kind: 'contact',
      email: 'new.person@example.com',
      firstName: first.firstName,
      lastName: first.lastName,
      companyId: demo('companies', 2),
    });
    expect(elsewhere).not.toContainEqual(expect.objectContaining({ id: first.id }));
  });
});

describe('org:options', () => {
  it('offers the stages, currencies and ids seen on projects, and the known managers', async () => {
    const o = await call('org:options');
    expect([...o.stages].sort()).toEqual(['Active', 'Cancelled', 'Completed', 'On hold', 'Proposal']);
    expect(o.currencies[0]).toBe('EUR');
    expect([...o.currencies].sort()).toEqual(['EUR', 'GBP', 'USD']);
    const ids = (table: IdTable, ns: number[]) => ns.map((n) => demo(table, n));
    expect(o.contractTemplates.map((t) => t.id)).toEqual(
      expect.arrayContaining(ids('contract_templates', [1, 2, 3])),
    );
    expect(o.projectTypes.map((t) => t.id).sort()).toEqual(ids('project_types', [1, 2, 3]));
    expect(o.businessUnits.map((b) => b.id).sort()).toEqual(ids('business_units', [1, 2, 3]));
    expect(o.projectManagers.map((m) => m.id)).toEqual(expect.arrayContaining(ids('accounts', [1, 4, 5])));
  });

  it('picks up a stage typed on a new project', async () => {
    const { id: companyId } = await call('companies:create', { Name: 'Options Test Ltd' });
    await call('projects:create', { Name: 'Typed stage', Stage: 'Negotiation', CompanyID: companyId });
    expect((await call('org:options')).stages).toContain('Negotiation');
  });
});

describe('invoices:detail', () => {
  it('gives lines, detail lines and VAT exactly, in the invoice and the base currency', async () => {
    const [usd] = await call('invoices:list', { status: 'Approved' }).then((l) =>
      l.filter((i) => i.currency === 'USD'),
    );
    if (!usd) throw new Error('no Approved USD invoice in the demo');
    const d = await call('invoices:detail', { id: usd.id });
    expect(d).toMatchObject({ currency: 'USD', baseCurrency: 'EUR', status: 'Approved' });
    expect(d.markPaid).toEqual({ allowed: true, reason: null });
    expect(d.pdfBase64 && Buffer.from(d.pdfBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    // Units of 10^-8 (the money scale): the view's numbers come from exact units.
    const units = (n: number) => Math.round(n * 1e8);
    expect(units(d.totals.exVAT) + units(d.totals.vat)).toBe(units(d.totals.incVAT));
    expect(units(d.totals.exVATBase) + units(d.totals.vatBase)).toBe(units(d.totals.incVATBase));
    expect(d.lines.length).toBeGreaterThan(0);
    const withDetails = d.lines.find((l) => l.details.length > 0);
    expect(withDetails?.details[0]).toMatchObject({
      accountName: expect.any(String),
      hours: expect.any(Number),
      rate: expect.any(Number),
      amount: expect.any(Number),
    });
  });

  it('refuses mark paid for Draft and Void with the reason, in the view and in the core', async () => {
    for (const status of ['Draft', 'Void'] as const) {
      const [inv] = await call('invoices:list', { status });
      if (!inv) throw new Error(`no ${status} invoice in the demo`);
      const d = await call('invoices:detail', { id: inv.id });
      expect(d.markPaid.allowed).toBe(false);
      expect(d.markPaid.reason).toMatch(status === 'Draft' ? /approved/ : /void/);
      if (status === 'Draft') expect(d.pdfBase64).toBeNull();
      expect((await refusal('invoices:markPaid', { id: inv.id })).code).toBe('INVALID_STATE');
    }
  });

  it('shows a mark paid as pending until it is synced', async () => {
    const [sent] = await call('invoices:list', { status: 'Sent' });
    if (!sent) throw new Error('no Sent invoice in the demo');
    await call('invoices:markPaid', { id: sent.id });
    const d = await call('invoices:detail', { id: sent.id });
    expect(d).toMatchObject({ status: 'Paid', syncState: 'pending' });
    expect(d.markPaid).toEqual({ allowed: false, reason: 'This invoice is already paid.' });
  });

  it('answers NOT_FOUND for an invoice the store does not hold', async () => {
    expect((await refusal('invoices:detail', { id: demo('invoices', 9999) })).code).toBe('NOT_FOUND');
  });
});

describe('plans:browse', () => {
  it('lists the plans with their project names and every task', async () => {
    const all = await call('plans:browse', {});
    expect(all.today).toBe('2026-11-21');
    expect(all.accountId).toBe(demo('accounts', 1));
    expect(all.plans.map((p) => p.id)).toEqual([1, 2, 3].map((n) => demo('plans', n)));
    expect(all.plans[0]?.projectName).toBe('Northwind ERP rollout');
    const plan3 = all.plans.find((p) => p.id === demo('plans', 3));
    expect(plan3?.projectId === '0' ? plan3.projectName : null).toBeNull();
    for (const p of all.plans) expect(p.taskLists.reduce((n, l) => n + l.tasks.length, 0)).toBe(p.taskCount);
  });

  it('filters to my tasks, overdue tasks and a status', async () => {
    const tasks = (r: ChannelResponse<'plans:browse'>) =>
      r.plans.flatMap((p) => p.taskLists.flatMap((l) => l.tasks));
    const mine = tasks(await call('plans:browse', { assignedToMe: true }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.assignees.some((a) => a.id === demo('accounts', 1)))).toBe(true);

    const overdue = tasks(await call('plans:browse', { overdue: true }));
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((t) => t.status !== 'Done' && (t.dueDate ?? '9') < '2026-11-21')).toBe(true);

    const done = await call('plans:browse', { status: 'Done' });
    expect(tasks(done).every((t) => t.status === 'Done')).toBe(true);
    expect(done.plans.every((p) => p.taskLists.every((l) => l.tasks.length > 0))).toBe(true);
    const overdueDone = await call('plans:browse', { overdue: true, status: 'Done' });
    expect(overdueDone.plans).toEqual([]);
  });
});
