import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppCore, DatabaseDamagedError, type AppCore } from '../../electron/core/app';
import { openReplica, readMarker, replicaNotes } from '../../electron/core/db/replica-file';
import { backupReplica } from '../../electron/core/db/backup';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { addTimesheet } from '../../electron/core/replica/changes-entries';
import { createReplica } from '../../electron/core/replica/context';
import { replicaDbFile } from '../../electron/core/paths';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

/*
 * replica.json, the marker that makes a vanished replica with unsynced changes be reported instead
 * of silently replaced: a local create must have it on disk saying "unsynced changes here" before
 * the create is answered, while later changes of the count are written lazily (not a file write
 * per create). Real SQLite files and a real app core in temp folders.
 */

const dirs: string[] = [];
const cores: AppCore[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A data folder whose replica knows the small org and Anna as the signed-in account, nothing queued. */
function folder(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'psa-marker-')), 'data');
  dirs.push(dir);
  mkdirSync(dir);
  const org = smallOrgDb();
  writeFileSync(replicaDbFile(dir), org.serialize());
  org.close();
  const { db } = openReplica(dir);
  setReplicaSetting(db, 'account_id', String(ORG.anna));
  db.close();
  return dir;
}

const entry = (day: number) => ({
  ProjectID: String(ORG.project1),
  ContractLineID: String(LINES.project1Time),
  RoleID: String(ORG.consultant),
  DateTimeFrom: `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`,
  DateTimeTo: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
  NumberOfHours: 1,
  confirm: ['DATE_BACK', 'OVERLAP', 'DAY_OVER_MAX', 'DAY_APPROVED'],
});

describe('the replica marker as local creates come in', () => {
  it('says "unsynced changes" on disk before the first create is answered, so a crash then a vanished replica is reported', async () => {
    const dir = folder();
    const core = createAppCore({ dataDir: dir, syncOnStart: false, demoServer: false, probe: false });
    cores.push(core);
    await core.ready;
    expect(readMarker(dir)).toMatchObject({ unsynced: 0 });

    const created = await core.invoke('timesheets:create', entry(2));
    expect(created.ok).toBe(true);
    // Read at once, as a crash right after the answer would leave it.
    expect(readMarker(dir)).toMatchObject({ unsynced: 1 });

    // The process dies (no close, nothing flushed) and the replica file is lost with it.
    for (const s of ['', '-wal', '-shm']) rmSync(`${replicaDbFile(dir)}${s}`, { force: true });
    let refusal: unknown;
    try {
      openReplica(dir).db.close();
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(DatabaseDamagedError);
    expect((refusal as Error).message).toMatch(
      /missing, but this folder had a replica with 1 unsynced change/,
    );
  });

  it('writes the exact count when the core closes', async () => {
    const dir = folder();
    const core = createAppCore({ dataDir: dir, syncOnStart: false, demoServer: false, probe: false });
    for (const day of [2, 3, 4]) expect((await core.invoke('timesheets:create', entry(day))).ok).toBe(true);
    expect(readMarker(dir)?.unsynced).toBeGreaterThan(0);
    await core.close();
    expect(readMarker(dir)).toMatchObject({ unsynced: 3 });
  });
});

describe('replicaNotes', () => {
  /** An open replica of a fresh folder and a function adding one pending timesheet to it. */
  function opened() {
    const dir = folder();
    const { db } = openReplica(dir);
    const r = createReplica(db);
    let day = 1;
    const add = () => {
      day += 1;
      const e = entry(day);
      addTimesheet(r, {
        ...e,
        ProjectID: ORG.project1,
        ContractLineID: LINES.project1Time,
        RoleID: ORG.consultant,
      });
    };
    return { dir, db, add };
  }

  it('writes a count crossing zero at once and other counts later, at most once per wait', () => {
    const { dir, db, add } = opened();
    const notes = replicaNotes(dir, Date.now, 60_000);
    add();
    notes.note(db);
    expect(readMarker(dir)).toMatchObject({ unsynced: 1 });
    add();
    notes.note(db);
    add();
    notes.note(db);
    // 1 -> 3 crosses nothing: the marker still says 1 (true for what it protects: some are unsynced).
    expect(readMarker(dir)).toMatchObject({ unsynced: 1 });
    notes.flush(db);
    expect(readMarker(dir)).toMatchObject({ unsynced: 3 });
    db.prepare("UPDATE outbox SET state = 'done'").run();
    notes.note(db);
    expect(readMarker(dir)).toMatchObject({ unsynced: 0 });
    db.close();
  });

  it('writes a changed count by itself after the wait', async () => {
    const { dir, db, add } = opened();
    const notes = replicaNotes(dir, Date.now, 20);
    add();
    notes.note(db);
    add();
    notes.note(db);
    await vi.waitFor(() => expect(readMarker(dir)).toMatchObject({ unsynced: 2 }), { timeout: 5_000 });
    notes.flush(db);
    db.close();
  });
});

describe('a replica emptied to zero bytes with nothing unsynced', () => {
  /** Empties the replica file as a failed copy or a full disk can leave it. */
  const empty = (dir: string) => {
    for (const s of ['-wal', '-shm']) rmSync(`${replicaDbFile(dir)}${s}`, { force: true });
    writeFileSync(replicaDbFile(dir), '');
  };
  const refusalOf = (dir: string): unknown => {
    try {
      openReplica(dir).db.close();
      return undefined;
    } catch (e) {
      return e;
    }
  };

  it('is refused as damage where its note says a replica lived here, and left at zero bytes', () => {
    const dir = folder();
    expect(readMarker(dir)).toMatchObject({ unsynced: 0 });
    empty(dir);
    const refusal = refusalOf(dir);
    expect(refusal).toBeInstanceOf(DatabaseDamagedError);
    expect((refusal as Error).message).toMatch(
      /is empty \(0 bytes\), but this folder held a replica.*restore --latest/,
    );
    expect(statSync(replicaDbFile(dir)).size).toBe(0);
  });

  it('is refused where only its backups are left, and a new folder still starts empty', async () => {
    const dir = folder();
    const { db } = openReplica(dir);
    await backupReplica(db, dir, 'daily');
    db.close();
    rmSync(join(dir, 'replica.json'));
    empty(dir);
    expect(refusalOf(dir)).toBeInstanceOf(DatabaseDamagedError);

    const fresh = join(mkdtempSync(join(tmpdir(), 'psa-marker-')), 'data');
    dirs.push(fresh);
    mkdirSync(fresh);
    writeFileSync(replicaDbFile(fresh), '');
    expect(refusalOf(fresh)).toBeUndefined();
  });
});
