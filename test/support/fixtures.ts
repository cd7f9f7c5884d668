import { openDatabase, type Db } from '../../electron/core/db/connection';
import type { CallContext } from '../../electron/core/reference-server/domain/handlers';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { endpoints, type EndpointName, type EndpointRequest } from '../../shared/psa/endpoints';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { upsertAccount } from '../../electron/core/db/repositories/accounts';
import { upsertCompany } from '../../electron/core/db/repositories/companies';
import { upsertContact } from '../../electron/core/db/repositories/contacts';
import {
  setSetting,
  upsertBusinessUnit,
  upsertContractLine,
  upsertCurrency,
  upsertRole,
} from '../../electron/core/db/repositories/org';
import { upsertProject } from '../../electron/core/db/repositories/projects';

/**
 * A small organization for entry and invoice tests, independent of the demo seed, with 17-digit
 * ids above 2^53 as PSOhub issues them (record n of a table is demoId(table, n), like the demo's):
 * - accounts 1 Anna (Amsterdam), 2 Ben (Berlin), 3 Chloe
 * - roles 1 Consultant 95/55, 2 Senior consultant 135/75
 * - project 1 'ERP rollout' EUR, company 1, contact 1: lines 11 time (21%), 12 expense (21%), 13 fixed (21%)
 * - project 2 'US expansion' USD (0.92 EUR), company 2, no contact: lines 21 time (0%), 22 expense (0%)
 */
export const ORG = {
  anna: demoId('accounts', 1),
  ben: demoId('accounts', 2),
  chloe: demoId('accounts', 3),
  consultant: demoId('roles', 1),
  senior: demoId('roles', 2),
  acme: demoId('companies', 1),
  globex: demoId('companies', 2),
  joost: demoId('contacts', 1),
  project1: demoId('projects', 1),
  project2: demoId('projects', 2),
  amsterdam: demoId('business_units', 1),
  berlin: demoId('business_units', 2),
} as const;

/** The contract lines of the small organization. */
export const LINES = {
  project1Time: demoId('contract_lines', 11),
  project1Expense: demoId('contract_lines', 12),
  project1Fixed: demoId('contract_lines', 13),
  project2Time: demoId('contract_lines', 21),
  project2Expense: demoId('contract_lines', 22),
} as const;

/** Money units (10^-8) of a decimal amount or rate, for building rows: 95 is 9_500_000_000n. */
const money = (v: number) => BigInt(Math.round(v * 100)) * 1_000_000n;

/** A fresh in-memory database holding the small organization above. */
export function smallOrgDb(): Db {
  const db = openDatabase(':memory:');
  setSetting(db, 'base_currency', 'EUR');
  setSetting(db, 'organization_name', 'Test Consulting B.V.');
  upsertCurrency(db, { code: 'EUR', rate_to_base: 1_000_000 });
  upsertCurrency(db, { code: 'USD', rate_to_base: 920_000 });
  upsertBusinessUnit(db, { id: ORG.amsterdam, name: 'Amsterdam', is_main: 1 });
  upsertBusinessUnit(db, { id: ORG.berlin, name: 'Berlin', is_main: 0 });
  upsertRole(db, { id: ORG.consultant, name: 'Consultant', sales_rate: money(95), cost_rate: money(55) });
  upsertRole(db, { id: ORG.senior, name: 'Senior consultant', sales_rate: money(135), cost_rate: money(75) });
  const account = (id: bigint, name: string, bu: bigint | null) =>
    upsertAccount(db, {
      id,
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@test.example`,
      business_unit_id: bu,
      is_admin: 1,
      api_enabled: 1,
      is_project_manager: 0,
    });
  account(ORG.anna, 'Anna de Vries', ORG.amsterdam);
  account(ORG.ben, 'Ben Okafor', ORG.berlin);
  account(ORG.chloe, 'Chloe Martin', null);
  const company = (id: bigint, name: string) =>
    upsertCompany(db, {
      id,
      name,
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
  company(ORG.acme, 'Acme Logistics B.V.');
  company(ORG.globex, 'Globex Inc.');
  upsertContact(db, {
    id: ORG.joost,
    company_id: ORG.acme,
    first_name: 'Joost',
    last_name: 'Bakker',
    email: 'joost@acme.example',
    salutation: null,
    phone: null,
    job_title: null,
    external_id: null,
  });
  const project = (
    n: number,
    id: bigint,
    name: string,
    companyId: bigint,
    contactId: bigint | null,
    currency: string,
  ) =>
    upsertProject(db, {
      id,
      name,
      stage: 'Active',
      project_number: `PRJ-0000${n}`,
      company_id: companyId,
      contact_id: contactId,
      start_date: null,
      deal_amount: null,
      project_type_id: null,
      currency_code: currency,
      business_unit_id: ORG.amsterdam,
      project_manager_id: null,
      contract_template_id: null,
      external_deal_id: null,
      project_manager_name: null,
      company_name: null,
    });
  project(1, ORG.project1, 'ERP rollout', ORG.acme, ORG.joost, 'EUR');
  project(2, ORG.project2, 'US expansion', ORG.globex, null, 'USD');
  const line = (
    id: bigint,
    projectId: bigint,
    lineNumber: number,
    name: string,
    kind: 'time' | 'expense' | 'fixed',
    tax: number,
  ) =>
    upsertContractLine(db, {
      id,
      template_id: null,
      project_id: projectId,
      group_number: 1,
      line_number: lineNumber,
      name,
      description: `${name} (${kind})`,
      kind,
      gl_account: kind === 'expense' ? '8010 Expenses' : '8000 Revenue',
      tax_percentage: money(tax),
      tax_name: tax > 0 ? 'VAT high' : 'VAT exempt',
      tax_code: tax > 0 ? 'V21' : 'V0',
    });
  line(LINES.project1Time, ORG.project1, 1, 'Consulting hours', 'time', 21);
  line(LINES.project1Expense, ORG.project1, 2, 'Travel and expenses', 'expense', 21);
  line(LINES.project1Fixed, ORG.project1, 3, 'Fixed fee', 'fixed', 21);
  line(LINES.project2Time, ORG.project2, 1, 'Consulting hours', 'time', 0);
  line(LINES.project2Expense, ORG.project2, 2, 'Expenses', 'expense', 0);
  return db;
}

/** The context of a call by account 1 (Anna). */
export const CTX: CallContext = { accountId: ORG.anna };

/** A handler request parsed by the endpoint's own schemas, as the server would hand it over. */
export function request<K extends EndpointName>(
  name: K,
  call: { query?: unknown; body?: unknown },
): EndpointRequest<K> {
  const def: { query?: { parse(v: unknown): unknown }; body?: { parse(v: unknown): unknown } } =
    endpoints[name];
  return {
    query: def.query ? def.query.parse(call.query ?? {}) : undefined,
    body: def.body ? def.body.parse(call.body) : undefined,
  } as EndpointRequest<K>;
}

/**
 * A handler's answer as a client reads it off the wire (stringifyJson, then parseJson): 17-digit
 * ids are bigint, amounts numbers (an amount a float would round stays a LosslessNumber).
 */
export function wire<T>(answer: T): T {
  return parseJson(stringifyJson(answer)) as T;
}
