import type { Db } from '../../db/connection';
import { projectByNameAndCompany } from '../../db/repositories/offline-import';
import { companyDuplicates, companyKey, projectDuplicates } from '../records/duplicates';

/*
 * Finding what a typed company or project already is here, the way the duplicate warning
 * (records:duplicates) finds it: case, accents, punctuation, spacing and legal forms aside is the
 * same record; one or two typing slips away only looks like it, and the user is asked first.
 */

/** How the import answers a record that only looks like one here: use that one, or add a new one. */
export type SimilarAnswer = 'use' | 'new';

/** A record here a typed name matched: the same one, or one that only looks like it. */
interface NameMatch {
  how: 'same' | 'similar';
  id: bigint;
  name: string;
}

/** The comparison key of a company or project name (shared with the duplicate warning). */
export const nameKey = (name: string): string => companyKey(name) || name.trim().toLowerCase();

/** The company here that a typed company name is, or looks like (closest first). */
export function matchCompany(db: Db, name: string): NameMatch | undefined {
  const [first] = companyDuplicates(db, name);
  if (!first) return undefined;
  return {
    how: companyKey(first.label) === companyKey(name) ? 'same' : 'similar',
    id: BigInt(first.id),
    name: first.label,
  };
}

/**
 * The project of a company here that a typed project name is, or looks like; without a company,
 * a project without one of that name (case aside).
 */
export function matchProject(db: Db, name: string, companyId: bigint | null): NameMatch | undefined {
  if (companyId === null) {
    const p = projectByNameAndCompany(db, name, null);
    return p ? { how: 'same', id: p.id, name: p.name } : undefined;
  }
  const [first] = projectDuplicates(db, name, companyId);
  if (!first) return undefined;
  return {
    how: companyKey(first.label) === companyKey(name) ? 'same' : 'similar',
    id: BigInt(first.id),
    name: first.label,
  };
}
