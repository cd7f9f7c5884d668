import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, openCore, refusal } from '../support/app-call';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Issue 15 point 2 end to end on the real core and the reference server over 127.0.0.1: a mileage
 * expense of 142 km at 0.23/km round trip is computed by the core (65.32), arrives on the server
 * with exactly that TotalAmount, and keeps its details through the id swap, a pull, a restart and
 * an edit; Undo of a delete brings them back; the contract line is remembered per project and
 * category; the firm's settings refuse bad input and store nothing.
 */

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
const ANNA = demoId('accounts', 1);
const P1 = String(demoId('projects', 1));
const EXPENSE_LINE = String(demoId('contract_lines', 11));
const TRIP = { category: 'mileage', km: '142', roundTrip: true, from: 'Utrecht', to: 'Amsterdam' } as const;
const MILEAGE = {
  ProjectID: P1,
  ContractLineID: EXPENSE_LINE,
  ExpenseDate: '2026-11-17T00:00:00.000Z',
  AmountExVAT: '65.32',
  VATAmount: '0.00',
  TotalAmount: '65.32',
  details: TRIP,
};

let server: TestServer;
let core: AppCore;
let dir: string;

const mine = async (id: string) => (await call(core, 'expenses:list', {})).find((e) => e.id === id);
const serverExpense = (id: string) =>
  readDb(server.dbFile, (db) =>
    db
      .prepare('SELECT total_amount, amount_ex_vat, vat_amount, description FROM expenses WHERE id = ?')
      .get(BigInt(id)),
  ) as
    | { total_amount: bigint; amount_ex_vat: bigint; vat_amount: bigint | null; description: string }
    | undefined;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-categories-'));
  core = openCore(dir, () => NOW);
  await call(core, 'settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: String(ANNA) });
  expect((await call(core, 'sync:run', {})).outcome).toBe('ok');
});

afterAll(async () => {
  await closeCores();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the firm settings', () => {
  it('default to 0.23 per km without VAT, take a comma, and store nothing on bad input', async () => {
    expect(await call(core, 'expenses:categorySettings')).toEqual({
      mileageRate: '0.23',
      mileageVatRate: null,
      perDiem: [],
    });
    const bad = await refusal(core, 'expenses:setCategorySettings', {
      mileageRate: '0,25',
      perDiem: [{ country: 'Germany', rate: 'twenty' }],
    });
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.message).toMatch(/daily rate for Germany/);
    expect((await call(core, 'expenses:categorySettings')).mileageRate).toBe('0.23');
    const set = await call(core, 'expenses:setCategorySettings', {
      mileageRate: '0,23',
      perDiem: [{ country: 'Germany', rate: '28', currency: 'eur' }],
    });
    expect(set).toEqual({
      mileageRate: '0.23',
      mileageVatRate: null,
      perDiem: [{ country: 'Germany', rate: '28', currency: 'EUR' }],
    });
  });
});

describe('a mileage expense', () => {
  let localId: string;

  it('is computed by the core, which refuses amounts that disagree with the units', async () => {
    expect(await call(core, 'expenses:computeDetails', { projectId: P1, details: TRIP })).toEqual({
      amountExVAT: '65.32',
      vatAmount: '0.00',
      totalAmount: '65.32',
      calculation: '142 km × 2 × 0.23 = 65.32',
      description: 'Mileage Utrecht – Amsterdam, 142 km round trip',
    });
    const wrong = await refusal(core, 'expenses:create', {
      ...MILEAGE,
      AmountExVAT: '60',
      TotalAmount: '60',
    });
    expect(wrong.message).toMatch(/comes to 65\.32/);
  });

  it('is stored with its details and the description of its units', async () => {
    localId = (await call(core, 'expenses:create', MILEAGE)).id;
    expect(BigInt(localId)).toBeLessThan(0n);
    const e = await mine(localId);
    expect(e).toMatchObject({
      totalAmount: '65.32',
      description: 'Mileage Utrecht – Amsterdam, 142 km round trip',
      details: {
        category: 'mileage',
        km: '142',
        roundTrip: true,
        rate: '0.23',
        calculation: '142 km × 2 × 0.23 = 65.32',
      },
    });
    expect(await call(core, 'expenses:categoryLine', { projectId: P1, category: 'mileage' })).toEqual({
      contractLineId: EXPENSE_LINE,
    });
    expect(await call(core, 'expenses:categoryLine', { projectId: P1, category: 'perDiem' })).toEqual({
      contractLineId: null,
    });
  });

  it('comes back with its details after a delete and Undo', async () => {
    const { removed } = await call(core, 'expenses:delete', { id: localId });
    expect(removed[0]?.details).toMatchObject({ category: 'mileage', km: '142', rate: '0.23' });
    expect(await mine(localId)).toBeUndefined();
    localId = (await call(core, 'expenses:restore', { expenses: removed })).ids[0] ?? '';
    expect((await mine(localId))?.details).toMatchObject({
      category: 'mileage',
      from: 'Utrecht',
      to: 'Amsterdam',
    });
  });

  it('an edit of the units recomputes and rewrites the core’s description', async () => {
    const e = await mine(localId);
    await call(core, 'expenses:update', {
      ...MILEAGE,
      id: localId,
      Description: e?.description,
      AmountExVAT: '32.66',
      VATAmount: '0',
      TotalAmount: '32.66',
      details: { ...TRIP, roundTrip: false },
    });
    expect(await mine(localId)).toMatchObject({
      totalAmount: '32.66',
      description: 'Mileage Utrecht – Amsterdam, 142 km',
      details: { roundTrip: false, calculation: '142 km × 0.23 = 32.66' },
    });
    await call(core, 'expenses:update', { ...MILEAGE, id: localId, Description: null });
  });

  it('arrives on the server with TotalAmount 65.32 and keeps its details through the id swap', async () => {
    expect((await call(core, 'sync:run', {})).outcome).toBe('ok');
    const synced = (await call(core, 'expenses:list', {})).find(
      (e) => e.description === 'Mileage Utrecht – Amsterdam, 142 km round trip',
    );
    expect(synced).toBeDefined();
    const remoteId = synced?.id ?? '';
    expect(BigInt(remoteId)).toBeGreaterThan(0n);
    expect(serverExpense(remoteId)).toEqual({
      total_amount: 6_532_000_000n,
      amount_ex_vat: 6_532_000_000n,
      vat_amount: 0n,
      description: 'Mileage Utrecht – Amsterdam, 142 km round trip',
    });
    expect(synced?.details).toMatchObject({ category: 'mileage', km: '142', roundTrip: true });

    // A pull stores the expense row again; a restart reopens the store: the details stay.
    expect((await call(core, 'sync:run', { full: true })).outcome).toBe('ok');
    await closeCores();
    core = openCore(dir, () => NOW);
    expect((await mine(remoteId))?.details).toMatchObject({
      category: 'mileage',
      calculation: '142 km × 2 × 0.23 = 65.32',
    });
  });
});

describe('a per diem expense', () => {
  // The firm's table holds Germany at 28 EUR a day (the settings test above).
  const STAY = { category: 'perDiem', days: '3', country: 'Germany' } as const;
  const PER_DIEM = {
    ProjectID: P1,
    ContractLineID: EXPENSE_LINE,
    ExpenseDate: '2026-11-16T00:00:00.000Z',
    AmountExVAT: '84.00',
    VATAmount: '0.00',
    TotalAmount: '84.00',
    details: STAY,
  };

  it('is days x the country rate without VAT, refuses a country outside the table, and arrives exactly', async () => {
    expect(await call(core, 'expenses:computeDetails', { projectId: P1, details: STAY })).toMatchObject({
      amountExVAT: '84.00',
      vatAmount: '0.00',
      totalAmount: '84.00',
      description: 'Per diem Germany, 3 days',
    });
    const elsewhere = await refusal(core, 'expenses:computeDetails', {
      projectId: P1,
      details: { ...STAY, country: 'Atlantis' },
    });
    expect(elsewhere.code).toBe('VALIDATION_FAILED');
    expect(elsewhere.message).toMatch(/Atlantis/);
    const wrong = await refusal(core, 'expenses:create', {
      ...PER_DIEM,
      AmountExVAT: '90',
      TotalAmount: '90',
    });
    expect(wrong.message).toMatch(/comes to 84\.00/);

    const id = (await call(core, 'expenses:create', PER_DIEM)).id;
    expect((await mine(id))?.details).toMatchObject({ category: 'perDiem', days: '3', country: 'Germany' });
    expect((await call(core, 'sync:run', {})).outcome).toBe('ok');
    const synced = (await call(core, 'expenses:list', {})).find(
      (e) => e.description === 'Per diem Germany, 3 days',
    );
    expect(BigInt(synced?.id ?? '0')).toBeGreaterThan(0n);
    expect(serverExpense(synced?.id ?? '')).toMatchObject({ total_amount: 8_400_000_000n, vat_amount: 0n });
    expect(synced?.details).toMatchObject({ category: 'perDiem', days: '3', country: 'Germany' });
  });
});
