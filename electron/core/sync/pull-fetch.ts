import { TIMESHEET_PAGE_MAX } from '../../../shared/psa/endpoints';
import type {
  CompanyReadT,
  ContactReadT,
  ExpenseReadT,
  InvoiceReadT,
  PlanReadT,
  ProjectManagerReadT,
  ProjectReadT,
  TimesheetReadT,
} from '../../../shared/psa/resources';
import { timesheetId } from '../replica/map';
import type { Limiter } from './pull-limit';
import { fetchByName, saturated, type Learned } from './pull-names';
import { fetchWindow, type Fetched, type PullWindow } from './pull-window';
import type { RemoteApi } from './remote';

export type { Fetched, PullWindow } from './pull-window';

const BIG = 500;

export interface RemoteSnapshot {
  companies: Fetched<CompanyReadT>;
  contacts: Fetched<ContactReadT>;
  projects: Fetched<ProjectReadT>;
  projectManagers: Fetched<ProjectManagerReadT>;
  plans: Fetched<PlanReadT>;
  invoices: Fetched<InvoiceReadT>;
  timesheets: Fetched<TimesheetReadT>;
  expenses: Fetched<ExpenseReadT>;
}

/** A part of the snapshot not asked this time: empty and not complete, so it deletes nothing. */
export const notAsked = <T>(): Fetched<T> => ({ items: [], complete: false });

/** The lists partitioned by name fragments, whose fragments are learned from one refresh to the next. */
export type NamedList = 'companies' | 'contacts' | 'projects';

/** What the last refresh learned per named list (absent: nothing yet). */
export type LearnedFragments = Partial<Record<NamedList, Learned | null>>;

type Step = (name: string, count: number) => void;

const once =
  (step: Step, limit: Limiter) =>
  async <T>(name: string, items: () => Promise<T[]>): Promise<Fetched<T>> => {
    const list = await limit(items);
    step(name, list.length);
    return { items: list, complete: !saturated(list.length, BIG) };
  };

/**
 * The reference data: companies, contacts, projects, project managers and plans, all at once (up to
 * the limiter's requests in flight); the named lists start from the fragments `learned` holds.
 */
export async function fetchReference(
  remote: RemoteApi,
  step: Step,
  limit: Limiter,
  learned: LearnedFragments = {},
): Promise<{
  snapshot: Pick<RemoteSnapshot, 'companies' | 'contacts' | 'projects' | 'projectManagers' | 'plans'>;
  learned: LearnedFragments;
}> {
  const named = async <T>(
    name: NamedList,
    list: (name: string | undefined, limit: number) => Promise<T[]>,
    idOf: (t: T) => bigint,
    nameOf: (t: T) => string | null | undefined,
  ) => {
    const got = await fetchByName(list, idOf, nameOf, learned[name] ?? null, limit);
    step(name, got.items.length);
    return got;
  };
  const [companies, contacts, projects, projectManagers, plans] = await Promise.all([
    named(
      'companies',
      (name, limit) => remote.listCompanies({ name, limit }),
      (c) => c.CompanyID,
      (c) => c.CompanyName,
    ),
    // The reference server matches the full name "first last" (decision 14).
    named(
      'contacts',
      (name, limit) => remote.listContacts({ name, limit }),
      (c) => c.ContactID,
      (c) => `${c.FirstName ?? ''} ${c.LastName ?? ''}`,
    ),
    named(
      'projects',
      (Name, limit) => remote.listProjects({ Name, limit }),
      (p) => p.ProjectID,
      (p) => p.Name,
    ),
    once(step, limit)('project managers', () => remote.listProjectManagers({ limit: BIG })),
    once(step, limit)('plans', () => remote.listPlans({ limit: BIG })),
  ]);
  return {
    snapshot: { companies, contacts, projects, projectManagers, plans },
    learned: { companies: companies.learned, contacts: contacts.learned, projects: projects.learned },
  };
}

/** What changes often: invoices (their states) and the account's own entries in `window`, all at once. */
export async function fetchRecent(
  remote: RemoteApi,
  accountId: bigint,
  window: PullWindow,
  step: Step,
  limit: Limiter,
): Promise<Pick<RemoteSnapshot, 'invoices' | 'timesheets' | 'expenses'>> {
  const [invoices, timesheets, expenses] = await Promise.all([
    once(step, limit)('invoices', () => remote.listInvoices({ limit: BIG })),
    fetchWindow(
      (datefrom, dateto, limit) => remote.listTimesheets({ accountid: accountId, datefrom, dateto, limit }),
      timesheetId,
      (t) => t.DateTimeFrom,
      window,
      TIMESHEET_PAGE_MAX,
      limit,
    ).then((got) => (step('timesheets', got.items.length), got)),
    fetchWindow(
      (datefrom, dateto, limit) => remote.listExpenses({ accountid: accountId, datefrom, dateto, limit }),
      (e) => e.ExpenseID ?? null,
      (e) => e.ExpenseDate,
      window,
      BIG,
      limit,
    ).then((got) => (step('expenses', got.items.length), got)),
  ]);
  return { invoices, timesheets, expenses };
}

/** Companies by id (GET /companies?companyid=N): references a pulled record names but the replica lacks. */
export async function fetchCompaniesById(
  remote: RemoteApi,
  ids: bigint[],
  limit: Limiter,
): Promise<CompanyReadT[]> {
  const pages = await Promise.all(
    ids.map((companyid) => limit(() => remote.listCompanies({ companyid, limit: 1 }))),
  );
  return pages.flat();
}
