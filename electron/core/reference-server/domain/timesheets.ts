import type { z } from 'zod';
import { fromUnits, mulUnits, toUnits } from '../../../../shared/decimal';
import { TIMESHEET_PAGE_MAX } from '../../../../shared/psa/endpoints';
import type { TimesheetRead } from '../../../../shared/psa/resources';
import { HOURS_SCALE, MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { getAccount } from '../../db/repositories/accounts';
import { getRole } from '../../db/repositories/org';
import {
  getTimesheetView,
  insertTimesheet,
  listTimesheetViews,
  type TimesheetView,
} from '../../db/repositories/timesheets';
import { checkEntryReferences, entryFilter, nowIso, unknownReference } from './entry-rules';
import type { HandlersFor, ServiceOptions } from './handlers';
import { nextId } from './ids';
import { writeTransaction } from '../../db/transaction';

/** A timesheet read record as the service answers it (a valid input of the TimesheetRead schema). */
export type TimesheetRecord = ReturnType<typeof timesheetRecord>;

const money = (units: bigint | null) => (units === null ? null : fromUnits(units, MONEY_SCALE));

/** Money units (10^-8) in one cent. */
const CENT = 10n ** BigInt(MONEY_SCALE - 2);

/**
 * Hours x sales rate in money units (10^-8), rounded half away from zero to cents (what is
 * billed); null without a rate. Hours and rate themselves stay exact (4 and 8 decimals).
 */
export function timesheetAmountUnits(hours: bigint, salesRate: bigint | null): bigint | null {
  return salesRate === null ? null : mulUnits(hours, HOURS_SCALE, salesRate, MONEY_SCALE, 2) * CENT;
}

/** The read record of a stored timesheet: the spec's flat fields, its nested members and TimesheetID. */
export function timesheetRecord(t: TimesheetView) {
  return {
    DateTimeFrom: t.date_from,
    DateTimeTo: t.date_to,
    NumberOfHours: fromUnits(t.hours, HOURS_SCALE),
    AccountID: t.account_id,
    ProjectID: t.project_id,
    ContractLineID: t.contract_line_id,
    RoleID: t.role_id,
    AccountName: t.account_name,
    ProjectName: t.project_name,
    ContractLineName: t.contract_line_name,
    RoleName: t.role_name,
    Description: t.description,
    InvoiceNumber: t.invoice_number,
    TaskID: t.task_id,
    CreationDateTime: t.created_at,
    ApprovedDatePM: t.approved_pm_at,
    ApprovedByPM: t.approved_pm_at !== null,
    ApprovedDateTL: t.approved_tl_at,
    ApprovedByTL: t.approved_tl_at !== null,
    SalesRate: money(t.sales_rate),
    CostRate: money(t.cost_rate),
    TotalAmount: money(timesheetAmountUnits(t.hours, t.sales_rate)),
    ObjectID: String(t.id),
    changedDate: t.changed_at,
    createdDate: t.created_at,
    OneEngagement: { ProjectName: t.project_name },
    Account: { FullName: t.account_name, AccountGUID: t.account_id },
    ContractGroupLine: { DisplayName: t.contract_line_name },
    ProjectRole: { Role: t.role_name },
    Company: { Name: t.company_name },
    ApprovedPM: t.approved_pm_at !== null,
    ApprovedAdmin: t.approved_tl_at !== null,
    OtherItems: null,
    TimesheetRate: money(t.sales_rate),
    PublicHoliday: t.public_holiday === 1,
    TimesheetID: t.id,
    // Shown only when an external number is known (psa-api.md).
    ...(t.external_invoice_number === null ? {} : { ExternalInvoiceNumber: t.external_invoice_number }),
  } satisfies z.input<typeof TimesheetRead>;
}

/** The timesheet read record of one stored timesheet, or undefined. */
export function getTimesheetRecord(db: Db, id: bigint): TimesheetRecord | undefined {
  const view = getTimesheetView(db, id);
  return view && timesheetRecord(view);
}

/**
 * GET /timesheets and POST /timesheets. Lists never return more than TIMESHEET_PAGE_MAX entries;
 * a create checks every reference (422) and takes the rates from the role.
 */
export function timesheetHandlers(
  db: Db,
  options?: ServiceOptions,
): HandlersFor<'listTimesheets' | 'createTimesheet'> {
  return {
    listTimesheets: ({ query }) =>
      listTimesheetViews(db, entryFilter(query, TIMESHEET_PAGE_MAX)).map(timesheetRecord),

    createTimesheet: ({ body }) =>
      writeTransaction(db, () => {
        const { project, line } = checkEntryReferences(db, body, ['time', 'fixed'], 'timesheets');
        const role = getRole(db, body.RoleID);
        if (!role) throw unknownReference('RoleID', body.RoleID, 'role');
        const account = getAccount(db, body.AccountID);
        const now = nowIso(options);
        const id = insertTimesheet(db, {
          id: nextId(db, 'timesheets'),
          account_id: body.AccountID,
          project_id: project.id,
          contract_line_id: line.id,
          role_id: role.id,
          date_from: body.DateTimeFrom,
          date_to: body.DateTimeTo,
          hours: toUnits(body.NumberOfHours, HOURS_SCALE),
          description: body.Description ?? null,
          created_at: now,
          changed_at: now,
          sales_rate: role.sales_rate,
          cost_rate: role.cost_rate,
          // Names are kept too so a replica can show them when the referenced rows are absent.
          account_name: account?.name ?? null,
          project_name: project.name,
          contract_line_name: line.name,
          role_name: role.name,
          company_name: project.company_name,
        });
        return { TimesheetID: String(id) };
      }),
  };
}
