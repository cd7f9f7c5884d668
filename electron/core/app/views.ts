import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import { unitsToNumber, unitsToText } from '../../../shared/decimal';
import type {
  ChangeViewT,
  CompanyViewT,
  ContactViewT,
  ExpenseViewT,
  InvoiceSummaryViewT,
  PlanViewT,
  ProjectManagerViewT,
  ProjectViewT,
  SyncStateT,
  TimesheetViewT,
} from '../../../shared/app/views';
import type { CompanyRow } from '../db/repositories/companies';
import type { ContactWithCompany } from '../db/repositories/contacts';
import type { ProjectRow } from '../db/repositories/projects';
import type { TimesheetView } from '../db/repositories/timesheets';
import type { ExpenseView } from '../db/repositories/expenses';
import type { AccountRow } from '../db/repositories/accounts';
import type { PlanTree } from '../db/repositories/plans';
import type { OutboxRow } from '../db/repositories/outbox';
import type { InvoiceSummaryRow, RecordChange } from '../db/repositories/app-lookups';
import { isBlocked } from '../replica/outbox-ops';

/*
 * Stored rows -> the contract's view records. Identifiers are bigint in the store and decimal text
 * in a view (decision 7: 17-digit ids do not fit a JS number). Money and hours are exact units in
 * the store; they become numbers through their decimal text, for display only (sums stay in units).
 */

/** An identifier as the contract answers it: decimal text with every digit. */
export const idOut = (id: bigint): string => String(id);
/** An optional identifier as the contract answers it. */
export const optIdOut = (id: bigint | null): string | null => (id === null ? null : String(id));
/** Exact money units (1e-8) as the number the decimal text denotes (display only). */
export const money = (units: bigint): number => unitsToNumber(units, MONEY_SCALE);
/** Exact hour units (1e-4) as the number the decimal text denotes (display only). */
export const hours = (units: bigint): number => unitsToNumber(units, HOURS_SCALE);
const optMoney = (units: bigint | null): number | null => (units === null ? null : money(units));
const optHours = (units: bigint | null): number | null => (units === null ? null : hours(units));

/**
 * A record's sync state from its open change; no open change means synced, except for a record
 * with a provisional id and nothing queued (imported or typed offline): local, never sent. A
 * pending change kept on this computer (an entry on a local-only project) is local too.
 */
export function syncState(change: RecordChange | undefined, id?: bigint): SyncStateT {
  if (change === undefined) return id !== undefined && id < 0n ? 'local' : 'synced';
  return change.state === 'pending' && change.kept === true ? 'local' : change.state;
}

/** A project as the renderer sees it. */
export function projectView(p: ProjectRow, change: RecordChange | undefined): ProjectViewT {
  return {
    id: idOut(p.id),
    name: p.name,
    number: p.project_number,
    stage: p.stage,
    companyId: optIdOut(p.company_id),
    companyName: p.company_name,
    contactId: optIdOut(p.contact_id),
    managerId: optIdOut(p.project_manager_id),
    managerName: p.project_manager_name,
    value: optMoney(p.deal_amount),
    currency: p.currency_code,
    startDate: p.start_date,
    contractTemplateId: optIdOut(p.contract_template_id),
    syncState: syncState(change, p.id),
  };
}

/** A company as the renderer sees it. */
export function companyView(c: CompanyRow, change: RecordChange | undefined): CompanyViewT {
  return {
    id: idOut(c.id),
    name: c.name,
    registrationNumber: c.registration_number,
    taxNumber: c.tax_number,
    phone: c.phone,
    street: c.street,
    postalCode: c.postal_code,
    city: c.city,
    country: c.country,
    countryCode: c.country_code,
    externalId: c.external_id,
    syncState: syncState(change, c.id),
  };
}

/** A contact as the renderer sees it. */
export function contactView(k: ContactWithCompany, change: RecordChange | undefined): ContactViewT {
  return {
    id: idOut(k.id),
    companyId: optIdOut(k.company_id),
    companyName: k.company_name,
    firstName: k.first_name,
    lastName: k.last_name,
    email: k.email,
    salutation: k.salutation,
    phone: k.phone,
    jobTitle: k.job_title,
    externalId: k.external_id,
    syncState: syncState(change),
  };
}

/** A project manager (an account) as the renderer sees it. */
export function projectManagerView(a: AccountRow): ProjectManagerViewT {
  return { id: idOut(a.id), name: a.name, email: a.email };
}

/** A timesheet with its sync state and, when rejected, the remote's reason. */
export function timesheetView(t: TimesheetView, change: RecordChange | undefined): TimesheetViewT {
  return {
    id: idOut(t.id),
    accountId: idOut(t.account_id),
    projectId: idOut(t.project_id),
    projectName: t.project_name,
    contractLineId: optIdOut(t.contract_line_id),
    contractLineName: t.contract_line_name,
    roleId: optIdOut(t.role_id),
    roleName: t.role_name,
    from: t.date_from,
    to: t.date_to,
    hours: hours(t.hours),
    description: t.description,
    approvedByPM: t.approved_pm_at !== null,
    approvedByTL: t.approved_tl_at !== null,
    invoiceNumber: t.invoice_number,
    syncState: syncState(change),
    changeId: change ? idOut(change.outboxId) : null,
    error: change?.error ?? null,
  };
}

/** An expense with its sync state and, when rejected, the remote's reason. */
export function expenseView(e: ExpenseView, change: RecordChange | undefined): ExpenseViewT {
  return {
    id: idOut(e.id),
    accountId: idOut(e.account_id),
    projectId: idOut(e.project_id),
    projectName: e.project_name,
    contractLineId: optIdOut(e.contract_line_id),
    contractLineName: e.contract_line_name,
    date: e.expense_date,
    amountExVAT: unitsToText(e.amount_ex_vat, MONEY_SCALE),
    vatAmount: e.vat_amount === null ? null : unitsToText(e.vat_amount, MONEY_SCALE),
    totalAmount: unitsToText(e.total_amount, MONEY_SCALE),
    description: e.description,
    invoiceNumber: e.invoice_number,
    syncState: syncState(change),
    changeId: change ? idOut(change.outboxId) : null,
    error: change?.error ?? null,
    currency: e.currency ?? null,
  };
}

/** An invoice summary (no PDF) as the renderer sees it. */
export function invoiceSummaryView(
  i: InvoiceSummaryRow,
  change: RecordChange | undefined,
): InvoiceSummaryViewT {
  return {
    id: idOut(i.id),
    number: i.number,
    name: i.name,
    status: i.status,
    date: i.invoice_date,
    dueDate: i.due_date,
    customerName: i.customer_name,
    currency: i.currency_code,
    totalExVAT: money(i.total_ex),
    totalIncVAT: money(i.total_inc),
    externalId: i.external_id,
    hasPdf: i.has_pdf === 1,
    syncState: syncState(change),
  };
}

/** A plan with its task lists, tasks and assignees. */
export function planView(p: PlanTree): PlanViewT {
  return {
    id: idOut(p.id),
    name: p.name,
    stage: p.stage,
    startDate: p.start_date,
    endDate: p.end_date,
    projectId: idOut(p.project_id),
    taskLists: p.task_lists.map((l) => ({
      name: l.name,
      tasks: l.tasks.map((t) => ({
        id: idOut(t.id),
        title: t.title,
        description: t.description,
        status: t.status,
        priority: t.priority,
        dueDate: t.due_date,
        startDate: t.start_date,
        milestone: t.is_milestone === 1,
        effortHours: optHours(t.effort),
        hoursBooked: hours(t.hours_booked),
        assignees: t.assignees.map((a) => ({
          id: idOut(a.account_id),
          name: a.account_name,
          email: a.account_email,
        })),
      })),
    })),
  };
}

/** A queued change as the sync center shows it. */
export function changeView(o: OutboxRow): ChangeViewT {
  return {
    id: idOut(o.id),
    endpoint: o.endpoint,
    entity: o.entity,
    recordId: idOut(o.local_id),
    state: o.state,
    attempts: o.attempts,
    error: o.last_error,
    blocked: isBlocked(o),
    createdAt: o.created_at,
    updatedAt: o.updated_at,
  };
}
