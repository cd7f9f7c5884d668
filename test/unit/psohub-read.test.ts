import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { endpoints } from '../../shared/psa/endpoints';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { ProjectCreate, TimesheetCreate } from '../../shared/psa/resources';
import {
  COMPANIES,
  CONTACTS,
  EXPENSES,
  INVOICES,
  PLANS,
  PROJECTS,
  PROJECT_MANAGERS,
  PSO,
  TIMESHEETS,
} from '../support/psohub-examples';

/*
 * PSOhub's record shapes read as PSOhub means them (decisions 25-27): the example answers read
 * losslessly (parseJson) and through the endpoint table's response schemas, exactly as the sync
 * client parses them. Identifiers come out as bigint with every digit, amounts as exact text.
 */

let warn: MockInstance<typeof console.warn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => warn.mockRestore());

const read = <K extends keyof typeof endpoints>(name: K, text: string) =>
  endpoints[name].response.parse(parseJson(text)) as ReturnType<(typeof endpoints)[K]['response']['parse']>;

describe('PSOhub answers through the read schemas', () => {
  it('companies: "-" and blank are empty, string ids are read, ObjectID is ignored', () => {
    const [acme, globex] = read('listCompanies', COMPANIES);
    expect(acme).toMatchObject({ CompanyID: PSO.acme, PhoneNumber: null, City: 'Amsterdam' });
    expect(globex).toMatchObject({
      CompanyID: PSO.globex,
      Address: null,
      PostalCode: null,
      City: null,
      Country: null,
      PhoneNumber: '+49 30 1234',
    });
    // Fields the remote did not send stay unknown (undefined), not empty.
    expect(acme?.TaxNumber).toBeUndefined();
  });

  it('contacts: CompanyID 0 is no company, "-" names are empty', () => {
    const [jane, solo] = read('listContacts', CONTACTS);
    expect(jane).toMatchObject({
      ContactID: PSO.jane,
      CompanyID: PSO.acme,
      Salutation: null,
      JobTitle: 'CFO',
    });
    expect(solo).toMatchObject({
      ContactID: PSO.solo,
      CompanyID: null,
      CompanyName: null,
      FirstName: null,
      LastName: 'Solo',
    });
  });

  it('projects: "-" manager, 0 deal, left-out number and manager id, 17-digit ids as strings', () => {
    warn.mockClear();
    const [website, erp] = read('listProjects', PROJECTS);
    expect(website).toMatchObject({
      ProjectID: PSO.website,
      CompanyID: PSO.globex,
      ProjectManager: null,
      ExternalDealID: null,
      BusinessUnitID: PSO.businessUnit,
      // "ProjectTypeID": "13229323923272053" of decision 25, every digit.
      ProjectTypeID: PSO.projectType,
      TotalProjectValue: '1200',
    });
    expect(website?.ProjectNumber).toBeUndefined();
    expect(website?.ProjectManagerID).toBeUndefined();
    expect(erp).toMatchObject({
      ProjectID: PSO.erp,
      ProjectNumber: 'P-2026-0042',
      ProjectTypeID: PSO.erpType,
      ProjectManager: 'Anna de Vries',
      ProjectManagerID: PSO.anna,
      ExternalDealID: PSO.deal,
      BusinessUnitID: null,
      StartDate: '2026-01-15T09:00:00.000Z',
      TotalProjectValue: '991.73553719',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('project managers: string ObjectID, "-" name and email are empty', () => {
    const [anna, nameless] = read('listProjectManagers', PROJECT_MANAGERS);
    expect(anna).toMatchObject({ ObjectID: PSO.anna, Name: 'Anna de Vries' });
    expect(nameless).toMatchObject({ ObjectID: PSO.nameless, Name: null, Email: null });
  });

  it('plans: ProjectID and CrmDealID 0 are no link, string TaskID, a single assignee object', () => {
    const [plan] = read('listPlans', PLANS);
    expect(plan).toMatchObject({ PlanID: PSO.plan, ProjectID: null, CrmDealID: null, EndDate: null });
    const task = plan?.TaskLists[0]?.Tasks[0];
    expect(task).toMatchObject({
      TaskID: PSO.task,
      Description: null,
      StartDate: null,
      HoursBooked: '2.3333',
      EffortInHours: '8',
    });
    expect(task?.AssignedTo).toEqual([
      { AccountID: PSO.anna, AccountName: 'Anna de Vries', AccountEmail: 'anna@firm.example' },
    ]);
  });

  it('timesheets: a single object, string TaskID, RoleID 0, "-" texts and dates', () => {
    const list = read('listTimesheets', TIMESHEETS);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      AccountID: PSO.anna,
      ProjectID: PSO.erp,
      ContractLineID: PSO.contractLine,
      RoleID: null,
      TaskID: PSO.task,
      Description: null,
      RoleName: null,
      InvoiceNumber: null,
      ApprovedDatePM: null,
      OtherItems: null,
      ObjectID: String(PSO.timesheet),
      ProjectRole: { Role: null },
      Account: { FullName: 'Anna de Vries', AccountGUID: PSO.anna },
      NumberOfHours: '2.7525',
      SalesRate: '135.12345678',
      TotalAmount: '371.92731479',
    });
  });

  it('expenses: ContractLineID 0, 8-decimal amounts read as sent', () => {
    const [e] = read('listExpenses', EXPENSES);
    expect(e).toMatchObject({
      ExpenseID: PSO.expense,
      ProjectID: PSO.erp,
      ContractLineID: null,
      ContractLineName: null,
      AmountExVAT: '991.73553719',
      VATAmount: '208.26446281',
      TotalAmount: '1200',
    });
  });

  it('invoices: "-" numbers and notes are empty, 0 and "0" customers are none', () => {
    const [approved, draftA, draftB] = read('listInvoices', INVOICES);
    expect(approved).toMatchObject({
      InvoiceID: PSO.invoice,
      CustomerID: PSO.acme,
      TotalAmountExVAT: '991.73553719',
      InvoiceContactID: null,
      InvoiceNote: null,
      InvoiceContactEmail: null,
    });
    const line = approved?.InvoiceLines[0];
    expect(line).toMatchObject({ GLAccount: null, TaxCode: null, LineDescription: null });
    expect(line?.InvoiceDetailLines?.[0]).toMatchObject({ AccountID: PSO.anna, BusinessUnit: null });
    expect(draftA).toMatchObject({ InvoiceID: PSO.draft1, InvoiceNumber: null, CustomerID: null });
    expect(draftB).toMatchObject({ InvoiceID: PSO.draft2, InvoiceNumber: null, CustomerID: null });
  });
});

describe('one odd field never refuses a list; an odd key does', () => {
  it('an unreadable optional field reads as unknown, the rest of the list is kept', () => {
    const list = read(
      'listProjects',
      stringifyJson([
        { ProjectID: PSO.erp, Name: 'A', ProjectManager: { odd: true }, CompanyID: 'abc', StartDate: 'soon' },
        { ProjectID: PSO.website, Name: 'B', ContactID: -3, TotalProjectValue: 'lots', CompanyID: 2n ** 63n },
      ]),
    );
    expect(list.map((p) => p.Name)).toEqual(['A', 'B']);
    expect(list[0]?.ProjectManager).toBeUndefined();
    expect(list[0]?.CompanyID).toBeUndefined();
    expect(list[0]?.StartDate).toBeUndefined();
    expect(list[1]?.ContactID).toBeUndefined();
    expect(list[1]?.TotalProjectValue).toBeUndefined();
    // A reference beyond 64 bits is unreadable: unknown, never a rounded or wrapped neighbour.
    expect(list[1]?.CompanyID).toBeUndefined();
  });

  it.each([
    ['a key beyond 2^63-1', { ProjectID: '9223372036854775808', Name: 'A' }],
    ['a key that is not a number', { ProjectID: 'P-1', Name: 'A' }],
    ['no key', { Name: 'A' }],
  ])('%s refuses the answer: skipping the record would look like a deletion', (_what, record) => {
    expect(endpoints.listProjects.response.safeParse([record]).success).toBe(false);
  });

  it('a timesheet key beyond 2^63-1 refuses the answer too', () => {
    const t = parseJson(TIMESHEETS) as Record<string, unknown>;
    expect(endpoints.listTimesheets.response.safeParse({ ...t, TimesheetID: 2n ** 63n }).success).toBe(false);
    expect(endpoints.listTimesheets.response.parse({ ...t, TimesheetID: 2n ** 63n - 1n })).toMatchObject([
      { TimesheetID: 2n ** 63n - 1n },
    ]);
  });
});

describe('write bodies stay strict', () => {
  it('"-" is a text and 0 an identifier in a body the server reads; 17 digits are kept, 2^63 refused', () => {
    const body = { Name: 'X', Stage: 'Active', CompanyID: 0, ProjectTypeID: '9223372036854775808' };
    const r = ProjectCreate.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['ProjectTypeID']);
    expect(ProjectCreate.parse({ Name: '-', Stage: 'Active', CompanyID: 0 })).toMatchObject({
      Name: '-',
      CompanyID: 0n,
    });
    expect(
      ProjectCreate.parse({ Name: 'X', Stage: 'Active', CompanyID: '14073748839680461' }).CompanyID,
    ).toBe(PSO.globex);
    const t = TimesheetCreate.safeParse({
      DateTimeFrom: '2026-03-02T09:00:00.000Z',
      DateTimeTo: '-',
      NumberOfHours: 1,
      AccountID: 1,
      ProjectID: 1,
      ContractLineID: 1,
      RoleID: 1,
    });
    expect(t.success).toBe(false);
  });
});
