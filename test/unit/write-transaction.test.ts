import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { writeTransaction } from '../../electron/core/db/transaction';

/*
 * Two connections on one file stand for two processes sharing a data folder (web mode and the
 * CLI). The other connection never waits here (busy_timeout 0), so a lock shows as an error at once.
 */

let dir: string;
let a: Db;
let b: Db;

const setting = (db: Db, key: string, value: string) =>
  db.prepare('INSERT OR REPLACE INTO replica_settings (key, value) VALUES (?, ?)').run(key, value);
const count = (db: Db) => (db.prepare('SELECT COUNT(*) AS n FROM replica_settings').get() as { n: number }).n;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'psa-tx-'));
  a = openDatabase(join(dir, 'replica.sqlite'));
  b = openDatabase(join(dir, 'replica.sqlite'));
  b.pragma('busy_timeout = 0');
});
afterEach(() => {
  a.close();
  b.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('writeTransaction', () => {
  it('a deferred transaction that reads, then writes after another writer, fails without waiting', () => {
    // This is the failure mode writeTransaction removes: no busy_timeout can help it.
    expect(() =>
      a.transaction(() => {
        count(a);
        setting(b, 'other', '1');
        setting(a, 'mine', '1');
      })(),
    ).toThrow(/SQLITE_BUSY|database is locked/);
  });

  it('takes the write lock when it begins: the other writer waits, this one commits', () => {
    const n = writeTransaction(a, () => {
      const before = count(a);
      expect(() => setting(b, 'other', '1')).toThrow(/database is locked/);
      setting(a, 'mine', '1');
      return before + 1;
    });
    expect(n).toBe(count(b));
    setting(b, 'other', '1');
    expect(count(a)).toBe(n + 1);
  });

  it('nests as a savepoint: an inner failure rolls back only the inner part', () => {
    writeTransaction(a, () => {
      setting(a, 'outer', '1');
      expect(() =>
        writeTransaction(a, () => {
          setting(a, 'inner', '1');
          throw new Error('inner fails');
        }),
      ).toThrow('inner fails');
    });
    const keys = b.prepare("SELECT key FROM replica_settings WHERE key IN ('outer', 'inner')").pluck().all();
    expect(keys).toEqual(['outer']);
  });
});
