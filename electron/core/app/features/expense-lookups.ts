import { PsaError } from '../../../../shared/psa/errors';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { getCompany } from '../../db/repositories/companies';
import { listContacts } from '../../db/repositories/contacts';
import {
  contactName,
  projectIdsOfCompany,
  searchContacts,
  sumHours,
} from '../../db/repositories/expense-lookups';
import { getProject, type ProjectRow } from '../../db/repositories/projects';
import type { CoreContext, HandlersOf } from '../types';
import { companyView, contactView, hours, projectView } from '../views';
import { firstByName } from './name-order';
import { signedInAccount as accountOf } from '../../db/repositories/sync-meta';

const DAY = 86_400_000;
const LOCAL_LIMIT = 10_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
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

/** The signed-in account, or undefined when none is set. */
export function signedInAccount(ctx: CoreContext): number | undefined {
  return accountOf(ctx.r.db);
}

function notFound(what: string, id: number): PsaError {
  return new PsaError('NOT_FOUND', `${what} ${id} is not known here; sync to fetch it`);
}

/** Lookups with details: the project card, a company with its contacts and projects, contact search. */
export function lookupDetailHandlers(
  ctx: CoreContext,
): HandlersOf<'projects:card' | 'companies:details' | 'contacts:search'> {
  const db = ctx.r.db;
  return {
    'projects:card': async ({ id, today }) => {
      const p = getProject(db, id);
      if (!p) throw notFound('project', id);
      const period = periodsAround(today ?? isoDay(ctx.r.now()));
      const accountId = signedInAccount(ctx);
      const mine = (from?: string, to?: string) =>
        accountId === undefined
          ? 0
          : hours(
              sumHours(db, {
                projectId: id,
                accountId,
                ...(from === undefined ? {} : { fromInclusive: from }),
                ...(to === undefined ? {} : { toExclusive: to }),
              }),
            );
      return {
        project: projectView(p, openChangesByRecord(db, 'projects').get(id)),
        contactName: p.contact_id === null ? null : contactName(db, p.contact_id),
        accountId: accountId ?? null,
        weekStart: period.weekStart,
        weekEnd: period.weekEnd,
        month: period.month,
        hoursThisWeek: mine(period.weekFrom, period.weekTo),
        hoursThisMonth: mine(period.monthFrom, period.monthTo),
        hoursTotal: mine(),
      };
    },
    'companies:details': async ({ id }) => {
      const c = getCompany(db, id);
      if (!c) throw notFound('company', id);
      const contactChanges = openChangesByRecord(db, 'contacts');
      const projectChanges = openChangesByRecord(db, 'projects');
      const contacts = firstByName(
        listContacts(db, { companyId: id, limit: LOCAL_LIMIT }),
        (k) => `${k.last_name} ${k.first_name ?? ''}`,
        LOCAL_LIMIT,
      );
      const projects = firstByName(
        projectIdsOfCompany(db, id)
          .map((pid) => getProject(db, pid))
          .filter((p): p is ProjectRow => p !== undefined),
        (p) => p.name,
        LOCAL_LIMIT,
      );
      return {
        company: companyView(c, openChangesByRecord(db, 'companies').get(id)),
        contacts: contacts.map((k) => contactView(k, contactChanges.get(k.id))),
        projects: projects.map((p) => projectView(p, projectChanges.get(p.id))),
      };
    },
    'contacts:search': async ({ search, limit }) => {
      const changes = openChangesByRecord(db, 'contacts');
      const rows = searchContacts(db, search === undefined || search === '' ? undefined : search);
      return firstByName(rows, (k) => `${k.last_name} ${k.first_name ?? ''}`, limit ?? LOCAL_LIMIT).map((k) =>
        contactView(k, changes.get(k.id)),
      );
    },
  };
}
