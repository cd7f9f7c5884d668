import { toUnits } from '../../../../shared/decimal';
import type { Db } from '../../db/connection';
import { type AccountRow, upsertAccount } from '../../db/repositories/accounts';
import { getCompany, insertCompany } from '../../db/repositories/companies';
import { getContact, insertContact } from '../../db/repositories/contacts';
import {
  type NewContractLine,
  copyTemplateLinesToProject,
  hasTemplateLines,
  setSetting,
  upsertBusinessUnit,
  upsertContractLine,
  upsertContractTemplate,
  upsertCurrency,
  upsertProjectType,
  upsertRole,
  upsertStage,
} from '../../db/repositories/org';
import { getProject, insertProject } from '../../db/repositories/projects';
import { addApiKey } from '../domain/auth';
import { DEMO_COMPANIES, DEMO_COUNTRIES, DEMO_JOB_TITLES, DEMO_PROJECT_TOPICS } from './demo-org-data';
import { seedDemoOAuth } from './demo-oauth';
import { seedDemoPlans } from './demo-org-plans';
import { writeTransaction } from '../../db/transaction';

/*
 * The demo organization of decisions 21-23 (see notes/CONTEXT.md for the contract other code
 * relies on): fixed ids, the same data every run. Reference data is upserted; companies,
 * contacts, projects and plans are only inserted when their id is free, so edits made through the
 * API survive a re-seed.
 */

/** Fixed demo API keys (decision 22), stored hashed. */
export const DEMO_KEYS = {
  admin: 'demo-admin-key',
  consultant: 'demo-consultant-key',
  noApi: 'demo-noapi-key',
} as const;

const SEED_TIME = '2025-01-01T00:00:00.000Z';
const money = (v: number) => toUnits(v, 4);
const VAT_HIGH = { tax_percentage: money(21), tax_name: 'VAT high', tax_code: 'V21' };

const STAGES = ['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled'];

const TEMPLATES = [
  { id: 1, name: 'Standard T&M (EUR)', currency_code: 'EUR' },
  { id: 2, name: 'Standard T&M (USD)', currency_code: 'USD' },
  { id: 3, name: 'Retainer (EUR)', currency_code: 'EUR' },
  // Beyond the contract's three: GBP projects need a template in their own currency.
  { id: 4, name: 'Standard T&M (GBP)', currency_code: 'GBP' },
];

/** Template lines, ids 1..n in template order. */
function templateLines(): NewContractLine[] {
  const time = (template: number, name: string, description: string) => ({
    template_id: template,
    project_id: null,
    group_number: 1,
    line_number: 1,
    name,
    description,
    kind: 'time' as const,
    gl_account: '8000 Revenue services',
    ...VAT_HIGH,
  });
  const expense = (template: number, name: string) => ({
    ...time(template, name, 'Travel, accommodation and other costs at cost price'),
    line_number: 2,
    kind: 'expense' as const,
    gl_account: '8100 Reimbursed expenses',
  });
  const lines: NewContractLine[] = [
    time(1, 'Consultancy hours', 'Hours worked, invoiced monthly at the team rates'),
    expense(1, 'Expenses'),
    time(2, 'Consultancy hours (USD)', 'Hours worked, invoiced monthly at the team rates'),
    expense(2, 'Expenses (USD)'),
    time(3, 'Retainer hours', 'Hours worked within the retainer'),
    expense(3, 'Expenses'),
    { ...time(3, 'Monthly retainer fee', 'Fixed monthly fee'), line_number: 3, kind: 'fixed' },
    time(4, 'Consultancy hours (GBP)', 'Hours worked, invoiced monthly at the team rates'),
    expense(4, 'Expenses (GBP)'),
  ];
  return lines.map((l, i) => ({ ...l, id: i + 1 }));
}

const flags = (admin: boolean, api: boolean, pm: boolean) =>
  ({ is_admin: admin ? 1 : 0, api_enabled: api ? 1 : 0, is_project_manager: pm ? 1 : 0 }) as const;

/**
 * Demo accounts: 1, 4, 5 are project managers; 1 and 4 may use the API. 1, 2 and 3 hold the demo
 * keys and sign in on the consent page as demo-admin@, demo-consultant@ and demo-noapi@example.com
 * (decision 24; every account's password is demo-password).
 */
export const DEMO_ACCOUNTS: AccountRow[] = [
  {
    id: 1,
    name: 'Anna de Vries',
    email: 'demo-admin@example.com',
    business_unit_id: 1,
    ...flags(true, true, true),
  },
  {
    id: 2,
    name: 'Ben Okafor',
    email: 'demo-consultant@example.com',
    business_unit_id: 1,
    ...flags(false, true, false),
  },
  {
    id: 3,
    name: 'Chloe Martin',
    email: 'demo-noapi@example.com',
    business_unit_id: 3,
    ...flags(true, false, false),
  },
  {
    id: 4,
    name: 'Daniel Weber',
    email: 'daniel@northwind.example',
    business_unit_id: 2,
    ...flags(true, true, true),
  },
  {
    id: 5,
    name: 'Emma Johansson',
    email: 'emma@northwind.example',
    business_unit_id: 1,
    ...flags(false, true, true),
  },
  {
    id: 6,
    name: 'Farah Haddad',
    email: 'farah@northwind.example',
    business_unit_id: 1,
    ...flags(false, true, false),
  },
  {
    id: 7,
    name: 'Gijs Bakker',
    email: 'gijs@northwind.example',
    business_unit_id: 1,
    ...flags(false, true, false),
  },
  {
    id: 8,
    name: 'Hannah Schmidt',
    email: 'hannah@northwind.example',
    business_unit_id: 2,
    ...flags(false, true, false),
  },
];

function seedOrganization(db: Db): void {
  setSetting(db, 'base_currency', 'EUR');
  setSetting(db, 'organization_name', 'Northwind Consulting B.V.');
  STAGES.forEach((name, i) => upsertStage(db, name, i + 1));
  upsertBusinessUnit(db, { id: 1, name: 'Amsterdam', is_main: 1 });
  upsertBusinessUnit(db, { id: 2, name: 'Berlin', is_main: 0 });
  upsertBusinessUnit(db, { id: 3, name: 'London', is_main: 0 });
  ['Time & materials', 'Fixed price', 'Retainer'].forEach((name, i) =>
    upsertProjectType(db, { id: i + 1, name }),
  );
  upsertCurrency(db, { code: 'EUR', rate_to_base: 1_000_000 });
  upsertCurrency(db, { code: 'USD', rate_to_base: 920_000 });
  upsertCurrency(db, { code: 'GBP', rate_to_base: 1_170_000 });
  const roles: [string, number, number][] = [
    ['Consultant', 95, 55],
    ['Senior consultant', 135, 75],
    ['Project manager', 150, 85],
    ['Developer', 110, 60],
  ];
  roles.forEach(([name, sales, cost], i) =>
    upsertRole(db, { id: i + 1, name, sales_rate: money(sales), cost_rate: money(cost) }),
  );
  for (const t of TEMPLATES) upsertContractTemplate(db, t);
  for (const line of templateLines()) upsertContractLine(db, line);
  for (const account of DEMO_ACCOUNTS) upsertAccount(db, account);
  addApiKey(db, 1, DEMO_KEYS.admin, { label: 'demo', createdAt: SEED_TIME });
  addApiKey(db, 2, DEMO_KEYS.consultant, { label: 'demo', createdAt: SEED_TIME });
  addApiKey(db, 3, DEMO_KEYS.noApi, { label: 'demo', createdAt: SEED_TIME });
}

/** A deterministic digit string of length n derived from a seed number. */
function digits(seed: number, n: number): string {
  let x = (seed * 2654435761) % 4294967296;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String(Math.floor(x / 65536) % 10);
  }
  return out;
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const countryOf = (companyId: number) =>
  DEMO_COUNTRIES[Math.floor((companyId - 1) / 8)] ?? DEMO_COUNTRIES[0]!;

/** A company's name without its legal form, for project names and mail domains. */
const shortName = (name: string) =>
  name.replace(
    /\s+(B\.V\.|N\.V\.|U\.A\.|GmbH( & Co\. KG)?|AG|mbH|Ltd|plc|LLP|SARL|SAS|SA|Inc\.|Corp\.|LLC|NV|BV|SRL|AB|S\.L\.|S\.A\.)$/,
    '',
  );

function seedCompaniesAndContacts(db: Db): void {
  DEMO_COMPANIES.forEach(([name, street, postal, city], i) => {
    const id = i + 1;
    const country = countryOf(id);
    if (!getCompany(db, id)) {
      insertCompany(db, {
        id,
        name,
        registration_number: `${country.code}${digits(id, 8)}`,
        tax_number: `${country.code}${digits(id + 1000, 9)}`,
        phone: `${country.phonePrefix} 555 ${digits(id + 2000, 4)}`,
        street,
        postal_code: postal,
        city,
        country: country.name,
        country_code: country.code,
        external_id: id % 5 === 0 ? `CRM-${String(10000 + id)}` : null,
      });
    }
    // Contact id = company id for the first contact; companies 1-16 get a second one (65-80).
    const people = id <= 16 ? [id, 64 + id] : [id];
    people.forEach((contactId, k) => {
      if (getContact(db, contactId)) return;
      const [first, salutation] = country.people[(id * 3 + k * 5) % 8] ?? ['Alex', 'Mx'];
      const last = country.surnames[(id * 5 + k * 3) % 8] ?? 'Smith';
      const domain = `${ascii(shortName(name))}.example`;
      insertContact(db, {
        id: contactId,
        company_id: id,
        first_name: first,
        last_name: last,
        email: `${ascii(first)}.${ascii(last)}@${domain}`,
        salutation,
        phone: `${country.phonePrefix} 555 ${digits(contactId + 3000, 4)}`,
        job_title: DEMO_JOB_TITLES[(id + k) % DEMO_JOB_TITLES.length] ?? null,
        external_id: null,
      });
    });
  });
}

const PROJECT_STAGES = [
  'Active',
  'Active',
  'Proposal',
  'Active',
  'Proposal',
  'On hold',
  'Completed',
  'Cancelled',
];
const BUSINESS_UNIT_BY_COUNTRY: Record<string, number> = { DE: 2, GB: 3, US: 3 };

function seedProjects(db: Db): void {
  for (let id = 1; id <= 64; id++) {
    const [companyName = ''] = DEMO_COMPANIES[id - 1] ?? [];
    const country = countryOf(id);
    const currency = country.code === 'US' ? 'USD' : country.code === 'GB' && id <= 20 ? 'GBP' : 'EUR';
    const template = currency === 'USD' ? 2 : currency === 'GBP' ? 4 : id % 5 === 0 ? 3 : 1;
    if (!getProject(db, id)) {
      const manager = DEMO_ACCOUNTS[[0, 3, 4][(id - 1) % 3] ?? 0];
      insertProject(db, {
        id,
        name:
          id === 1 ? 'Northwind ERP rollout' : `${shortName(companyName)} ${DEMO_PROJECT_TOPICS[id % 13]}`,
        stage: PROJECT_STAGES[(id - 1) % 8] ?? 'Active',
        project_number: `PRJ-${String(id).padStart(5, '0')}`,
        company_id: id,
        contact_id: id,
        start_date: new Date(Date.UTC(2025, 0, 6 + (id - 1) * 9)).toISOString(),
        deal_amount: money(((id * 7) % 13) * 5000 + 12500 + (id % 4) * 0.25),
        project_type_id: template === 3 ? 3 : id % 7 === 0 ? 2 : 1,
        currency_code: currency,
        business_unit_id: BUSINESS_UNIT_BY_COUNTRY[country.code] ?? 1,
        project_manager_id: manager?.id ?? null,
        contract_template_id: template,
        external_deal_id: id % 4 === 0 ? 900_000 + id : null,
        project_manager_name: manager?.name ?? null,
        company_name: companyName,
      });
    }
    if (!hasTemplateLines(db, id, template)) copyTemplateLinesToProject(db, template, id);
  }
}

/**
 * Loads the demo organization (settings, stages, units, types, currencies, roles, templates,
 * accounts with demo keys and passwords, the OAuth client `psa-desk`, 64 companies, 80 contacts,
 * 64 projects with contract lines, 3 plans) in one transaction; deterministic and idempotent.
 */
export function seedDemoOrg(db: Db): void {
  writeTransaction(db, () => {
    seedOrganization(db);
    seedDemoOAuth(
      db,
      DEMO_ACCOUNTS.map((a) => a.id),
    );
    seedCompaniesAndContacts(db);
    seedProjects(db);
    seedDemoPlans(db);
  });
}
