import type { ChoiceT, ProjectChoiceT } from '../../../../shared/app/channels/entries';
import { PsaError } from '../../../../shared/psa/errors';
import { foldText } from '../../../../shared/text-fold';
import type { Db } from '../../db/connection';
import {
  getProjectChoices,
  recentProjectIds,
  searchProjectChoices,
  seenContractLines,
  seenRoles,
  type ProjectChoiceRow,
} from '../../db/repositories/entries-week';
import { projectPulledAt, rejectedChoiceIds } from '../../db/repositories/project-entries';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { compareIds, compareNames } from '../name-order';
import { coreI18n } from '../../i18n';

/*
 * What the project, contract line and role pickers offer: favourite and recent projects first,
 * then the rest by name; lines and roles by name as seen on the user's and the team's pulled
 * entries of the project (the API has no endpoint for them; the pickers also take a typed id).
 */

const FAVOURITES = 'entry_favourite_projects';
const RECENT = 8;

/**
 * The favourite project ids, in the order they were starred. Stored as decimal text (a JSON
 * number would lose digits above 2^53); a list saved by an older version holds safe integers.
 */
export function favouriteIds(db: Db): bigint[] {
  try {
    const list = JSON.parse(getReplicaSetting(db, FAVOURITES) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((v: unknown) =>
      (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && /^-?\d{1,19}$/.test(v))
        ? [BigInt(v)]
        : [],
    );
  } catch {
    return [];
  }
}

/** Stars or un-stars a project. */
export function setFavourite(db: Db, projectId: bigint, favourite: boolean): void {
  const ids = favouriteIds(db).filter((id) => id !== projectId);
  if (favourite) ids.push(projectId);
  setReplicaSetting(db, FAVOURITES, ids.length ? JSON.stringify(ids.map(String)) : null);
}

/** The repository's search in JS, for the favourites and recents: name, number or company, folded. */
function matches(p: ProjectChoiceRow, needle: string): boolean {
  return foldText([p.name, p.project_number ?? '', p.company_name ?? ''].join('\u001f')).includes(needle);
}

/** Projects for a picker: favourites, then recently booked ones, then the rest by name. */
export function projectChoices(
  db: Db,
  accountId: bigint | undefined,
  search: string | undefined,
  limit: number,
): ProjectChoiceT[] {
  const needle = search ? foldText(search) : undefined;
  const favourites = favouriteIds(db);
  const recent = accountId === undefined ? [] : recentProjectIds(db, accountId, RECENT);
  const fav = new Set(favourites);
  const rec = new Set(recent);
  const known = new Map(
    getProjectChoices(db, [...new Set([...favourites, ...recent])]).map((p) => [p.id, p]),
  );
  // The lists' one order of names (name-order.ts), ties by id.
  const byName = (a: ProjectChoiceRow, b: ProjectChoiceRow) =>
    compareNames(a.name, b.name) || compareIds(a.id, b.id);
  const top = [
    ...favourites.flatMap((id) => known.get(id) ?? []).sort(byName),
    ...recent.filter((id) => !fav.has(id)).flatMap((id) => known.get(id) ?? []),
  ].filter((p) => !needle || matches(p, needle));
  const topIds = new Set(top.map((p) => p.id));
  const rest = searchProjectChoices(db, search, limit + topIds.size).filter((p) => !topIds.has(p.id));
  return [...top, ...rest].slice(0, limit).map((p) => ({
    id: String(p.id),
    name: p.name,
    number: p.project_number,
    companyName: p.company_name,
    stage: p.stage,
    favourite: fav.has(p.id),
    recent: rec.has(p.id),
  }));
}

/**
 * Contract lines and roles of a project by name (see the repository for the order: the user's
 * most used first, then the team's, never one the remote refused for the project); `pulled` when
 * the project's recent entries were pulled, so its lines are known.
 */
export function lineChoices(
  db: Db,
  projectId: bigint,
  accountId: bigint | undefined,
): { contractLines: ChoiceT[]; roles: ChoiceT[]; pulled: boolean } {
  const pick = (c: { id: bigint; name: string | null }) => ({ id: String(c.id), name: c.name });
  return {
    contractLines: seenContractLines(db, projectId, accountId ?? null).map(pick),
    roles: seenRoles(db, projectId, accountId ?? null).map(pick),
    pulled: projectPulledAt(db, projectId) !== undefined,
  };
}

/** Refuses a project the replica does not hold (a row or favourite must name a known project). */
export function requireKnownProject(db: Db, projectId: bigint): void {
  if (!getProjectChoices(db, [projectId])[0])
    throw new PsaError(
      'UNKNOWN_REFERENCE',
      `projectId: ${coreI18n.t('core:unknownProject', { id: String(projectId) })}`,
      [{ path: 'projectId', message: 'unknown project' }],
    );
}

/** Whether a week row names a line or role the remote refused for its project. */
export function refusedRow(
  db: Db,
  k: { projectId: bigint; contractLineId: bigint | null; roleId: bigint | null },
): boolean {
  return (
    (k.contractLineId !== null && rejectedChoiceIds(db, k.projectId, 'line').has(k.contractLineId)) ||
    (k.roleId !== null && rejectedChoiceIds(db, k.projectId, 'role').has(k.roleId))
  );
}
