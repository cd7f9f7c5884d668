import type { reportChannels } from '../../../../shared/app/channels/reports';
import type { Db } from '../../db/connection';
import { expensesPerMonthAndCurrency, hoursPerDayAndProject } from '../../db/repositories/reports';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { addDays, monthBounds } from '../../reports/calendar';
import { expensesByMonth } from '../../reports/expenses';
import { hoursByWeek, utilization } from '../../reports/hours';
import type { CoreContext, HandlersOf } from '../types';

/** Exact instants of the inclusive day range [from, to]. */
function dayBounds(db: Db, from: string, to: string) {
  return {
    accountId: signedInAccount(db),
    fromInclusive: `${from}T00:00:00.000Z`,
    toExclusive: `${addDays(to, 1)}T00:00:00.000Z`,
  };
}

/** The core's handlers of the reports channels (shared/app/channels/reports.ts). */
export function reportHandlers(ctx: CoreContext): HandlersOf<keyof typeof reportChannels> {
  const db = ctx.r.db;
  return {
    'reports:hoursByWeek': async ({ from, to }) =>
      hoursByWeek(hoursPerDayAndProject(db, dayBounds(db, from, to)), from, to),
    'reports:utilization': async ({ month }) => {
      const { first, last } = monthBounds(month);
      return utilization(hoursPerDayAndProject(db, dayBounds(db, first, last)), month);
    },
    'reports:expensesByMonth': async ({ from, to }) =>
      expensesByMonth(expensesPerMonthAndCurrency(db, dayBounds(db, from, to)), from, to),
  };
}
