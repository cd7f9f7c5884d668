import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { countExpenses } from '../../electron/core/db/repositories/expenses';
import { expenseHandlers, type ExpenseRecord } from '../../electron/core/reference-server/domain/expenses';
import {
  approveExpenses,
  approveInvoice,
  generateInvoice,
} from '../../electron/core/reference-server/domain/invoice-ops';
import { PsaError } from '../../shared/psa/errors';
import { CTX, LINES, ORG, request, smallOrgDb, wire } from '../support/fixtures';

const NOW = Date.parse('2026-04-01T08:00:00.000Z');

let db: Db;
let h: ReturnType<typeof expenseHandlers>;

function create(over: Record<string, unknown> = {}): bigint {
  const body = {
    AccountID: ORG.ben,
    ProjectID: ORG.project1,
    ContractLineID: LINES.project1Expense,
    Description: 'Train Amsterdam-Berlin',
    AmountExVAT: 100.1,
    VATAmount: 21.02,
    TotalAmount: 121.12,
    ExpenseDate: '2026-03-15T00:00:00Z',
    ...over,
  };
  return BigInt(h.createExpense(request('createExpense', { body }), CTX).ExpenseID);
}

/** The list as a client reads it (ids bigint, amounts numbers). */
function list(query: Record<string, unknown>): ExpenseRecord[] {
  return wire(h.listExpenses(request('listExpenses', { query }), CTX) as ExpenseRecord[]);
}

function rejection(fn: () => unknown): PsaError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PsaError) return e;
    throw e;
  }
  throw new Error('expected a PsaError');
}

beforeEach(() => {
  db = smallOrgDb();
  h = expenseHandlers(db, { now: () => NOW });
});

describe('POST /expenses', () => {
  it('stores the amounts exactly: 100.1 in is 100.1 out', () => {
    const id = create();
    expect(list({ projectid: ORG.project1 })).toEqual([
      {
        ExpenseID: id,
        AccountID: ORG.ben,
        ProjectID: ORG.project1,
        ContractLineID: LINES.project1Expense,
        ProjectName: 'ERP rollout',
        ContractLineName: 'Travel and expenses',
        Description: 'Train Amsterdam-Berlin',
        AmountExVAT: 100.1,
        VATAmount: 21.02,
        TotalAmount: 121.12,
        ExpenseDate: '2026-03-15T00:00:00.000Z',
        InvoiceNumber: null,
      },
    ]);
  });

  it('keeps eight decimals and shows the VAT included in the total when none was sent', () => {
    create({ AmountExVAT: 0.12345678, VATAmount: undefined, TotalAmount: 0.3 });
    expect(list({ projectid: ORG.project1 })[0]).toMatchObject({
      AmountExVAT: 0.12345678,
      VATAmount: 0.17654322,
      TotalAmount: 0.3,
    });
  });

  it('keeps amounts computed from the total down exactly (991.73553719 + 208.26446281 = 1200)', () => {
    const id = create({ AmountExVAT: '991.73553719', VATAmount: 208.26446281, TotalAmount: 1200 });
    const [e] = h.listExpenses(
      request('listExpenses', { query: { projectid: ORG.project1 } }),
      CTX,
    ) as ExpenseRecord[];
    expect([String(e?.AmountExVAT), String(e?.VATAmount), String(e?.TotalAmount)]).toEqual([
      '991.73553719',
      '208.26446281',
      '1200',
    ]);
    expect(e?.ExpenseID).toBe(id);
  });

  it.each([
    ['ProjectID', { ProjectID: 404 }],
    ['ContractLineID', { ContractLineID: 404 }],
    ['AccountID', { AccountID: 404 }],
  ])('refuses an unknown %s with 422 naming the field, storing nothing', (field, over) => {
    const err = rejection(() => create(over));
    expect(err.code).toBe('UNKNOWN_REFERENCE');
    expect(err.message).toContain(field);
    expect(countExpenses(db)).toBe(0);
  });

  it("refuses a time line and another project's expense line with 422", () => {
    expect(rejection(() => create({ ContractLineID: LINES.project1Time })).message).toMatch(/time line/);
    expect(rejection(() => create({ ContractLineID: LINES.project2Expense })).message).toContain(
      `project ${ORG.project1}`,
    );
    expect(countExpenses(db)).toBe(0);
  });
});

describe('GET /expenses', () => {
  it('orders by ExpenseDate then id and includes the whole day of datefrom and dateto', () => {
    const late = create({ ExpenseDate: '2026-03-20T23:59:00Z' });
    const early = create({ ExpenseDate: '2026-03-10T00:00:00Z' });
    const same = create({ ExpenseDate: '2026-03-10T00:00:00Z' });
    const after = create({ ExpenseDate: '2026-03-21T00:00:00Z' });
    const ids = (q: Record<string, unknown>) =>
      list({ projectid: ORG.project1, ...q }).map((e) => e.ExpenseID);
    expect(ids({})).toEqual([early, same, late, after]);
    expect(ids({ datefrom: '2026-03-10', dateto: '2026-03-20' })).toEqual([early, same, late]);
    expect(ids({ datefrom: '2026-03-11' })).toEqual([late, after]);
    expect(ids({ dateto: '2026-03-09' })).toEqual([]);
  });

  it('filters by account and project; limit defaults to 50 and may go above it', () => {
    for (let i = 0; i < 55; i++)
      create({ ExpenseDate: `2026-03-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z` });
    create({
      AccountID: ORG.chloe,
      ProjectID: ORG.project2,
      ContractLineID: LINES.project2Expense,
      VATAmount: 0,
      TotalAmount: 100.1,
    });
    expect(list({ projectid: ORG.project1 })).toHaveLength(50);
    expect(list({ projectid: ORG.project1, limit: 200 })).toHaveLength(55);
    expect(list({ accountid: ORG.chloe }).map((e) => e.ProjectID)).toEqual([ORG.project2]);
    expect(list({ accountid: ORG.ben, projectid: ORG.project2 })).toEqual([]);
  });

  it('shows Draft while invoiced on a Draft, then the invoice number', async () => {
    const id = create();
    approveExpenses(db, [id], { now: () => NOW });
    const invoiceId = generateInvoice(db, ORG.project1, { now: () => NOW });
    expect(list({ projectid: ORG.project1 })[0]?.InvoiceNumber).toBe('Draft');
    const inv = await approveInvoice(db, invoiceId, { now: () => NOW });
    expect(list({ projectid: ORG.project1 })[0]?.InvoiceNumber).toBe(inv.number);
  });
});
