import type { ExpenseViewT, TimesheetViewT } from '../../../shared/app/views';
import { coreI18n } from '../i18n';

/** How a sync state reads in a table: the state, and the remote's reason for a rejection. */
export function stateText(v: { syncState: string; error: string | null }): string {
  return v.syncState === 'rejected'
    ? coreI18n.t('cli:rejectedReason', { reason: v.error ?? coreI18n.t('cli:noReason') })
    : v.syncState;
}

/** A timesheet as the CLI prints it in --json. */
export function timesheetJson(t: TimesheetViewT) {
  return {
    id: t.id,
    state: t.syncState,
    change: t.changeId,
    error: t.error,
    project: t.projectId,
    projectName: t.projectName,
    contractLine: t.contractLineId,
    role: t.roleId,
    from: t.from,
    to: t.to,
    hours: t.hours,
    description: t.description,
    approvedByPM: t.approvedByPM,
    invoiceNumber: t.invoiceNumber,
  };
}

/** An expense as the CLI prints it in --json. */
export function expenseJson(e: ExpenseViewT) {
  return {
    id: e.id,
    state: e.syncState,
    change: e.changeId,
    error: e.error,
    project: e.projectId,
    projectName: e.projectName,
    contractLine: e.contractLineId,
    date: e.date,
    amountExVAT: e.amountExVAT,
    vatAmount: e.vatAmount,
    totalAmount: e.totalAmount,
    description: e.description,
    invoiceNumber: e.invoiceNumber,
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
