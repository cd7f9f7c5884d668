import { foldText, nameSortKey } from '../../../../shared/text-fold';
import type Database from 'better-sqlite3';

// The connection type without importing connection.ts, which registers these functions in migrate.
type Db = Database.Database;

const registered = new WeakSet<Db>();

/**
 * Registers psa_fold(text) and psa_sort_key(text) on the connection: both fold case beyond ASCII
 * and accents (shared/text-fold.ts), so 'cote' finds 'Côte' and names sort as people read them
 * (the sort key also orders numbers as numbers); psa_lower(text) folds case only. SQLite's lower() and NOCASE fold ASCII case only. Idempotent.
 */
export function ensureFold(db: Db): void {
  if (registered.has(db)) return;
  const fold = (value: unknown) => (typeof value === 'string' ? foldText(value) : value);
  db.function('psa_fold', { deterministic: true }, fold);
  // The one order of names (shared/text-fold.ts nameSortKey; name-order.ts sorts by it in JS).
  db.function('psa_sort_key', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? nameSortKey(value) : value,
  );
  // Equality (an email, a stage) ignores case only: 'josé@x' and 'jose@x' are two addresses.
  db.function('psa_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  registered.add(db);
}

/** A SQL ORDER BY term: `expr` by name as people read it (needs ensureFold). */
export function nameOrderSql(expr: string): string {
  return `psa_sort_key(${expr})`;
}

/** A SQL condition: `expr` contains the parameter, ignoring case and accents (needs ensureFold). */
export function containsSql(expr: string): string {
  return `instr(psa_fold(${expr}), psa_fold(?)) > 0`;
}

/** A SQL condition: `expr` equals the parameter, case-insensitively (needs ensureFold). */
export function equalsSql(expr: string): string {
  return `psa_lower(${expr}) = psa_lower(?)`;
}
