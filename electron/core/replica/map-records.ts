import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import { toUnitsRounded } from '../../../shared/decimal';
import type { InvoiceReadT, PlanReadT, ProjectManagerReadT } from '../../../shared/psa/resources';
import type { AccountRow } from '../db/repositories/accounts';
import type { InvoiceLineWithDetails, InvoiceRow, InvoiceStatusValue } from '../db/repositories/invoices';
import type { PlanTree } from '../db/repositories/plans';

/* Remote plans, invoices and project managers -> local rows (see map.ts for the others). */

/** Pulled decimals (exact text) as stored units: money at 8 decimals, hours at 4. */
const money = (v: string | null | undefined): bigint | null =>
  v == null ? null : toUnitsRounded(v, MONEY_SCALE);
const money0 = (v: string | null | undefined): bigint => money(v) ?? 0n;
const hours = (v: string | null | undefined): bigint | null =>
  v == null ? null : toUnitsRounded(v, HOURS_SCALE);
const STATUSES: readonly string[] = ['Draft', 'Approved', 'Sent', 'Paid', 'Void'];
const PRIORITIES: readonly string[] = ['None', 'Low', 'Medium', 'High'];
const TASK_STATUSES: readonly string[] = ['To_Do', 'In_Progress', 'Done'];

/** A pulled project manager as an account row (no Admin or API rights are implied). */
export function projectManagerRow(r: ProjectManagerReadT): AccountRow {
  return {
    id: r.ObjectID,
    name: r.Name ?? `Account ${r.ObjectID}`,
    email: r.Email ?? `account-${r.ObjectID}@unknown.invalid`,
    business_unit_id: null,
    is_admin: 0,
    api_enabled: 0,
    is_project_manager: 1,
  };
}

/** A pulled plan with its task lists, tasks and assignees. */
export function planTree(p: PlanReadT): PlanTree {
  return {
    id: p.PlanID,
    name: p.PlanName ?? '',
    crm_deal_id: p.CrmDealID ?? null,
    stage: p.PlanStage ?? '',
    start_date: p.StartDate ?? null,
    end_date: p.EndDate ?? null,
    // PSOhub's "ProjectID": 0 on a plan is no project (decision 26); stored as 0 like before.
    project_id: p.ProjectID ?? 0n,
    task_lists: p.TaskLists.map((l, i) => ({
      name: l.TaskListName ?? '',
      position: i + 1,
      tasks: l.Tasks.map((t, j) => ({
        id: t.TaskID,
        title: t.Title ?? '',
        description: t.Description ?? null,
        due_date: t.DueDate ?? null,
        start_date: t.StartDate ?? null,
        priority: t.Priority && PRIORITIES.includes(t.Priority) ? t.Priority : 'None',
        order_number: t.OrderNumber ?? j + 1,
        status: t.Status && TASK_STATUSES.includes(t.Status) ? t.Status : 'To_Do',
        is_milestone: t.IsMileStone ? 1 : 0,
        effort: hours(t.EffortInHours),
        hours_booked: hours(t.HoursBooked) ?? 0n,
        assignees: t.AssignedTo.map((a) => ({
          account_id: a.AccountID,
          account_name: a.AccountName ?? null,
          account_email: a.AccountEmail ?? null,
        })),
      })),
    })),
  };
}

/**
 * A pulled invoice as a row with its lines; the PDF decoded from base64. What the remote leaves
 * out of the fields the spec does not show (ExternalID, ProjectID) and the PDF keeps the
 * replica's copy `prev`.
 */
export function invoiceRows(
  i: InvoiceReadT,
  baseCurrency: string,
  prev?: InvoiceRow,
): { row: InvoiceRow; lines: InvoiceLineWithDetails[] } {
  const status =
    (i.InvoiceStatus && STATUSES.find((s) => s.toLowerCase() === i.InvoiceStatus?.toLowerCase())) ?? 'Draft';
  const row: InvoiceRow = {
    id: i.InvoiceID,
    number: i.InvoiceNumber || null,
    name: i.InvoiceName ?? '',
    invoice_date: i.InvoiceDate ?? null,
    due_date: i.InvoiceDueDate ?? null,
    note: i.InvoiceNote ?? null,
    status: status as InvoiceStatusValue,
    project_id: i.ProjectID === undefined ? (prev?.project_id ?? null) : i.ProjectID,
    customer_id: i.CustomerID ?? null,
    customer_name: i.CustomerName ?? null,
    contact_id: i.InvoiceContactID ?? null,
    contact_name: i.InvoiceContactName ?? null,
    contact_email: i.InvoiceContactEmail ?? null,
    currency_code: i.InvoiceCurrencyCode ?? baseCurrency,
    total_ex: money0(i.TotalAmountExVAT),
    total_inc: money0(i.TotalAmountIncVAT),
    total_ex_base: money0(i.TotalAmountExVATBaseCurrency),
    total_inc_base: money0(i.TotalAmountIncVATBase),
    external_id: i.ExternalID === undefined ? (prev?.external_id ?? null) : i.ExternalID,
    pdf: i.InvoicePDF
      ? new Uint8Array(Buffer.from(i.InvoicePDF, 'base64'))
      : i.InvoicePDF === undefined
        ? (prev?.pdf ?? null)
        : null,
  };
  const lines: InvoiceLineWithDetails[] = i.InvoiceLines.map((l) => ({
    line: {
      line_number: l.LineNumber ?? null,
      name: l.LineName ?? null,
      description: l.LineDescription ?? l.Description ?? null,
      gl_account: l.GLAccount ?? null,
      tax_percentage: money(l.TaxPercentage),
      tax_name: l.TaxName ?? null,
      tax_code: l.TaxCode ?? null,
      total_ex: money0(l.TotalAmountExVAT),
      total_inc: money0(l.TotalAmountIncVAT),
      total_ex_base: money0(l.TotalAmountExVATBaseCurrency),
      total_inc_base: money0(l.TotalAmountIncVATBaseCurrency),
    },
    details: (l.InvoiceDetailLines ?? []).map((d) => ({
      account_id: d.AccountID ?? null,
      account_name: d.AccountName ?? null,
      business_unit: d.BusinessUnit ?? null,
      date: d.Date ?? null,
      description: d.Description ?? null,
      hours: hours(d.AmountOfHours),
      rate: money(d.Rate),
      rate_base: money(d.RateBase),
      total: money0(d.TotalAmount),
      total_base: money0(d.TotalAmountBase),
    })),
  }));
  return { row, lines };
}
