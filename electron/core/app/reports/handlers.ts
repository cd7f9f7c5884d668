import type { reportChannels } from '../../../../shared/app/channels/reports';
import type { Db } from '../../db/connection';
import { expensesPerMonthAndCurrency, hoursPerDayAndProject } from '../../db/repositories/reports';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { monthBounds } from '../../reports/calendar';
import { localDate } from '../../../../shared/app/entry-time';
import { entryBound } from '../lookup';
import { expensesByMonth } from '../../reports/expenses';
import { hoursByWeek, utilization } from '../../reports/hours';
import type { CoreContext, HandlersOf } from '../types';

/**
 * Exact instants of the inclusive day range [from, to], ending with `today` at the latest: reports
 * count what was done, never entries dated in the future (issue 13).
 */
function dayBounds(db: Db, from: string, to: string, today: string, days: 'local' | 'calendar') {
  const last = to < today ? to : today;
  return {
    accountId: signedInAccount(db),
    fromInclusive: entryBound(from, 'from', days) as string,
    toExclusive: entryBound(last, 'to', days) as string,
  };
}

/** The core's handlers of the reports channels (shared/app/channels/reports.ts). */
export function reportHandlers(ctx: CoreContext): HandlersOf<keyof typeof reportChannels> {
  const db = ctx.r.db;
  // Today is the user's local day (an expense dated today local is not in the future either).
  const today = () => localDate(ctx.r.now());
  return {
    // Weeks start on the user's day (firstDay 7: Sunday), Monday when the caller does not say.
    'reports:hoursByWeek': async ({ from, to, firstDay }) =>
      hoursByWeek(hoursPerDayAndProject(db, dayBounds(db, from, to, today(), 'local')), from, to, firstDay),
    'reports:utilization': async ({ month, firstDay }) => {
      const { first, last } = monthBounds(month);
      const rows = hoursPerDayAndProject(db, dayBounds(db, first, last, today(), 'local'));
      return utilization(rows, month, firstDay);
    },
    'reports:expensesByMonth': async ({ from, to }) =>
      expensesByMonth(
        expensesPerMonthAndCurrency(db, dayBounds(db, from, to, today(), 'calendar')),
        from,
        to,
      ),
  };
}
