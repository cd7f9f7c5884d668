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
import { demoId, type IdTable } from '../../electron/core/reference-server/domain/ids';
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

/** The ids of records 1..n of a table, as the demo numbers them. */
const ids = (table: IdTable, n: number) => Array.from({ length: n }, (_, i) => demoId(table, i + 1));
const account = (n: number) => demoId('accounts', n);
const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

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
    const companyid = demoId('companies', 1);
    h.updateCompany(request('updateCompany', { body: { CompanyID: companyid, Name: 'Renamed B.V.' } }), CTX);
    seedDemoOrg(db);
    const [company] = endpoints.listCompanies.response.parse(
      h.listCompanies(request('listCompanies', { query: { companyid } }), CTX),
    );
    expect(company?.CompanyName).toBe('Renamed B.V.');
  });

  it('holds the organization of the demo contract', () => {
    expect(getSetting(db, 'base_currency')).toBe('EUR');
    expect(getSetting(db, 'organization_name')).toBe('Northwind Consulting B.V.');
    expect(listStages(db)).toEqual(['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled']);
    expect(listBusinessUnits(db).map((b) => b.name)).toEqual(['Amsterdam', 'Berlin', 'London']);
    expect(getMainBusinessUnit(db)?.id).toBe(demoId('business_units', 1));
    expect(listCurrencies(db)).toEqual([
      { code: 'EUR', rate_to_base: 1_000_000 },
      { code: 'GBP', rate_to_base: 1_170_000 },
      { code: 'USD', rate_to_base: 920_000 },
    ]);
    // Rates in units of 10^-8 (decision 9).
    const unit = 100_000_000n;
    expect(listRoles(db).map((r) => [r.id, r.name, r.sales_rate / unit, r.cost_rate / unit])).toEqual([
      [demoId('roles', 1), 'Consultant', 95n, 55n],
      [demoId('roles', 2), 'Senior consultant', 135n, 75n],
      [demoId('roles', 3), 'Project manager', 150n, 85n],
      [demoId('roles', 4), 'Developer', 110n, 60n],
    ]);
    expect(
      listContractTemplates(db)
        .slice(0, 3)
        .map((t) => [t.id, t.name, t.currency_code]),
    ).toEqual([
      [demoId('contract_templates', 1), 'Standard T&M (EUR)', 'EUR'],
      [demoId('contract_templates', 2), 'Standard T&M (USD)', 'USD'],
      [demoId('contract_templates', 3), 'Retainer (EUR)', 'EUR'],
    ]);
  });

  it('gives each template a time and an expense line at 21% VAT high, lines 1..n in template order', () => {
    const lines = listContractTemplates(db).flatMap((t) => listTemplateLines(db, t.id));
    expect(lines.map((l) => l.id)).toEqual(ids('contract_lines', lines.length));
    for (const t of listContractTemplates(db)) {
      const kinds = listTemplateLines(db, t.id).map((l) => l.kind);
      expect(kinds).toEqual(
        t.id === demoId('contract_templates', 3) ? ['time', 'expense', 'fixed'] : ['time', 'expense'],
      );
    }
    expect(
      lines
        .filter((l) => l.kind !== 'fixed')
        .every((l) => l.tax_percentage === 2_100_000_000n && l.tax_name === 'VAT high'),
    ).toBe(true);
  });

  it('has the demo accounts; project managers are 1, 4 and 5', () => {
    const accounts = listAccounts(db);
    expect(
      accounts
        .slice(0, 5)
        .map((a) => [a.id, a.name, a.email, a.is_admin, a.api_enabled, a.is_project_manager]),
    ).toEqual([
      [account(1), 'Anna de Vries', 'demo-admin@example.com', 1, 1, 1],
      [account(2), 'Ben Okafor', 'demo-consultant@example.com', 0, 1, 0],
      [account(3), 'Chloe Martin', 'demo-noapi@example.com', 1, 0, 0],
      [account(4), 'Daniel Weber', 'daniel@northwind.example', 1, 1, 1],
      [account(5), 'Emma Johansson', 'emma@northwind.example', 0, 1, 1],
    ]);
    expect(accounts.length).toBeGreaterThan(5);
    expect(accounts.filter((a) => a.is_project_manager === 1).map((a) => a.id)).toEqual([
      account(1),
      account(4),
      account(5),
    ]);
  });

  it('numbers every record with a 17-digit id above 2^53, in a range of its own per table', () => {
    // api_keys is the server's own table, never named in the API.
    const records = Object.entries(dump(db)).filter(([table]) => table !== 'api_keys');
    const all = records.flatMap(([table, rows]) =>
      (rows as { id?: unknown }[])
        .filter((r) => typeof r.id === 'bigint')
        .map((r) => [table, r.id as bigint]),
    );
    expect(all.length).toBeGreaterThan(300);
    for (const [, id] of all) {
      expect(String(id)).toHaveLength(17);
      expect(id).toBeGreaterThan(2n ** 53n);
    }
    // No id is used by two tables.
    expect(new Set(all.map(([, id]) => id)).size).toBe(all.length);
  });

  it('has 64 companies in several countries and a contact for each, valid as read records', () => {
    const companies = endpoints.listCompanies.response.parse(
      companyHandlers(db).listCompanies(request('listCompanies', { query: { limit: 500 } }), CTX),
    );
    expect(companies.map((c) => c.CompanyID)).toEqual(ids('companies', 64));
    expect(companies[0]?.CompanyID).toBe(14073748835533011n);
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
      expect(templates.get(p.ContractTemplateID ?? 0n)).toBe(p.CurrencyCode);
      const kinds = listProjectContractLines(db, p.ProjectID).map((l) => l.kind);
      expect(kinds).toContain('time');
      expect(kinds).toContain('expense');
    }
    expect(new Set(projects.map((p) => p.ProjectNumber)).size).toBe(64);
    expect(projects[0]).toMatchObject({
      Name: 'Northwind ERP rollout',
      Stage: 'Active',
      CurrencyCode: 'EUR',
      ProjectID: demoId('projects', 1),
      CompanyID: demoId('companies', 1),
      ContractTemplateID: demoId('contract_templates', 1),
    });
  });

  it('has 3 plans assigned to accounts 1, 2, 4, 5 and 6', () => {
    const plans = endpoints.listPlans.response.parse(
      planHandlers(db).listPlans(request('listPlans', { query: {} }), CTX),
    );
    expect(plans.map((p) => p.PlanID)).toEqual(ids('plans', 3));
    const assignees = new Set(
      plans.flatMap((p) =>
        p.TaskLists.flatMap((l) => l.Tasks.flatMap((t) => t.AssignedTo.map((a) => a.AccountID))),
      ),
    );
    expect([...assignees].sort(byId)).toEqual([1, 2, 4, 5, 6].map(account));
  });
});
