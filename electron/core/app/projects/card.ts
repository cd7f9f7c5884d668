import type { ProjectCardViewT } from '../../../../shared/app/channels/projects';
import type { Db } from '../../db/connection';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { contactName } from '../../db/repositories/expense-lookups';
import { countedHours, getProject } from '../../db/repositories/projects';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { notFound } from '../lookup';
import { hours, projectView } from '../views';
import { addDays, localInstant, mondayOf } from '../../../../shared/app/entry-time';

/** The start of a local day as an exact instant (days are the user's local calendar days). */
const instant = (day: string) => new Date(localInstant(day)).toISOString();

/**
 * The week (Monday to Sunday) and the month around a local day, as exact instants: entries count
 * by the local day of their start, as the week grid shows them.
 */
export function periodsAround(today: string): {
  weekStart: string;
  weekEnd: string;
  weekFrom: string;
  weekTo: string;
  month: string;
  monthFrom: string;
  monthTo: string;
} {
  const monday = mondayOf(today);
  const first = `${today.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  const nextMonth = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
  return {
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    weekFrom: instant(monday),
    weekTo: instant(addDays(monday, 7)),
    month: today.slice(0, 7),
    monthFrom: instant(first),
    monthTo: instant(nextMonth),
  };
}

/**
 * The project card: the project, and the signed-in account's hours on it in the week and month of
 * `today` and in all. Each figure counts synced and pending entries up to and including today, never
 * rejected ones (issue 13); it says how much of it is not synced yet, and what lies after today.
 */
export function projectCard(db: Db, id: bigint, today: string): ProjectCardViewT {
  const p = getProject(db, id);
  if (!p) throw notFound('project', id);
  const period = periodsAround(today);
  const tomorrow = instant(addDays(today, 1));
  const accountId = signedInAccount(db);
  const mine = (from?: string, to?: string) => {
    if (accountId === undefined) return { hours: 0, unsynced: 0 };
    const sum = countedHours(db, {
      projectId: id,
      accountId,
      ...(from === undefined ? {} : { fromInclusive: from }),
      ...(to === undefined ? {} : { toExclusive: to }),
    });
    return { hours: hours(sum.hours), unsynced: hours(sum.unsynced) };
  };
  const week = mine(period.weekFrom, tomorrow);
  const month = mine(period.monthFrom, tomorrow);
  const total = mine(undefined, tomorrow);
  return {
    project: projectView(p, openChangesByRecord(db, 'projects').get(id)),
    contactName: p.contact_id === null ? null : contactName(db, p.contact_id),
    accountId: accountId === undefined ? null : String(accountId),
    weekStart: period.weekStart,
    weekEnd: period.weekEnd,
    month: period.month,
    hoursThisWeek: week.hours,
    hoursThisMonth: month.hours,
    hoursTotal: total.hours,
    unsyncedThisWeek: week.unsynced,
    unsyncedThisMonth: month.unsynced,
    unsyncedTotal: total.unsynced,
    hoursAfterToday: mine(tomorrow).hours,
  };
}
