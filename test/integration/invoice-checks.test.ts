import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../shared/app/contract';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { call as callCore, refusal as refusalOf } from '../support/app-call';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * Issue 13 point 10 on a real replica synced from the reference server's demo organization:
 * an external id already on another invoice asks first (NEEDS_CONFIRMATION), and Sent/Approved
 * invoices past their due date are overdue on the core's clock, in the list, its filter and the detail.
 */

let dir: string;
let core: AppCore;
let server: TestServer;
// 2026-11-21: demo invoices approved in September/early October are past their 30-day term,
// the one approved on 2026-11-05 (due 2026-12-05) is not.
const NOW = Date.parse('2026-11-21T09:00:00Z');
let now = NOW;

const call = <C extends Channel>(channel: C, request: unknown = {}) => callCore(core, channel, request);
const refusal = (channel: Channel, request: unknown) => refusalOf(core, channel, request);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-invoice-checks-'));
  server = await startTestServer();
  core = createAppCore({
    dataDir: dir,
    demoServer: false,
    syncOnStart: false,
    now: () => now,
    invoke: { validateResponses: true },
  });
  await call('settings:setRemote', {
    url: server.url,
    token: ADMIN_KEY,
    accountId: String(demoId('accounts', 1)),
  });
  expect((await call('sync:run')).outcome).toBe('ok');
}, 60_000);

afterAll(async () => {
  await core?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('invoices:setExternalId', () => {
  it('asks first when the external id is already on another invoice, naming it', async () => {
    const all = await call('invoices:list');
    const holder = all.find((i) => i.externalId === 'XERO-INV-0193');
    const target = all.find((i) => i.status === 'Sent' && i.externalId === null);
    if (!holder || !target) throw new Error('demo lacks the XERO invoice or a Sent one without external id');

    const asked = await refusal('invoices:setExternalId', { id: target.id, externalId: ' xero-inv-0193 ' });
    expect(asked.code).toBe('NEEDS_CONFIRMATION');
    expect(asked.details).toEqual([{ path: 'EXTERNAL_ID_IN_USE', message: expect.any(String) }]);
    expect(asked.message).toContain(holder.number ?? 'no number');
    expect(asked.message).toContain('XERO-INV-0193');
    // Nothing was stored or queued.
    expect((await call('invoices:detail', { id: target.id })).externalId).toBeNull();

    await call('invoices:setExternalId', {
      id: target.id,
      externalId: 'XERO-INV-0193',
      confirm: ['EXTERNAL_ID_IN_USE'],
    });
    expect((await call('invoices:detail', { id: target.id })).externalId).toBe('XERO-INV-0193');
  });

  it('does not ask for a new id or for the id the invoice already carries', async () => {
    const all = await call('invoices:list');
    const holder = all.find((i) => i.externalId === 'SAGE-7781');
    const other = all.find((i) => i.status === 'Approved' && i.externalId === null);
    if (!holder || !other)
      throw new Error('demo lacks the SAGE invoice or an Approved one without external id');
    await call('invoices:setExternalId', { id: holder.id, externalId: 'SAGE-7781' });
    await call('invoices:setExternalId', { id: other.id, externalId: 'SAGE-9999' });
    expect((await call('invoices:detail', { id: other.id })).externalId).toBe('SAGE-9999');
  });
});

describe('overdue invoices', () => {
  /** Sent or Approved with a due date before the local start of the clock's day. */
  const expectedOverdue = (i: { status: string; dueDate: string | null }, at: number) => {
    const t = new Date(at);
    const dayStart = new Date(t.getFullYear(), t.getMonth(), t.getDate()).getTime();
    return (
      (i.status === 'Sent' || i.status === 'Approved') &&
      i.dueDate !== null &&
      Date.parse(i.dueDate) < dayStart
    );
  };

  it('flags Sent/Approved invoices past their due date on the core clock, and filters them', async () => {
    now = NOW;
    const all = await call('invoices:list');
    const overdue = all.filter((i) => i.overdue);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    for (const i of all)
      expect(i.overdue, `${i.number} ${i.status} due ${i.dueDate}`).toBe(expectedOverdue(i, NOW));
    expect(overdue.some((i) => i.status === 'Sent')).toBe(true);
    expect(overdue.some((i) => i.status === 'Approved')).toBe(true);
    expect(all.some((i) => i.status === 'Paid' && i.overdue)).toBe(false);
    const notYet = all.find((i) => (i.status === 'Approved' || i.status === 'Sent') && !i.overdue);
    if (!notYet) throw new Error('demo lacks an open invoice that is not yet due');

    const filtered = await call('invoices:list', { overdue: true });
    expect(filtered.map((i) => i.id).sort()).toEqual(overdue.map((i) => i.id).sort());
    expect(
      (await call('invoices:list', { overdue: true, status: 'Sent' })).every((i) => i.status === 'Sent'),
    ).toBe(true);

    expect((await call('invoices:detail', { id: overdue[0]!.id })).overdue).toBe(true);
    expect((await call('invoices:detail', { id: notYet.id })).overdue).toBe(false);
  });

  it("follows the core's clock: weeks later the not-yet-due invoice is overdue too", async () => {
    const before = await call('invoices:list');
    const notYet = before.find((i) => (i.status === 'Approved' || i.status === 'Sent') && !i.overdue);
    if (!notYet) throw new Error('demo lacks an open invoice that is not yet due');
    now = Date.parse('2027-01-15T09:00:00Z');
    try {
      expect((await call('invoices:list', { overdue: true })).map((i) => i.id)).toContain(notYet.id);
      expect((await call('invoices:detail', { id: notYet.id })).overdue).toBe(true);
    } finally {
      now = NOW;
    }
  });

  it('a paid invoice is no longer overdue', async () => {
    const [sent] = await call('invoices:list', { overdue: true, status: 'Sent' });
    if (!sent) throw new Error('no overdue Sent invoice in the demo');
    await call('invoices:markPaid', { id: sent.id });
    expect((await call('invoices:detail', { id: sent.id })).overdue).toBe(false);
    expect((await call('invoices:list', { overdue: true })).map((i) => i.id)).not.toContain(sent.id);
  });
});

describe('invoice filters and totals (issue 14 point 5)', () => {
  interface ServerInvoice {
    id: bigint;
    status: string;
    currency_code: string;
    customer_id: bigint | null;
    invoice_date: string | null;
    total_ex: bigint;
  }
  const onServer = () =>
    readDb(server.dbFile, (db) =>
      db.prepare('SELECT id, status, currency_code, customer_id, invoice_date, total_ex FROM invoices').all(),
    ) as ServerInvoice[];

  it('filters by customer and by invoice date range, as the server holds them', async () => {
    const all = onServer();
    const customer = all.find((i) => i.customer_id !== null)!.customer_id!;
    const mine = await call('invoices:list', { customerId: String(customer) });
    expect(new Set(mine.map((i) => i.id))).toEqual(
      new Set(all.filter((i) => i.customer_id === customer).map((i) => String(i.id))),
    );
    const inOctober = (d: string | null) =>
      d !== null && d.slice(0, 10) >= '2026-10-01' && d.slice(0, 10) <= '2026-10-31';
    const october = await call('invoices:list', { from: '2026-10-01', to: '2026-10-31' });
    expect(new Set(october.map((i) => i.id))).toEqual(
      new Set(all.filter((i) => inOctober(i.invoice_date)).map((i) => String(i.id))),
    );
    const backwards = await refusal('invoices:list', { from: '2026-10-31', to: '2026-10-01' });
    expect(backwards.code).toBe('VALIDATION_FAILED');
  });

  it('totals count and sum per status and currency exactly, never across currencies, with the overdue ones', async () => {
    const totals = await call('invoices:totals', {});
    // The amounts as the server holds them, the status as here (an invoice was marked paid above).
    const local = new Map((await call('invoices:list')).map((i) => [i.id, i.status]));
    const all = onServer().map((i) => ({ ...i, status: local.get(String(i.id)) ?? i.status }));
    for (const t of totals.byStatus) {
      const group = all.filter((i) => i.status === t.status && i.currency_code === t.currency);
      expect(t.count, `${t.status} ${t.currency}`).toBe(group.length);
      const units = group.reduce((a, i) => a + i.total_ex, 0n);
      expect(t.exVAT).toBe(Number(units) / 1e8);
    }
    expect(totals.byStatus.reduce((a, t) => a + t.count, 0)).toBe(all.length);
    const overdue = await call('invoices:list', { overdue: true });
    expect(totals.byStatus.reduce((a, t) => a + t.overdue, 0)).toBe(overdue.length);
    const customers = new Set(all.flatMap((i) => (i.customer_id === null ? [] : [String(i.customer_id)])));
    expect(new Set(totals.customers.map((c) => c.id))).toEqual(customers);
  });
});
