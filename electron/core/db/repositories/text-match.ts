import type { Db } from '../connection';

const registered = new WeakSet<Db>();

/**
 * Registers psa_fold(text) on the connection: Unicode lower-casing, so filters match
 * case-insensitively beyond ASCII (SQLite's lower() and NOCASE fold ASCII only). Idempotent.
 */
export function ensureFold(db: Db): void {
  if (registered.has(db)) return;
  db.function('psa_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  // Names sort as people read them: accents and case do not split the alphabet.
  db.function('psa_sort_key', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : value,
  );
  registered.add(db);
}

/** A SQL ORDER BY term: `expr` by name as people read it (needs ensureFold). */
export function nameOrderSql(expr: string): string {
  return `psa_sort_key(${expr})`;
}

/** A SQL condition: `expr` contains the parameter, case-insensitively (needs ensureFold). */
export function containsSql(expr: string): string {
  return `instr(psa_fold(${expr}), psa_fold(?)) > 0`;
}

/** A SQL condition: `expr` equals the parameter, case-insensitively (needs ensureFold). */
export function equalsSql(expr: string): string {
  return `psa_fold(${expr}) = psa_fold(?)`;
}
