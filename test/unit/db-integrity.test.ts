import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DatabaseDamagedError,
  DatabaseTooNewError,
  loadMigrations,
  migrate,
  openDatabase,
  rawDatabase,
} from '../../electron/core/db/connection';
import { backupDue, backupReplica, KEEP_BACKUPS, listBackups } from '../../electron/core/db/backup';
import { noteReplica, openReplica, readMarker } from '../../electron/core/db/replica-file';
import { addTimesheet } from '../../electron/core/replica/changes-entries';
import { createReplica } from '../../electron/core/replica/context';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { backupsDir, replicaDbFile, replicaMarkerFile } from '../../electron/core/paths';
import { createSafeStorageSecretStore, TOKEN_FILE } from '../../electron/main/secret-store';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

/*
 * Opening a damaged, emptied or missing database file, the replica's rolling backups and the
 * modes of the files of a data folder: real SQLite files in temp folders.
 */

const dirs: string[] = [];
const posix = process.platform !== 'win32';
let umask: number;
beforeAll(() => {
  // Modes must not depend on the umask: the most permissive one shows it.
  umask = process.umask(0);
});
afterAll(() => {
  process.umask(umask);
});
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'psa-integrity-'));
  dirs.push(d);
  return d;
}

const mode = (f: string) => statSync(f).mode & 0o777;
const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');

/** Overwrites bytes 4096-16383 (pages 2 to 4) as a failing disk or a stray write would. */
function damage(file: string): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(16384 - 4096, 0x5a), 0, 16384 - 4096, 4096);
  closeSync(fd);
}

/** A data folder with a replica holding `pending` unsynced timesheets, closed cleanly. */
function replicaFolder(pending = 0): string {
  const dir = join(tempDir(), 'data');
  mkdirSync(dir);
  const org = smallOrgDb();
  writeFileSync(replicaDbFile(dir), org.serialize());
  org.close();
  const { db } = openReplica(dir);
  setReplicaSetting(db, 'account_id', String(ORG.anna));
  const r = createReplica(db);
  for (let i = 0; i < pending; i++) {
    addTimesheet(r, {
      ProjectID: ORG.project1,
      ContractLineID: LINES.project1Time,
      RoleID: ORG.consultant,
      DateTimeFrom: `2026-03-0${i + 2}T09:00:00Z`,
      DateTimeTo: `2026-03-0${i + 2}T10:00:00Z`,
      NumberOfHours: 1,
    });
  }
  noteReplica(db, dir);
  db.close();
  return dir;
}

function refusal(run: () => unknown): DatabaseDamagedError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(DatabaseDamagedError);
    return e as DatabaseDamagedError;
  }
  throw new Error('the open was not refused');
}

describe('a damaged database file', () => {
  it('is refused with one line naming the file and what to do, and nothing is written to it', () => {
    const dir = replicaFolder(2);
    const file = replicaDbFile(dir);
    damage(file);
    const before = hash(file);
    const e = refusal(() => openReplica(dir));
    expect(e.message).not.toContain('\n');
    expect(e.message).toContain(file);
    expect(e.message).toMatch(/damaged/);
    expect(e.message).toContain('npm run cli -- restore --latest');
    expect(e.message).toMatch(/move the file aside and sync again/);
    expect(hash(file)).toBe(before);
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
  });

  it('is refused with a WAL beside it (a crash before the checkpoint); neither file is written', () => {
    const dir = tempDir();
    const live = join(dir, 'live.sqlite');
    const db = rawDatabase(live);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE filler (x TEXT)');
    const insert = db.prepare('INSERT INTO filler VALUES (?)');
    for (let i = 0; i < 200; i++) insert.run('x'.repeat(500));
    db.exec('CREATE TABLE other (x TEXT)');
    db.pragma('wal_checkpoint(TRUNCATE)');
    // A commit that stays in the WAL, touching none of the pages damaged below.
    db.pragma('wal_autocheckpoint = 0');
    db.prepare('INSERT INTO other VALUES (?)').run('in the WAL');
    // A copy of the file and its WAL while the connection is still open: what a crash leaves.
    const crashed = join(dir, 'crashed.sqlite');
    copyFileSync(live, crashed);
    copyFileSync(`${live}-wal`, `${crashed}-wal`);
    db.close();
    expect(statSync(`${crashed}-wal`).size).toBeGreaterThan(0);
    damage(crashed);
    const before = [hash(crashed), hash(`${crashed}-wal`)];
    const e = refusal(() => openDatabase(crashed));
    expect(e.message).toContain(crashed);
    expect(e.message).toMatch(/npm run server -- seed/);
    expect([hash(crashed), hash(`${crashed}-wal`)]).toEqual(before);
  });

  it('opens a whole file with a WAL left by a crash, keeping its last commits', () => {
    const dir = tempDir();
    const live = join(dir, 'live.sqlite');
    const db = openDatabase(live);
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE filler (x TEXT)');
    db.prepare('INSERT INTO filler VALUES (?)').run('kept');
    const crashed = join(dir, 'crashed.sqlite');
    copyFileSync(live, crashed);
    copyFileSync(`${live}-wal`, `${crashed}-wal`);
    db.close();
    const reopened = openDatabase(crashed);
    expect(reopened.prepare('SELECT x FROM filler').pluck().all()).toEqual(['kept']);
    reopened.close();
  });
});

describe('a missing or empty replica', () => {
  it('is reported when the folder had unsynced changes, zero-byte or missing', () => {
    const dir = replicaFolder(3);
    const file = replicaDbFile(dir);
    expect(readMarker(dir)).toMatchObject({ unsynced: 3 });
    writeFileSync(file, '');
    const empty = refusal(() => openReplica(dir));
    expect(empty.message).toMatch(/is empty, but this folder had a replica with 3 unsynced change\(s\) at /);
    expect(empty.message).toContain('npm run cli -- restore --latest');
    expect(empty.message).toContain(replicaMarkerFile(dir));
    expect(statSync(file).size).toBe(0);
    rmSync(file);
    expect(refusal(() => openReplica(dir)).message).toMatch(/is missing, but this folder had a replica/);
    expect(existsSync(file)).toBe(false);
  });

  it('starts fresh in a new folder, and where nothing was left unsynced', () => {
    const fresh = join(tempDir(), 'new');
    const opened = openReplica(fresh);
    expect(opened.created).toBe(true);
    opened.db.close();
    expect(readMarker(fresh)).toMatchObject({ unsynced: 0 });

    const synced = replicaFolder(0);
    rmSync(replicaDbFile(synced));
    const again = openReplica(synced);
    expect(again.created).toBe(true);
    again.db.close();
  });
});

describe('file modes on POSIX', () => {
  it.skipIf(!posix)('creates the data folder 0700 and the replica, its WAL and SHM 0600', () => {
    const dir = join(tempDir(), 'data');
    const { db } = openReplica(dir);
    const file = replicaDbFile(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
    expect(mode(replicaMarkerFile(dir))).toBe(0o600);
    db.close();
  });

  it.skipIf(!posix)('makes an existing folder and replica private on open', () => {
    const dir = replicaFolder(0);
    const file = replicaDbFile(dir);
    chmodSync(dir, 0o755);
    chmodSync(file, 0o644);
    const { db } = openReplica(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    db.close();
  });

  it.skipIf(!posix)('keeps the desktop app token file 0600 in a 0700 folder, also one left readable', () => {
    const safe = {
      isEncryptionAvailable: () => true,
      encryptString: (t: string) => Buffer.from(`enc:${t}`),
      decryptString: (b: Buffer) => b.toString().slice(4),
    };
    const dir = join(tempDir(), 'fresh');
    createSafeStorageSecretStore(safe, dir, 'linux').set('secret');
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, TOKEN_FILE))).toBe(0o600);
    chmodSync(join(dir, TOKEN_FILE), 0o644);
    expect(createSafeStorageSecretStore(safe, dir, 'linux').get()).toBe('secret');
    expect(mode(join(dir, TOKEN_FILE))).toBe(0o600);
  });

  it.skipIf(!posix)('creates a server database 0600', () => {
    const file = join(tempDir(), 'psa.sqlite');
    openDatabase(file).close();
    expect(mode(file)).toBe(0o600);
  });
});

describe('rolling backups', () => {
  it('writes verified 0600 backups with the online backup API and keeps the last 3', async () => {
    const dir = replicaFolder(2);
    const { db } = openReplica(dir);
    const day = 24 * 60 * 60 * 1000;
    const t0 = Date.parse('2026-03-01T09:00:00Z');
    expect(backupDue(dir, t0)).toBe(true);
    for (let i = 0; i < KEEP_BACKUPS + 2; i++) await backupReplica(db, dir, 'daily', t0 + i * day);
    db.close();
    expect(backupDue(dir, t0 + (KEEP_BACKUPS + 1) * day + 1000)).toBe(false);
    expect(backupDue(dir, t0 + (KEEP_BACKUPS + 2) * day)).toBe(true);

    const list = listBackups(dir);
    expect(list.map((b) => b.createdAt)).toEqual([4, 3, 2].map((i) => new Date(t0 + i * day).toISOString()));
    expect(readdirSync(backupsDir(dir)).sort()).toEqual(list.map((b) => b.name).sort());
    for (const b of list) {
      expect(b).toMatchObject({ reason: 'daily', unsynced: 2, schemaVersion: loadMigrations().length });
      expect(b.size).toBeGreaterThan(16_384);
      if (posix) expect(mode(b.file)).toBe(0o600);
      const copy = rawDatabase(b.file, { readonly: true });
      expect(copy.pragma('quick_check', { simple: true })).toBe('ok');
      expect(copy.prepare('SELECT count(*) FROM timesheets').pluck().get()).toBe(2);
      copy.close();
    }
    if (posix) expect(mode(backupsDir(dir))).toBe(0o700);
  });

  it('backs the replica up before a migration changes its schema', () => {
    const dir = join(tempDir(), 'data');
    mkdirSync(dir);
    const file = replicaDbFile(dir);
    const first = rawDatabase(file);
    migrate(first, loadMigrations().slice(0, 1));
    first.close();

    const { db } = openReplica(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(loadMigrations().length);
    db.close();
    const [backup, ...more] = listBackups(dir);
    expect(more).toEqual([]);
    expect(backup).toMatchObject({ reason: 'migration', schemaVersion: 1, unsynced: 0 });

    // Opening again migrates nothing and backs nothing up.
    openReplica(dir).db.close();
    expect(listBackups(dir)).toHaveLength(1);
  });

  it('refuses a replica newer than the app without backing it up or changing it', () => {
    const dir = replicaFolder(0);
    const db = rawDatabase(replicaDbFile(dir));
    db.pragma(`user_version = ${loadMigrations().length + 1}`);
    db.close();
    expect(() => openReplica(dir)).toThrow(DatabaseTooNewError);
    expect(listBackups(dir)).toEqual([]);
  });
});
