import type { ExpenseTotalsViewT } from '../../../../shared/app/channels/expenses';
import { expenseGroups, type ExpenseGroupRow } from '../../db/repositories/expense-lookups';
import { getReplicaSetting, signedInAccount } from '../../db/repositories/sync-meta';
import { entryBound } from '../lookup';
import { compareNames } from '../name-order';
import type { CoreContext } from '../types';
import { money } from '../views';
import { unnamedIn } from '../../i18n/unnamed';
import { formatMonth } from '../../../../shared/dates-display';

interface Acc {
  key: string;
  label: string;
  currency: string;
  count: number;
  unsynced: number;
  ex: bigint;
  vat: bigint;
  total: bigint;
}

/** Adds a group's unit sums into the accumulator of `key` (exact: bigint units only). */
function add(map: Map<string, Acc>, key: string, label: string, currency: string, g: ExpenseGroupRow): void {
  let a = map.get(key);
  if (!a) map.set(key, (a = { key, label, currency, count: 0, unsynced: 0, ex: 0n, vat: 0n, total: 0n }));
  a.count += g.count;
  a.unsynced += g.unsynced;
  a.ex += g.amount_ex_vat;
  a.vat += g.vat_amount;
  a.total += g.total_amount;
}

function view(a: Acc): ExpenseTotalsViewT {
  return {
    key: a.key,
    label: a.label,
    currency: a.currency,
    count: a.count,
    unsynced: a.unsynced,
    amountExVAT: money(a.ex),
    vatAmount: money(a.vat),
    totalAmount: money(a.total),
  };
}

/**
 * Totals of the signed-in account's expenses per project (in its currency), per month and per
 * currency overall; months newest first, projects by name. Exact: sums of integer units.
 */
export function expenseSummary(ctx: CoreContext, from?: string, to?: string) {
  const accountId = signedInAccount(ctx.r.db);
  const groups =
    accountId === undefined
      ? []
      : expenseGroups(ctx.r.db, {
          accountId,
          fromInclusive: entryBound(from, 'from'),
          toExclusive: entryBound(to, 'to'),
        });
  const fallback = getReplicaSetting(ctx.r.db, 'base_currency') ?? 'EUR';
  const byProject = new Map<string, Acc>();
  const byMonth = new Map<string, Acc>();
  const overall = new Map<string, Acc>();
  for (const g of groups) {
    const currency = g.currency ?? fallback;
    const label = g.project_name ?? unnamedIn('project', g.project_id);
    add(byProject, String(g.project_id), label, currency, g);
    const monthLabel = formatMonth(g.month);
    add(byMonth, `${g.month} ${currency}`, monthLabel, currency, g);
    add(overall, currency, currency, currency, g);
  }
  const months = [...byMonth.values()].map((a) => ({ ...a, key: a.key.slice(0, 7) }));
  return {
    byProject: [...byProject.values()].sort((a, b) => compareNames(a.label, b.label)).map(view),
    byMonth: months
      .sort((a, b) => (a.key === b.key ? a.currency.localeCompare(b.currency) : a.key < b.key ? 1 : -1))
      .map(view),
    overall: [...overall.values()].sort((a, b) => a.currency.localeCompare(b.currency)).map(view),
  };
}
