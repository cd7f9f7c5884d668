import { afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, offlineCore as offlineCoreAt, removeCoreFolders } from '../support/app-call';
import { openDatabase } from '../../electron/core/db/connection';
import { upsertExpense } from '../../electron/core/db/repositories/expenses';
import { replicaDbFile } from '../../electron/core/paths';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * The expenses feature's core handlers on a real replica in a temp data folder (offline set-up):
 * exact VAT, exact totals per project and month, edits of pending expenses only, delete and undo,
 * and the contract lines offered per project.
 */

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
const offlineCore = () => offlineCoreAt(() => NOW);
/** Contract lines and synced expenses as the remote numbers them: 17-digit ids above 2^53. */
const TIME_LINE = demoId('contract_lines', 10);
const EXPENSE_LINE = demoId('contract_lines', 11);
const ROLE = demoId('roles', 1);
const SYNCED_501 = demoId('expenses', 501);
const SYNCED_777 = demoId('expenses', 777);
/** The account an offline-only folder books for. */
const OFFLINE_ACCOUNT = 1n;
/** Money units (10^-8) of a decimal amount. */
const money = (v: number) => BigInt(Math.round(v * 100)) * 1_000_000n;

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

async function project(core: AppCore, name: string, companyName = `${name} company`): Promise<string> {
  const company = await call(core, 'companies:create', { Name: companyName });
  return (await call(core, 'projects:create', { Name: name, Stage: 'Active', CompanyID: company.id })).id;
}

function expense(projectId: string, ex: number, vat: number, total: number, date: string) {
  return {
    ProjectID: projectId,
    ContractLineID: String(EXPENSE_LINE),
    AmountExVAT: ex,
    VATAmount: vat,
    TotalAmount: total,
    ExpenseDate: `${date}T00:00:00Z`,
  };
}

describe('expenses:compute', () => {
  it('computes VAT from a rate exactly, rounded to cents', async () => {
    const core = await offlineCore();
    expect(
      await call(core, 'expenses:compute', { amountExVAT: '100.10', mode: 'rate', vatRate: '21' }),
    ).toEqual({ amountExVAT: '100.10', vatAmount: '21.02', totalAmount: '121.12' });
    expect(await call(core, 'expenses:compute', { amountExVAT: '0.1', mode: 'rate', vatRate: '9' })).toEqual({
      amountExVAT: '0.10',
      vatAmount: '0.01',
      totalAmount: '0.11',
    });
  });

  it('takes VAT as an amount, or derives it from an edited total', async () => {
    const core = await offlineCore();
    // PSOhub's amounts have 8 decimals, computed from the total down (decision 27).
    expect(
      await call(core, 'expenses:compute', {
        amountExVAT: '991.73553719',
        mode: 'total',
        totalAmount: '1200',
      }),
    ).toEqual({ amountExVAT: '991.73553719', vatAmount: '208.26446281', totalAmount: '1200.00' });
    expect(
      await call(core, 'expenses:compute', { amountExVAT: '0.1', mode: 'amount', vatAmount: '0.2' }),
    ).toEqual({ amountExVAT: '0.10', vatAmount: '0.20', totalAmount: '0.30' });
    expect(
      await call(core, 'expenses:compute', { amountExVAT: '100.10', mode: 'total', totalAmount: '121.13' }),
    ).toEqual({ amountExVAT: '100.10', vatAmount: '21.03', totalAmount: '121.13' });
  });

  it('names the field at fault', async () => {
    const core = await offlineCore();
    const below = await core.invoke('expenses:compute', {
      amountExVAT: '10',
      mode: 'total',
      totalAmount: '9',
    });
    expect(below).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    if (!below.ok)
      expect(below.error.details).toEqual([{ path: 'totalAmount', message: expect.any(String) }]);
    const precise = await core.invoke('expenses:compute', {
      amountExVAT: '1.000000001',
      mode: 'rate',
      vatRate: '21',
    });
    expect(precise).toMatchObject({ ok: false, error: { details: [{ path: 'amountExVAT' }] } });
  });
});

describe('expenses:summary', () => {
  it('sums per project, per month and overall without float drift', async () => {
    const core = await offlineCore();
    const a = await project(core, 'Alpha');
    const b = await project(core, 'Beta');
    await call(core, 'expenses:create', expense(a, 0.1, 0.02, 0.12, '2026-11-02'));
    await call(core, 'expenses:create', expense(a, 0.2, 0.04, 0.24, '2026-11-03'));
    await call(core, 'expenses:create', expense(b, 100.1, 21.02, 121.12, '2026-10-30'));
    await call(core, 'expenses:create', { ...expense(b, 5, 0, 5.5, '2026-10-01'), VATAmount: null });

    const s = await call(core, 'expenses:summary', {});
    expect(s.byProject.map((p) => [p.label, p.count, p.amountExVAT, p.vatAmount, p.totalAmount])).toEqual([
      ['Alpha', 2, 0.3, 0.06, 0.36],
      ['Beta', 2, 105.1, 21.52, 126.62],
    ]);
    expect(s.byProject.every((p) => p.unsynced === p.count && p.currency === 'EUR')).toBe(true);
    expect(s.byMonth.map((m) => [m.key, m.label, m.count, m.totalAmount])).toEqual([
      ['2026-11', 'November 2026', 2, 0.36],
      ['2026-10', 'October 2026', 2, 126.62],
    ]);
    expect(s.overall).toEqual([
      expect.objectContaining({ currency: 'EUR', count: 4, amountExVAT: 105.4, totalAmount: 126.98 }),
    ]);

    const november = await call(core, 'expenses:summary', { from: '2026-11-01', to: '2026-11-30' });
    expect(november.overall[0]).toMatchObject({ count: 2, totalAmount: 0.36 });
  });
});

describe('expenses:summary at 8 decimals', () => {
  it('sums PSOhub-style amounts exactly in units of 10^-8', async () => {
    const core = await offlineCore();
    const a = await project(core, 'Alpha');
    await call(core, 'expenses:create', expense(a, 991.73553719, 208.26446281, 1200, '2026-11-02'));
    await call(core, 'expenses:create', expense(a, 0.10000001, 0.00000002, 0.10000003, '2026-11-03'));
    await call(core, 'expenses:create', expense(a, 0.20000002, 0.00000001, 0.20000003, '2026-11-04'));
    const [alpha] = (await call(core, 'expenses:summary', {})).byProject;
    expect(alpha).toMatchObject({
      amountExVAT: 992.03553722,
      vatAmount: 208.26446284,
      totalAmount: 1200.30000006,
    });
    const listed = await call(core, 'expenses:list', {});
    expect(listed.map((e) => e.totalAmount)).toEqual(['1200', '0.10000003', '0.20000003']);
  });
});

describe('expenses:update and delete with undo', () => {
  it('changes a pending expense and keeps one queued create', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha');
    const { id } = await call(core, 'expenses:create', expense(p, 10, 2.1, 12.1, '2026-11-02'));
    await call(core, 'expenses:update', {
      ...expense(p, 20, 4.2, 24.2, '2026-11-03'),
      id,
      Description: 'Taxi',
    });
    const [row] = await call(core, 'expenses:list', {});
    expect(row).toMatchObject({
      id,
      amountExVAT: '20',
      totalAmount: '24.2',
      description: 'Taxi',
      syncState: 'pending',
    });
    expect((await call(core, 'changes:list')).filter((c) => c.entity === 'expenses')).toHaveLength(1);

    const bad = await core.invoke('expenses:update', { ...expense(p, 20, 4.2, 24.3, '2026-11-03'), id });
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    if (!bad.ok) expect(bad.error.details?.map((d) => d.path)).toContain('TotalAmount');
  });

  it('refuses to change a synced expense', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha');
    const db = openDatabase(replicaDbFile(core.dataDir));
    upsertExpense(db, {
      id: SYNCED_501,
      account_id: OFFLINE_ACCOUNT,
      project_id: BigInt(p),
      contract_line_id: EXPENSE_LINE,
      description: null,
      amount_ex_vat: money(10),
      vat_amount: money(2.1),
      total_amount: money(12.1),
      expense_date: '2026-11-02T00:00:00.000Z',
      created_at: '2026-11-02T00:00:00.000Z',
      approved_at: null,
      invoice_id: null,
      project_name: 'Alpha',
      contract_line_name: 'Expenses',
      invoice_number: null,
      external_invoice_number: null,
    });
    db.close();
    const result = await core.invoke('expenses:update', {
      ...expense(p, 1, 0, 1, '2026-11-02'),
      id: String(SYNCED_501),
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_STATE', message: /synced/ } });
  });

  it('deletes a pending expense and restores it from the kept data', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha');
    await call(core, 'expenses:create', { ...expense(p, 10, 2.1, 12.1, '2026-11-02'), Description: 'Lunch' });
    const [kept] = await call(core, 'expenses:list', {});
    if (!kept?.changeId) throw new Error('no queued change');
    await call(core, 'changes:discard', { id: kept.changeId });
    expect(await call(core, 'expenses:list', {})).toEqual([]);
    await call(core, 'expenses:create', {
      ProjectID: kept.projectId,
      ContractLineID: kept.contractLineId,
      AmountExVAT: kept.amountExVAT,
      VATAmount: kept.vatAmount,
      TotalAmount: kept.totalAmount,
      ExpenseDate: kept.date,
      Description: kept.description,
    });
    const [restored] = await call(core, 'expenses:list', {});
    expect(restored).toMatchObject({ description: 'Lunch', totalAmount: '12.1', syncState: 'pending' });
  });
});

describe('expenses:delete and expenses:restore (one Undo, like entries:delete/entries:restore)', () => {
  it('deletes a pending expense with its queued create and restores it from what the delete returned', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha');
    const { id } = await call(core, 'expenses:create', {
      ...expense(p, 10, 2.1, 12.1, '2026-11-02'),
      Description: 'Lunch',
    });
    const pendingBefore = (await call(core, 'sync:status')).pending;
    const { removed } = await call(core, 'expenses:delete', { id });
    expect(removed).toEqual([
      {
        ProjectID: p,
        ContractLineID: String(EXPENSE_LINE),
        AmountExVAT: '10',
        VATAmount: '2.1',
        TotalAmount: '12.1',
        ExpenseDate: '2026-11-02T00:00:00.000Z',
        Description: 'Lunch',
      },
    ]);
    expect(await call(core, 'expenses:list', {})).toEqual([]);
    expect((await call(core, 'sync:status')).pending).toBe(pendingBefore - 1);

    const { ids } = await call(core, 'expenses:restore', { expenses: removed });
    expect(ids).toHaveLength(1);
    const [restored] = await call(core, 'expenses:list', {});
    expect(restored).toMatchObject({
      id: ids[0],
      description: 'Lunch',
      amountExVAT: '10',
      vatAmount: '2.1',
      totalAmount: '12.1',
      syncState: 'pending',
    });
    expect((await call(core, 'sync:status')).pending).toBe(pendingBefore);
  });

  it('discards a rejected expense the same way, and refuses synced ones', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha');
    const { id } = await call(core, 'expenses:create', expense(p, 5, 0, 5, '2026-11-03'));
    const db = openDatabase(replicaDbFile(core.dataDir));
    db.prepare(
      `UPDATE outbox SET state = 'rejected', last_error = 'no' WHERE entity = 'expenses' AND local_id = ?`,
    ).run(id);
    db.close();
    const { removed } = await call(core, 'expenses:delete', { id });
    expect(removed).toHaveLength(1);
    expect(await call(core, 'expenses:list', {})).toEqual([]);

    const synced = openDatabase(replicaDbFile(core.dataDir));
    upsertExpense(synced, {
      id: SYNCED_777,
      account_id: OFFLINE_ACCOUNT,
      project_id: BigInt(p),
      contract_line_id: EXPENSE_LINE,
      description: null,
      amount_ex_vat: money(1),
      vat_amount: null,
      total_amount: money(1),
      expense_date: '2026-11-02T00:00:00.000Z',
      created_at: '2026-11-02T00:00:00.000Z',
      approved_at: null,
      invoice_id: null,
      project_name: null,
      contract_line_name: null,
      invoice_number: null,
      external_invoice_number: null,
    });
    synced.close();
    const refused = await core.invoke('expenses:delete', { id: String(SYNCED_777) });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_STATE', message: /synced/ } });
  });
});

describe('expenses:lines', () => {
  it('offers lines seen on the project, expense lines first, with a typed id still possible', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha');
    await call(core, 'expenses:create', expense(p, 1, 0, 1, '2026-11-02'));
    await call(core, 'timesheets:create', {
      ProjectID: p,
      ContractLineID: String(TIME_LINE),
      RoleID: String(ROLE),
      DateTimeFrom: '2026-11-02T09:00:00Z',
      DateTimeTo: '2026-11-02T10:00:00Z',
      NumberOfHours: 1,
    });
    expect((await call(core, 'expenses:lines', { projectId: p })).map((l) => [l.id, l.seenOn])).toEqual([
      [String(EXPENSE_LINE), 'expenses'],
      [String(TIME_LINE), 'timesheets'],
    ]);
  });
});
