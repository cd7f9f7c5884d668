import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInvoiceExpenses } from '../../electron/core/db/repositories/expenses';
import { listInvoiceTimesheets } from '../../electron/core/db/repositories/timesheets';
import { toUnits, type DecimalInput } from '../../shared/decimal';
import type { ExpenseReadT, InvoiceReadT, TimesheetReadT } from '../../shared/psa/resources';
import { DATETIME_OUT, MONEY_SCALE } from '../../shared/psa/scalars';
import {
  dbFingerprint,
  expectError,
  expectOk,
  readDb,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

let srv: TestServer;
let all: InvoiceReadT[];
beforeAll(async () => {
  srv = await startTestServer();
  all = expectOk(await list({ limit: 500 }));
});
afterAll(async () => {
  await srv.close();
});

type Query = Record<string, string | number | bigint | boolean> | string;
const list = (query: Query) => request<InvoiceReadT[]>(srv.url, 'GET', '/invoices', { query });
const paid = (query: Query) => request<InvoiceReadT>(srv.url, 'PATCH', '/invoices/paid', { query });
const external = (query: Query) => request<InvoiceReadT>(srv.url, 'PATCH', '/invoices/external', { query });
const withStatus = (status: string) => all.filter((i) => i.InvoiceStatus === status);
/** Exact units of an amount as a client reads it (a JSON number written with every digit). */
const units = (n: unknown) => toUnits((n ?? 0) as DecimalInput, MONEY_SCALE);

/** The timesheets and expenses attached to an invoice, as GET /timesheets and GET /expenses show them. */
async function entriesOf(inv: InvoiceReadT): Promise<(TimesheetReadT | ExpenseReadT)[]> {
  const { ts, ex } = readDb(srv.dbFile, (db) => ({
    ts: listInvoiceTimesheets(db, inv.InvoiceID),
    ex: listInvoiceExpenses(db, inv.InvoiceID),
  }));
  const out: (TimesheetReadT | ExpenseReadT)[] = [];
  for (const t of ts.slice(0, 3)) {
    const day = t.date_from.slice(0, 10);
    const rows = expectOk(
      await request<TimesheetReadT[]>(srv.url, 'GET', '/timesheets', {
        query: { projectid: t.project_id, datefrom: day, dateto: day },
      }),
    );
    out.push(rows.find((r) => r.TimesheetID === t.id)!);
  }
  for (const e of ex.slice(0, 3)) {
    const rows = expectOk(
      await request<ExpenseReadT[]>(srv.url, 'GET', '/expenses', {
        query: { projectid: e.project_id, limit: 500 },
      }),
    );
    out.push(rows.find((r) => r.ExpenseID === e.id)!);
  }
  return out;
}

describe('GET /invoices', () => {
  it('holds at least two demo invoices in every status, 50 at most by default', async () => {
    for (const s of ['Draft', 'Approved', 'Sent', 'Paid', 'Void'])
      expect(withStatus(s).length, s).toBeGreaterThanOrEqual(2);
    expect(expectOk(await list({})).length).toBe(Math.min(50, all.length));
    expect(expectOk(await list({ limit: 3 }))).toHaveLength(3);
    for (const limit of ['0', '501', 'x']) expectError(await list({ limit }), 400, 'VALIDATION_FAILED');
  });

  it('filters invoicestatus case-insensitively, and answers 400 for other values (decision 16)', async () => {
    for (const [q, s] of [
      ['draft', 'Draft'],
      ['APPROVED', 'Approved'],
      ['Sent', 'Sent'],
      ['paid', 'Paid'],
    ] as const) {
      const rows = expectOk(await list({ invoicestatus: q, limit: 500 }));
      expect(rows.map((r) => r.InvoiceID).sort()).toEqual(
        withStatus(s)
          .map((r) => r.InvoiceID)
          .sort(),
      );
    }
    for (const bad of ['void', 'unpaid', ''])
      expectError(await list({ invoicestatus: bad }), 400, 'VALIDATION_FAILED');
  });

  it('filters invoicenumber exactly, case-insensitively', async () => {
    const inv = withStatus('Approved')[0]!;
    expect(
      expectOk(await list({ invoicenumber: inv.InvoiceNumber!.toLowerCase() })).map((r) => r.InvoiceID),
    ).toEqual([inv.InvoiceID]);
    expect(expectOk(await list({ invoicenumber: inv.InvoiceNumber!.slice(0, -1) }))).toEqual([]);
  });

  it('returns complete records: lines, totals that add up exactly, a PDF unless Draft', async () => {
    const numbers = new Set<string>();
    for (const inv of all) {
      expect(inv.InvoiceLines.length).toBeGreaterThan(0);
      expect(inv.InvoiceDate).toMatch(DATETIME_OUT);
      const sum = (pick: (l: InvoiceReadT['InvoiceLines'][number]) => unknown) =>
        inv.InvoiceLines.reduce((a, l) => a + units(pick(l)), 0n);
      expect(sum((l) => l.TotalAmountExVAT)).toBe(units(inv.TotalAmountExVAT));
      expect(sum((l) => l.TotalAmountIncVAT)).toBe(units(inv.TotalAmountIncVAT));
      expect(sum((l) => l.TotalAmountExVATBaseCurrency)).toBe(units(inv.TotalAmountExVATBaseCurrency));
      expect(sum((l) => l.TotalAmountIncVATBaseCurrency)).toBe(units(inv.TotalAmountIncVATBase));
      if (inv.InvoiceStatus === 'Draft') {
        expect(inv.InvoicePDF ?? null).toBeNull();
      } else {
        expect(Buffer.from(inv.InvoicePDF!, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(inv.InvoiceNumber).toMatch(/\S/);
        numbers.add(inv.InvoiceNumber!);
      }
    }
    expect(numbers.size).toBe(all.filter((i) => i.InvoiceStatus !== 'Draft').length);
    const details = all.flatMap((i) => i.InvoiceLines.flatMap((l) => l.InvoiceDetailLines ?? []));
    expect(details.some((d) => typeof d.AmountOfHours === 'number' && d.AmountOfHours > 0)).toBe(true);
    // Ids of read records are JSON numbers with every digit: 17 digits, above 2^53 (decision 7).
    for (const inv of all) expect(String(inv.InvoiceID)).toMatch(/^41\d{15}$/);
  });

  it('shows Draft on the entries of a draft invoice and the number once approved (decision 20)', async () => {
    const draft = withStatus('Draft')[0]!;
    const draftEntries = await entriesOf(draft);
    expect(draftEntries.length).toBeGreaterThan(0);
    for (const e of draftEntries) expect(e.InvoiceNumber).toBe('Draft');
    const approved = withStatus('Approved')[0]!;
    const approvedEntries = await entriesOf(approved);
    expect(approvedEntries.length).toBeGreaterThan(0);
    for (const e of approvedEntries) expect(e.InvoiceNumber).toBe(approved.InvoiceNumber);
  });
});

describe('PATCH /invoices/paid (decision 18)', () => {
  it('moves Approved and Sent invoices to Paid, answering the read record', async () => {
    for (const inv of [withStatus('Approved')[0]!, withStatus('Sent')[0]!]) {
      const r = expectOk(await paid({ invoiceid: inv.InvoiceID }));
      expect(r).toMatchObject({
        InvoiceID: inv.InvoiceID,
        InvoiceStatus: 'Paid',
        InvoiceNumber: inv.InvoiceNumber,
      });
      expect(expectOk(await list({ invoicenumber: inv.InvoiceNumber! }))[0]!.InvoiceStatus).toBe('Paid');
    }
  });

  it('answers 409 INVALID_STATE for Draft, Void and Paid invoices, changing nothing', async () => {
    const before = dbFingerprint(srv.dbFile);
    for (const inv of [withStatus('Draft')[0]!, withStatus('Void')[0]!, withStatus('Paid')[0]!]) {
      expectError(await paid({ invoiceid: String(inv.InvoiceID) }), 409, 'INVALID_STATE');
    }
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('answers 400 without a valid invoiceid and 404 for an unknown one', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await paid({}), 400, 'VALIDATION_FAILED');
    expectError(await paid({ invoiceid: 'INV-1' }), 400, 'VALIDATION_FAILED');
    expectError(await paid('invoiceid=1&invoiceid=2'), 400, 'VALIDATION_FAILED');
    expectError(await paid({ invoiceid: 987654 }), 404, 'NOT_FOUND');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});

describe('PATCH /invoices/external (decision 18)', () => {
  it('stores the external id: the record shows it, noexternalid leaves it out, its entries show it', async () => {
    const inv = withStatus('Sent')[1] ?? withStatus('Approved')[1]!;
    const withoutBefore = expectOk(await list({ noexternalid: 'true', limit: 500 }));
    expect(withoutBefore.map((i) => i.InvoiceID)).toContain(inv.InvoiceID);
    const r = expectOk(await external({ invoiceid: inv.InvoiceID, externalid: 'EXACT-2031-77' }));
    expect(r).toMatchObject({
      InvoiceID: inv.InvoiceID,
      ExternalID: 'EXACT-2031-77',
      InvoiceStatus: inv.InvoiceStatus,
    });
    const without = expectOk(await list({ noexternalid: 'TRUE', limit: 500 }));
    expect(without.map((i) => i.InvoiceID)).not.toContain(inv.InvoiceID);
    for (const i of without) expect(i.ExternalID ?? '').toBe('');
    for (const e of await entriesOf(inv)) expect(e.ExternalInvoiceNumber).toBe('EXACT-2031-77');
  });

  it('answers 400 for missing or odd parameters and 404 for an unknown invoice, changing nothing', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await external({ invoiceid: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await external({ externalid: 'X' }), 400, 'VALIDATION_FAILED');
    expectError(await external({ invoiceid: 1, externalid: '' }), 400, 'VALIDATION_FAILED');
    expectError(await external('invoiceid=1&externalid=a&ExternalID=b'), 400, 'VALIDATION_FAILED');
    expectError(await external({ invoiceid: 987654, externalid: 'X' }), 404, 'NOT_FOUND');
    expectError(await list({ noexternalid: 'yes' }), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('offers no way to create an invoice (rule 4)', async () => {
    const before = dbFingerprint(srv.dbFile);
    // The list takes GET only (405); no other path creates one (404).
    expectError(
      await request(srv.url, 'POST', '/invoices', { json: { InvoiceName: 'x' } }),
      405,
      'METHOD_NOT_ALLOWED',
    );
    expectError(await request(srv.url, 'POST', '/invoice', { json: { InvoiceName: 'x' } }), 404, 'NOT_FOUND');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });
});
