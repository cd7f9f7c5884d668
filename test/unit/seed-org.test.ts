import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { listAccounts } from '../../electron/core/db/repositories/accounts';
import {
  getMainBusinessUnit,
  getSetting,
  listBusinessUnits,
  listContractTemplates,
  listCurrencies,
  listProjectContractLines,
  listRoles,
  listStages,
  listTemplateLines,
} from '../../electron/core/db/repositories/org';
import { companyHandlers } from '../../electron/core/reference-server/domain/companies';
import { contactHandlers } from '../../electron/core/reference-server/domain/contacts';
import { planHandlers } from '../../electron/core/reference-server/domain/plans';
import { projectHandlers } from '../../electron/core/reference-server/domain/projects';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { endpoints } from '../../shared/psa/endpoints';
import { CTX, request } from '../support/fixtures';

const TABLES = [
  'settings',
  'project_stages',
  'business_units',
  'project_types',
  'currencies',
  'roles',
  'contract_templates',
  'contract_lines',
  'accounts',
  'api_keys',
  'companies',
  'contacts',
  'projects',
  'plans',
  'task_lists',
  'tasks',
  'task_assignees',
];
const dump = (db: Db) =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]));
const count = (db: Db, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoOrg(db);
});

describe('seedDemoOrg', () => {
  it('is idempotent: a second run changes no row', () => {
    const first = dump(db);
    seedDemoOrg(db);
    expect(dump(db)).toEqual(first);
    expect(TABLES.map((t) => count(db, t))).toEqual(TABLES.map((t) => (first[t] as unknown[]).length));
  });

  it('is deterministic: two fresh databases hold the same data', () => {
    const other = openDatabase(':memory:');
    seedDemoOrg(other);
    expect(dump(other)).toEqual(dump(db));
  });

  it('keeps edits made through the API when run again', () => {
    const h = companyHandlers(db);
    h.updateCompany(request('updateCompany', { body: { CompanyID: 1, Name: 'Renamed B.V.' } }), CTX);
    seedDemoOrg(db);
    const [company] = endpoints.listCompanies.response.parse(
      h.listCompanies(request('listCompanies', { query: { companyid: 1 } }), CTX),
    );
    expect(company?.CompanyName).toBe('Renamed B.V.');
  });

  it('holds the organization of the demo contract', () => {
    expect(getSetting(db, 'base_currency')).toBe('EUR');
    expect(getSetting(db, 'organization_name')).toBe('Northwind Consulting B.V.');
    expect(listStages(db)).toEqual(['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled']);
    expect(listBusinessUnits(db).map((b) => b.name)).toEqual(['Amsterdam', 'Berlin', 'London']);
    expect(getMainBusinessUnit(db)?.id).toBe(1);
    expect(listCurrencies(db)).toEqual([
      { code: 'EUR', rate_to_base: 1_000_000 },
      { code: 'GBP', rate_to_base: 1_170_000 },
      { code: 'USD', rate_to_base: 920_000 },
    ]);
    expect(listRoles(db).map((r) => [r.id, r.name, r.sales_rate / 10_000, r.cost_rate / 10_000])).toEqual([
      [1, 'Consultant', 95, 55],
      [2, 'Senior consultant', 135, 75],
      [3, 'Project manager', 150, 85],
      [4, 'Developer', 110, 60],
    ]);
    expect(
      listContractTemplates(db)
        .slice(0, 3)
        .map((t) => [t.id, t.name, t.currency_code]),
    ).toEqual([
      [1, 'Standard T&M (EUR)', 'EUR'],
      [2, 'Standard T&M (USD)', 'USD'],
      [3, 'Retainer (EUR)', 'EUR'],
    ]);
  });

  it('gives each template a time and an expense line at 21% VAT high, ids 1..n in template order', () => {
    const lines = listContractTemplates(db).flatMap((t) => listTemplateLines(db, t.id));
    expect(lines.map((l) => l.id)).toEqual(lines.map((_, i) => i + 1));
    for (const t of listContractTemplates(db)) {
      const kinds = listTemplateLines(db, t.id).map((l) => l.kind);
      expect(kinds).toEqual(t.id === 3 ? ['time', 'expense', 'fixed'] : ['time', 'expense']);
    }
    expect(
      lines
        .filter((l) => l.kind !== 'fixed')
        .every((l) => l.tax_percentage === 210_000 && l.tax_name === 'VAT high'),
    ).toBe(true);
  });

  it('has the demo accounts; project managers are 1, 4 and 5', () => {
    const accounts = listAccounts(db);
    expect(
      accounts
        .slice(0, 5)
        .map((a) => [a.id, a.name, a.email, a.is_admin, a.api_enabled, a.is_project_manager]),
    ).toEqual([
      [1, 'Anna de Vries', 'demo-admin@example.com', 1, 1, 1],
      [2, 'Ben Okafor', 'demo-consultant@example.com', 0, 1, 0],
      [3, 'Chloe Martin', 'demo-noapi@example.com', 1, 0, 0],
      [4, 'Daniel Weber', 'daniel@northwind.example', 1, 1, 1],
      [5, 'Emma Johansson', 'emma@northwind.example', 0, 1, 1],
    ]);
    expect(accounts.length).toBeGreaterThan(5);
    expect(accounts.filter((a) => a.is_project_manager === 1).map((a) => a.id)).toEqual([1, 4, 5]);
  });

  it('has 64 companies in several countries and a contact for each, valid as read records', () => {
    const companies = endpoints.listCompanies.response.parse(
      companyHandlers(db).listCompanies(request('listCompanies', { query: { limit: 500 } }), CTX),
    );
    expect(companies.map((c) => c.CompanyID)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(new Set(companies.map((c) => c.CountryCode)).size).toBeGreaterThanOrEqual(8);
    expect(companies.every((c) => c.Address && c.City && c.PostalCode && c.PhoneNumber)).toBe(true);
    const contacts = endpoints.listContacts.response.parse(
      contactHandlers(db).listContacts(request('listContacts', { query: { limit: 500 } }), CTX),
    );
    expect(contacts.length).toBeGreaterThanOrEqual(64);
    expect(contacts.slice(0, 64).map((c) => c.CompanyID)).toEqual(companies.map((c) => c.CompanyID));
    expect(new Set(contacts.map((c) => c.Email)).size).toBe(contacts.length);
  });

  it('has 64 projects in several stages and currencies, each with contract lines of its template', () => {
    const projects = endpoints.listProjects.response.parse(
      projectHandlers(db).listProjects(request('listProjects', { query: { limit: 500 } }), CTX),
    );
    expect(projects).toHaveLength(64);
    const stages = projects.map((p) => p.Stage);
    for (const s of ['Active', 'Proposal', 'On hold', 'Completed', 'Cancelled']) expect(stages).toContain(s);
    const currencies = projects.map((p) => p.CurrencyCode);
    expect(currencies.filter((c) => c === 'EUR').length).toBeGreaterThan(32);
    expect(currencies).toContain('USD');
    expect(currencies).toContain('GBP');
    const templates = new Map(listContractTemplates(db).map((t) => [t.id, t.currency_code]));
    for (const p of projects) {
      expect(templates.get(p.ContractTemplateID ?? 0)).toBe(p.CurrencyCode);
      const kinds = listProjectContractLines(db, p.ProjectID).map((l) => l.kind);
      expect(kinds).toContain('time');
      expect(kinds).toContain('expense');
    }
    expect(new Set(projects.map((p) => p.ProjectNumber)).size).toBe(64);
    expect(projects[0]).toMatchObject({
      Name: 'Northwind ERP rollout',
      Stage: 'Active',
      CurrencyCode: 'EUR',
      CompanyID: 1,
      ContractTemplateID: 1,
    });
  });

  it('has 3 plans assigned to accounts 1, 2, 4, 5 and 6', () => {
    const plans = endpoints.listPlans.response.parse(
      planHandlers(db).listPlans(request('listPlans', { query: {} }), CTX),
    );
    expect(plans.map((p) => p.PlanID)).toEqual([1, 2, 3]);
    const assignees = new Set(
      plans.flatMap((p) =>
        p.TaskLists.flatMap((l) => l.Tasks.flatMap((t) => t.AssignedTo.map((a) => a.AccountID))),
      ),
    );
    expect([...assignees].sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6]);
  });
});
