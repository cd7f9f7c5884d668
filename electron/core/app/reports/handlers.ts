import type { reportChannels } from '../../../../shared/app/channels/reports';
import type { Db } from '../../db/connection';
import { expensesPerMonthAndCurrency, hoursPerDayAndProject } from '../../db/repositories/reports';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { addDays, monthBounds } from '../../reports/calendar';
import { expensesByMonth } from '../../reports/expenses';
import { hoursByWeek, utilization } from '../../reports/hours';
import { isoDay } from '../projects/card';
import type { CoreContext, HandlersOf } from '../types';

/**
 * Exact instants of the inclusive day range [from, to], ending with `today` at the latest: reports
 * count what was done, never entries dated in the future (issue 13).
 */
function dayBounds(db: Db, from: string, to: string, today: string) {
  const last = to < today ? to : today;
  return {
    accountId: signedInAccount(db),
    fromInclusive: `${from}T00:00:00.000Z`,
    toExclusive: `${addDays(last, 1)}T00:00:00.000Z`,
  };
}

/** The core's handlers of the reports channels (shared/app/channels/reports.ts). */
export function reportHandlers(ctx: CoreContext): HandlersOf<keyof typeof reportChannels> {
  const db = ctx.r.db;
  const today = () => isoDay(ctx.r.now());
  return {
    'reports:hoursByWeek': async ({ from, to }) =>
      hoursByWeek(hoursPerDayAndProject(db, dayBounds(db, from, to, today())), from, to),
    'reports:utilization': async ({ month }) => {
      const { first, last } = monthBounds(month);
      return utilization(hoursPerDayAndProject(db, dayBounds(db, first, last, today())), month);
    },
    'reports:expensesByMonth': async ({ from, to }) =>
      expensesByMonth(expensesPerMonthAndCurrency(db, dayBounds(db, from, to, today())), from, to),
  };
}
