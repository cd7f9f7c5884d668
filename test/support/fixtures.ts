import { openDatabase, type Db } from '../../electron/core/db/connection';
import type { CallContext } from '../../electron/core/reference-server/domain/handlers';
import { endpoints, type EndpointName, type EndpointRequest } from '../../shared/psa/endpoints';
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
 * A small organization for entry and invoice tests, independent of the demo seed:
 * - accounts 1 Anna (Amsterdam), 2 Ben (Berlin), 3 Chloe
 * - roles 1 Consultant 95/55, 2 Senior consultant 135/75
 * - project 1 'ERP rollout' EUR, company 1, contact 1: lines 11 time (21%), 12 expense (21%), 13 fixed (21%)
 * - project 2 'US expansion' USD (0.92 EUR), company 2, no contact: lines 21 time (0%), 22 expense (0%)
 */
export const LINES = {
  project1Time: 11,
  project1Expense: 12,
  project1Fixed: 13,
  project2Time: 21,
  project2Expense: 22,
} as const;

/** A fresh in-memory database holding the small organization above. */
export function smallOrgDb(): Db {
  const db = openDatabase(':memory:');
  setSetting(db, 'base_currency', 'EUR');
  setSetting(db, 'organization_name', 'Test Consulting B.V.');
  upsertCurrency(db, { code: 'EUR', rate_to_base: 1_000_000 });
  upsertCurrency(db, { code: 'USD', rate_to_base: 920_000 });
  upsertBusinessUnit(db, { id: 1, name: 'Amsterdam', is_main: 1 });
  upsertBusinessUnit(db, { id: 2, name: 'Berlin', is_main: 0 });
  upsertRole(db, { id: 1, name: 'Consultant', sales_rate: 950_000, cost_rate: 550_000 });
  upsertRole(db, { id: 2, name: 'Senior consultant', sales_rate: 1_350_000, cost_rate: 750_000 });
  const account = (id: number, name: string, bu: number | null) =>
    upsertAccount(db, {
      id,
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@test.example`,
      business_unit_id: bu,
      is_admin: 1,
      api_enabled: 1,
      is_project_manager: 0,
    });
  account(1, 'Anna de Vries', 1);
  account(2, 'Ben Okafor', 2);
  account(3, 'Chloe Martin', null);
  const company = (id: number, name: string) =>
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
  company(1, 'Acme Logistics B.V.');
  company(2, 'Globex Inc.');
  upsertContact(db, {
    id: 1,
    company_id: 1,
    first_name: 'Joost',
    last_name: 'Bakker',
    email: 'joost@acme.example',
    salutation: null,
    phone: null,
    job_title: null,
    external_id: null,
  });
  const project = (id: number, name: string, companyId: number, contactId: number | null, currency: string) =>
    upsertProject(db, {
      id,
      name,
      stage: 'Active',
      project_number: `PRJ-0000${id}`,
      company_id: companyId,
      contact_id: contactId,
      start_date: null,
      deal_amount: null,
      project_type_id: null,
      currency_code: currency,
      business_unit_id: 1,
      project_manager_id: null,
      contract_template_id: null,
      external_deal_id: null,
      project_manager_name: null,
      company_name: null,
    });
  project(1, 'ERP rollout', 1, 1, 'EUR');
  project(2, 'US expansion', 2, null, 'USD');
  const line = (
    id: number,
    projectId: number,
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
      tax_percentage: tax,
      tax_name: tax > 0 ? 'VAT high' : 'VAT exempt',
      tax_code: tax > 0 ? 'V21' : 'V0',
    });
  line(LINES.project1Time, 1, 1, 'Consulting hours', 'time', 210_000);
  line(LINES.project1Expense, 1, 2, 'Travel and expenses', 'expense', 210_000);
  line(LINES.project1Fixed, 1, 3, 'Fixed fee', 'fixed', 210_000);
  line(LINES.project2Time, 2, 1, 'Consulting hours', 'time', 0);
  line(LINES.project2Expense, 2, 2, 'Expenses', 'expense', 0);
  return db;
}

/** The context of a call by account 1. */
export const CTX: CallContext = { accountId: 1 };

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
