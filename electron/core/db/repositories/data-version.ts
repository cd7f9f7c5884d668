import type { Db } from '../connection';

const statements = new WeakMap<Db, { get: () => unknown }>();

/**
 * A token that changes whenever the database's data may have changed: rows written by this
 * connection (total_changes) or a commit by any other connection or process (data_version).
 * Equal tokens mean every read in between saw the same data.
 */
export function dataVersion(db: Db): string {
  let stmt = statements.get(db);
  if (!stmt) {
    const prepared = db
      .prepare('SELECT total_changes(), (SELECT data_version FROM pragma_data_version)')
      .raw();
    stmt = { get: () => prepared.get() };
    statements.set(db, stmt);
  }
  const row = stmt.get() as [number, number];
  return `${row[0]}:${row[1]}`;
}
