import type { Db } from '../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../db/repositories/sync-meta';
import { rowExists } from '../db/repositories/replica';
import {
  fetchCompaniesById,
  fetchRecent,
  fetchReference,
  notAsked,
  type PullWindow,
  type RemoteSnapshot,
} from './pull-fetch';
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
  const recent = await fetchRecent(remote, accountId, entries, step);
  const snap: RemoteSnapshot = whole
    ? { ...(await fetchReference(remote, step)), ...recent }
    : {
        companies: notAsked(),
        contacts: notAsked(),
        projects: notAsked(),
        projectManagers: notAsked(),
        plans: notAsked(),
        ...recent,
      };
  let reference = whole;
  // A lookup that finds nothing: an entry on a project the replica lacks refreshes the reference now.
  if (!reference && namesUnknownProject(db, snap)) {
    Object.assign(snap, await fetchReference(remote, step));
    reference = true;
  }
  const missing = unknownCompanies(db, snap);
  if (missing.length > 0) snap.companies.items.push(...(await fetchCompaniesById(remote, missing)));

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
  return { ...applied, heldBack: allowed ? [] : massive, reference };
}

function namesUnknownProject(db: Db, snap: RemoteSnapshot): boolean {
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
  return [...named].filter((id) => !pulled.has(id) && !rowExists(db, 'companies', id));
}
