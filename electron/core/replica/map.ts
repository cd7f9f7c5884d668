import { HOURS_SCALE, Id, MONEY_SCALE } from '../../../shared/psa/scalars';
import { toUnitsRounded } from '../../../shared/decimal';
import type {
  CompanyReadT,
  ContactReadT,
  ExpenseReadT,
  ProjectReadT,
  TimesheetReadT,
} from '../../../shared/psa/resources';
import type { CompanyRow } from '../db/repositories/companies';
import type { ContactRow } from '../db/repositories/contacts';
import type { ProjectRow } from '../db/repositories/projects';
import type { TimesheetRow } from '../db/repositories/timesheets';
import type { ExpenseRow } from '../db/repositories/expenses';

/*
 * Remote read records -> local rows, for pulled records. Read records are tolerant (read-fields.ts,
 * decision 26): an optional field is undefined when the remote left it out or sent what cannot be
 * read (unknown: the row keeps what the replica has, `prev`), null when it is known to be empty
 * ("-", 0, null), else its value. A remote that leaves out what it does not carry (PSOhub: the
 * project number when empty, the fields the spec does not show) never wipes the replica's copy.
 */

/** The field's value; when unknown, the replica's (null on a new row). */
const keep = <T>(value: T | null | undefined, prev: T | null | undefined): T | null =>
  value === undefined ? (prev ?? null) : value;
/** The first known, non-empty of alternative fields; null when one is known empty, else unknown. */
const first = <T>(...values: (T | null | undefined)[]): T | null | undefined =>
  values.find((v) => v != null) ?? (values.includes(null) ? null : undefined);
/** A pulled amount (exact decimal text) as units of 10^-8; null and undefined pass through. */
const money = (v: string | null | undefined): bigint | null | undefined =>
  v == null ? v : toUnitsRounded(v, MONEY_SCALE);

/** A pulled company as a row, over the replica's copy `prev` when there is one. */
export function companyRow(r: CompanyReadT, prev?: CompanyRow): CompanyRow {
  return {
    id: r.CompanyID,
    name: keep(r.CompanyName, prev?.name) ?? '',
    registration_number: keep(r.CompanyRegistrationNumber, prev?.registration_number),
    tax_number: keep(r.TaxNumber, prev?.tax_number),
    phone: keep(r.PhoneNumber, prev?.phone),
    street: keep(r.Address, prev?.street),
    postal_code: keep(r.PostalCode, prev?.postal_code),
    city: keep(r.City, prev?.city),
    country: keep(r.Country, prev?.country),
    country_code: keep(r.CountryCode, prev?.country_code),
    external_id: keep(r.ExternalID, prev?.external_id),
  };
}

/** A pulled contact as a row, over the replica's copy `prev` when there is one. */
export function contactRow(r: ContactReadT, prev?: ContactRow): ContactRow {
  return {
    id: r.ContactID,
    company_id: keep(r.CompanyID, prev?.company_id),
    first_name: keep(r.FirstName, prev?.first_name),
    last_name: keep(r.LastName, prev?.last_name) ?? '',
    email: keep(r.Email, prev?.email) ?? '',
    salutation: keep(r.Salutation, prev?.salutation),
    phone: keep(r.Phonenumber, prev?.phone),
    job_title: keep(r.JobTitle, prev?.job_title),
    external_id: keep(r.ExternalID, prev?.external_id),
  };
}

/**
 * A pulled project as a row, over the replica's copy `prev` when there is one; the currency falls
 * back to `baseCurrency` when the remote never said.
 */
export function projectRow(r: ProjectReadT, baseCurrency: string, prev?: ProjectRow): ProjectRow {
  return {
    id: r.ProjectID,
    name: keep(r.Name, prev?.name) ?? '',
    stage: keep(r.Stage, prev?.stage) ?? '',
    project_number: keep(r.ProjectNumber, prev?.project_number),
    company_id: keep(r.CompanyID, prev?.company_id),
    contact_id: keep(r.ContactID, prev?.contact_id),
    start_date: keep(r.StartDate, prev?.start_date),
    deal_amount: keep(money(r.TotalProjectValue), prev?.deal_amount),
    project_type_id: keep(r.ProjectTypeID, prev?.project_type_id),
    currency_code: keep(r.CurrencyCode, prev?.currency_code) ?? baseCurrency,
    business_unit_id: keep(r.BusinessUnitID, prev?.business_unit_id),
    // PSOhub writes "ProjectManager": "-" and leaves the id out when a project has no manager.
    project_manager_id:
      r.ProjectManagerID === undefined && r.ProjectManager === null
        ? null
        : keep(r.ProjectManagerID, prev?.project_manager_id),
    contract_template_id: keep(r.ContractTemplateID, prev?.contract_template_id),
    external_deal_id: keep(r.ExternalDealID, prev?.external_deal_id),
    project_manager_name: keep(r.ProjectManager, prev?.project_manager_name),
    company_name: keep(r.CompanyName, prev?.company_name),
  };
}

/**
 * The identifier of a pulled timesheet: TimesheetID, else ObjectID (read as text, so its every
 * digit is kept); null when neither is usable.
 */
export function timesheetId(r: TimesheetReadT): bigint | null {
  if (r.TimesheetID != null) return r.TimesheetID;
  if (r.ObjectID == null) return null;
  const id = Id.safeParse(r.ObjectID);
  return id.success && id.data > 0n ? id.data : null;
}

/** An approval time: the date sent, else the creation time when only "approved" was; else unknown. */
function approvedAt(
  date: string | null | undefined,
  approved: boolean | null | undefined,
  created: string,
  prev: string | null | undefined,
): string | null {
  if (date != null) return date;
  if (approved === undefined && date === undefined) return prev ?? null;
  return approved ? created : null;
}

/** A pulled timesheet as a row (id given separately, see timesheetId), over the replica's `prev`. */
export function timesheetRow(r: TimesheetReadT, id: bigint, prev?: TimesheetRow): TimesheetRow {
  const created = r.CreationDateTime ?? r.createdDate ?? prev?.created_at ?? r.DateTimeFrom;
  return {
    id,
    account_id: r.AccountID,
    project_id: r.ProjectID,
    contract_line_id: keep(r.ContractLineID, prev?.contract_line_id),
    role_id: keep(r.RoleID, prev?.role_id),
    task_id: keep(r.TaskID, prev?.task_id),
    date_from: r.DateTimeFrom,
    date_to: r.DateTimeTo,
    hours: toUnitsRounded(r.NumberOfHours, HOURS_SCALE),
    description: keep(r.Description, prev?.description),
    created_at: created,
    changed_at: r.changedDate ?? created,
    approved_pm_at: approvedAt(r.ApprovedDatePM, r.ApprovedByPM, created, prev?.approved_pm_at),
    approved_tl_at: approvedAt(r.ApprovedDateTL, r.ApprovedByTL, created, prev?.approved_tl_at),
    sales_rate: keep(money(r.SalesRate), prev?.sales_rate),
    cost_rate: keep(money(r.CostRate), prev?.cost_rate),
    public_holiday: r.PublicHoliday ? 1 : 0,
    invoice_id: null,
    account_name: keep(first(r.AccountName, r.Account?.FullName), prev?.account_name),
    project_name: keep(first(r.ProjectName, r.OneEngagement?.ProjectName), prev?.project_name),
    contract_line_name: keep(
      first(r.ContractLineName, r.ContractGroupLine?.DisplayName),
      prev?.contract_line_name,
    ),
    role_name: keep(first(r.RoleName, r.ProjectRole?.Role), prev?.role_name),
    company_name: keep(r.Company?.Name, prev?.company_name),
    invoice_number: keep(r.InvoiceNumber, prev?.invoice_number),
    external_invoice_number: keep(r.ExternalInvoiceNumber, prev?.external_invoice_number),
  };
}

/**
 * A pulled expense as a row (id given separately: ExpenseID when the remote sends it), over the
 * replica's `prev`; `fallbackDate` when neither the remote nor the replica knows the date.
 */
export function expenseRow(r: ExpenseReadT, id: bigint, fallbackDate: string, prev?: ExpenseRow): ExpenseRow {
  const date = r.ExpenseDate ?? prev?.expense_date ?? fallbackDate;
  return {
    id,
    account_id: r.AccountID,
    project_id: r.ProjectID,
    contract_line_id: keep(r.ContractLineID, prev?.contract_line_id),
    description: keep(r.Description, prev?.description),
    amount_ex_vat: toUnitsRounded(r.AmountExVAT, MONEY_SCALE),
    vat_amount: keep(money(r.VATAmount), prev?.vat_amount),
    total_amount: toUnitsRounded(r.TotalAmount, MONEY_SCALE),
    expense_date: date,
    // Made here: when it was made stays (the list's order of a day); the API sends no creation time.
    created_at: prev?.created_at ?? date,
    approved_at: null,
    invoice_id: null,
    project_name: keep(r.ProjectName, prev?.project_name),
    contract_line_name: keep(r.ContractLineName, prev?.contract_line_name),
    invoice_number: keep(r.InvoiceNumber, prev?.invoice_number),
    external_invoice_number: keep(r.ExternalInvoiceNumber, prev?.external_invoice_number),
  };
}
