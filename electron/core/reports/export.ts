import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import type { Db } from '../db/connection';
import { openChangesByRecord, type RecordChange } from '../db/repositories/app-lookups';
import { listExpenseViews } from '../db/repositories/expenses';
import { projectCurrencies } from '../db/repositories/reports';
import { listTimesheetViews } from '../db/repositories/timesheets';
import { localDate, localTime } from '../../../shared/app/entry-time';
import { entryBound } from '../app/lookup';
import { csvDate, csvDecimal, toCsv } from './csv';

/** More rows than any one person books in ten years; the export is never silently cut short. */
const EXPORT_LIMIT = 1_000_000;

export const TIMESHEET_COLUMNS = [
  'Date',
  'From',
  'To',
  'Hours',
  'Project ID',
  'Project',
  'Contract line',
  'Role',
  'Description',
  'Approved by PM',
  'Approved by TL',
  'Invoice',
  'Sync state',
] as const;

export const EXPENSE_COLUMNS = [
  'Date',
  'Project ID',
  'Project',
  'Contract line',
  'Description',
  'Currency',
  'Amount excl. VAT',
  'VAT',
  'Total',
  'Invoice',
  'Sync state',
] as const;

export interface CsvRange {
  accountId?: bigint | undefined;
  /** First and last day, inclusive (yyyy-mm-dd). */
  from: string;
  to: string;
}

export interface CsvFile {
  fileName: string;
  content: string;
  rows: number;
}

const yesNo = (v: unknown): string => (v ? 'yes' : 'no');
const state = (c: RecordChange | undefined): string => c?.state ?? 'synced';

/**
 * The instants of the range's days: local days for timesheets (the day an entry starts on, as the
 * grid shows it), calendar days (UTC midnight, as the API stores them) for expenses.
 */
function bounds(range: CsvRange, days: 'local' | 'calendar') {
  return {
    accountId: range.accountId,
    fromInclusive: entryBound(range.from, 'from', days),
    toExclusive: entryBound(range.to, 'to', days),
    limit: EXPORT_LIMIT,
  };
}

/** The signed-in account's timesheets starting in the range, oldest first, as a CSV file. */
export function timesheetsCsv(db: Db, range: CsvRange): CsvFile {
  const changes = openChangesByRecord(db, 'timesheets');
  const rows = listTimesheetViews(db, bounds(range, 'local')).map((t) => [
    localDate(t.date_from),
    localTime(t.date_from),
    localTime(t.date_to),
    csvDecimal(t.hours, HOURS_SCALE, 2),
    String(t.project_id),
    t.project_name ?? '',
    t.contract_line_name ?? (t.contract_line_id === null ? '' : String(t.contract_line_id)),
    t.role_name ?? (t.role_id === null ? '' : String(t.role_id)),
    t.description ?? '',
    yesNo(t.approved_pm_at),
    yesNo(t.approved_tl_at),
    t.invoice_number ?? '',
    state(changes.get(t.id)),
  ]);
  return {
    fileName: `timesheets_${range.from}_${range.to}.csv`,
    content: toCsv(TIMESHEET_COLUMNS, rows),
    rows: rows.length,
  };
}

/** The signed-in account's expenses dated in the range, oldest first, as a CSV file. */
export function expensesCsv(db: Db, range: CsvRange): CsvFile {
  const changes = openChangesByRecord(db, 'expenses');
  const currencies = projectCurrencies(db);
  const rows = listExpenseViews(db, bounds(range, 'calendar')).map((e) => [
    csvDate(e.expense_date),
    String(e.project_id),
    e.project_name ?? '',
    e.contract_line_name ?? (e.contract_line_id === null ? '' : String(e.contract_line_id)),
    e.description ?? '',
    currencies.get(e.project_id) ?? '',
    csvDecimal(e.amount_ex_vat, MONEY_SCALE, 2),
    e.vat_amount === null ? '' : csvDecimal(e.vat_amount, MONEY_SCALE, 2),
    csvDecimal(e.total_amount, MONEY_SCALE, 2),
    e.invoice_number ?? '',
    state(changes.get(e.id)),
  ]);
  return {
    fileName: `expenses_${range.from}_${range.to}.csv`,
    content: toCsv(EXPENSE_COLUMNS, rows),
    rows: rows.length,
  };
}
