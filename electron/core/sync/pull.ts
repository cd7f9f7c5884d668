import type { Db } from '../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../db/repositories/sync-meta';
import { rowExists } from '../db/repositories/replica';
import {
  fetchCompaniesById,
  fetchRecent,
  fetchReference,
  notAsked,
  type LearnedFragments,
  type NamedList,
  type PullWindow,
  type RemoteSnapshot,
} from './pull-fetch';
import { limiter } from './pull-limit';
import type { Learned } from './pull-names';
import { applySnapshot, isMassDeletion, planDeletions, type DeletionPlan } from './pull-apply';
import type { RemoteApi } from './remote';

/*
 * The pull in two parts (issue 12): what changes often (invoices' states and the account's own
 * entries in a short recent window) every sync; the reference data (companies, contacts, projects,
 * project managers, plans) and the whole window of entries on a slower cadence, on demand (a full
 * refresh) and when a pulled entry names a project the replica lacks. A company an invoice names
 * that the replica lacks is fetched by id. Each part's last refresh is kept in the sync meta.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Days back the frequent part pulls the account's entries; older ones come with the reference refresh. */
export const RECENT_DAYS = 7;
/** Default minutes between reference refreshes (setting reference_refresh_minutes). */
export const REFERENCE_REFRESH_MINUTES = 60;

export interface PullOptions {
  db: Db;
  remote: RemoteApi;
  accountId: bigint;
  /** The whole pull window (pull_days_back/ahead). */
  window: PullWindow;
  now: number;
  /** Refresh the reference data now, whatever its cadence. */
  full?: boolean;
  allowMassDelete?: boolean;
  step: (name: string, count: number) => void;
}

export interface PullResult {
  stored: number;
  deleted: number;
  /** Mass deletions held back (the user confirms them). */
  heldBack: DeletionPlan[];
  /** Whether the reference data was refreshed in this pull. */
  reference: boolean;
}

/** Minutes between reference refreshes from the replica settings (0: every sync). */
export function referenceRefreshMinutes(db: Db): number {
  const n = Number(getReplicaSetting(db, 'reference_refresh_minutes') ?? REFERENCE_REFRESH_MINUTES);
  return Number.isFinite(n) && n >= 0 ? n : REFERENCE_REFRESH_MINUTES;
}

/** Whether the reference data is due: never refreshed, older than the cadence, or the clock went back. */
export function referenceDue(db: Db, now: number): boolean {
  const last = Date.parse(getReplicaSetting(db, 'reference_pulled_at') ?? '');
  if (Number.isNaN(last) || last > now) return true;
  return now - last >= referenceRefreshMinutes(db) * MINUTE;
}

/** The recent part of the window: from RECENT_DAYS back (whole UTC days) to the window's end. */
export function recentWindow(window: PullWindow, now: number): PullWindow {
  const from = new Date(Math.floor(now / DAY) * DAY - RECENT_DAYS * DAY).toISOString();
  return { from: from > window.from ? from : window.from, to: window.to };
}

/** Pulls what is due and stores it (only what changed is written). */
export async function pull(opts: PullOptions): Promise<PullResult> {
  const { db, remote, accountId, now, step } = opts;
  const whole = opts.full === true || referenceDue(db, now);
  const entries = whole ? opts.window : recentWindow(opts.window, now);
  // Every list of the pull is read at once, up to PULL_IN_FLIGHT requests in flight; nothing is
  // written before all have answered, and then in one transaction (an interrupted pull writes nothing).
  const limit = limiter();
  const reference = () => fetchReference(remote, step, limit, learnedFragments(db));
  const [recent, fetched] = await Promise.all([
    fetchRecent(remote, accountId, entries, step, limit),
    whole ? reference() : Promise.resolve(null),
  ]);
  let refreshed = fetched;
  // A lookup that finds nothing: an entry on a project the replica lacks refreshes the reference now.
  if (!refreshed && namesUnknownProject(db, recent)) refreshed = await reference();
  const snap: RemoteSnapshot = {
    ...(refreshed?.snapshot ?? {
      companies: notAsked(),
      contacts: notAsked(),
      projects: notAsked(),
      projectManagers: notAsked(),
      plans: notAsked(),
    }),
    ...recent,
  };
  const missing = unknownCompanies(db, snap);
  if (missing.length > 0) snap.companies.items.push(...(await fetchCompaniesById(remote, missing, limit)));

  const deletions = planDeletions(db, snap, accountId, entries);
  const massive = deletions.filter(isMassDeletion);
  const allowed = opts.allowMassDelete === true || massive.length === 0;
  const base = getReplicaSetting(db, 'base_currency') ?? 'EUR';
  const applied = applySnapshot(
    db,
    snap,
    allowed ? deletions : deletions.filter((d) => !isMassDeletion(d)),
    base,
  );
  const at = new Date(now).toISOString();
  setReplicaSetting(db, 'recent_pulled_at', at);
  // Held-back deletions make the reference due (even if it was fresh), so the confirming sync reads
  // the whole window again and plans them again.
  if (whole && allowed) setReplicaSetting(db, 'reference_pulled_at', at);
  if (!allowed) setReplicaSetting(db, 'reference_pulled_at', null);
  if (refreshed) storeLearned(db, refreshed.learned);
  return { ...applied, heldBack: allowed ? [] : massive, reference: refreshed !== null };
}

const NAMED: NamedList[] = ['companies', 'contacts', 'projects'];

/** The name fragments the last reference refresh learned, per list (sync meta `name_fragments:LIST`). */
function learnedFragments(db: Db): LearnedFragments {
  const out: LearnedFragments = {};
  for (const list of NAMED) {
    try {
      const v = JSON.parse(getReplicaSetting(db, `name_fragments:${list}`) ?? 'null') as Learned | null;
      if (v && Array.isArray(v.fragments) && v.fragments.every((f) => typeof f === 'string'))
        out[list] = { fragments: v.fragments, total: Number(v.total) || 0 };
    } catch {
      // A damaged entry is relearned by this refresh.
    }
  }
  return out;
}

function storeLearned(db: Db, learned: LearnedFragments): void {
  for (const list of NAMED) {
    const v = learned[list];
    setReplicaSetting(db, `name_fragments:${list}`, v ? JSON.stringify(v) : null);
  }
}

function namesUnknownProject(db: Db, snap: Pick<RemoteSnapshot, 'timesheets' | 'expenses'>): boolean {
  const ids = new Set([
    ...snap.timesheets.items.map((t) => t.ProjectID),
    ...snap.expenses.items.map((e) => e.ProjectID),
  ]);
  return [...ids].some((id) => !rowExists(db, 'projects', id));
}

function unknownCompanies(db: Db, snap: RemoteSnapshot): bigint[] {
  const pulled = new Set(snap.companies.items.map((c) => c.CompanyID));
  const named = new Set<bigint>();
  for (const i of snap.invoices.items) if (i.CustomerID != null) named.add(i.CustomerID);
  const found = [...named].filter((id) => !pulled.has(id) && !rowExists(db, 'companies', id));
  // A partitioned company list may miss a name no fragment reached: the companies this pull's
  // contacts and projects name are fetched by id (a few at most; none when the partition was whole).
  if (snap.companies.items.length > 0 && !snap.companies.complete) {
    const referred = new Set<bigint>();
    for (const c of snap.contacts.items) if (c.CompanyID != null) referred.add(c.CompanyID);
    for (const p of snap.projects.items) if (p.CompanyID != null) referred.add(p.CompanyID);
    found.push(...[...referred].filter((id) => !pulled.has(id) && !named.has(id)).slice(0, 50));
  }
  return found;
}
