import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { endpoints } from '../../shared/psa/endpoints';
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
 * What the pull stores from PSOhub-shaped answers (decision 26), in a real SQLite replica: "-" is
 * never a name, 0 never a reference, and a field the remote leaves out never wipes what the
 * replica holds.
 */

let warn: MockInstance<typeof console.warn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => warn.mockRestore());

const parse = (name: keyof typeof endpoints, text: string) =>
  endpoints[name].response.parse(JSON.parse(text)) as never[];
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
const records = (text: string) => JSON.parse(text) as Record<string, unknown>[];
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
      project_type_id: null,
      project_number: null,
    });
    expect(row(db, 'SELECT * FROM projects WHERE id = ?', PSO.erp)).toMatchObject({
      project_number: 'P-2026-0042',
      project_manager_id: PSO.anna,
      project_manager_name: 'Anna de Vries',
      business_unit_id: null,
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
      project_id: 0,
      crm_deal_id: null,
      end_date: null,
    });
    expect(row(db, 'SELECT id, description FROM tasks')).toEqual({ id: PSO.task, description: null });
    expect(row(db, 'SELECT * FROM timesheets WHERE id = ?', PSO.timesheet)).toMatchObject({
      role_id: null,
      task_id: PSO.task,
      description: null,
      role_name: null,
      invoice_number: null,
      approved_pm_at: null,
      hours: 300,
    });
    expect(row(db, 'SELECT * FROM expenses WHERE id = ?', PSO.expense)).toMatchObject({
      contract_line_id: null,
      contract_line_name: null,
      amount_ex_vat: 9_917_355,
      vat_amount: 2_082_645,
      total_amount: 12_000_000,
    });
    // Two drafts numbered "-": both stored (a "-" number would break the unique index).
    expect(db.prepare('SELECT id, number, customer_id FROM invoices ORDER BY id').all()).toEqual([
      { id: PSO.invoice, number: 'INV-2026-0007', customer_id: PSO.acme },
      { id: PSO.draft2, number: null, customer_id: null },
      { id: PSO.draft1, number: null, customer_id: null },
    ]);
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
        projects: JSON.stringify([website, erp]),
        companies: JSON.stringify(companies),
        expenses: JSON.stringify(expenses),
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
    applySnapshot(db, snapshot({ projects: JSON.stringify([erp]) }), [], 'EUR');
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
    // PSOhub sends no ExpenseID, and an ObjectID of 17 digits is not read yet.
    const expense: Record<string, unknown> = { ...records(EXPENSES)[0], Description: 'another' };
    delete expense.ExpenseID;
    const timesheet = { ...(JSON.parse(TIMESHEETS) as object), ObjectID: '23236235623629900' };
    const unmatched = snapshot({
      expenses: JSON.stringify([expense]),
      timesheets: JSON.stringify(timesheet),
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
