import { divRound, sumUnits } from '../../../../shared/decimal';
import { vatAtRate } from '../../../../shared/expense-math';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { ExpenseView } from '../../db/repositories/expenses';
import type { InvoiceLineWithDetails } from '../../db/repositories/invoices';
import type { ContractLineRow } from '../../db/repositories/org';
import type { TimesheetView } from '../../db/repositories/timesheets';
import { timesheetAmountUnits } from './timesheets';

/*
 * The arithmetic of an invoice, on integer units only (decision 9): money and tax percentages in
 * units of 10^-8, hours 10^-4, currency rates 10^-6. Rates and expense amounts are billed exactly
 * as given; what the invoice computes (hours x rate, VAT, base-currency amounts) is rounded half
 * away from zero to cents. Every level satisfies inc = ex + vat, a line's ex is the sum of its
 * detail lines, and the invoice's totals are the sums of its lines, exactly.
 */

/** Units of 10^-6 of the base currency per unit of a currency: the currency rate's scale. */
const RATE_UNIT = 1_000_000n;
/** Money units in one cent. */
const CENT = 10n ** BigInt(MONEY_SCALE - 2);

/** A money amount (units of 10^-8) times a currency rate (units of 10^-6), rounded to cents. */
export function toBaseCents(units: bigint, rateToBase: number): bigint {
  return divRound(units * BigInt(rateToBase), RATE_UNIT * CENT) * CENT;
}

/** A rate (units of 10^-8) in the base currency, kept at 10^-8. */
export function rateToBaseUnits(units: bigint, rateToBase: number): bigint {
  return divRound(units * BigInt(rateToBase), RATE_UNIT);
}

/** VAT of an amount ex VAT at a tax percentage (both units of 10^-8), rounded to cents. */
export function vatCents(exUnits: bigint, taxUnits: bigint): bigint {
  return vatAtRate(exUnits, taxUnits);
}

/** Totals of an invoice or of one line, in units of 10^-8. */
export interface Totals {
  total_ex: bigint;
  total_inc: bigint;
  total_ex_base: bigint;
  total_inc_base: bigint;
}

/** One computed line with its detail lines and the entries it bills. */
export interface BuiltLine extends InvoiceLineWithDetails {
  timesheetIds: bigint[];
  expenseIds: bigint[];
}

/** The computed invoice body: lines in contract order and totals equal to the sums of the lines. */
export interface BuiltInvoice {
  lines: BuiltLine[];
  totals: Totals;
}

interface Group {
  line: ContractLineRow | undefined;
  name: string;
  timesheets: TimesheetView[];
  expenses: ExpenseView[];
}

function groupKey(contractLineId: bigint | null): string {
  return contractLineId === null ? 'none' : String(contractLineId);
}

/**
 * Builds an invoice's lines from entries: one line per contract line (number group.line, name
 * and tax of the contract line), one detail line per entry; timesheets bill hours x their sales
 * rate (rounded to cents), expenses their amount ex VAT. Base amounts use `rateToBase` (10^-6).
 */
export function buildInvoice(
  timesheets: readonly TimesheetView[],
  expenses: readonly ExpenseView[],
  lookupLine: (id: bigint) => ContractLineRow | undefined,
  rateToBase: number,
): BuiltInvoice {
  const groups = new Map<string, Group>();
  const group = (id: bigint | null, fallbackName: string | null): Group => {
    const key = groupKey(id);
    let g = groups.get(key);
    if (!g) {
      const line = id === null ? undefined : lookupLine(id);
      g = { line, name: line?.name ?? fallbackName ?? 'Other', timesheets: [], expenses: [] };
      groups.set(key, g);
    }
    return g;
  };
  for (const t of timesheets) group(t.contract_line_id, t.contract_line_name).timesheets.push(t);
  for (const e of expenses) group(e.contract_line_id, e.contract_line_name).expenses.push(e);

  const ordered = [...groups.values()].sort(
    (a, b) =>
      (a.line?.group_number ?? 1e9) - (b.line?.group_number ?? 1e9) ||
      (a.line?.line_number ?? 1e9) - (b.line?.line_number ?? 1e9) ||
      compareIds(a.line?.id, b.line?.id),
  );
  const lines = ordered.map((g) => buildLine(g, rateToBase));
  const sum = (k: keyof Totals) => sumUnits(lines.map((l) => l.line[k]));
  return {
    lines,
    totals: {
      total_ex: sum('total_ex'),
      total_inc: sum('total_inc'),
      total_ex_base: sum('total_ex_base'),
      total_inc_base: sum('total_inc_base'),
    },
  };
}

/** Orders ids ascending, a missing one (entries without a contract line) last. */
function compareIds(a: bigint | undefined, b: bigint | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a < b ? -1 : 1;
}

function buildLine(g: Group, fx: number): BuiltLine {
  const timeDetails = g.timesheets.map((t) => {
    const total = timesheetAmountUnits(t.hours, t.sales_rate) ?? 0n;
    return {
      account_id: t.account_id,
      account_name: t.account_name,
      business_unit: t.business_unit_name,
      date: t.date_from,
      description: t.description ?? t.role_name,
      hours: t.hours,
      rate: t.sales_rate ?? 0n,
      rate_base: rateToBaseUnits(t.sales_rate ?? 0n, fx),
      total,
      total_base: toBaseCents(total, fx),
    };
  });
  const expenseDetails = g.expenses.map((e) => ({
    account_id: e.account_id,
    account_name: e.account_name,
    business_unit: e.business_unit_name,
    date: e.expense_date,
    description: e.description,
    hours: null,
    rate: null,
    rate_base: null,
    total: e.amount_ex_vat,
    total_base: toBaseCents(e.amount_ex_vat, fx),
  }));
  const details = [...timeDetails, ...expenseDetails];
  const tax = g.line?.tax_percentage ?? 0n;
  const ex = sumUnits(details.map((d) => d.total));
  const exBase = sumUnits(details.map((d) => d.total_base));
  const vat = vatCents(ex, tax);
  const vatBase = toBaseCents(vat, fx);
  const line = g.line;
  return {
    line: {
      line_number: line ? `${line.group_number}.${line.line_number}` : null,
      name: g.name,
      description: line?.description ?? g.name,
      gl_account: line?.gl_account ?? null,
      tax_percentage: line ? line.tax_percentage : null,
      tax_name: line?.tax_name ?? null,
      tax_code: line?.tax_code ?? null,
      total_ex: ex,
      total_inc: ex + vat,
      total_ex_base: exBase,
      total_inc_base: exBase + vatBase,
    },
    details,
    timesheetIds: g.timesheets.map((t) => t.id),
    expenseIds: g.expenses.map((e) => e.id),
  };
}
