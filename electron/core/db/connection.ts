import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A better-sqlite3 connection. */
export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered migrations (NNNN_name.sql), in order; refuses gaps and duplicates. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return files.map((file, i) => {
    const version = Number(file.slice(0, 4));
    if (version !== i + 1) throw new Error(`migration ${file} is out of order: expected number ${i + 1}`);
    return { version, name: file, sql: readFileSync(join(dir, file), 'utf8') };
  });
}

/** Error raised when a database was written by a newer version of the app. */
export class DatabaseTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `the database is at schema version ${found}, newer than this app supports (${supported}); update the app`,
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** Brings the database to the latest schema, each migration in its own transaction. */
export function migrate(db: Db, migrations = loadMigrations()): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.length;
  if (current > latest) throw new DatabaseTooNewError(current, latest);
  for (const m of migrations.slice(current)) {
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return latest;
}

export interface OpenOptions {
  readonly?: boolean;
}

let nativeBinding: string | undefined;

/**
 * Loads better-sqlite3's compiled addon from this path in every later openDatabase. The desktop
 * app needs a build for Electron's ABI, kept apart from Node's so that the CLI and the tests keep
 * working (scripts/start.mjs builds it; Electron main passes its path here).
 */
export function useNativeBinding(path: string | undefined): void {
  nativeBinding = path;
}

/**
 * Opens (creating if needed) a database file or ':memory:' with the house settings: WAL,
 * synchronous=FULL (a committed row survives power loss), foreign keys, a busy timeout; then
 * migrates it.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    ...(nativeBinding ? { nativeBinding } : {}),
  });
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) migrate(db);
  return db;
}
