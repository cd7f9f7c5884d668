import { openDatabase, type Db } from '../../electron/core/db/connection';
import { upsertCompany } from '../../electron/core/db/repositories/companies';
import { upsertProject } from '../../electron/core/db/repositories/projects';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { upsertTimesheet, type TimesheetRow } from '../../electron/core/db/repositories/timesheets';
import { replicaDbFile } from '../../electron/core/paths';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * Data folders for the week view's tests and benchmark, written straight into the replica through
 * the repositories (as a pull would store them), in one transaction.
 */

/**
 * The ids of the week tests' data: 17-digit numbers above 2^53, as PSOhub issues them (record n
 * of a table is demoId(table, n), as in the demo organization). Requests carry them as text.
 */
export const WEEK = {
  account: demoId('accounts', 1),
  project1: demoId('projects', 1),
  project2: demoId('projects', 2),
  line: demoId('contract_lines', 10),
  role: demoId('roles', 1),
} as const;

/** Hour units (10^-4 h) of a decimal number of hours: 7.5 -> 75000n. */
export const hourUnits = (h: number): bigint => BigInt(Math.round(h * 10_000));

/** Opens a data folder's replica, runs `fill` in one transaction, and closes it again. */
export function fillDataFolder(dataDir: string, fill: (db: Db) => void): void {
  const db = openDatabase(replicaDbFile(dataDir));
  try {
    db.transaction(() => fill(db))();
  } finally {
    db.close();
  }
}

/** Marks the folder as set up for offline work, booking for `accountId`. */
export function offlineAs(db: Db, accountId: bigint = WEEK.account): void {
  setReplicaSetting(db, 'mode', 'offline');
  setReplicaSetting(db, 'account_id', String(accountId));
}

/** A pulled company with this id and name. */
export function company(db: Db, id: bigint, name: string): void {
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
}

/** A pulled project with this id and name (Active, EUR). */
export function project(db: Db, id: bigint, name: string, companyId: bigint | null = null): void {
  upsertProject(db, {
    id,
    name,
    stage: 'Active',
    project_number: `PRJ-${String(id % 100_000n).padStart(5, '0')}`,
    company_id: companyId,
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
  });
}

/** A pulled (synced) timesheet: positive id, hours in units of 0.0001 h (hourUnits). */
export function syncedTimesheet(
  db: Db,
  t: Pick<TimesheetRow, 'id' | 'project_id' | 'date_from' | 'date_to' | 'hours'> & Partial<TimesheetRow>,
): void {
  upsertTimesheet(db, {
    account_id: WEEK.account,
    contract_line_id: WEEK.line,
    role_id: WEEK.role,
    task_id: null,
    description: null,
    created_at: t.date_from,
    changed_at: t.date_from,
    approved_pm_at: null,
    approved_tl_at: null,
    sales_rate: null,
    cost_rate: null,
    public_holiday: 0,
    invoice_id: null,
    account_name: 'Anna de Vries',
    project_name: null,
    contract_line_name: 'Consulting hours',
    role_name: 'Consultant',
    company_name: null,
    invoice_number: null,
    external_invoice_number: null,
    ...t,
  });
}
