import type { ExpenseReportPeriodT } from '../../../../shared/app/channels/expense-report';
import type { SyncStateT } from '../../../../shared/app/views';
import { formatDayRange, formatMonth } from '../../../../shared/dates-display';
import { coreLocale } from '../../i18n';
import { rt } from './texts';
import { RECEIPT_MEDIA_TYPES, type ReceiptMediaType } from '../../../../shared/receipts';
import { getAccount } from '../../db/repositories/accounts';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { listExpenseViews } from '../../db/repositories/expenses';
import { listReceipts } from '../../db/repositories/receipts';
import { projectCurrencies } from '../../db/repositories/reports';
import { signedInAccount } from '../../db/repositories/sync-meta';
import type { Db } from '../../db/connection';
import { withDetails } from '../expenses/categories';
import { entryBound } from '../lookup';
import { expenseView } from '../views';
import { zipEntryNames } from './names';

/*
 * What the monthly expense report shows, read once from the store: the signed-in account's
 * expenses dated in the period (calendar days, as the API keeps them), with their category's
 * calculation, exact amounts (money units of 10^-8), currency and receipts. No file is read here.
 */

/** The expense categories in the order the report lists them, with their headings. */
export const CATEGORY_LABEL = { amount: 'Amounts', mileage: 'Mileage', perDiem: 'Per diem' } as const;
export type ReportCategory = keyof typeof CATEGORY_LABEL;

/** A receipt of the report, numbered R1, R2 ... in the order the PDF shows them. */
export interface ReportReceipt {
  id: bigint;
  ref: string;
  name: string;
  mediaType: ReceiptMediaType;
  sha256: string;
  size: number;
  addedAt: string;
  /** Its name in the receipts ZIP (safe and unique). */
  zipName: string;
}

/** An expense line of the report. */
export interface ReportExpense {
  id: string;
  date: string;
  project: string;
  currency: string;
  category: ReportCategory;
  /** The category's calculation ("142 km × 2 × 0.23 = 65.32"); empty for a plain amount. */
  detail: string;
  description: string;
  ex: bigint;
  vat: bigint;
  total: bigint;
  syncState: SyncStateT;
  receipts: ReportReceipt[];
}

/** The report's data: who, which days, the expenses by date. */
export interface ReportData {
  consultant: string;
  from: string;
  to: string;
  /** "October 2026" or "1 – 14 Oct 2026". */
  periodLabel: string;
  /** For file names: "2026-10" or "2026-10-01_2026-10-14". */
  periodSlug: string;
  expenses: ReportExpense[];
}

/** The first and last day of a period. */
export function periodDays(p: ExpenseReportPeriodT): { from: string; to: string; month: string | null } {
  if (p.month === undefined) return { from: p.from ?? '', to: p.to ?? '', month: null };
  const [y, m] = p.month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${p.month}-01`, to: `${p.month}-${String(last).padStart(2, '0')}`, month: p.month };
}

const mediaType = (t: string): ReceiptMediaType =>
  (RECEIPT_MEDIA_TYPES as readonly string[]).includes(t) ? (t as ReceiptMediaType) : 'application/pdf';

/** Reads the report's expenses and receipts for the signed-in account (every account when none). */
export function reportData(db: Db, period: ExpenseReportPeriodT): ReportData {
  const { from, to, month } = periodDays(period);
  const accountId = signedInAccount(db);
  const rows = listExpenseViews(db, {
    accountId,
    fromInclusive: entryBound(from, 'from'),
    toExclusive: entryBound(to, 'to'),
    limit: 100_000,
  });
  const changes = openChangesByRecord(db, 'expenses');
  // The contract's views carry the category details (only those still true to the amounts).
  const views = withDetails(
    db,
    rows.map((e) => expenseView(e, changes.get(e.id))),
  );
  const currencies = projectCurrencies(db);
  const receipts = listReceipts(
    db,
    rows.map((e) => e.id),
  );
  const expenses = rows.map((e, i): ReportExpense => {
    const details = views[i]?.details ?? null;
    return {
      id: String(e.id),
      date: e.expense_date.slice(0, 10),
      project: e.project_name ?? `Project ${String(e.project_id)}`,
      currency: currencies.get(e.project_id) ?? '?',
      category: details?.category ?? 'amount',
      detail: details?.calculation ?? '',
      description: e.description ?? '',
      ex: e.amount_ex_vat,
      // An expense without a VAT amount has the VAT its total adds to the amount (as the reports).
      vat: e.vat_amount ?? e.total_amount - e.amount_ex_vat,
      total: e.total_amount,
      syncState: views[i]?.syncState ?? 'synced',
      receipts: [],
    };
  });
  const byId = new Map(expenses.map((x) => [x.id, x]));
  const ordered = orderForReport(expenses);
  const rank = new Map(ordered.map((x, i) => [x.id, i]));
  const sorted = [...receipts].sort(
    (a, b) => (rank.get(String(a.expense_id)) ?? 0) - (rank.get(String(b.expense_id)) ?? 0),
  );
  const names = zipEntryNames(
    sorted.map((r) => {
      const x = byId.get(String(r.expense_id));
      return {
        date: x?.date ?? from,
        project: x?.project ?? '',
        name: r.name,
        sha256: r.sha256,
        mediaType: r.media_type,
      };
    }),
  );
  sorted.forEach((r, i) => {
    byId.get(String(r.expense_id))?.receipts.push({
      id: r.id,
      ref: `R${i + 1}`,
      name: r.name,
      mediaType: mediaType(r.media_type),
      sha256: r.sha256,
      size: r.size,
      addedAt: r.added_at,
      zipName: names[i] ?? r.sha256,
    });
  });
  const account = accountId === undefined ? undefined : getAccount(db, accountId);
  return {
    consultant: account?.name ?? rows[0]?.account_name ?? rt('thisDevice'),
    from,
    to,
    periodLabel: month
      ? formatMonth(month, { locale: coreLocale() })
      : formatDayRange(from, to, coreLocale()),
    periodSlug: month ?? `${from}_${to}`,
    expenses: ordered,
  };
}

const CATEGORY_ORDER = Object.keys(CATEGORY_LABEL) as ReportCategory[];

/** The expenses as the report lists them: by project name, then category, then date. */
function orderForReport(expenses: readonly ReportExpense[]): ReportExpense[] {
  return [...expenses].sort(
    (a, b) =>
      a.project.localeCompare(b.project) ||
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      a.date.localeCompare(b.date) ||
      a.id.localeCompare(b.id),
  );
}

/** Exact sums of money units per currency, in currency order. */
export function totalsByCurrency(
  expenses: readonly ReportExpense[],
): { currency: string; count: number; ex: bigint; vat: bigint; total: bigint }[] {
  const sums = new Map<string, { count: number; ex: bigint; vat: bigint; total: bigint }>();
  for (const x of expenses) {
    const s = sums.get(x.currency) ?? { count: 0, ex: 0n, vat: 0n, total: 0n };
    sums.set(x.currency, {
      count: s.count + 1,
      ex: s.ex + x.ex,
      vat: s.vat + x.vat,
      total: s.total + x.total,
    });
  }
  return [...sums.keys()].sort().map((currency) => ({ currency, ...sums.get(currency)! }));
}
