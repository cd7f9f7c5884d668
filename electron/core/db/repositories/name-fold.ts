import { foldText } from '../../../../shared/text-fold';
import type { Db } from '../connection';

/*
 * Stored folded names (migration 0007): companies.name_folded, contacts.name_folded (of the full
 * name) and projects.name_folded hold foldText of the name, written with it, so a name filter
 * compares text in SQL instead of calling the JS fold on every row. NULL (a row written by another
 * process, or whose fold a trigger forgot) is folded when read: slower for that row, never wrong.
 */

/** The tables with a stored folded name. */
export type FoldedTable = 'companies' | 'contacts' | 'projects';

/** A contact's full name as SQL builds it: trim(coalesce(first, '') || ' ' || last), spaces only. */
export function contactFullName(
  first: string | null | undefined,
  last: string | null | undefined,
): string | null {
  if (last == null) return null;
  return `${first ?? ''} ${last}`.replace(/^ +| +$/g, '');
}

/** The folded text to store for a name (null stays null). */
export function foldName(name: string | null | undefined): string | null {
  return name == null ? null : foldText(name);
}

/**
 * Stores the fold again where a trigger forgot it within this write (a rename that keeps the fold
 * but not the ASCII lower case, e.g. 'Cote' to 'Côte'): one lookup by id, no write otherwise.
 */
export function refillFold(db: Db, table: FoldedTable, id: bigint, folded: string | null): void {
  if (folded === null) return;
  db.prepare(`UPDATE ${table} SET name_folded = ? WHERE id = ? AND name_folded IS NULL`).run(folded, id);
}

/**
 * A SQL condition: the stored fold (`folded`), else the fold of `source` computed now, contains
 * the parameter, which the caller folds (foldParam). psa_fold (ensureFold) runs only for rows
 * without a stored fold; a NULL source (no joined row) is no match without any call.
 */
export function foldedContainsSql(folded: string, source: string): string {
  return `instr(CASE WHEN ${folded} IS NOT NULL THEN ${folded} WHEN ${source} IS NOT NULL THEN psa_fold(${source}) END, ?) > 0`;
}

/** The parameter of foldedContainsSql: the searched text folded once, as psa_fold(?) did. */
export function foldParam(text: string): string {
  return foldText(text);
}
