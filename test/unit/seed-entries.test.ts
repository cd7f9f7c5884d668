import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import {
  listInvoiceDetailLines,
  listInvoiceIds,
  listInvoiceLines,
} from '../../electron/core/db/repositories/invoices';
import { expenseHandlers, type ExpenseRecord } from '../../electron/core/reference-server/domain/expenses';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { invoiceHandlers } from '../../electron/core/reference-server/domain/invoices';
import type { InvoiceRecord } from '../../electron/core/records/invoices';
import {
  timesheetHandlers,
  type TimesheetRecord,
} from '../../electron/core/reference-server/domain/timesheets';
import { seedDemoEntries } from '../../electron/core/reference-server/seed/demo-entries';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { REFERENCE_ANCHOR } from '../../electron/core/reference-server/seed/demo-calendar';
import { CTX, request, wire } from '../support/fixtures';
import { extractText } from 'unpdf';
import { demoDigest } from '../support/demo-digest';

const project1 = demoId('projects', 1);

let db: Db;

async function seeded(): Promise<Db> {
  const d = openDatabase(':memory:');
  seedDemoOrg(d);
  // The plans' own dates: the facts below are those of the reference anchor.
  await seedDemoEntries(d, { anchor: REFERENCE_ANCHOR });
  return d;
}

const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;

beforeAll(async () => {
  db = await seeded();
});

describe('demo entries', () => {
  it('gives project 1 over 120 timesheets of several accounts, on weekdays, incl. accounts 1 and 2', () => {
    expect(count('SELECT COUNT(*) AS n FROM timesheets WHERE project_id = ?', project1)).toBeGreaterThan(120);
    const accounts = (
      db.prepare('SELECT DISTINCT account_id FROM timesheets WHERE project_id = ?').all(project1) as {
        account_id: bigint;
      }[]
    ).map((r) => r.account_id);
    expect(accounts).toEqual(expect.arrayContaining([demoId('accounts', 1), demoId('accounts', 2)]));
    const days = db.prepare('SELECT date_from AS d FROM timesheets').all() as { d: string }[];
    expect(days.every(({ d }) => ![0, 6].includes(new Date(d).getUTCDay()))).toBe(true);
    const span = db
      .prepare(
        'SELECT min(substr(date_from, 1, 10)) AS first, max(substr(date_from, 1, 10)) AS last FROM timesheets',
      )
      .get();
    expect(span).toEqual({ first: '2026-06-01', last: REFERENCE_ANCHOR });
  });

  it('has over 60 expenses over several projects', () => {
    expect(count('SELECT COUNT(*) AS n FROM expenses')).toBeGreaterThan(60);
    expect(count('SELECT COUNT(DISTINCT project_id) AS n FROM expenses')).toBeGreaterThanOrEqual(3);
  });

  it('has at least two invoices in every status, PDFs exactly on the non-Draft ones, some with an external id', async () => {
    const invoices = wire(
      invoiceHandlers(db).listInvoices(
        request('listInvoices', { query: { limit: 500 } }),
        CTX,
      ) as InvoiceRecord[],
    );
    for (const status of ['Draft', 'Approved', 'Sent', 'Paid', 'Void']) {
      expect(invoices.filter((i) => i.InvoiceStatus === status).length, status).toBeGreaterThanOrEqual(2);
    }
    for (const inv of invoices) {
      expect(inv.InvoiceLines?.length).toBeGreaterThan(0);
      expect(inv.InvoiceLines?.every((l) => (l.InvoiceDetailLines?.length ?? 0) > 0)).toBe(true);
      if (inv.InvoiceStatus === 'Draft') {
        expect(inv.InvoicePDF).toBeUndefined();
        continue;
      }
      const pdf = Buffer.from(String(inv.InvoicePDF), 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Invoice ${inv.InvoiceNumber}`);
    }
    expect(invoices.some((i) => i.ExternalID)).toBe(true);
    expect(invoices.some((i) => !i.ExternalID)).toBe(true);
    expect(invoices.map((i) => i.InvoiceCurrencyCode)).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP']));
  });

  it('keeps every invoice exact: inc = ex + VAT, lines sum to details and totals sum to lines', () => {
    const invoices = db.prepare('SELECT * FROM invoices').all() as Record<string, bigint>[];
    expect(invoices.length).toBeGreaterThanOrEqual(10);
    const cent = 1_000_000n; // money units (10^-8) in a cent
    for (const id of listInvoiceIds(db)) {
      const inv = invoices.find((i) => i.id === id) ?? {};
      const lines = listInvoiceLines(db, id);
      const details = listInvoiceDetailLines(db, id);
      for (const key of ['total_ex', 'total_inc', 'total_ex_base', 'total_inc_base'] as const) {
        expect(inv[key], `${key} of invoice ${id}`).toBe(lines.reduce((a, l) => a + l[key], 0n));
      }
      for (const line of lines) {
        const own = details.filter((d) => d.line_id === line.id);
        expect(line.total_ex).toBe(own.reduce((a, d) => a + d.total, 0n));
        expect(line.total_ex_base).toBe(own.reduce((a, d) => a + d.total_base, 0n));
        // VAT is a whole number of cents at every level.
        expect((line.total_inc - line.total_ex) % cent).toBe(0n);
      }
    }
  });

  it('bills an 8-decimal expense exactly: the conference ticket of 991.73553719 + 208.26446281 = 1200', async () => {
    const [ticket] = expenseHandlers(db).listExpenses(
      request('listExpenses', {
        query: { projectid: project1, datefrom: '2026-09-24', dateto: '2026-09-24' },
      }),
      CTX,
    ) as ExpenseRecord[];
    expect(ticket).toMatchObject({ Description: 'Conference ticket', InvoiceNumber: 'INV-2026-0007' });
    expect([ticket?.AmountExVAT, ticket?.VATAmount, ticket?.TotalAmount].map(String)).toEqual([
      '991.73553719',
      '208.26446281',
      '1200',
    ]);
    const [invoice] = invoiceHandlers(db).listInvoices(
      request('listInvoices', { query: { invoicenumber: 'INV-2026-0007' } }),
      CTX,
    ) as InvoiceRecord[];
    const detail = invoice?.InvoiceLines.flatMap((l) => l.InvoiceDetailLines).find(
      (d) => d.Description === 'Conference ticket',
    );
    expect(String(detail?.TotalAmount)).toBe('991.73553719');
    // The stored total keeps the 8 decimals; the PDF prints it at cents.
    expect(String(invoice?.TotalAmountExVAT)).toMatch(/\.\d{2}553719$/);
    const bytes = Buffer.from(String(invoice?.InvoicePDF), 'base64');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('€991.74');
    expect(text).toContain('€31,491.29');
    expect(text).not.toContain('553719');
  });

  it('shows Draft on entries of Draft invoices and the number otherwise; released entries of voids show none', () => {
    const listed = timesheetHandlers(db).listTimesheets(
      request('listTimesheets', {
        query: { projectid: project1, datefrom: '2026-10-01', dateto: '2026-10-31' },
      }),
      CTX,
    ) as TimesheetRecord[];
    expect(listed.length).toBeGreaterThan(20);
    expect(new Set(listed.map((t) => t.InvoiceNumber))).toEqual(new Set(['Draft']));
    const june = timesheetHandlers(db).listTimesheets(
      request('listTimesheets', { query: { projectid: project1, dateto: '2026-06-30' } }),
      CTX,
    ) as TimesheetRecord[];
    expect(new Set(june.map((t) => t.InvoiceNumber))).toEqual(new Set(['INV-2026-0001']));
    expect(june.every((t) => t.ExternalInvoiceNumber === 'EXACT-24017')).toBe(true);
    const late = timesheetHandlers(db).listTimesheets(
      request('listTimesheets', { query: { projectid: project1, datefrom: '2026-11-16' } }),
      CTX,
    ) as TimesheetRecord[];
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((t) => t.InvoiceNumber === null && t.ApprovedByPM === false)).toBe(true);
    const expenses = wire(
      expenseHandlers(db).listExpenses(
        request('listExpenses', { query: { projectid: project1, limit: 500 } }),
        CTX,
      ) as ExpenseRecord[],
    );
    expect(expenses.some((e) => (e.AmountExVAT as unknown) === 100.1)).toBe(true);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM timesheets t JOIN invoices i ON i.id = t.invoice_id WHERE i.status = 'Void'",
      ),
    ).toBe(0);
  });

  it('gives every Active project recent timesheets (last 8 weeks) carrying its time line and roles, and an expense on its expense line (walkthrough 30: a project without any offered no line)', () => {
    const quiet = db
      .prepare(
        `SELECT p.id FROM projects p WHERE p.stage = 'Active' AND NOT EXISTS (SELECT 1 FROM timesheets t
           WHERE t.project_id = p.id AND t.date_from >= '2026-09-28' AND t.contract_line_id IN
             (SELECT id FROM contract_lines c WHERE c.project_id = p.id AND c.kind = 'time'))`,
      )
      .pluck()
      .all();
    expect(quiet).toEqual([]);
    const atelier = demoId('projects', 25);
    expect(
      count('SELECT COUNT(DISTINCT role_id) AS n FROM timesheets WHERE project_id = ?', atelier),
    ).toBeGreaterThan(0);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM expenses e JOIN contract_lines c ON c.id = e.contract_line_id WHERE e.project_id = ? AND c.kind = 'expense'",
        atelier,
      ),
    ).toBeGreaterThan(0);
    // The demo admin's own weeks are as before: she books on the planned projects only.
    expect(
      count(
        'SELECT COUNT(DISTINCT project_id) AS n FROM timesheets WHERE account_id = ?',
        demoId('accounts', 1),
      ),
    ).toBe(1);
  });

  it('is idempotent and deterministic: a second run changes nothing; a fresh database gets identical rows', async () => {
    const before = demoDigest(db);
    expect(await seedDemoEntries(db)).toBe(false);
    expect(demoDigest(db)).toBe(before);
    const other = await seeded();
    expect(demoDigest(other)).toBe(before);
  });
});
