import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { countTimesheets } from '../../electron/core/db/repositories/timesheets';
import {
  approveInvoice,
  approveTimesheets,
  generateInvoice,
  voidInvoice,
} from '../../electron/core/reference-server/domain/invoice-ops';
import { invoiceHandlers } from '../../electron/core/reference-server/domain/invoices';
import {
  timesheetHandlers,
  type TimesheetRecord,
} from '../../electron/core/reference-server/domain/timesheets';
import { PsaError } from '../../shared/psa/errors';
import { CTX, LINES, ORG, request, smallOrgDb, wire } from '../support/fixtures';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

let db: Db;
let h: ReturnType<typeof timesheetHandlers>;

function body(over: Record<string, unknown> = {}) {
  return {
    DateTimeFrom: '2026-03-02T09:00:00Z',
    DateTimeTo: '2026-03-02T17:00:00Z',
    NumberOfHours: 8,
    AccountID: ORG.anna,
    ProjectID: ORG.project1,
    ContractLineID: LINES.project1Time,
    RoleID: ORG.consultant,
    Description: 'Workshop',
    ...over,
  };
}

function create(over: Record<string, unknown> = {}): bigint {
  return BigInt(h.createTimesheet(request('createTimesheet', { body: body(over) }), CTX).TimesheetID);
}

/** The list as a client reads it (ids bigint, amounts numbers). */
function list(query: Record<string, unknown>): TimesheetRecord[] {
  return wire(h.listTimesheets(request('listTimesheets', { query }), CTX) as TimesheetRecord[]);
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
  h = timesheetHandlers(db, { now: () => NOW });
});

describe('POST /timesheets', () => {
  it('creates an entry with the role rates, names, nested members and the injected creation time', () => {
    const id = create({ NumberOfHours: 7.35, ContractLineID: LINES.project1Time, RoleID: ORG.senior });
    const [t] = list({ projectid: ORG.project1 });
    expect(t).toMatchObject({
      TimesheetID: id,
      ObjectID: String(id),
      DateTimeFrom: '2026-03-02T09:00:00.000Z',
      DateTimeTo: '2026-03-02T17:00:00.000Z',
      NumberOfHours: 7.35,
      AccountID: ORG.anna,
      AccountName: 'Anna de Vries',
      ProjectName: 'ERP rollout',
      ContractLineName: 'Consulting hours',
      RoleID: ORG.senior,
      RoleName: 'Senior consultant',
      SalesRate: 135,
      CostRate: 75,
      TimesheetRate: 135,
      TotalAmount: 992.25,
      CreationDateTime: '2026-03-10T12:00:00.000Z',
      createdDate: '2026-03-10T12:00:00.000Z',
      changedDate: '2026-03-10T12:00:00.000Z',
      OneEngagement: { ProjectName: 'ERP rollout' },
      Account: { FullName: 'Anna de Vries', AccountGUID: ORG.anna },
      ContractGroupLine: { DisplayName: 'Consulting hours' },
      ProjectRole: { Role: 'Senior consultant' },
      Company: { Name: 'Acme Logistics B.V.' },
      ApprovedByPM: false,
      ApprovedPM: false,
      PublicHoliday: false,
      InvoiceNumber: null,
    });
    expect(t).not.toHaveProperty('ExternalInvoiceNumber');
  });

  it('accepts a fixed line of the project', () => {
    expect(String(create({ ContractLineID: LINES.project1Fixed }))).toMatch(/^31\d{15}$/);
  });

  it.each([
    ['ProjectID', { ProjectID: 99 }],
    ['ContractLineID', { ContractLineID: 999 }],
    ['AccountID', { AccountID: 77 }],
    ['RoleID', { RoleID: 55 }],
    // Ids of another kind of record: each table has its own range.
    ['ProjectID', { ProjectID: ORG.acme }],
    ['RoleID', { RoleID: ORG.anna }],
    ['AccountID', { AccountID: '9223372036854775807' }],
  ])('refuses an unknown %s with 422 naming the field, storing nothing', (field, over) => {
    const err = rejection(() => create(over));
    expect(err.code).toBe('UNKNOWN_REFERENCE');
    expect(err.status).toBe(422);
    expect(err.message).toContain(field);
    expect(countTimesheets(db)).toBe(0);
  });

  it("refuses another project's contract line and an expense line with 422", () => {
    const other = rejection(() => create({ ContractLineID: LINES.project2Time }));
    expect(other.code).toBe('UNKNOWN_REFERENCE');
    expect(other.message).toContain(`not a contract line of project ${ORG.project1}`);
    const expense = rejection(() => create({ ContractLineID: LINES.project1Expense }));
    expect(expense.code).toBe('UNKNOWN_REFERENCE');
    expect(expense.message).toMatch(/expense line/);
    expect(countTimesheets(db)).toBe(0);
  });
});

describe('GET /timesheets', () => {
  it('never returns more than 50, whatever limit says; default 50; smaller limits apply', () => {
    for (let i = 0; i < 60; i++) create({ DateTimeFrom: `2026-03-02T0${i % 8}:00:00Z`, NumberOfHours: 1 });
    expect(list({ projectid: ORG.project1 })).toHaveLength(50);
    expect(list({ projectid: ORG.project1, limit: 500 })).toHaveLength(50);
    expect(list({ projectid: ORG.project1, limit: '7' })).toHaveLength(7);
  });

  it('orders by DateTimeFrom ascending, then by id', () => {
    const late = create({ DateTimeFrom: '2026-03-05T09:00:00Z', DateTimeTo: '2026-03-05T17:00:00Z' });
    const early = create({ DateTimeFrom: '2026-03-01T09:00:00Z', DateTimeTo: '2026-03-01T17:00:00Z' });
    const sameA = create({ DateTimeFrom: '2026-03-03T09:00:00Z', DateTimeTo: '2026-03-03T17:00:00Z' });
    const sameB = create({ DateTimeFrom: '2026-03-03T09:00:00Z', DateTimeTo: '2026-03-03T17:00:00Z' });
    expect(list({ projectid: ORG.project1 }).map((t) => t.TimesheetID)).toEqual([early, sameA, sameB, late]);
  });

  it('a date covers its whole day; a DateTime is that exact instant (paging within a day)', () => {
    const before = create({
      DateTimeFrom: '2026-02-28T23:59:59Z',
      DateTimeTo: '2026-03-01T00:30:00Z',
      NumberOfHours: 0.5,
    });
    const first = create({
      DateTimeFrom: '2026-03-01T00:00:00Z',
      DateTimeTo: '2026-03-01T01:00:00Z',
      NumberOfHours: 1,
    });
    const last = create({
      DateTimeFrom: '2026-03-01T23:30:00Z',
      DateTimeTo: '2026-03-01T23:59:00Z',
      NumberOfHours: 0.25,
    });
    const next = create({
      DateTimeFrom: '2026-03-02T00:00:00Z',
      DateTimeTo: '2026-03-02T01:00:00Z',
      NumberOfHours: 1,
    });
    const ids = (q: Record<string, unknown>) =>
      list({ projectid: ORG.project1, ...q }).map((t) => t.TimesheetID);
    expect(ids({ dateto: '2026-03-01' })).toEqual([before, first, last]);
    expect(ids({ datefrom: '2026-03-01', dateto: '2026-03-01' })).toEqual([first, last]);
    expect(ids({ datefrom: '2026-03-01T00:00:00Z', dateto: '2026-03-01T23:30:00Z' })).toEqual([first, last]);
    expect(ids({ datefrom: '2026-03-01T00:00:01Z', dateto: '2026-03-01' })).toEqual([last]);
    expect(ids({ datefrom: '2026-03-01T00:00:00Z', dateto: '2026-03-01T23:29:59.999Z' })).toEqual([first]);
    expect(ids({ datefrom: '2026-03-02' })).toEqual([next]);
  });

  it('filters by account, by project, or both', () => {
    const a1 = create({ AccountID: ORG.anna });
    const a2 = create({ AccountID: ORG.ben });
    const p2 = create({ ProjectID: ORG.project2, ContractLineID: LINES.project2Time, AccountID: ORG.ben });
    expect(list({ accountid: ORG.ben }).map((t) => t.TimesheetID)).toEqual([a2, p2]);
    expect(list({ projectid: ORG.project1 }).map((t) => t.TimesheetID)).toEqual([a1, a2]);
    expect(list({ projectid: ORG.project1, accountid: String(ORG.ben) }).map((t) => t.TimesheetID)).toEqual([
      a2,
    ]);
  });
});

describe('invoice numbers on timesheets (decision 20)', () => {
  it('shows Draft while the invoice is Draft, then its number and external id; nothing after a void', async () => {
    const id = create();
    const notApproved = create({ DateTimeFrom: '2026-03-03T09:00:00Z', DateTimeTo: '2026-03-03T17:00:00Z' });
    approveTimesheets(db, [id], { now: () => NOW });
    expect(list({ projectid: ORG.project1 })[0]).toMatchObject({
      ApprovedByPM: true,
      ApprovedDatePM: '2026-03-10T12:00:00.000Z',
    });
    const invoiceId = generateInvoice(db, ORG.project1, { now: () => NOW });
    const byId = () => new Map(list({ projectid: ORG.project1 }).map((t) => [t.TimesheetID, t]));
    expect(byId().get(id)?.InvoiceNumber).toBe('Draft');
    expect(byId().get(notApproved)?.InvoiceNumber).toBeNull();

    const approved = await approveInvoice(db, invoiceId, { now: () => NOW });
    expect(byId().get(id)?.InvoiceNumber).toBe(approved.number);
    expect(approved.number).toBe('INV-2026-0001');

    invoiceHandlers(db).setInvoiceExternalId(
      request('setInvoiceExternalId', { query: { invoiceid: invoiceId, externalid: 'XERO-17' } }),
      CTX,
    );
    expect(byId().get(id)?.ExternalInvoiceNumber).toBe('XERO-17');

    voidInvoice(db, invoiceId);
    expect(byId().get(id)?.InvoiceNumber).toBeNull();
    expect(byId().get(id)).not.toHaveProperty('ExternalInvoiceNumber');
  });
});
