import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import {
  findAccountByKeyHash,
  insertApiKey,
  listProjectManagers,
  upsertAccount,
  type AccountRow,
} from '../../electron/core/db/repositories/accounts';
import { insertCompany, listCompanies } from '../../electron/core/db/repositories/companies';
import {
  copyTemplateLinesToProject,
  findStage,
  getBaseCurrency,
  getBusinessUnit,
  getContractLine,
  getContractTemplate,
  getCurrencyRate,
  getMainBusinessUnit,
  getProjectType,
  getRole,
  getSetting,
  hasTemplateLines,
  listProjectContractLines,
  listStages,
  listTemplateLines,
  setSetting,
  upsertBusinessUnit,
  upsertContractLine,
  upsertContractTemplate,
  upsertCurrency,
  upsertProjectType,
  upsertRole,
  upsertStage,
} from '../../electron/core/db/repositories/org';
import {
  getProject,
  insertProject,
  listProjects,
  nextProjectNumber,
  type NewProject,
} from '../../electron/core/db/repositories/projects';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/** Ids as PSOhub issues them: 17 digits, above 2^53 (decision 7). */
const unit = (n: number) => demoId('business_units', n);
const role = (n: number) => demoId('roles', n);
const template = (n: number) => demoId('contract_templates', n);
const line = (n: number) => demoId('contract_lines', n);
const acct = (n: number) => demoId('accounts', n);
const PROJECT = demoId('projects', 10);
/** Money units (10^-8): 95 is 9_500_000_000n. */
const money = (v: number) => BigInt(v) * 100_000_000n;

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
});

const project = (over: Partial<NewProject> = {}): NewProject => ({
  name: 'Project',
  stage: 'Active',
  project_number: null,
  company_id: null,
  contact_id: null,
  start_date: null,
  deal_amount: null,
  project_type_id: null,
  currency_code: 'EUR',
  business_unit_id: null,
  project_manager_id: null,
  contract_template_id: null,
  external_deal_id: null,
  project_manager_name: null,
  company_name: null,
  ...over,
});

describe('settings', () => {
  it('reads, sets and overwrites a setting; base currency defaults to EUR', () => {
    expect(getSetting(db, 'organization_name')).toBeUndefined();
    expect(getBaseCurrency(db)).toBe('EUR');
    setSetting(db, 'base_currency', 'USD');
    setSetting(db, 'base_currency', 'GBP');
    expect(getBaseCurrency(db)).toBe('GBP');
  });
});

describe('project stages', () => {
  it('lists stages in position order and finds them case-insensitively in canonical spelling', () => {
    upsertStage(db, 'Active', 2);
    upsertStage(db, 'On hold', 3);
    upsertStage(db, 'Proposal', 1);
    expect(listStages(db)).toEqual(['Proposal', 'Active', 'On hold']);
    expect(findStage(db, 'active')).toBe('Active');
    expect(findStage(db, ' ON HOLD ')).toBe('On hold');
    expect(findStage(db, 'Activ')).toBeUndefined();
  });

  it('repositions an existing stage without duplicating it', () => {
    upsertStage(db, 'Active', 1);
    upsertStage(db, 'ACTIVE', 5);
    expect(listStages(db)).toEqual(['Active']);
  });
});

describe('reference data', () => {
  it('knows business units with one main unit, project types, currencies and roles', () => {
    upsertBusinessUnit(db, { id: unit(1), name: 'Amsterdam', is_main: 1 });
    upsertBusinessUnit(db, { id: unit(2), name: 'Berlin', is_main: 0 });
    upsertProjectType(db, { id: demoId('project_types', 3), name: 'Retainer' });
    upsertCurrency(db, { code: 'USD', rate_to_base: 920_000 });
    const consultant = { id: role(1), name: 'Consultant', sales_rate: money(95), cost_rate: money(55) };
    upsertRole(db, consultant);
    expect(getMainBusinessUnit(db)?.id).toBe(unit(1));
    expect(getBusinessUnit(db, unit(2))?.name).toBe('Berlin');
    expect(getBusinessUnit(db, unit(9))).toBeUndefined();
    expect(getProjectType(db, demoId('project_types', 3))?.name).toBe('Retainer');
    expect(getCurrencyRate(db, 'usd')).toBe(920_000);
    expect(getCurrencyRate(db, 'JPY')).toBeUndefined();
    expect(getRole(db, role(1))).toEqual(consultant);
    expect(getRole(db, role(2))).toBeUndefined();
    expect(() => upsertBusinessUnit(db, { id: unit(3), name: 'London', is_main: 1 })).toThrow();
  });
});

describe('contract templates and lines', () => {
  beforeEach(() => {
    upsertContractTemplate(db, { id: template(1), name: 'T&M', currency_code: 'EUR' });
    upsertContractTemplate(db, { id: template(2), name: 'Retainer', currency_code: 'EUR' });
    const base = { project_id: null, line_number: 1, tax_percentage: money(21), tax_name: 'VAT high' };
    const t1 = { ...base, template_id: template(1) };
    upsertContractLine(db, { ...t1, id: line(1), group_number: 1, name: 'Hours', kind: 'time' });
    upsertContractLine(db, { ...t1, id: line(2), group_number: 2, name: 'Expenses', kind: 'expense' });
    const t2 = { ...base, template_id: template(2) };
    upsertContractLine(db, { ...t2, id: line(3), group_number: 1, name: 'Fee', kind: 'fixed' });
    insertProject(db, project({ id: PROJECT }));
  });

  it('lists a template with its lines in order', () => {
    expect(getContractTemplate(db, template(1))?.currency_code).toBe('EUR');
    expect(listTemplateLines(db, template(1)).map((l) => l.name)).toEqual(['Hours', 'Expenses']);
    expect(getContractLine(db, line(2))).toMatchObject({
      kind: 'expense',
      tax_percentage: 2_100_000_000n,
      tax_name: 'VAT high',
    });
  });

  it('copies template lines as new project lines, leaving the template as it was', () => {
    const ids = copyTemplateLinesToProject(db, template(1), PROJECT);
    expect(ids).toEqual([line(4), line(5)]);
    const lines = listProjectContractLines(db, PROJECT);
    expect(lines.map((l) => [l.name, l.kind, l.project_id, l.template_id])).toEqual([
      ['Hours', 'time', PROJECT, template(1)],
      ['Expenses', 'expense', PROJECT, template(1)],
    ]);
    expect(listTemplateLines(db, template(1))).toHaveLength(2);
    expect(hasTemplateLines(db, PROJECT, template(1))).toBe(true);
    expect(hasTemplateLines(db, PROJECT, template(2))).toBe(false);
  });

  it('gives the copies the ids it is handed', () => {
    let next = line(100);
    const ids = copyTemplateLinesToProject(db, template(1), PROJECT, () => next++);
    expect(ids).toEqual([line(100), line(101)]);
    expect(listProjectContractLines(db, PROJECT).map((l) => l.id)).toEqual(ids);
  });

  it('numbers the groups of a second template after the existing ones', () => {
    copyTemplateLinesToProject(db, template(1), PROJECT);
    copyTemplateLinesToProject(db, template(2), PROJECT);
    expect(listProjectContractLines(db, PROJECT).map((l) => l.group_number)).toEqual([1, 2, 3]);
  });
});

describe('accounts', () => {
  const account = (n: number, over: Partial<AccountRow> = {}): AccountRow => ({
    id: acct(n),
    name: `Account ${n}`,
    email: `a${n}@x.example`,
    business_unit_id: null,
    is_admin: 1,
    api_enabled: 1,
    is_project_manager: 0,
    ...over,
  });

  it('finds the account of a key hash and keeps a stored hash only once', () => {
    upsertAccount(db, account(1));
    const row = {
      account_id: acct(1),
      key_hash: 'ab'.repeat(32),
      label: null,
      created_at: '2025-01-01T00:00:00.000Z',
    };
    expect(insertApiKey(db, row)).toBe(true);
    expect(insertApiKey(db, row)).toBe(false);
    expect(findAccountByKeyHash(db, 'ab'.repeat(32))?.id).toBe(acct(1));
    expect(findAccountByKeyHash(db, 'cd'.repeat(32))).toBeUndefined();
  });

  it('lists project managers by id, with exact case-insensitive email match', () => {
    upsertAccount(db, account(3, { is_project_manager: 1, email: 'Emma@X.example' }));
    upsertAccount(db, account(1, { is_project_manager: 1 }));
    upsertAccount(db, account(2));
    expect(listProjectManagers(db, { limit: 50 }).map((a) => a.id)).toEqual([acct(1), acct(3)]);
    expect(listProjectManagers(db, { limit: 1 }).map((a) => a.id)).toEqual([acct(1)]);
    expect(listProjectManagers(db, { limit: 50, email: 'emma@x.EXAMPLE' }).map((a) => a.id)).toEqual([
      acct(3),
    ]);
    expect(listProjectManagers(db, { limit: 50, email: 'emma@x' })).toEqual([]);
    expect(listProjectManagers(db, { limit: 50, email: 'a2@x.example' })).toEqual([]);
  });
});

describe('projects repository', () => {
  it('generates PRJ numbers one above the highest, ignoring foreign numbers', () => {
    expect(nextProjectNumber(db)).toBe('PRJ-00001');
    insertProject(db, project({ project_number: 'PRJ-00007' }));
    insertProject(db, project({ project_number: 'EXT-99999' }));
    expect(nextProjectNumber(db)).toBe('PRJ-00008');
    expect(() => insertProject(db, project({ project_number: 'PRJ-00007' }))).toThrow();
  });

  it('filters by name (contains) and stage (exact), case-insensitively beyond ASCII', () => {
    insertProject(db, project({ name: 'Müller ERP', stage: 'Active' }));
    insertProject(db, project({ name: 'Other', stage: 'Proposal' }));
    expect(listProjects(db, { limit: 50, name: 'MÜLLER' }).map((p) => p.name)).toEqual(['Müller ERP']);
    expect(listProjects(db, { limit: 50, stage: 'proposal' }).map((p) => p.name)).toEqual(['Other']);
    expect(listProjects(db, { limit: 50, stage: 'propos' })).toEqual([]);
  });

  it('reads the current company and manager names, else the stored ones', () => {
    const companyId = insertCompany(db, {
      name: 'Acme',
      registration_number: null,
      tax_number: null,
      phone: null,
      street: null,
      postal_code: null,
      city: null,
      country: null,
      country_code: null,
      external_id: null,
    });
    upsertAccount(db, {
      id: acct(1),
      name: 'Anna',
      email: 'a@x.example',
      business_unit_id: null,
      is_admin: 1,
      api_enabled: 1,
      is_project_manager: 1,
    });
    const a = insertProject(
      db,
      project({ company_id: companyId, company_name: 'Old name', project_manager_id: acct(1) }),
    );
    const b = insertProject(
      db,
      project({ project_manager_id: acct(999), project_manager_name: 'Pulled PM' }),
    );
    expect(getProject(db, a)).toMatchObject({ company_name: 'Acme', project_manager_name: 'Anna' });
    expect(getProject(db, b)?.project_manager_name).toBe('Pulled PM');
    expect(listCompanies(db, { limit: 50, name: 'ACM' })).toHaveLength(1);
  });
});
