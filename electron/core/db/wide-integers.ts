import type Database from 'better-sqlite3';

/** A better-sqlite3 connection (connection.ts names it Db; imported from there it would be a cycle). */
type Db = Database.Database;

type Statement = ReturnType<Db['prepare']>;

/**
 * Columns whose integers are exact decimal units (decision 9): money and rates in units of 10^-8,
 * hours in units of 10^-4. Read as bigint, like identifiers.
 */
export const UNIT_COLUMNS: ReadonlySet<string> = new Set([
  'hours',
  'effort',
  'hours_booked',
  'sales_rate',
  'cost_rate',
  'deal_amount',
  'tax_percentage',
  'rate',
  'rate_base',
  'total',
  'total_base',
  'total_ex',
  'total_inc',
  'total_ex_base',
  'total_inc_base',
  'amount_ex_vat',
  'vat_amount',
  'total_amount',
]);

/** Whether a result column holds a 64-bit value read as bigint: an identifier (id, *_id) or units. */
export function isWideColumn(name: string): boolean {
  return name === 'id' || name.endsWith('_id') || UNIT_COLUMNS.has(name);
}

/** A small integer (flag, count, position, epoch time) as a JS number; refuses to round one. */
function narrow(value: bigint, column: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`column ${column} holds ${value}, beyond a JS number`);
  return n;
}

function narrowValue(value: unknown, column: string): unknown {
  return typeof value === 'bigint' && !isWideColumn(column) ? narrow(value, column) : value;
}

/**
 * Narrows one result of a statement whose result columns are `names` (fixed by its SQL, so read
 * once per statement, not per row): a row object, a raw row (array in column order) or a plucked
 * value (the first column).
 */
function narrowResult(names: readonly string[], result: unknown): unknown {
  if (result === undefined || result === null) return result;
  if (Array.isArray(result)) return result.map((v, i) => narrowValue(v, names[i] ?? ''));
  if (typeof result === 'object') {
    const row = result as Record<string, unknown>;
    for (const key of names) if (typeof row[key] === 'bigint') row[key] = narrowValue(row[key], key);
    return row;
  }
  return narrowValue(result, names[0] ?? '');
}

const wrapped = new WeakSet<Statement>();

/** Makes one statement read wide columns as bigint and every other integer as a number. */
export function narrowStatement(stmt: Statement): Statement {
  if (wrapped.has(stmt) || !stmt.reader) return stmt;
  wrapped.add(stmt);
  stmt.safeIntegers(true);
  let names: string[] | undefined;
  const columns = () => (names ??= stmt.columns().map((c) => c.name));
  type Read = (...args: unknown[]) => unknown;
  const get = stmt.get.bind(stmt) as Read;
  const all = stmt.all.bind(stmt) as (...args: unknown[]) => unknown[];
  const iterate = stmt.iterate.bind(stmt) as (...args: unknown[]) => Iterable<unknown>;
  Object.assign(stmt, {
    get: (...args: unknown[]) => narrowResult(columns(), get(...args)),
    all: (...args: unknown[]) => {
      const cols = columns();
      return all(...args).map((r) => narrowResult(cols, r));
    },
    iterate: function* (...args: unknown[]) {
      const cols = columns();
      for (const r of iterate(...args)) yield narrowResult(cols, r);
    },
  });
  return stmt;
}

const patched = new WeakSet<Db>();

/**
 * Reads SQLite integers exactly (better-sqlite3's safe integers): identifiers and decimal units
 * as bigint (decision 7: 17-digit identifiers do not fit a JS number), every other integer column
 * (flags, counts, positions) as a number, by the column's name (isWideColumn). Statements bind
 * bigint and number alike. Idempotent; statement caches built on top keep the wrapping.
 */
export function readWideIntegers(db: Db): void {
  if (patched.has(db)) return;
  patched.add(db);
  db.defaultSafeIntegers(true);
  const prepare = db.prepare.bind(db) as (sql: string) => Statement;
  Object.defineProperty(db, 'prepare', {
    value: (sql: string) => narrowStatement(prepare(sql)),
    configurable: true,
    writable: true,
  });
  // Pragmas answer numbers as before (user_version, page_count): none of them is an identifier.
  const pragma = db.pragma.bind(db);
  Object.defineProperty(db, 'pragma', {
    value: (source: string, options?: Parameters<Db['pragma']>[1]) => {
      const result = pragma(source, options);
      if (options?.simple) return narrowValue(result, '');
      return (result as Record<string, unknown>[]).map((row) => narrowResultRow(row));
    },
    configurable: true,
    writable: true,
  });
}

function narrowResultRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(row)) row[key] = narrowValue(row[key], key);
  return row;
}
