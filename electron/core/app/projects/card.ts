import type { ProjectCardViewT } from '../../../../shared/app/channels/projects';
import type { Db } from '../../db/connection';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { contactName } from '../../db/repositories/expense-lookups';
import { countedHours, getProject } from '../../db/repositories/projects';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { notFound } from '../lookup';
import { hours, projectView } from '../views';

const DAY = 86_400_000;

/** The UTC day (yyyy-mm-dd) of an instant. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const instant = (day: string) => `${day}T00:00:00.000Z`;

/**
 * The week (Monday to Sunday) and the month around a day, as exact instants: entries count by the
 * UTC day of their start, the way they are stored.
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
  const t = Date.parse(instant(today));
  const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
  const d = new Date(t);
  const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return {
    weekStart: isoDay(monday),
    weekEnd: isoDay(monday + 6 * DAY),
    weekFrom: instant(isoDay(monday)),
    weekTo: instant(isoDay(monday + 7 * DAY)),
    month: today.slice(0, 7),
    monthFrom: instant(`${today.slice(0, 7)}-01`),
    monthTo: instant(isoDay(nextMonth)),
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
  const tomorrow = instant(isoDay(Date.parse(instant(today)) + DAY));
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
