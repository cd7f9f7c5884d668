import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import type { InvoiceStatusValue } from '../../electron/core/db/repositories/invoices';
import {
  approveExpenses,
  approveInvoice,
  approveTimesheets,
  generateInvoice,
  sendInvoice,
  voidInvoice,
} from '../../electron/core/reference-server/domain/invoice-ops';
import { invoiceHandlers } from '../../electron/core/reference-server/domain/invoices';
import { getInvoiceRecord, type InvoiceRecord } from '../../electron/core/records/invoices';
import { PsaError } from '../../shared/psa/errors';
import { InvoiceRead } from '../../shared/psa/resources';
import { addExpense, addTimesheet } from '../support/entries';
import { CTX, ORG, request, smallOrgDb } from '../support/fixtures';

const NOW = Date.parse('2026-05-04T10:00:00.000Z');
const now = () => NOW;
let db: Db;
let h: ReturnType<typeof invoiceHandlers>;
let day = 1;

/** An invoice of project 1 in the given status, from a fresh approved timesheet and expense. */
async function invoiceIn(status: InvoiceStatusValue): Promise<bigint> {
  const date = `2026-04-${String(day++).padStart(2, '0')}`;
  const ts = addTimesheet(db, { DateTimeFrom: `${date}T09:00:00Z`, DateTimeTo: `${date}T17:00:00Z` });
  const exp = addExpense(db, { ExpenseDate: `${date}T00:00:00Z` });
  approveTimesheets(db, [ts], { now });
  approveExpenses(db, [exp], { now });
  const id = generateInvoice(db, ORG.project1, { now });
  if (status === 'Draft') return id;
  if (status === 'Void') return voidInvoice(db, id).id;
  await approveInvoice(db, id, { now });
  if (status === 'Approved') return id;
  sendInvoice(db, id);
  if (status === 'Paid') h.markInvoicePaid(request('markInvoicePaid', { query: { invoiceid: id } }), CTX);
  return id;
}

const list = (query: Record<string, unknown> = {}) =>
  h.listInvoices(request('listInvoices', { query }), CTX) as InvoiceRecord[];
const paid = (invoiceid: unknown) =>
  h.markInvoicePaid(request('markInvoicePaid', { query: { invoiceid } }), CTX);
const external = (invoiceid: unknown, externalid: string) =>
  h.setInvoiceExternalId(request('setInvoiceExternalId', { query: { invoiceid, externalid } }), CTX);

function rejection(fn: () => unknown): PsaError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PsaError) return e;
    throw e;
  }
  throw new Error('expected a PsaError');
}

const SPEC_FIELDS = [
  'InvoiceName',
  'InvoiceDate',
  'InvoiceDueDate',
  'InvoiceNote',
  'InvoiceStatus',
  'InvoiceNumber',
  'InvoiceID',
  'CustomerID',
  'CustomerName',
  'InvoiceContactID',
  'InvoiceContactName',
  'InvoiceContactEmail',
  'InvoiceCurrencyCode',
  'TotalAmountExVAT',
  'TotalAmountIncVAT',
  'TotalAmountExVATBaseCurrency',
  'TotalAmountIncVATBase',
  'InvoiceLines',
  'ExternalID',
  'ProjectID',
];

beforeEach(() => {
  db = smallOrgDb();
  h = invoiceHandlers(db);
  day = 1;
});

describe('invoice read record', () => {
  it("has exactly the spec's fields plus ExternalID and ProjectID; the PDF only when not Draft", async () => {
    const draft = await invoiceIn('Draft');
    const approved = await invoiceIn('Approved');
    const [d, a] = list();
    expect(Object.keys(d ?? {}).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(Object.keys(a ?? {}).sort()).toEqual([...SPEC_FIELDS, 'InvoicePDF'].sort());
    expect([d?.InvoiceID, a?.InvoiceID]).toEqual([draft, approved]);
    expect(Buffer.from(String(a?.InvoicePDF), 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Object.keys(d?.InvoiceLines?.[0] ?? {}).sort()).toEqual(
      [
        'LineNumber',
        'LineName',
        'LineDescription',
        'Description',
        'GLAccount',
        'TaxPercentage',
        'TaxName',
        'TaxCode',
        'TotalAmountExVAT',
        'TotalAmountIncVAT',
        'TotalAmountIncVATBaseCurrency',
        'TotalAmountExVATBaseCurrency',
        'InvoiceDetailLines',
      ].sort(),
    );
    // What the service answers a client reads back with every digit: ids as bigint, amounts as
    // their exact decimal text.
    expect(InvoiceRead.parse(d)).toMatchObject({
      InvoiceID: draft,
      CustomerID: ORG.acme,
      TotalAmountExVAT: String(d?.TotalAmountExVAT),
      TotalAmountIncVAT: String(d?.TotalAmountIncVAT),
    });
  });
});

describe('GET /invoices', () => {
  it('filters by status case-insensitively, by exact number, and by a missing external id; ordered by id', async () => {
    const ids: Record<string, bigint> = {};
    for (const s of ['Draft', 'Approved', 'Sent', 'Paid', 'Void', 'Approved'] as const)
      ids[s] = await invoiceIn(s);
    const statuses = list().map((i) => i.InvoiceStatus);
    expect(statuses).toEqual(['Draft', 'Approved', 'Sent', 'Paid', 'Void', 'Approved']);
    expect(list().map((i) => i.InvoiceID)).toEqual(
      [...list().map((i) => i.InvoiceID)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)),
    );
    expect(list({ invoicestatus: 'APPROVED' }).map((i) => i.InvoiceStatus)).toEqual(['Approved', 'Approved']);
    expect(list({ invoicestatus: 'paid' }).map((i) => i.InvoiceID)).toEqual([ids.Paid]);
    const number = list({ invoicestatus: 'sent' })[0]?.InvoiceNumber ?? '';
    expect(list({ invoicenumber: number.toLowerCase() }).map((i) => i.InvoiceNumber)).toEqual([number]);
    expect(list({ invoicenumber: number.slice(0, -1) })).toEqual([]);
    external(ids.Sent, 'EXT-1');
    expect(list({ noexternalid: 'true' }).map((i) => i.InvoiceID)).not.toContain(ids.Sent);
    expect(list({ noexternalid: 'true' })).toHaveLength(5);
    expect(list({ noexternalid: 'false' })).toHaveLength(6);
    expect(list({ limit: 2 })).toHaveLength(2);
  });
});

describe('PATCH /invoices/paid', () => {
  it('moves Approved and Sent to Paid and answers the read record', async () => {
    const approved = await invoiceIn('Approved');
    const sent = await invoiceIn('Sent');
    expect(paid(approved)).toMatchObject({ InvoiceID: approved, InvoiceStatus: 'Paid' });
    expect(paid(String(sent))).toMatchObject({ InvoiceID: sent, InvoiceStatus: 'Paid' });
    expect(getInvoiceRecord(db, approved)?.InvoicePDF).toBeTruthy();
  });

  it.each(['Draft', 'Paid', 'Void'] as const)(
    'refuses a %s invoice with 409 naming its status, changing nothing',
    async (status) => {
      const id = await invoiceIn(status);
      const before = getInvoiceRecord(db, id);
      const err = rejection(() => paid(id));
      expect(err.code).toBe('INVALID_STATE');
      expect(err.status).toBe(409);
      expect(err.message).toContain(status);
      expect(getInvoiceRecord(db, id)).toEqual(before);
    },
  );

  it('answers 404 for an unknown invoice', () => {
    expect(rejection(() => paid(12345)).code).toBe('NOT_FOUND');
    // Any id up to 2^63-1 is a valid id of no invoice.
    expect(rejection(() => paid('9223372036854775807')).code).toBe('NOT_FOUND');
  });
});

describe('PATCH /invoices/external', () => {
  it('stores the external id in any status and answers the read record', async () => {
    for (const status of ['Draft', 'Sent', 'Void'] as const) {
      const id = await invoiceIn(status);
      expect(external(id, `EXT-${status}`)).toMatchObject({
        InvoiceID: id,
        ExternalID: `EXT-${status}`,
        InvoiceStatus: status,
      });
    }
    expect(list().map((i) => i.ExternalID)).toEqual(['EXT-Draft', 'EXT-Sent', 'EXT-Void']);
  });

  it('answers 404 for an unknown invoice and stores nothing', () => {
    expect(rejection(() => external(777, 'X')).code).toBe('NOT_FOUND');
    expect(list()).toEqual([]);
  });
});
