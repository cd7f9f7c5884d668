import { InvoiceRead } from '../../../shared/psa/resources';
import { PsaError } from '../../../shared/psa/errors';
import { getProject, listProjects } from '../db/repositories/projects';
import { getCompany, listCompanies } from '../db/repositories/companies';
import { listContacts } from '../db/repositories/contacts';
import { listProjectManagers } from '../db/repositories/accounts';
import { listPlanTrees } from '../db/repositories/plans';
import { listTimesheetViews } from '../db/repositories/timesheets';
import { listExpenseViews } from '../db/repositories/expenses';
import { listInvoiceSummaries, openChangesByRecord } from '../db/repositories/app-lookups';
import { signedInAccount } from '../db/repositories/sync-meta';
import { getInvoiceRecord } from '../domain/invoices';
import type { CoreContext, HandlersOf } from './types';
import * as v from './views';

/** Local lookups answer from the replica alone, so a large default costs little and pickers see everything. */
const LOCAL_LIMIT = 10_000;
const DAY = 86_400_000;

function notFound(what: string, id: number): PsaError {
  return new PsaError('NOT_FOUND', `${what} ${id} is not known here; sync to fetch it`);
}

/**
 * A date bound of an entry list as an exact instant: a date-only `from` is the start of that day,
 * a date-only `to` the start of the next (exclusive), a full date-time that instant (`to` inclusive).
 */
export function entryBound(value: string | undefined, side: 'from' | 'to'): string | undefined {
  if (value === undefined) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (!Number.isFinite(ms)) {
    throw new PsaError(
      'VALIDATION_FAILED',
      `${side}: ${value} is not a date (use yyyy-mm-dd or an ISO date-time)`,
      [{ path: side, message: 'not a date' }],
    );
  }
  if (side === 'from') return new Date(ms).toISOString();
  return new Date(dateOnly ? ms + DAY : ms + 1).toISOString();
}

/** Lookups on the local store: instant and available offline. */
export function lookupHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'projects:list'
  | 'projects:get'
  | 'companies:list'
  | 'companies:get'
  | 'contacts:list'
  | 'projectManagers:list'
  | 'plans:list'
  | 'invoices:list'
  | 'invoices:get'
  | 'timesheets:list'
  | 'expenses:list'
> {
  const db = ctx.r.db;
  return {
    'projects:list': async (q) => {
      const changes = openChangesByRecord(db, 'projects');
      // Ordered by name in SQL, then limited: the first N by name, and only N rows read.
      const rows = listProjects(db, {
        name: q.search || undefined,
        stage: q.stage,
        limit: q.limit ?? LOCAL_LIMIT,
        orderBy: 'name',
      });
      return rows.map((p) => v.projectView(p, changes.get(p.id)));
    },
    'projects:get': async ({ id }) => {
      const p = getProject(db, id);
      if (!p) throw notFound('project', id);
      return v.projectView(p, openChangesByRecord(db, 'projects').get(id));
    },
    'companies:list': async (q) => {
      const changes = openChangesByRecord(db, 'companies');
      const rows = listCompanies(db, {
        name: q.search || undefined,
        limit: q.limit ?? LOCAL_LIMIT,
        orderBy: 'name',
      });
      return rows.map((c) => v.companyView(c, changes.get(c.id)));
    },
    'companies:get': async ({ id }) => {
      const c = getCompany(db, id);
      if (!c) throw notFound('company', id);
      return v.companyView(c, openChangesByRecord(db, 'companies').get(id));
    },
    'contacts:list': async (q) => {
      const changes = openChangesByRecord(db, 'contacts');
      const rows = listContacts(db, {
        name: q.search || undefined,
        companyId: q.companyId,
        email: q.email,
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((k) => v.contactView(k, changes.get(k.id)));
    },
    'projectManagers:list': async () =>
      listProjectManagers(db, { limit: LOCAL_LIMIT }).map(v.projectManagerView),
    'plans:list': async () => listPlanTrees(db, LOCAL_LIMIT).map(v.planView),
    'invoices:list': async (q) => {
      const changes = openChangesByRecord(db, 'invoices');
      const rows = listInvoiceSummaries(db, {
        status: q.status,
        number: q.number,
        withoutExternalId: q.withoutExternalId,
        limit: LOCAL_LIMIT,
      });
      return rows.map((i) => v.invoiceSummaryView(i, changes.get(i.id)));
    },
    'invoices:get': async ({ id }) => {
      const record = getInvoiceRecord(db, id);
      if (!record) throw notFound('invoice', id);
      return InvoiceRead.parse(record);
    },
    'timesheets:list': async (q) => {
      const changes = openChangesByRecord(db, 'timesheets');
      const rows = listTimesheetViews(db, {
        accountId: signedInAccount(db),
        fromInclusive: entryBound(q.from, 'from'),
        toExclusive: entryBound(q.to, 'to'),
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((t) => v.timesheetView(t, changes.get(t.id)));
    },
    'expenses:list': async (q) => {
      const changes = openChangesByRecord(db, 'expenses');
      const rows = listExpenseViews(db, {
        accountId: signedInAccount(db),
        fromInclusive: entryBound(q.from, 'from'),
        toExclusive: entryBound(q.to, 'to'),
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((e) => v.expenseView(e, changes.get(e.id)));
    },
  };
}
