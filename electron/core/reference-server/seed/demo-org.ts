import { divRound, toUnits } from '../../../../shared/decimal';
import { DEMO_ORGANIZATION, setOrganizationProfile } from '../domain/organization';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
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
import { demoId, nextId } from '../domain/ids';
import { DEMO_COMPANIES, DEMO_COUNTRIES, DEMO_JOB_TITLES, DEMO_PROJECT_TOPICS } from './demo-org-data';
import { seedDemoOAuth } from './demo-oauth';
import { seedDemoPlans } from './demo-org-plans';
import { writeTransaction } from '../../db/transaction';

/*
 * The demo organization of decisions 21-23 (see notes/CONTEXT.md for the contract other code
 * relies on): fixed ids, the same data every run. Ids are 17-digit numbers above 2^53 as the real
 * PSOhub issues them (decision 7): record n of a table is demoId(table, n), so "project 1" is
 * demoId('projects', 1) = 16073748835533011. Reference data is upserted; companies, contacts,
 * projects and plans are only inserted when their id is free, so edits made through the API
 * survive a re-seed.
 */

/** Fixed demo API keys (decision 22), stored hashed. */
export const DEMO_KEYS = {
  admin: 'demo-admin-key',
  consultant: 'demo-consultant-key',
  noApi: 'demo-noapi-key',
} as const;

const SEED_TIME = '2025-01-01T00:00:00.000Z';
const money = (v: number | string) => toUnits(v, MONEY_SCALE);
const VAT_HIGH = { tax_percentage: money(21), tax_name: 'VAT high', tax_code: 'V21' };

const STAGES = ['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled'];

const template = (n: number) => demoId('contract_templates', n);
const TEMPLATES = [
  { id: template(1), name: 'Standard T&M (EUR)', currency_code: 'EUR' },
  { id: template(2), name: 'Standard T&M (USD)', currency_code: 'USD' },
  { id: template(3), name: 'Retainer (EUR)', currency_code: 'EUR' },
  // Beyond the contract's three: GBP projects need a template in their own currency.
  { id: template(4), name: 'Standard T&M (GBP)', currency_code: 'GBP' },
];

/** Template lines, lines 1..n in template order. */
function templateLines(): NewContractLine[] {
  const time = (n: number, name: string, description: string) => ({
    template_id: template(n),
    project_id: null,
    group_number: 1,
    line_number: 1,
    name,
    description,
    kind: 'time' as const,
    gl_account: '8000 Revenue services',
    ...VAT_HIGH,
  });
  const expense = (n: number, name: string) => ({
    ...time(n, name, 'Travel, accommodation and other costs at cost price'),
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
  return lines.map((l, i) => ({ ...l, id: demoId('contract_lines', i + 1) }));
}

const flags = (admin: boolean, api: boolean, pm: boolean) =>
  ({ is_admin: admin ? 1 : 0, api_enabled: api ? 1 : 0, is_project_manager: pm ? 1 : 0 }) as const;

const account = (n: number) => demoId('accounts', n);
const unit = (n: number) => demoId('business_units', n);

/**
 * Demo accounts: 1, 4, 5 are project managers; 1 and 4 may use the API. 1, 2 and 3 hold the demo
 * keys and sign in on the consent page as demo-admin@, demo-consultant@ and demo-noapi@example.com
 * (decision 24; every account's password is demo-password).
 */
export const DEMO_ACCOUNTS: AccountRow[] = [
  {
    id: account(1),
    name: 'Anna de Vries',
    email: 'demo-admin@example.com',
    business_unit_id: unit(1),
    ...flags(true, true, true),
  },
  {
    id: account(2),
    name: 'Ben Okafor',
    email: 'demo-consultant@example.com',
    business_unit_id: unit(1),
    ...flags(false, true, false),
  },
  {
    id: account(3),
    name: 'Chloe Martin',
    email: 'demo-noapi@example.com',
    business_unit_id: unit(3),
    ...flags(true, false, false),
  },
  {
    id: account(4),
    name: 'Daniel Weber',
    email: 'daniel@northwind.example',
    business_unit_id: unit(2),
    ...flags(true, true, true),
  },
  {
    id: account(5),
    name: 'Emma Johansson',
    email: 'emma@northwind.example',
    business_unit_id: unit(1),
    ...flags(false, true, true),
  },
  {
    id: account(6),
    name: 'Farah Haddad',
    email: 'farah@northwind.example',
    business_unit_id: unit(1),
    ...flags(false, true, false),
  },
  {
    id: account(7),
    name: 'Gijs Bakker',
    email: 'gijs@northwind.example',
    business_unit_id: unit(1),
    ...flags(false, true, false),
  },
  {
    id: account(8),
    name: 'Hannah Schmidt',
    email: 'hannah@northwind.example',
    business_unit_id: unit(2),
    ...flags(false, true, false),
  },
];

function seedOrganization(db: Db): void {
  setSetting(db, 'base_currency', 'EUR');
  // The seller on its invoices: name, address, VAT id and bank details.
  setOrganizationProfile(db, DEMO_ORGANIZATION);
  STAGES.forEach((name, i) => upsertStage(db, name, i + 1));
  upsertBusinessUnit(db, { id: unit(1), name: 'Amsterdam', is_main: 1 });
  upsertBusinessUnit(db, { id: unit(2), name: 'Berlin', is_main: 0 });
  upsertBusinessUnit(db, { id: unit(3), name: 'London', is_main: 0 });
  ['Time & materials', 'Fixed price', 'Retainer'].forEach((name, i) =>
    upsertProjectType(db, { id: demoId('project_types', i + 1), name }),
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
    upsertRole(db, { id: demoId('roles', i + 1), name, sales_rate: money(sales), cost_rate: money(cost) }),
  );
  for (const t of TEMPLATES) upsertContractTemplate(db, t);
  for (const line of templateLines()) upsertContractLine(db, line);
  for (const account of DEMO_ACCOUNTS) upsertAccount(db, account);
  addApiKey(db, account(1), DEMO_KEYS.admin, { label: 'demo', createdAt: SEED_TIME });
  addApiKey(db, account(2), DEMO_KEYS.consultant, { label: 'demo', createdAt: SEED_TIME });
  addApiKey(db, account(3), DEMO_KEYS.noApi, { label: 'demo', createdAt: SEED_TIME });
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

/** The country of the n-th demo company. */
const countryOf = (n: number) => DEMO_COUNTRIES[Math.floor((n - 1) / 8)] ?? DEMO_COUNTRIES[0]!;

/** A company's name without its legal form, for project names and mail domains. */
const shortName = (name: string) =>
  name.replace(
    /\s+(B\.V\.|N\.V\.|U\.A\.|GmbH( & Co\. KG)?|AG|mbH|Ltd|plc|LLP|SARL|SAS|SA|Inc\.|Corp\.|LLC|NV|BV|SRL|AB|S\.L\.|S\.A\.)$/,
    '',
  );

function seedCompaniesAndContacts(db: Db): void {
  DEMO_COMPANIES.forEach(([name, street, postal, city], i) => {
    const n = i + 1;
    const id = demoId('companies', n);
    const country = countryOf(n);
    if (!getCompany(db, id)) {
      insertCompany(db, {
        id,
        name,
        registration_number: `${country.code}${digits(n, 8)}`,
        tax_number: `${country.code}${digits(n + 1000, 9)}`,
        phone: `${country.phonePrefix} 555 ${digits(n + 2000, 4)}`,
        street,
        postal_code: postal,
        city,
        country: country.name,
        country_code: country.code,
        external_id: n % 5 === 0 ? `CRM-${String(10000 + n)}` : null,
      });
    }
    // Company n's first contact is contact n; companies 1-16 get a second one (65-80).
    const people = n <= 16 ? [n, 64 + n] : [n];
    people.forEach((c, k) => {
      const contactId = demoId('contacts', c);
      if (getContact(db, contactId)) return;
      const [first, salutation] = country.people[(n * 3 + k * 5) % 8] ?? ['Alex', 'Mx'];
      const last = country.surnames[(n * 5 + k * 3) % 8] ?? 'Smith';
      const domain = `${ascii(shortName(name))}.example`;
      insertContact(db, {
        id: contactId,
        company_id: id,
        first_name: first,
        last_name: last,
        email: `${ascii(first)}.${ascii(last)}@${domain}`,
        salutation,
        phone: `${country.phonePrefix} 555 ${digits(c + 3000, 4)}`,
        job_title: DEMO_JOB_TITLES[(n + k) % DEMO_JOB_TITLES.length] ?? null,
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

/**
 * The deal amount of the n-th demo project. Every sixth one is the amount excluding 21% VAT of a
 * round total, computed from the total down as PSOhub does (decision 27), so it has 8 decimals.
 */
function dealAmount(n: number): bigint {
  const amount = money(((n * 7) % 13) * 5000 + 12500 + (n % 4) * 0.25);
  return n % 6 === 0 ? divRound(amount * 100n, 121n) : amount;
}

function seedProjects(db: Db): void {
  for (let n = 1; n <= 64; n++) {
    const id = demoId('projects', n);
    const [companyName = ''] = DEMO_COMPANIES[n - 1] ?? [];
    const country = countryOf(n);
    const currency = country.code === 'US' ? 'USD' : country.code === 'GB' && n <= 20 ? 'GBP' : 'EUR';
    const t = currency === 'USD' ? 2 : currency === 'GBP' ? 4 : n % 5 === 0 ? 3 : 1;
    if (!getProject(db, id)) {
      const manager = DEMO_ACCOUNTS[[0, 3, 4][(n - 1) % 3] ?? 0];
      insertProject(db, {
        id,
        name: n === 1 ? 'Northwind ERP rollout' : `${shortName(companyName)} ${DEMO_PROJECT_TOPICS[n % 13]}`,
        stage: PROJECT_STAGES[(n - 1) % 8] ?? 'Active',
        project_number: `PRJ-${String(n).padStart(5, '0')}`,
        company_id: demoId('companies', n),
        contact_id: demoId('contacts', n),
        start_date: new Date(Date.UTC(2025, 0, 6 + (n - 1) * 9)).toISOString(),
        deal_amount: dealAmount(n),
        project_type_id: demoId('project_types', t === 3 ? 3 : n % 7 === 0 ? 2 : 1),
        currency_code: currency,
        business_unit_id: unit(BUSINESS_UNIT_BY_COUNTRY[country.code] ?? 1),
        project_manager_id: manager?.id ?? null,
        contract_template_id: template(t),
        external_deal_id: n % 4 === 0 ? demoId('deals', n) : null,
        project_manager_name: manager?.name ?? null,
        company_name: companyName,
      });
    }
    if (!hasTemplateLines(db, id, template(t)))
      copyTemplateLinesToProject(db, template(t), id, () => nextId(db, 'contract_lines'));
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
