import { unitsToNumber } from '../../../shared/decimal';
import { MONEY_SCALE } from '../../../shared/psa/scalars';
import type { ExpensesByMonthViewT } from '../../../shared/app/channels/reports';
import type { MonthCurrencyExpenses } from '../db/repositories/reports';
import { monthsBetween } from './calendar';

/** Money units as a number, for display only (sums stay in units). */
const money = (units: bigint): number => unitsToNumber(units, MONEY_SCALE);

interface Sums {
  count: number;
  ex: bigint;
  total: bigint;
  unsyncedCount: number;
  unsyncedTotal: bigint;
}

function view(currency: string, s: Sums) {
  // VAT is what the total adds to the amount: an expense without a VAT amount has none beyond it.
  return {
    currency,
    count: s.count,
    amountExVAT: money(s.ex),
    vat: money(s.total - s.ex),
    total: money(s.total),
    unsyncedCount: s.unsyncedCount,
    unsyncedTotal: money(s.unsyncedTotal),
  };
}

/**
 * Expenses per month of [from, to] and per currency (amounts in different currencies are never
 * added up), every month of the range included; exact sums of money units, with the count and
 * total of the expenses not synced yet.
 */
export function expensesByMonth(
  rows: readonly MonthCurrencyExpenses[],
  from: string,
  to: string,
): ExpensesByMonthViewT {
  const byMonth = new Map(monthsBetween(from, to).map((m) => [m, new Map<string, Sums>()]));
  const totals = new Map<string, Sums>();
  for (const r of rows) {
    const month = byMonth.get(r.month);
    if (!month) continue;
    const currency = r.currency || '?';
    const add = (map: Map<string, Sums>) => {
      const s = map.get(currency) ?? { count: 0, ex: 0n, total: 0n, unsyncedCount: 0, unsyncedTotal: 0n };
      map.set(currency, {
        count: s.count + r.count,
        ex: s.ex + r.amount_ex_vat,
        total: s.total + r.total_amount,
        unsyncedCount: s.unsyncedCount + (r.unsynced ? r.count : 0),
        unsyncedTotal: s.unsyncedTotal + (r.unsynced ? r.total_amount : 0n),
      });
    };
    add(month);
    add(totals);
  }
  const currencies = [...totals.keys()].sort();
  return {
    currencies,
    months: [...byMonth.entries()].map(([month, sums]) => ({
      month,
      byCurrency: currencies.filter((c) => sums.has(c)).map((c) => view(c, sums.get(c) as Sums)),
    })),
    totals: currencies.map((c) => view(c, totals.get(c) as Sums)),
  };
}
