import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreI18n } from '../i18n';
import { createPrivateFile } from '../paths';
import { readWideIntegers } from './wide-integers';
import { cacheStatements } from './statement-cache';
import { ensureFold } from './repositories/text-match';

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
    super(coreI18n.t('core:database.tooNew', { found, supported }));
    this.name = 'DatabaseTooNewError';
  }
}

/** A hook run before migrations change the schema of an existing database (e.g. a backup). */
export type BeforeMigrate = (db: Db, from: number, to: number) => void;

/** Brings the database to the latest schema, each migration in its own transaction. */
export function migrate(db: Db, migrations = loadMigrations(), beforeMigrate?: BeforeMigrate): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  const latest = migrations.length;
  if (current > latest) throw new DatabaseTooNewError(current, latest);
  if (current > 0 && current < latest) beforeMigrate?.(db, current, latest);
  // Migrations may fold names as the app does (0007 fills the stored folds with psa_fold).
  if (current < latest) ensureFold(db);
  for (const m of migrations.slice(current)) {
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return latest;
}

/**
 * Error raised when a database file fails SQLite's integrity check: it is refused, not used. The
 * problem and the advice come in the core's language (issue 17), as does the sentence around them.
 */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    advice: string,
    what: 'database' | 'replica' = 'database',
  ) {
    super(coreI18n.t(`core:database.${what}Is`, { file, problem, advice }));
    this.name = 'DatabaseDamagedError';
  }
}

export interface OpenOptions {
  readonly?: boolean;
  /** Runs before migrations change an existing database's schema (the replica backs itself up). */
  beforeMigrate?: BeforeMigrate;
  /** What the refusal of a damaged file tells the user to do, and what the file is called. */
  damaged?: { advice: string; what: 'database' | 'replica' };
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

/** A plain connection (no settings, no migration) through the same native addon as openDatabase. */
export function rawDatabase(file: string, options: Database.Options = {}): Db {
  return new Database(file, { ...options, ...(nativeBinding ? { nativeBinding } : {}) });
}

const isCorruption = (e: unknown) => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
};

/** The first problem an integrity pragma reports, on one line; null when it says ok. */
function firstProblem(db: Db, pragma: 'quick_check' | 'integrity_check'): string | null {
  const rows = db.pragma(`${pragma}(5)`, { simple: false }) as Record<string, string>[];
  const first = rows.map((r) => Object.values(r)[0]).find((v) => v !== 'ok');
  return first === undefined ? null : first.replace(/\s+/g, ' ').trim().slice(0, 160);
}

/**
 * Checks a database file with SQLite's quick_check on a read-only connection (so a damaged file is
 * never written to: a read-only connection neither migrates nor checkpoints its WAL into it), and
 * with the slower integrity_check when the quick one fails, to name the problem. Returns null when
 * the file is whole, else what is wrong.
 */
export function findDamage(file: string): string | null {
  const detail = damageDetail(file);
  return detail === null ? null : `damaged (${detail})`;
}

/** What SQLite says is wrong with a database file (its own words), or null when it is whole (see findDamage). */
function damageDetail(file: string): string | null {
  let db: Db | undefined;
  try {
    db = rawDatabase(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    if (firstProblem(db, 'quick_check') === null) return null;
    return firstProblem(db, 'integrity_check') ?? 'quick_check failed';
  } catch (e) {
    if (!isCorruption(e)) throw e;
    return (e as Error).message;
  } finally {
    db?.close();
  }
}

const sizeOf = (f: string) => (existsSync(f) ? statSync(f).size : 0);

/** Whether a database file holds nothing yet (missing, or empty with an empty or missing WAL). */
export function isEmptyDatabase(file: string): boolean {
  return sizeOf(file) === 0 && sizeOf(`${file}-wal`) === 0;
}

/**
 * Opens (creating if needed, mode 0600) a database file or ':memory:' with the house settings: WAL,
 * synchronous=FULL (a committed row survives power loss), foreign keys, a busy timeout; then
 * migrates it. Identifiers and decimal units read as bigint (readWideIntegers). An existing file is checked first (findDamage) and refused when damaged.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    if (!isEmptyDatabase(file)) {
      // SQLite's words go into the core's sentence as they are (no English read back).
      const detail = damageDetail(file);
      if (detail !== null) {
        const { advice, what } = options.damaged ?? {
          advice: coreI18n.t('core:database.serverAdvice'),
          what: 'database' as const,
        };
        const problem = coreI18n.t('core:database.damaged', { detail });
        throw new DatabaseDamagedError(file, problem, advice, what);
      }
    } else if (!options.readonly) createPrivateFile(file);
  }
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    ...(nativeBinding ? { nativeBinding } : {}),
  });
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) migrate(db, undefined, options.beforeMigrate);
  readWideIntegers(db);
  // Repositories prepare per call: compile each SQL text once per connection (issue 12 point 5).
  cacheStatements(db);
  return db;
}
