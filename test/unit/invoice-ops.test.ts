import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import {
  getInvoice,
  listInvoiceDetailLines,
  listInvoiceLines,
} from '../../electron/core/db/repositories/invoices';
import type { TimesheetView } from '../../electron/core/db/repositories/timesheets';
import { getExpenseRecord } from '../../electron/core/reference-server/domain/expenses';
import {
  buildInvoice,
  toBaseCents,
  vatCents,
} from '../../electron/core/reference-server/domain/invoice-build';
import {
  approveExpenses,
  approveInvoice,
  approveTimesheets,
  generateInvoice,
  sendInvoice,
  voidInvoice,
} from '../../electron/core/reference-server/domain/invoice-ops';
import { moneyText } from '../../electron/core/pdf/format';
import { getInvoiceRecord } from '../../electron/core/records/invoices';
import { getTimesheetRecord } from '../../electron/core/reference-server/domain/timesheets';
import { PsaError } from '../../shared/psa/errors';
import { addExpense, addTimesheet } from '../support/entries';
import { LINES, ORG, smallOrgDb, wire } from '../support/fixtures';

const NOW = Date.parse('2026-05-04T10:00:00.000Z');
const now = () => NOW;
let db: Db;

async function rejection(fn: () => unknown): Promise<PsaError> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof PsaError) return e;
    throw e;
  }
  throw new Error('expected a PsaError');
}

/** The invoice record of an id as a client reads it (ids bigint, amounts numbers). */
const invoice = (id: bigint) => wire(getInvoiceRecord(db, id));

/** Two approved timesheets, one unapproved, and an approved expense on project 1; a Draft of them. */
function draft(): { invoiceId: bigint; ts: bigint[]; exp: bigint; unapproved: bigint } {
  const ts = [
    addTimesheet(db, { NumberOfHours: 7.35, RoleID: ORG.senior }),
    addTimesheet(db, {
      DateTimeFrom: '2026-04-07T09:00:00Z',
      DateTimeTo: '2026-04-07T13:00:00Z',
      NumberOfHours: 3.33,
      AccountID: ORG.ben,
    }),
  ];
  const unapproved = addTimesheet(db, {
    DateTimeFrom: '2026-04-08T09:00:00Z',
    DateTimeTo: '2026-04-08T17:00:00Z',
  });
  const exp = addExpense(db, { AmountExVAT: 0.125, VATAmount: 0.03, TotalAmount: 0.155 });
  approveTimesheets(db, ts, { now });
  approveExpenses(db, [exp], { now });
  return { invoiceId: generateInvoice(db, ORG.project1, { now }), ts, exp, unapproved };
}

beforeEach(() => {
  db = smallOrgDb();
});

describe('generateInvoice', () => {
  it('makes a Draft from approved, uninvoiced entries: a line per contract line, a detail per entry, exact totals', () => {
    const { invoiceId, ts, exp, unapproved } = draft();
    const inv = invoice(invoiceId);
    expect(inv).toMatchObject({
      InvoiceID: invoiceId,
      InvoiceStatus: 'Draft',
      InvoiceNumber: null,
      CustomerID: ORG.acme,
      CustomerName: 'Acme Logistics B.V.',
      InvoiceContactID: ORG.joost,
      InvoiceContactName: 'Joost Bakker',
      InvoiceContactEmail: 'joost@acme.example',
      InvoiceCurrencyCode: 'EUR',
      InvoiceDate: '2026-05-04T10:00:00.000Z',
      InvoiceDueDate: '2026-06-03T10:00:00.000Z',
      ProjectID: ORG.project1,
    });
    expect(inv).not.toHaveProperty('InvoicePDF');
    // 7.35 h x 135 = 992.25; 3.33 h x 95 = 316.35; VAT 21% of 1308.60 = 274.806 -> 274.81
    expect(inv?.InvoiceLines).toEqual([
      expect.objectContaining({
        LineNumber: '1.1',
        LineName: 'Consulting hours',
        LineDescription: 'Consulting hours (time)',
        Description: 'Consulting hours (time)',
        GLAccount: '8000 Revenue',
        TaxPercentage: 21,
        TaxName: 'VAT high',
        TaxCode: 'V21',
        TotalAmountExVAT: 1308.6,
        TotalAmountIncVAT: 1583.41,
        TotalAmountExVATBaseCurrency: 1308.6,
        TotalAmountIncVATBaseCurrency: 1583.41,
      }),
      // The expense's amount ex VAT is billed; 21% of 0.125 = 0.02625 -> 0.03.
      expect.objectContaining({
        LineNumber: '1.2',
        LineName: 'Travel and expenses',
        TotalAmountExVAT: 0.125,
        TotalAmountIncVAT: 0.155,
      }),
    ]);
    const details = inv?.InvoiceLines?.[0]?.InvoiceDetailLines;
    expect(details).toEqual([
      expect.objectContaining({
        AccountID: ORG.anna,
        AccountName: 'Anna de Vries',
        BusinessUnit: 'Amsterdam',
        AmountOfHours: 7.35,
        Rate: 135,
        RateBase: 135,
        TotalAmount: 992.25,
        TotalAmountBase: 992.25,
        Date: '2026-04-06T09:00:00.000Z',
      }),
      expect.objectContaining({
        AccountID: ORG.ben,
        AccountName: 'Ben Okafor',
        BusinessUnit: 'Berlin',
        AmountOfHours: 3.33,
        Rate: 95,
        TotalAmount: 316.35,
      }),
    ]);
    expect(inv?.InvoiceLines?.[1]?.InvoiceDetailLines).toEqual([
      expect.objectContaining({
        AccountID: ORG.ben,
        TotalAmount: 0.125,
        AmountOfHours: null,
        Rate: null,
        Description: 'Train tickets',
      }),
    ]);
    expect(inv).toMatchObject({
      TotalAmountExVAT: 1308.725,
      TotalAmountIncVAT: 1583.565,
      TotalAmountExVATBaseCurrency: 1308.73,
      TotalAmountIncVATBase: 1583.57,
    });
    expect(ts.map((id) => getTimesheetRecord(db, id)?.InvoiceNumber)).toEqual(['Draft', 'Draft']);
    expect(getExpenseRecord(db, exp)?.InvoiceNumber).toBe('Draft');
    expect(getTimesheetRecord(db, unapproved)?.InvoiceNumber).toBeNull();
  });

  it('converts to the base currency at the currency rate, rounded to cents, lines summing to totals', () => {
    const a = addTimesheet(db, {
      ProjectID: ORG.project2,
      ContractLineID: LINES.project2Time,
      NumberOfHours: 1.01,
      RoleID: ORG.senior,
    });
    const b = addTimesheet(db, {
      ProjectID: ORG.project2,
      ContractLineID: LINES.project2Time,
      NumberOfHours: 0.07,
      DateTimeFrom: '2026-04-07T09:00:00Z',
      DateTimeTo: '2026-04-07T10:00:00Z',
    });
    approveTimesheets(db, [a, b], { now });
    const inv = invoice(generateInvoice(db, ORG.project2, { now }));
    // 1.01 x 135 = 136.35 -> 125.442 EUR -> 125.44; 0.07 x 95 = 6.65 -> 6.118 -> 6.12
    expect(inv).toMatchObject({
      InvoiceCurrencyCode: 'USD',
      TotalAmountExVAT: 143,
      TotalAmountExVATBaseCurrency: 131.56,
      InvoiceContactID: null,
    });
    expect(inv?.InvoiceLines?.[0]?.InvoiceDetailLines?.map((d) => [d.RateBase, d.TotalAmountBase])).toEqual([
      [124.2, 125.44],
      [87.4, 6.12],
    ]);
  });

  it('refuses an unknown project (404) and a project with nothing approved to invoice (409)', async () => {
    expect((await rejection(() => generateInvoice(db, ORG.project1 + 99n, { now }))).code).toBe('NOT_FOUND');
    addTimesheet(db);
    expect((await rejection(() => generateInvoice(db, ORG.project1, { now }))).code).toBe('INVALID_STATE');
    const { invoiceId } = draft();
    // The server's own 17-digit range for invoices, above 2^53.
    expect(String(invoiceId)).toMatch(/^41\d{15}$/);
    // Everything approved is on the Draft now: nothing left to invoice.
    expect((await rejection(() => generateInvoice(db, ORG.project1, { now }))).code).toBe('INVALID_STATE');
  });

  it('takes only entries dated in [from, to) when asked', () => {
    const a = addTimesheet(db, { DateTimeFrom: '2026-03-31T09:00:00Z', DateTimeTo: '2026-03-31T17:00:00Z' });
    const b = addTimesheet(db, { DateTimeFrom: '2026-04-01T09:00:00Z', DateTimeTo: '2026-04-01T17:00:00Z' });
    approveTimesheets(db, [a, b], { now });
    const id = generateInvoice(db, ORG.project1, {
      now,
      from: '2026-04-01T00:00:00.000Z',
      to: '2026-05-01T00:00:00.000Z',
    });
    expect(getTimesheetRecord(db, a)?.InvoiceNumber).toBeNull();
    expect(getTimesheetRecord(db, b)?.InvoiceNumber).toBe('Draft');
    expect(listInvoiceDetailLines(db, id)).toHaveLength(1);
  });
});

describe('approve, send and void', () => {
  it('approves a Draft with the next number of the year and a real, readable PDF', async () => {
    const first = await approveInvoice(db, draft().invoiceId, { now });
    expect(first).toMatchObject({
      status: 'Approved',
      number: 'INV-2026-0001',
      invoice_date: '2026-05-04T10:00:00.000Z',
    });
    const second = await approveInvoice(db, draft().invoiceId, { now });
    expect(second.number).toBe('INV-2026-0002');
    const pdf = first.pdf ?? new Uint8Array();
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Invoice INV-2026-0001');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    for (const expected of [
      'Test Consulting B.V.',
      'INV-2026-0001',
      'Acme Logistics B.V.',
      '3 June 2026',
      // Printed at the currency's minor unit (cents) with its symbol; the record keeps 1583.565.
      '€1,583.57',
      'Please pay',
    ]) {
      expect(text).toContain(expected);
    }
    const record = getInvoiceRecord(db, first.id);
    expect(Buffer.from(record?.InvoicePDF ?? '', 'base64').equals(Buffer.from(pdf))).toBe(true);
  });

  it('moves Approved to Sent, and refuses wrong-state moves with INVALID_STATE', async () => {
    const { invoiceId } = draft();
    expect((await rejection(() => sendInvoice(db, invoiceId))).code).toBe('INVALID_STATE');
    await approveInvoice(db, invoiceId, { now });
    expect((await rejection(() => approveInvoice(db, invoiceId, { now }))).message).toMatch(/is Approved/);
    expect(sendInvoice(db, invoiceId).status).toBe('Sent');
    expect((await rejection(() => sendInvoice(db, invoiceId))).code).toBe('INVALID_STATE');
    expect((await rejection(() => sendInvoice(db, invoiceId + 404n))).code).toBe('NOT_FOUND');
  });

  it('voids any status but Paid and releases the entries to be invoiced again', async () => {
    const { invoiceId, ts, exp } = draft();
    await approveInvoice(db, invoiceId, { now });
    sendInvoice(db, invoiceId);
    expect(voidInvoice(db, invoiceId).status).toBe('Void');
    expect(getTimesheetRecord(db, ts[0] ?? 0n)?.InvoiceNumber).toBeNull();
    expect((await rejection(() => voidInvoice(db, invoiceId))).code).toBe('INVALID_STATE');
    const again = generateInvoice(db, ORG.project1, { now });
    expect(getInvoice(db, again)?.total_inc).toBe(getInvoice(db, invoiceId)?.total_inc);
    expect(getExpenseRecord(db, exp)?.InvoiceNumber).toBe('Draft');
    db.prepare("UPDATE invoices SET status = 'Paid' WHERE id = ?").run(again);
    const paid = await rejection(() => voidInvoice(db, again));
    expect(paid.message).toMatch(/is Paid/);
    expect(getInvoice(db, again)?.status).toBe('Paid');
  });
});

describe('invoice arithmetic', () => {
  it('rounds VAT and base amounts half away from zero to cents (money in units of 10^-8)', () => {
    // 21% of 0.125 = 0.02625 -> 0.03
    expect(vatCents(12_500_000n, 2_100_000_000n)).toBe(3_000_000n);
    expect(vatCents(-12_500_000n, 2_100_000_000n)).toBe(-3_000_000n);
    // 21% of 991.73553719 = 208.2644628099 -> 208.26
    expect(vatCents(99_173_553_719n, 2_100_000_000n)).toBe(20_826_000_000n);
    expect(toBaseCents(10_000_000_000n, 920_000)).toBe(9_200_000_000n);
    expect(toBaseCents(500_000n, 1_000_000)).toBe(1_000_000n);
    expect(toBaseCents(99_173_553_719n, 920_000)).toBe(91_240_000_000n);
  });

  it("prints money at the currency's minor unit, half away from zero; the stored amount stays exact", () => {
    expect(moneyText(99_173_553_719n, 'EUR')).toBe('991.74');
    expect(moneyText(120_000_000_000n, 'EUR')).toBe('1200.00');
    expect(moneyText(-500_000n, 'EUR')).toBe('-0.01');
    expect(moneyText(1n, 'USD')).toBe('0.00');
    // The yen has no minor unit.
    expect(moneyText(99_173_553_719n, 'JPY')).toBe('992');
  });

  it('keeps inc = ex + VAT, lines = sum of details and totals = sum of lines, for any entries', () => {
    const entry = fc.record({
      line: fc.constantFrom(LINES.project1Time, LINES.project1Fixed),
      // Hours in units of 10^-4 (up to 24 h), rates in units of 10^-8 (up to 500.00000000).
      hours: fc.bigInt({ min: 1n, max: 240_000n }),
      rate: fc.bigInt({ min: 0n, max: 50_000_000_000n }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 3_000_000 }),
        (entries, fx) => {
          const views = entries.map(
            (e, i) =>
              ({
                id: BigInt(i + 1),
                contract_line_id: e.line,
                hours: e.hours,
                sales_rate: e.rate,
              }) as TimesheetView,
          );
          const lookup = (id: bigint) =>
            id === LINES.project1Time
              ? { id, group_number: 1, line_number: 1, tax_percentage: 2_100_000_000n }
              : { id, group_number: 2, line_number: 1, tax_percentage: 900_000_000n };
          const built = buildInvoice(views, [], lookup as never, fx);
          const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
          for (const l of built.lines) {
            expect(l.line.total_ex).toBe(sum(l.details.map((d) => d.total)));
            expect(l.line.total_ex_base).toBe(sum(l.details.map((d) => d.total_base)));
            expect(l.line.total_inc - l.line.total_ex).toBe(
              vatCents(l.line.total_ex, l.line.tax_percentage ?? 0n),
            );
          }
          expect(built.totals.total_ex).toBe(sum(built.lines.map((l) => l.line.total_ex)));
          expect(built.totals.total_inc).toBe(sum(built.lines.map((l) => l.line.total_inc)));
          expect(built.totals.total_inc_base).toBe(sum(built.lines.map((l) => l.line.total_inc_base)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('stores what it computed: invoice totals equal the sums of the stored lines', () => {
    const { invoiceId } = draft();
    const inv = getInvoice(db, invoiceId);
    const lines = listInvoiceLines(db, invoiceId);
    expect(inv?.total_ex).toBe(lines.reduce((a, l) => a + l.total_ex, 0n));
    expect(inv?.total_inc_base).toBe(lines.reduce((a, l) => a + l.total_inc_base, 0n));
  });
});
