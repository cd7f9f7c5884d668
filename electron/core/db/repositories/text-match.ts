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
  registered.add(db);
}

/** A SQL condition: `expr` contains the parameter, case-insensitively (needs ensureFold). */
export function containsSql(expr: string): string {
  return `instr(psa_fold(${expr}), psa_fold(?)) > 0`;
}

/** A SQL condition: `expr` equals the parameter, case-insensitively (needs ensureFold). */
export function equalsSql(expr: string): string {
  return `psa_fold(${expr}) = psa_fold(?)`;
}
