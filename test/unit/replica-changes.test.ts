import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { countByState, getOutbox, listOpen, updateOutbox } from '../../electron/core/db/repositories/outbox';
import { getCompany } from '../../electron/core/db/repositories/companies';
import {
  getInvoice,
  insertInvoice,
  type InvoiceStatusValue,
} from '../../electron/core/db/repositories/invoices';
import { getTimesheet } from '../../electron/core/db/repositories/timesheets';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { addExpense, addTimesheet, type TimesheetInput } from '../../electron/core/replica/changes-entries';
import {
  addCompany,
  addContact,
  addProject,
  editCompany,
  editContact,
  editProject,
  payInvoice,
  setInvoiceExternalId,
} from '../../electron/core/replica/changes-records';
import { discard, resubmit } from '../../electron/core/replica/outbox-ops';
import { parseRequest } from '../../electron/core/replica/resources';
import { PsaError } from '../../shared/psa/errors';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

const NOW = Date.parse('2026-05-04T10:00:00.000Z');
/** A 17-digit project id no record has: one below the small organization's first project. */
const UNKNOWN_PROJECT = ORG.project1 - 1n;

let r: Replica;
let db: Db;

/** A queued request as the replica reads it back (lossless: ids bigint, decimals exact text). */
const request = (json: string | undefined) => parseRequest(json ?? '{}');

function invoice(status: InvoiceStatusValue): bigint {
  return insertInvoice(db, {
    number: status === 'Draft' ? null : `INV-${status}`,
    name: `Invoice ${status}`,
    invoice_date: '2026-04-30T00:00:00.000Z',
    due_date: null,
    note: null,
    status,
    project_id: ORG.project1,
    customer_id: ORG.acme,
    customer_name: 'Acme Logistics B.V.',
    contact_id: null,
    contact_name: null,
    contact_email: null,
    currency_code: 'EUR',
    total_ex: 10_000_000_000n,
    total_inc: 12_100_000_000n,
    total_ex_base: 10_000_000_000n,
    total_inc_base: 12_100_000_000n,
    external_id: null,
    pdf: null,
  });
}

const ts = (over: Partial<TimesheetInput> = {}): TimesheetInput => ({
  ProjectID: ORG.project1,
  ContractLineID: LINES.project1Time,
  RoleID: ORG.consultant,
  DateTimeFrom: '2026-05-04T09:00:00Z',
  DateTimeTo: '2026-05-04T11:30:00Z',
  NumberOfHours: 2.5,
  Description: 'Workshop',
  ...over,
});
const ex = (over: Record<string, unknown> = {}) => ({
  ProjectID: ORG.project1,
  ContractLineID: LINES.project1Expense,
  AmountExVAT: 100,
  VATAmount: 21,
  TotalAmount: 121,
  ExpenseDate: '2026-05-04T00:00:00Z',
  Description: 'Train',
  ...over,
});

/** Row counts of the tables a local change may touch: equal before and after means nothing stored. */
function snapshot() {
  const n = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
  const tables = ['timesheets', 'expenses', 'companies', 'contacts', 'projects', 'outbox'];
  return {
    ...Object.fromEntries(tables.map((t) => [t, n(t)])),
    invoices: db.prepare('SELECT id, status, external_id FROM invoices ORDER BY id').all(),
  };
}

/** Asserts `fn` throws a PsaError with `code` and leaves the store as it was. */
function expectRefused(fn: () => unknown, code: string): PsaError {
  const before = snapshot();
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(PsaError);
  expect((caught as PsaError).code).toBe(code);
  expect(snapshot()).toEqual(before);
  return caught as PsaError;
}

beforeEach(() => {
  db = smallOrgDb();
  r = createReplica(db, () => NOW);
  setReplicaSetting(db, 'account_id', String(ORG.anna));
});

describe('local entries', () => {
  it('stores a timesheet with a provisional negative id and queues exactly one create', () => {
    const a = addTimesheet(r, ts());
    const b = addTimesheet(r, ts({ Description: 'Second' }));
    expect(a.id).toBeLessThan(0n);
    expect(b.id).toBeLessThan(a.id);
    const row = getTimesheet(db, a.id);
    expect(row).toMatchObject({
      account_id: ORG.anna,
      project_id: ORG.project1,
      hours: 25_000n,
      description: 'Workshop',
      date_from: '2026-05-04T09:00:00.000Z',
    });
    const open = listOpen(db);
    expect(open.map((o) => [o.endpoint, o.local_id, o.state])).toEqual([
      ['createTimesheet', a.id, 'pending'],
      ['createTimesheet', b.id, 'pending'],
    ]);
    expect(request(open[0]?.request)).toMatchObject({
      body: { AccountID: ORG.anna, ProjectID: ORG.project1, NumberOfHours: '2.5' },
    });
  });

  it.each([
    ['zero hours', ts({ NumberOfHours: 0 }), 'VALIDATION_FAILED'],
    ['over 24 hours', ts({ NumberOfHours: 25 }), 'VALIDATION_FAILED'],
    ['end before start', ts({ DateTimeTo: '2026-05-04T08:00:00Z' }), 'VALIDATION_FAILED'],
    ['hours not fitting the span', ts({ NumberOfHours: 3 }), 'VALIDATION_FAILED'],
    ['a bad date', ts({ DateTimeFrom: 'yesterday' }), 'VALIDATION_FAILED'],
    ['an unknown project', ts({ ProjectID: UNKNOWN_PROJECT }), 'UNKNOWN_REFERENCE'],
  ])('refuses a timesheet with %s and stores nothing', (_name, input, code) => {
    expectRefused(() => addTimesheet(r, input), code);
  });

  it('refuses a timesheet without an account when none is set', () => {
    setReplicaSetting(db, 'account_id', null);
    expectRefused(() => addTimesheet(r, ts()), 'VALIDATION_FAILED');
  });

  it('stores a valid expense and refuses bad ones without storing anything', () => {
    const e = addExpense(r, ex());
    expect(e.id).toBeLessThan(0n);
    expect(countByState(db).pending).toBe(1);
    expectRefused(() => addExpense(r, ex({ TotalAmount: 120 })), 'VALIDATION_FAILED');
    expectRefused(
      () => addExpense(r, ex({ AmountExVAT: -1, VATAmount: null, TotalAmount: 1 })),
      'VALIDATION_FAILED',
    );
    expectRefused(() => addExpense(r, ex({ ProjectID: UNKNOWN_PROJECT })), 'UNKNOWN_REFERENCE');
  });
});

describe('records created offline refer to each other by provisional id', () => {
  it('chains company, contact, project and timesheet, each queued with the provisional references', () => {
    const company = addCompany(r, { Name: 'Initech' });
    const contact = addContact(r, {
      CompanyID: company.id,
      LastName: 'Lumbergh',
      Email: 'bill@initech.example',
    });
    const project = addProject(r, {
      Name: 'TPS reports',
      Stage: 'Active',
      CompanyID: company.id,
      ContactID: contact.id,
    });
    const entry = addTimesheet(r, ts({ ProjectID: project.id }));
    for (const id of [company.id, contact.id, project.id, entry.id]) expect(id).toBeLessThan(0n);
    const bodies = listOpen(db).map((o) => request(o.request).body);
    expect(bodies[1]).toMatchObject({ CompanyID: company.id });
    expect(bodies[2]).toMatchObject({ CompanyID: company.id, ContactID: contact.id });
    expect(bodies[3]).toMatchObject({ ProjectID: project.id });
    expect(getTimesheet(db, entry.id)?.project_id).toBe(project.id);
  });

  it('refuses a provisional id that no local record has', () => {
    expectRefused(
      () => addContact(r, { CompanyID: -7, LastName: 'Nobody', Email: 'no@body.example' }),
      'UNKNOWN_REFERENCE',
    );
    expectRefused(() => addTimesheet(r, ts({ ProjectID: -7 })), 'UNKNOWN_REFERENCE');
    expectRefused(() => editCompany(r, { CompanyID: -7, Name: 'Ghost' }), 'NOT_FOUND');
  });
});

describe('every local change and its outbox row commit together', () => {
  const kinds: [string, string, (invoiceId: bigint) => unknown][] = [
    ['addTimesheet', 'createTimesheet', () => addTimesheet(r, ts())],
    ['addExpense', 'createExpense', () => addExpense(r, ex())],
    ['addCompany', 'createCompany', () => addCompany(r, { Name: 'Initech' })],
    [
      'addContact',
      'createContact',
      () => addContact(r, { CompanyID: ORG.acme, LastName: 'Lumbergh', Email: 'bill@initech.example' }),
    ],
    [
      'addProject',
      'createProject',
      () => addProject(r, { Name: 'TPS reports', Stage: 'Active', CompanyID: ORG.acme }),
    ],
    [
      'editCompany',
      'updateCompany',
      () => editCompany(r, { CompanyID: ORG.acme, Name: 'Acme Logistics B.V.', City: 'Utrecht' }),
    ],
    ['editContact', 'updateContact', () => editContact(r, { ContactID: ORG.joost, JobTitle: 'CFO' })],
    ['editProject', 'updateProject', () => editProject(r, { ProjectID: ORG.project1, Stage: 'On hold' })],
    ['payInvoice', 'markInvoicePaid', (i) => payInvoice(r, { invoiceid: i })],
    [
      'setInvoiceExternalId',
      'setInvoiceExternalId',
      (i) => setInvoiceExternalId(r, { invoiceid: i, externalid: 'EXT-1' }),
    ],
  ];

  it.each(kinds)('%s queues exactly one %s', (_name, endpoint, change) => {
    const inv = invoice('Sent');
    const before = listOpen(db).length;
    change(inv);
    const open = listOpen(db);
    expect(open.length).toBe(before + 1);
    expect(open.at(-1)?.endpoint).toBe(endpoint);
  });

  it.each(kinds)('%s stores nothing when its outbox row cannot be written', (_name, _endpoint, change) => {
    db.exec(
      `CREATE TEMP TRIGGER outbox_full BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    const inv = invoice('Sent');
    const before = snapshot();
    expect(() => change(inv)).toThrow(/disk full/);
    expect(snapshot()).toEqual(before);
  });
});

describe('coalescing edits before they are sent', () => {
  it('folds edits of a not-yet-sent company into its create', () => {
    const { id } = addCompany(r, { Name: 'Initech', City: 'Austin' });
    editCompany(r, { CompanyID: id, Name: 'Initech', City: 'Dallas', PhoneNumber: '+1 555 0100' });
    editCompany(r, { CompanyID: id, Name: 'Initech LLC' });
    const open = listOpen(db);
    expect(open.map((o) => o.endpoint)).toEqual(['createCompany']);
    const body = request(open[0]?.request).body;
    expect(body).toEqual(
      expect.objectContaining({ Name: 'Initech LLC', City: 'Dallas', PhoneNumber: '+1 555 0100' }),
    );
    expect(body).not.toHaveProperty('CompanyID');
    expect(getCompany(db, id)).toMatchObject({ name: 'Initech LLC', city: 'Dallas', phone: '+1 555 0100' });
  });

  it('folds two edits of a pulled company into one update, the later value winning', () => {
    editCompany(r, { CompanyID: ORG.acme, Name: 'Acme Logistics B.V.', City: 'Utrecht' });
    // The id as a digit string, as a form sends it: the same company, every digit.
    editCompany(r, {
      CompanyID: String(ORG.acme),
      Name: 'Acme Logistics',
      City: 'Leiden',
      PostalCode: '2311 AA',
    });
    const open = listOpen(db);
    expect(open.map((o) => o.endpoint)).toEqual(['updateCompany']);
    expect(request(open[0]?.request).body).toEqual({
      CompanyID: ORG.acme,
      Name: 'Acme Logistics',
      City: 'Leiden',
      PostalCode: '2311 AA',
    });
  });

  it('never rewrites a create that may already be on the remote', () => {
    const { id } = addCompany(r, { Name: 'Initech' });
    const create = listOpen(db)[0];
    if (!create) throw new Error('no create queued');
    updateOutbox(db, create.id, { needs_lookup: 1 }, '2026-05-04T10:00:00.000Z');
    editCompany(r, { CompanyID: id, Name: 'Initech', City: 'Austin' });
    const open = listOpen(db);
    expect(open.map((o) => o.endpoint)).toEqual(['createCompany', 'updateCompany']);
    expect(request(open[0]?.request)).toEqual({ body: { Name: 'Initech' } });
  });
});

describe('marking invoices paid offline', () => {
  it.each(['Draft', 'Paid', 'Void'] as const)('refuses a %s invoice', (status) => {
    const id = invoice(status);
    expectRefused(() => payInvoice(r, { invoiceid: id }), 'INVALID_STATE');
  });

  it.each(['Approved', 'Sent'] as const)('marks an %s invoice paid and queues it', (status) => {
    const id = invoice(status);
    payInvoice(r, { invoiceid: id });
    expect(getInvoice(db, id)?.status).toBe('Paid');
    expect(listOpen(db).map((o) => [o.endpoint, o.local_id])).toEqual([['markInvoicePaid', id]]);
  });

  it('refuses an unknown invoice', () => {
    expectRefused(() => payInvoice(r, { invoiceid: 41939771881672249n }), 'NOT_FOUND');
  });
});

describe('discard', () => {
  it("removes a pending create's local row and its change", () => {
    const { id, outboxId } = addTimesheet(r, ts());
    discard(r, outboxId);
    expect(getTimesheet(db, id)).toBeUndefined();
    expect(getOutbox(db, outboxId)).toBeUndefined();
  });

  it('is refused while other changes depend on the record, and allowed once they are gone', () => {
    const company = addCompany(r, { Name: 'Initech' });
    addContact(r, { CompanyID: company.id, LastName: 'Lumbergh', Email: 'bill@initech.example' });
    const [createCompany, createContact] = listOpen(db);
    if (!createCompany || !createContact) throw new Error('changes not queued');
    expectRefused(() => discard(r, createCompany.id), 'INVALID_STATE');
    discard(r, createContact.id);
    discard(r, createCompany.id);
    expect(getCompany(db, company.id)).toBeUndefined();
    expect(listOpen(db)).toEqual([]);
  });

  it.each([
    ['its outcome is unknown', { needs_lookup: 1 }],
    ['it is being sent', { state: 'sending' as const, needs_lookup: 1 }],
  ])('is refused while %s', (_name, patch) => {
    const { outboxId } = addTimesheet(r, ts());
    updateOutbox(db, outboxId, patch, '2026-05-04T10:00:00.000Z');
    expectRefused(() => discard(r, outboxId), 'INVALID_STATE');
  });
});

describe('resubmit', () => {
  function rejected() {
    const { id, outboxId } = addTimesheet(r, ts());
    updateOutbox(
      db,
      outboxId,
      { state: 'rejected', last_error: 'ContractLineID 11 is not a known contract line', last_status: 422 },
      '2026-05-04T10:00:00.000Z',
    );
    return { id, outboxId };
  }

  it('refuses an invalid patch and leaves the rejected change as it was', () => {
    const { id, outboxId } = rejected();
    const row = getOutbox(db, outboxId);
    expectRefused(() => resubmit(r, outboxId, { NumberOfHours: 0 }), 'VALIDATION_FAILED');
    expectRefused(() => resubmit(r, outboxId, { ProjectID: UNKNOWN_PROJECT }), 'UNKNOWN_REFERENCE');
    expect(getOutbox(db, outboxId)).toEqual(row);
    expect(getTimesheet(db, id)?.hours).toBe(25_000n);
  });

  it('applies a valid patch to the local row and queues the change again', () => {
    const { id, outboxId } = rejected();
    resubmit(r, outboxId, { ContractLineID: LINES.project1Fixed, NumberOfHours: 2 });
    expect(getTimesheet(db, id)).toMatchObject({
      contract_line_id: LINES.project1Fixed,
      hours: 20_000n,
    });
    const row = getOutbox(db, outboxId);
    expect(row).toMatchObject({ state: 'pending', last_error: null, last_status: null });
    expect(request(row?.request)).toMatchObject({
      body: { ContractLineID: LINES.project1Fixed, NumberOfHours: '2' },
    });
  });

  it('refuses to change a create that may already be on the remote (it would arrive twice)', () => {
    const { id, outboxId } = addTimesheet(r, ts());
    updateOutbox(db, outboxId, { needs_lookup: 1 }, '2026-05-04T10:00:00.000Z');
    const before = getOutbox(db, outboxId);
    expectRefused(() => resubmit(r, outboxId, { NumberOfHours: 2 }), 'INVALID_STATE');
    expect(getOutbox(db, outboxId)).toEqual(before);
    expect(getTimesheet(db, id)?.hours).toBe(25_000n);
  });

  it('refuses a change that is being sent', () => {
    const { outboxId } = addTimesheet(r, ts());
    updateOutbox(db, outboxId, { state: 'sending' }, '2026-05-04T10:00:00.000Z');
    expectRefused(() => resubmit(r, outboxId), 'INVALID_STATE');
  });
});
