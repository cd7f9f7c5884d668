import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import { unitsToText } from '../../../shared/decimal';
import type { EntryWithState } from '../db/repositories/replica';
import type { TimesheetRow } from '../db/repositories/timesheets';
import type { ExpenseRow } from '../db/repositories/expenses';

/** How a sync state reads in a table: the state, and the remote's reason for a rejection. */
export function stateText(s: EntryWithState | undefined): string {
  if (!s) return 'synced';
  return s.state === 'rejected' ? `rejected: ${s.error ?? 'no reason given'}` : s.state;
}

/** A timesheet as the CLI prints it in --json. */
export function timesheetJson(t: TimesheetRow, s: EntryWithState | undefined) {
  return {
    id: t.id,
    state: s?.state ?? 'synced',
    change: s?.outbox_id ?? null,
    error: s?.error ?? null,
    project: t.project_id,
    projectName: t.project_name,
    contractLine: t.contract_line_id,
    role: t.role_id,
    from: t.date_from,
    to: t.date_to,
    hours: Number(unitsToText(t.hours, HOURS_SCALE)),
    description: t.description,
    approvedByPM: t.approved_pm_at !== null,
    invoiceNumber: t.invoice_number,
  };
}

/** An expense as the CLI prints it in --json. */
export function expenseJson(e: ExpenseRow, s: EntryWithState | undefined) {
  return {
    id: e.id,
    state: s?.state ?? 'synced',
    change: s?.outbox_id ?? null,
    error: s?.error ?? null,
    project: e.project_id,
    projectName: e.project_name,
    contractLine: e.contract_line_id,
    date: e.expense_date,
    amountExVAT: Number(unitsToText(e.amount_ex_vat, MONEY_SCALE)),
    vatAmount: e.vat_amount === null ? null : Number(unitsToText(e.vat_amount, MONEY_SCALE)),
    totalAmount: Number(unitsToText(e.total_amount, MONEY_SCALE)),
    description: e.description,
    invoiceNumber: e.invoice_number,
  };
}

/** Formats rows as an aligned text table. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
