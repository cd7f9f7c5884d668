import { ownLocalCells, type OwnCell } from './own-hours';
import type { ReadyViewT, ReviewEntryViewT } from '../../../../shared/app/channels/review';
import { localDate } from '../../../../shared/app/entry-time';
import { HOURS_SCALE, MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import type { ProjectTimesheetRow } from '../../db/repositories/project-entries';
import {
  accountNames,
  reviewedProjects,
  teamTimesheets,
  uninvoicedExpenses,
  uninvoicedTimesheets,
} from '../../db/repositories/review';
import { csvDecimal, toCsv } from '../../reports/csv';
import { hours, money } from '../views';
import { approvalOf, invoiceOf, valueUnits } from './states';
import { weekSpan } from './team-week';

/*
 * Ready to invoice (issue 14, point 3): per reviewed project, the hours approved by PM and TL and
 * not on an invoice yet with their value (hours x SalesRate, exact, in the project currency), what
 * waits for the PM and for the TL, and the oldest waiting entry; expenses not invoiced apart (the
 * API shows no approval of an expense). Sums in exact units; currencies never mixed.
 */

interface Sum {
  count: number;
  hours: bigint;
  value: bigint;
  unrated: bigint;
}

const zero = (): Sum => ({ count: 0, hours: 0n, value: 0n, unrated: 0n });

function add(s: Sum, t: ProjectTimesheetRow): void {
  s.count += 1;
  s.hours += t.hours;
  if (t.sales_rate === null) s.unrated += t.hours;
  else s.value += valueUnits(t.hours, t.sales_rate);
}

const view = (s: Sum) => ({
  count: s.count,
  hours: hours(s.hours),
  value: money(s.value),
  unratedHours: hours(s.unrated),
});

/** The ready-to-invoice view of the projects the user reviews. */
export function readyToInvoice(db: Db, me: bigint | null): ReadyViewT {
  const projects = reviewedProjects(db, me);
  const ids = projects.map((p) => p.id);
  const sums = new Map(
    ids.map((id) => [id, { ready: zero(), pm: zero(), tl: zero(), oldest: null as string | null }]),
  );
  for (const t of uninvoicedTimesheets(db, ids)) {
    const s = sums.get(t.project_id);
    if (!s) continue;
    const approval = approvalOf(t);
    if (approval === 'approved') add(s.ready, t);
    else {
      add(approval === 'pm' ? s.tl : s.pm, t);
      if (s.oldest === null || t.date_from < s.oldest) s.oldest = t.date_from;
    }
  }
  const expenses = new Map<bigint, { count: number; ex: bigint; total: bigint }>();
  for (const x of uninvoicedExpenses(db, ids)) {
    const e = expenses.get(x.project_id) ?? { count: 0, ex: 0n, total: 0n };
    e.count += 1;
    e.ex += x.amount_ex_vat;
    e.total += x.total_amount;
    expenses.set(x.project_id, e);
  }
  const totals = new Map<string, { hours: bigint; value: bigint; expenses: bigint }>();
  const out = projects.map((p) => {
    const s = sums.get(p.id) ?? { ready: zero(), pm: zero(), tl: zero(), oldest: null };
    const e = expenses.get(p.id) ?? { count: 0, ex: 0n, total: 0n };
    const t = totals.get(p.currency_code) ?? { hours: 0n, value: 0n, expenses: 0n };
    t.hours += s.ready.hours;
    t.value += s.ready.value;
    t.expenses += e.ex;
    totals.set(p.currency_code, t);
    return {
      id: String(p.id),
      name: p.name,
      currency: p.currency_code,
      ready: view(s.ready),
      waitingPm: view(s.pm),
      waitingTl: view(s.tl),
      oldestWaiting: s.oldest,
      expenses: { count: e.count, amountExVat: money(e.ex), total: money(e.total) },
      pulledAt: p.pulled_at,
    };
  });
  return {
    projects: out,
    // Only currencies with something to invoice (no "0 h ready, £0.00" lines).
    totals: [...totals.entries()]
      .filter(([, t]) => t.hours !== 0n || t.value !== 0n || t.expenses !== 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        readyHours: hours(t.hours),
        readyValue: money(t.value),
        expenses: money(t.expenses),
      })),
  };
}

/** One team entry as the drill-down shows it. */
export function entryView(t: ProjectTimesheetRow | OwnCell): ReviewEntryViewT {
  return {
    id: String(t.id),
    projectId: String(t.project_id),
    accountId: String(t.account_id),
    accountName: t.account_name?.trim() || `Account ${t.account_id}`,
    date: localDate(t.date_from),
    from: t.date_from,
    to: t.date_to,
    hours: hours(t.hours),
    description: t.description,
    contractLineName: t.contract_line_name,
    roleName: t.role_name,
    rate: t.sales_rate === null ? null : money(t.sales_rate),
    value: t.sales_rate === null ? null : money(valueUnits(t.hours, t.sales_rate)),
    approval: approvalOf(t),
    invoice: invoiceOf(t.invoice_number),
    invoiceNumber: invoiceOf(t.invoice_number) === 'none' ? null : t.invoice_number,
    unsynced: 'unsynced' in t && t.unsynced === true,
  };
}

/** The entries of a reviewed project's week, of one consultant or one day when given. */
export function reviewEntries(
  db: Db,
  me: bigint | null,
  req: { weekStart: string; projectId: bigint; accountId?: bigint; date?: string },
): ReviewEntryViewT[] {
  if (!reviewedProjects(db, me).some((p) => p.id === req.projectId)) return [];
  const { from, to } = weekSpan(req.weekStart);
  // With the user's own entries the team copies lack yet, as the week counts them (own-hours.ts).
  const own = ownLocalCells(db, me, [req.projectId], from, to);
  return [...teamTimesheets(db, [req.projectId], from, to), ...own]
    .filter((t) => req.accountId === undefined || t.account_id === req.accountId)
    .filter((t) => req.date === undefined || localDate(t.date_from) === req.date)
    .map(entryView);
}

/** The ready-to-invoice timesheets (one row each) and uninvoiced expenses as CSV for finance. */
export function readyCsv(db: Db, me: bigint | null, today: string) {
  // An expense read record carries no account name: the name the account has elsewhere here.
  const names = accountNames(db);
  const projects = reviewedProjects(db, me);
  const byId = new Map(projects.map((p) => [p.id, p]));
  const ids = projects.map((p) => p.id);
  const header = [
    'Kind',
    'Project',
    'Project number',
    'Currency',
    'Consultant',
    'Date',
    'Hours',
    'Rate',
    'Value',
    'Amount ex VAT',
    'Contract line',
    'Role',
    'Description',
    'Entry id',
  ];
  const rows: string[][] = [];
  for (const t of uninvoicedTimesheets(db, ids)) {
    if (approvalOf(t) !== 'approved') continue;
    const p = byId.get(t.project_id);
    rows.push([
      'Timesheet',
      p?.name ?? '',
      p?.project_number ?? '',
      p?.currency_code ?? '',
      t.account_name ?? names.get(t.account_id) ?? `Account ${t.account_id}`,
      localDate(t.date_from),
      csvDecimal(t.hours, HOURS_SCALE, 2),
      t.sales_rate === null ? '' : csvDecimal(t.sales_rate, MONEY_SCALE, 2),
      t.sales_rate === null ? '' : csvDecimal(valueUnits(t.hours, t.sales_rate), MONEY_SCALE, 2),
      '',
      t.contract_line_name ?? '',
      t.role_name ?? '',
      t.description ?? '',
      String(t.id),
    ]);
  }
  for (const x of uninvoicedExpenses(db, ids)) {
    const p = byId.get(x.project_id);
    rows.push([
      'Expense',
      p?.name ?? '',
      p?.project_number ?? '',
      p?.currency_code ?? '',
      x.account_name ?? names.get(x.account_id) ?? `Account ${x.account_id}`,
      x.expense_date.slice(0, 10),
      '',
      '',
      '',
      csvDecimal(x.amount_ex_vat, MONEY_SCALE, 2),
      x.contract_line_name ?? '',
      '',
      x.description ?? '',
      String(x.id),
    ]);
  }
  return { fileName: `ready-to-invoice-${today}.csv`, content: toCsv(header, rows), rows: rows.length };
}
