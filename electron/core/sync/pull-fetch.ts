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
import type { RemoteApi } from './remote';

/** A fetched list; `complete` when it is known to hold every record of its scope. */
export interface Fetched<T> {
  items: T[];
  complete: boolean;
}

const BIG = 500;
/** The smallest cap a remote may apply silently, whatever `limit` says (psa-api.md: 50). */
const SILENT_CAP = 50;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');

/** Whether a page may have been cut short by a cap, so that more records may exist. */
function full(length: number, asked: number): boolean {
  return length >= asked || (length === SILENT_CAP && asked > SILENT_CAP);
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  });
  await Promise.all(workers);
  return out;
}

/**
 * Every record of a list that has no paging, only a name filter (contains, case-insensitive):
 * when the plain list is full, it is split by ever longer name fragments until no part is full,
 * de-duplicated by id. Only an unsplit list counts as complete (for deleting what is gone).
 */
export async function fetchByName<T>(
  list: (name: string | undefined, limit: number) => Promise<T[]>,
  idOf: (t: T) => bigint,
  nameOf: (t: T) => string | null | undefined,
): Promise<Fetched<T>> {
  const byId = new Map<bigint, T>();
  const add = (items: T[]) => items.forEach((t) => byId.set(idOf(t), t));
  const first = await list(undefined, BIG);
  add(first);
  if (!full(first.length, BIG)) return { items: [...byId.values()], complete: true };
  const extra = new Set<string>();
  for (const t of first)
    for (const ch of (nameOf(t) ?? '').toLowerCase())
      if (/\p{L}/u.test(ch) && !ALPHABET.includes(ch)) extra.add(ch);
  const letters = [...ALPHABET, ...extra];
  // A name not found yet that contains fragment s + c also contains c, so it can only hide behind
  // letters whose own page was full: fragments grow by those letters only.
  let growBy: string[] | null = null;
  let level = letters;
  for (let depth = 1; level.length > 0 && depth <= 3; depth++) {
    const pages = await mapLimit(level, 4, (frag) => list(frag, BIG));
    const saturated: string[] = [];
    pages.forEach((page, i) => {
      add(page);
      if (full(page.length, BIG)) saturated.push(level[i] as string);
    });
    growBy ??= saturated;
    const grow: string[] = growBy;
    level = saturated.flatMap((s) => grow.map((c) => s + c));
  }
  return { items: [...byId.values()], complete: false };
}

/**
 * Every entry in a date window from a list capped per request: pages by moving `datefrom` to the
 * last date seen (inclusive) and de-duplicates by id (decision 15).
 */
export async function fetchWindow<T>(
  list: (datefrom: string, limit: number) => Promise<T[]>,
  idOf: (t: T) => bigint | null,
  dateOf: (t: T) => string | null | undefined,
  from: string,
  pageSize: number,
  onPage?: (count: number) => void,
): Promise<Fetched<T>> {
  const byId = new Map<bigint, T>();
  let cursor = from;
  let complete = true;
  for (let guard = 0; guard < 100_000; guard++) {
    const page = await list(cursor, pageSize);
    let fresh = 0;
    for (const t of page) {
      const id = idOf(t);
      if (id !== null && !byId.has(id)) {
        byId.set(id, t);
        fresh++;
      }
    }
    onPage?.(byId.size);
    if (!full(page.length, pageSize)) break;
    const last = dateOf(page[page.length - 1] as T);
    if (!last) {
      complete = false;
      break;
    }
    if (fresh === 0) {
      // A whole page starts at one instant: step past it (entries there beyond the cap are missed).
      const next = new Date(Date.parse(last) + 1).toISOString();
      complete = false;
      // A remote that reads datefrom as its whole day answers the same page again: give up, do not spin.
      if (next <= cursor) break;
      cursor = next;
    } else {
      cursor = last;
    }
  }
  return { items: [...byId.values()], complete };
}

export interface PullWindow {
  from: string;
  to: string;
}

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

const onceOf =
  (step: (name: string, count: number) => void) =>
  async <T>(name: string, items: Promise<T[]>): Promise<Fetched<T>> => {
    const list = await items;
    step(name, list.length);
    return { items: list, complete: !full(list.length, BIG) };
  };

/** The reference data: companies, contacts, projects, project managers and plans (refreshed on its own cadence). */
export async function fetchReference(
  remote: RemoteApi,
  step: (name: string, count: number) => void,
): Promise<Pick<RemoteSnapshot, 'companies' | 'contacts' | 'projects' | 'projectManagers' | 'plans'>> {
  const once = onceOf(step);
  const companies = await fetchByName(
    (name, limit) => remote.listCompanies({ name, limit }),
    (c) => c.CompanyID,
    (c) => c.CompanyName,
  );
  step('companies', companies.items.length);
  const contacts = await fetchByName(
    (name, limit) => remote.listContacts({ name, limit }),
    (c) => c.ContactID,
    (c) => `${c.FirstName ?? ''} ${c.LastName ?? ''}`,
  );
  step('contacts', contacts.items.length);
  const projects = await fetchByName(
    (Name, limit) => remote.listProjects({ Name, limit }),
    (p) => p.ProjectID,
    (p) => p.Name,
  );
  step('projects', projects.items.length);
  const projectManagers = await once('project managers', remote.listProjectManagers({ limit: BIG }));
  const plans = await once('plans', remote.listPlans({ limit: BIG }));
  return { companies, contacts, projects, projectManagers, plans };
}

/** What changes often: invoices (their states) and the account's own entries in `window`. */
export async function fetchRecent(
  remote: RemoteApi,
  accountId: bigint,
  window: PullWindow,
  step: (name: string, count: number) => void,
): Promise<Pick<RemoteSnapshot, 'invoices' | 'timesheets' | 'expenses'>> {
  const invoices = await onceOf(step)('invoices', remote.listInvoices({ limit: BIG }));
  const timesheets = await fetchWindow(
    (datefrom, limit) => remote.listTimesheets({ accountid: accountId, datefrom, dateto: window.to, limit }),
    timesheetId,
    (t) => t.DateTimeFrom,
    window.from,
    TIMESHEET_PAGE_MAX,
    (n) => step('timesheets', n),
  );
  const expenses = await fetchWindow(
    (datefrom, limit) => remote.listExpenses({ accountid: accountId, datefrom, dateto: window.to, limit }),
    (e) => e.ExpenseID ?? null,
    (e) => e.ExpenseDate,
    window.from,
    BIG,
    (n) => step('expenses', n),
  );
  return { invoices, timesheets, expenses };
}

/** Companies by id (GET /companies?companyid=N), 4 in flight: references a pulled record names but the replica lacks. */
export async function fetchCompaniesById(remote: RemoteApi, ids: bigint[]): Promise<CompanyReadT[]> {
  const pages = await mapLimit(ids, 4, (companyid) => remote.listCompanies({ companyid, limit: 1 }));
  return pages.flat();
}
