import type Database from 'better-sqlite3';

/** A better-sqlite3 connection (connection.ts names it Db; imported from there it would be a cycle). */
type Db = Database.Database;

type Statement = ReturnType<Db['prepare']>;

const cached = new WeakSet<Db>();

/**
 * Makes `db.prepare` reuse compiled statements by SQL text on this connection, so repositories
 * that prepare on every call stop paying SQLite's compile step per call (the server's hot path,
 * and the replica's pull and local writes; openDatabase applies it to every connection). A reused statement is handed out in its default mode, as a fresh one would be; one still
 * busy iterating is never shared. Idempotent.
 */
export function cacheStatements(db: Db, maxEntries = 1000): void {
  if (cached.has(db)) return;
  cached.add(db);
  const prepare = db.prepare.bind(db) as (sql: string) => Statement;
  const statements = new Map<string, Statement>();
  const cachedPrepare = (sql: string): Statement => {
    const hit = statements.get(sql);
    if (hit && !hit.busy) {
      // Another caller may have switched the modes of the shared statement; fresh ones start off.
      if (hit.reader) hit.raw(false).pluck(false).expand(false);
      hit.safeIntegers(true);
      return hit;
    }
    if (hit) return prepare(sql);
    // Filters build SQL from a bounded set of variants; the cap guards against anything unbounded.
    if (statements.size >= maxEntries) statements.clear();
    const stmt = prepare(sql);
    statements.set(sql, stmt);
    return stmt;
  };
  Object.defineProperty(db, 'prepare', { value: cachedPrepare, configurable: true, writable: true });
}
