import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
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
 * Remote read records -> local rows, for pulled records and adopted creates. Read records are
 * tolerant (fields may be missing), so every optional field falls back to null.
 */

const money = (v: number | null | undefined): number | null =>
  v == null ? null : toUnitsRounded(v, MONEY_SCALE);
const text = (v: string | null | undefined): string | null => (v == null || v === '' ? null : v);

/** A pulled company as a row. */
export function companyRow(r: CompanyReadT): CompanyRow {
  return {
    id: r.CompanyID,
    name: r.CompanyName ?? '',
    registration_number: text(r.CompanyRegistrationNumber),
    tax_number: text(r.TaxNumber),
    phone: text(r.PhoneNumber),
    street: text(r.Address),
    postal_code: text(r.PostalCode),
    city: text(r.City),
    country: text(r.Country),
    country_code: text(r.CountryCode),
    external_id: text(r.ExternalID),
  };
}

/** A pulled contact as a row. */
export function contactRow(r: ContactReadT): ContactRow {
  return {
    id: r.ContactID,
    company_id: r.CompanyID ?? null,
    first_name: text(r.FirstName),
    last_name: r.LastName ?? '',
    email: r.Email ?? '',
    salutation: text(r.Salutation),
    phone: text(r.Phonenumber),
    job_title: text(r.JobTitle),
    external_id: text(r.ExternalID),
  };
}

/** A pulled project as a row; currency falls back to `baseCurrency` when the remote omits it. */
export function projectRow(r: ProjectReadT, baseCurrency: string): ProjectRow {
  return {
    id: r.ProjectID,
    name: r.Name ?? '',
    stage: r.Stage ?? '',
    project_number: text(r.ProjectNumber),
    company_id: r.CompanyID ?? null,
    contact_id: r.ContactID ?? null,
    start_date: r.StartDate ?? null,
    deal_amount: money(r.TotalProjectValue),
    project_type_id: r.ProjectTypeID ?? null,
    currency_code: r.CurrencyCode ?? baseCurrency,
    business_unit_id: r.BusinessUnitID ?? null,
    project_manager_id: r.ProjectManagerID ?? null,
    contract_template_id: r.ContractTemplateID ?? null,
    external_deal_id: r.ExternalDealID ?? null,
    project_manager_name: text(r.ProjectManager),
    company_name: text(r.CompanyName),
  };
}

/** The identifier of a pulled timesheet: TimesheetID, else ObjectID; null when neither is usable. */
export function timesheetId(r: TimesheetReadT): number | null {
  if (r.TimesheetID != null) return r.TimesheetID;
  if (r.ObjectID != null && /^\d{1,15}$/.test(r.ObjectID)) return Number(r.ObjectID);
  return null;
}

/** A pulled timesheet as a row (id given separately, see timesheetId). */
export function timesheetRow(r: TimesheetReadT, id: number): TimesheetRow {
  const created = r.CreationDateTime ?? r.createdDate ?? r.DateTimeFrom;
  return {
    id,
    account_id: r.AccountID,
    project_id: r.ProjectID,
    contract_line_id: r.ContractLineID ?? null,
    role_id: r.RoleID ?? null,
    task_id: r.TaskID ?? null,
    date_from: r.DateTimeFrom,
    date_to: r.DateTimeTo,
    hours: toUnitsRounded(r.NumberOfHours, HOURS_SCALE),
    description: text(r.Description),
    created_at: created,
    changed_at: r.changedDate ?? created,
    approved_pm_at: r.ApprovedDatePM ?? (r.ApprovedByPM ? created : null),
    approved_tl_at: r.ApprovedDateTL ?? (r.ApprovedByTL ? created : null),
    sales_rate: money(r.SalesRate),
    cost_rate: money(r.CostRate),
    public_holiday: r.PublicHoliday ? 1 : 0,
    invoice_id: null,
    account_name: text(r.AccountName ?? r.Account?.FullName),
    project_name: text(r.ProjectName ?? r.OneEngagement?.ProjectName),
    contract_line_name: text(r.ContractLineName ?? r.ContractGroupLine?.DisplayName),
    role_name: text(r.RoleName ?? r.ProjectRole?.Role),
    company_name: text(r.Company?.Name),
    invoice_number: text(r.InvoiceNumber),
    external_invoice_number: text(r.ExternalInvoiceNumber),
  };
}

/** A pulled expense as a row (id given separately: ExpenseID when the remote sends it). */
export function expenseRow(r: ExpenseReadT, id: number, fallbackDate: string): ExpenseRow {
  return {
    id,
    account_id: r.AccountID,
    project_id: r.ProjectID,
    contract_line_id: r.ContractLineID ?? null,
    description: text(r.Description),
    amount_ex_vat: toUnitsRounded(r.AmountExVAT, MONEY_SCALE),
    vat_amount: money(r.VATAmount),
    total_amount: toUnitsRounded(r.TotalAmount, MONEY_SCALE),
    expense_date: r.ExpenseDate ?? fallbackDate,
    created_at: r.ExpenseDate ?? fallbackDate,
    approved_at: null,
    invoice_id: null,
    project_name: text(r.ProjectName),
    contract_line_name: text(r.ContractLineName),
    invoice_number: text(r.InvoiceNumber),
    external_invoice_number: text(r.ExternalInvoiceNumber),
  };
}
