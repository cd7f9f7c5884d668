import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { endpoints } from '../../shared/psa/endpoints';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { applySnapshot, planDeletions } from '../../electron/core/sync/pull-apply';
import type { RemoteSnapshot } from '../../electron/core/sync/pull-fetch';
import { getCompany, upsertCompany } from '../../electron/core/db/repositories/companies';
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
 * What the pull stores from PSOhub-shaped answers (decisions 25-27), in a real SQLite replica:
 * 17-digit ids with every digit, 8-decimal amounts and 4-decimal hours as exact units, "-" never
 * a name, 0 never a reference, and a field the remote leaves out never wipes what the replica holds.
 */

let warn: MockInstance<typeof console.warn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => warn.mockRestore());

const parse = (name: keyof typeof endpoints, text: string) =>
  endpoints[name].response.parse(parseJson(text)) as never[];
const part = <T>(items: T[]) => ({ items, complete: false });

/** The examples as the pull fetches them, with replacements. */
function snapshot(over: Partial<Record<keyof RemoteSnapshot, string>> = {}): RemoteSnapshot {
  const text = {
    companies: COMPANIES,
    contacts: CONTACTS,
    projects: PROJECTS,
    projectManagers: PROJECT_MANAGERS,
    plans: PLANS,
    invoices: INVOICES,
    timesheets: TIMESHEETS,
    expenses: EXPENSES,
    ...over,
  };
  return {
    companies: part(parse('listCompanies', text.companies)),
    contacts: part(parse('listContacts', text.contacts)),
    projects: part(parse('listProjects', text.projects)),
    projectManagers: part(parse('listProjectManagers', text.projectManagers)),
    plans: part(parse('listPlans', text.plans)),
    invoices: part(parse('listInvoices', text.invoices)),
    timesheets: part(parse('listTimesheets', text.timesheets)),
    expenses: part(parse('listExpenses', text.expenses)),
  };
}

/** The example list `text` as records to edit. */
const records = (text: string) => parseJson(text) as Record<string, unknown>[];
const row = (db: Db, sql: string, ...args: unknown[]) =>
  db.prepare(sql).get(...args) as Record<string, unknown>;

/** References of the replica that hold 0 (plans.project_id 0 is that table's "not linked"). */
const ZERO_REFERENCES = `
  SELECT 'contacts.company_id' FROM contacts WHERE company_id = 0
  UNION ALL SELECT 'projects' FROM projects WHERE 0 IN (company_id, contact_id, project_type_id,
    business_unit_id, project_manager_id, contract_template_id, external_deal_id)
  UNION ALL SELECT 'plans.crm_deal_id' FROM plans WHERE crm_deal_id = 0
  UNION ALL SELECT 'timesheets' FROM timesheets WHERE 0 IN (contract_line_id, role_id, task_id)
  UNION ALL SELECT 'expenses' FROM expenses WHERE contract_line_id = 0
  UNION ALL SELECT 'invoices' FROM invoices WHERE 0 IN (customer_id, contact_id, project_id)
  UNION ALL SELECT 'invoice_detail_lines' FROM invoice_detail_lines WHERE account_id = 0`;

describe('pulling PSOhub-shaped answers into a replica', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:');
    applySnapshot(db, snapshot(), [], 'EUR');
  });
  afterAll(() => db.close());

  it('stores "-" as empty and 0 as no reference', () => {
    expect(db.prepare(ZERO_REFERENCES).all()).toEqual([]);
    expect(row(db, 'SELECT * FROM companies WHERE id = ?', PSO.globex)).toMatchObject({
      name: 'Globex GmbH',
      street: null,
      city: null,
      phone: '+49 30 1234',
    });
    expect(row(db, 'SELECT * FROM contacts WHERE id = ?', PSO.solo)).toMatchObject({
      company_id: null,
      first_name: null,
    });
    expect(row(db, 'SELECT * FROM projects WHERE id = ?', PSO.website)).toMatchObject({
      project_manager_name: null,
      project_manager_id: null,
      external_deal_id: null,
      project_type_id: PSO.projectType,
      business_unit_id: PSO.businessUnit,
      company_id: PSO.globex,
      project_number: null,
      deal_amount: 120_000_000_000n,
    });
    expect(row(db, 'SELECT * FROM projects WHERE id = ?', PSO.erp)).toMatchObject({
      project_number: 'P-2026-0042',
      project_manager_id: PSO.anna,
      project_manager_name: 'Anna de Vries',
      business_unit_id: null,
      project_type_id: PSO.erpType,
      external_deal_id: PSO.deal,
      deal_amount: 99_173_553_719n,
    });
    expect(db.prepare("SELECT count(*) FROM projects WHERE project_manager_name = '-'").pluck().get()).toBe(
      0,
    );
  });

  it('a project manager without a name gets a placeholder, never "-"', () => {
    expect(row(db, 'SELECT name, email FROM accounts WHERE id = ?', PSO.nameless)).toEqual({
      name: `Account ${PSO.nameless}`,
      email: `account-${PSO.nameless}@unknown.invalid`,
    });
  });

  it('plans, timesheets, expenses and invoices', () => {
    expect(row(db, 'SELECT project_id, crm_deal_id, end_date FROM plans WHERE id = ?', PSO.plan)).toEqual({
      project_id: 0n,
      crm_deal_id: null,
      end_date: null,
    });
    expect(row(db, 'SELECT id, description, effort, hours_booked FROM tasks')).toEqual({
      id: PSO.task,
      description: null,
      effort: 80_000n,
      hours_booked: 23_333n,
    });
    expect(row(db, 'SELECT account_id FROM task_assignees')).toEqual({ account_id: PSO.anna });
    expect(row(db, 'SELECT * FROM timesheets WHERE id = ?', PSO.timesheet)).toMatchObject({
      account_id: PSO.anna,
      project_id: PSO.erp,
      contract_line_id: PSO.contractLine,
      role_id: null,
      task_id: PSO.task,
      description: null,
      role_name: null,
      invoice_number: null,
      approved_pm_at: null,
      hours: 27_525n,
      sales_rate: 13_512_345_678n,
      cost_rate: 7_500_000_000n,
    });
    // 991.73553719 + 208.26446281 = 1200 (decision 27), to the last unit.
    expect(row(db, 'SELECT * FROM expenses WHERE id = ?', PSO.expense)).toMatchObject({
      account_id: PSO.anna,
      project_id: PSO.erp,
      contract_line_id: null,
      contract_line_name: null,
      amount_ex_vat: 99_173_553_719n,
      vat_amount: 20_826_446_281n,
      total_amount: 120_000_000_000n,
    });
    // Two drafts numbered "-": both stored (a "-" number would break the unique index); the ids at
    // both ends of the range (2^53 + 1 and 2^63 - 1) keep every digit.
    expect(
      db.prepare('SELECT id, number, customer_id, total_ex, total_inc FROM invoices ORDER BY id').all(),
    ).toEqual([
      { id: PSO.draft2, number: null, customer_id: null, total_ex: 0n, total_inc: 0n },
      {
        id: PSO.invoice,
        number: 'INV-2026-0007',
        customer_id: PSO.acme,
        total_ex: 99_173_553_719n,
        total_inc: 120_000_000_000n,
      },
      { id: PSO.draft1, number: null, customer_id: null, total_ex: 0n, total_inc: 0n },
    ]);
    expect(row(db, 'SELECT tax_percentage, total_ex FROM invoice_lines')).toEqual({
      tax_percentage: 2_100_000_000n,
      total_ex: 99_173_553_719n,
    });
    expect(row(db, 'SELECT account_id, hours, rate, total FROM invoice_detail_lines')).toEqual({
      account_id: PSO.anna,
      hours: 27_525n,
      rate: 13_512_345_678n,
      total: 37_192_731_479n,
    });
  });
});

describe('a field left out is unknown: it never wipes the replica', () => {
  it('keeps numbers, managers and fields PSOhub does not carry; "-" still clears', () => {
    const db = openDatabase(':memory:');
    applySnapshot(db, snapshot(), [], 'EUR');
    const acme = getCompany(db, PSO.acme);
    if (!acme) throw new Error('acme was not stored');
    upsertCompany(db, {
      ...acme,
      tax_number: 'NL001',
      external_id: 'crm-1',
    });
    const [website0, erp0] = records(PROJECTS);
    const erp = { ...erp0 };
    delete erp.ProjectNumber;
    delete erp.ProjectManagerID;
    const website = { ...website0, ProjectManager: '-' };
    const companies = records(COMPANIES).map((c) => ({
      ...c,
      Address: '-',
    }));
    const expenses = records(EXPENSES).map(({ ExpenseDate: _d, ...e }) => e);
    applySnapshot(
      db,
      snapshot({
        projects: stringifyJson([website, erp]),
        companies: stringifyJson(companies),
        expenses: stringifyJson(expenses),
      }),
      [],
      'EUR',
    );
    expect(row(db, 'SELECT * FROM projects WHERE id = ?', PSO.erp)).toMatchObject({
      project_number: 'P-2026-0042',
      project_manager_id: PSO.anna,
    });
    expect(row(db, 'SELECT * FROM companies WHERE id = ?', PSO.acme)).toMatchObject({
      tax_number: 'NL001',
      external_id: 'crm-1',
      street: null,
    });
    expect(row(db, 'SELECT expense_date FROM expenses WHERE id = ?', PSO.expense)).toEqual({
      expense_date: '2026-03-03T00:00:00.000Z',
    });
    db.close();
  });

  it('"ProjectManager": "-" with the id left out is a project without a manager', () => {
    const db = openDatabase(':memory:');
    applySnapshot(db, snapshot(), [], 'EUR');
    const erp: Record<string, unknown> = { ...records(PROJECTS)[1], ProjectManager: '-' };
    delete erp.ProjectManagerID;
    applySnapshot(db, snapshot({ projects: stringifyJson([erp]) }), [], 'EUR');
    expect(row(db, 'SELECT * FROM projects WHERE id = ?', PSO.erp)).toMatchObject({
      project_manager_id: null,
      project_manager_name: null,
      project_number: 'P-2026-0042',
    });
    db.close();
  });
});

describe('entries without a usable id never look like deletions', () => {
  it('a complete list holding an expense without ExpenseID or a timesheet without a readable id deletes nothing', () => {
    const db = openDatabase(':memory:');
    applySnapshot(db, snapshot(), [], 'EUR');
    const window = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' };
    const complete = (snap: RemoteSnapshot) => {
      snap.timesheets.complete = true;
      snap.expenses.complete = true;
      return snap;
    };
    // PSOhub sends no ExpenseID, and an ObjectID beyond 64 bits names no row here.
    const expense: Record<string, unknown> = { ...records(EXPENSES)[0], Description: 'another' };
    delete expense.ExpenseID;
    const timesheet = { ...(parseJson(TIMESHEETS) as object), ObjectID: '92233720368547758070' };
    const unmatched = snapshot({
      expenses: stringifyJson([expense]),
      timesheets: stringifyJson(timesheet),
    });
    expect(planDeletions(db, complete(unmatched), PSO.anna, window)).toEqual([]);
    // Lists whose every entry has an id do prove the replica's entries gone.
    const empty = complete(snapshot({ expenses: '[]', timesheets: '[]' }));
    expect(planDeletions(db, empty, PSO.anna, window).map((p) => [p.table, p.ids])).toEqual([
      ['timesheets', [PSO.timesheet]],
      ['expenses', [PSO.expense]],
    ]);
    db.close();
  });
});
