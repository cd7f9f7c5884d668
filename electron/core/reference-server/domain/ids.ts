import { MAX_ID } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';

/*
 * Identifiers the way the real PSOhub issues them (decisions 7, 25): 17-digit numbers above 2^53,
 * which a client that reads JSON through a binary float gets wrong. Each table has its own range
 * (a two-digit prefix), so an identifier used for the wrong kind of record refers to nothing
 * (422/404) instead of to some other record. Companies start at PSOhub's own example id.
 */

/** Digits shared by every table's first id: 14073748835533011 is a company id in PSOhub's help pages. */
const TAIL = 73_748_835_533_011n;
const RANGE = 1_000_000_000_000_000n;

/** The tables whose ids the server issues, with the prefix of their range. */
const PREFIXES = {
  accounts: 11n,
  business_units: 12n,
  project_types: 13n,
  companies: 14n,
  contacts: 15n,
  projects: 16n,
  roles: 17n,
  contract_templates: 18n,
  contract_lines: 19n,
  plans: 21n,
  task_lists: 22n,
  tasks: 23n,
  timesheets: 31n,
  expenses: 32n,
  invoices: 41n,
  invoice_lines: 42n,
  invoice_detail_lines: 43n,
  deals: 51n,
} as const;

/** A table (or, for `deals`, a kind of external reference) with its own id range. */
export type IdTable = keyof typeof PREFIXES;

/** The first identifier of a table's range: a 17-digit number above 2^53. */
export function idBase(table: IdTable): bigint {
  return PREFIXES[table] * RANGE + TAIL;
}

/** The n-th (1-based) identifier of a table's range: how the demo organization numbers its records. */
export function demoId(table: IdTable, n: number): bigint {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`demo id number must be 1 or more, not ${n}`);
  return idBase(table) + BigInt(n - 1);
}

/**
 * The id for a new row of `table`: the next after the largest one, never below the table's base
 * (a table that is empty or holds only small ids starts at its base). When the largest possible
 * id is taken, the first free id after the base.
 */
export function nextId(db: Db, table: Exclude<IdTable, 'deals'>): bigint {
  const base = idBase(table);
  const top = (db.prepare(`SELECT MAX(id) AS id FROM ${table}`).get() as { id: bigint | null }).id;
  if (top === null || top < base) return base;
  if (top < MAX_ID) return top + 1n;
  const taken = db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`);
  if (taken.get(base) === undefined) return base;
  const gap = db
    .prepare(
      `SELECT t.id + 1 AS id FROM ${table} t
       WHERE t.id >= ? AND t.id < ? AND NOT EXISTS (SELECT 1 FROM ${table} u WHERE u.id = t.id + 1)
       ORDER BY t.id LIMIT 1`,
    )
    .get(base, MAX_ID) as { id: bigint } | undefined;
  if (gap === undefined) throw new RangeError(`${table} has no free identifier left`);
  return gap.id;
}
