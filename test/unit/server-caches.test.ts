import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { dataVersion } from '../../electron/core/db/repositories/data-version';
import { ResponseCache } from '../../electron/core/reference-server/http/response-cache';
import { cacheStatements } from '../../electron/core/db/statement-cache';

/*
 * The server's two caches must never change an answer: a cached statement behaves like a fresh
 * one, and a cached response is dropped as soon as any connection writes.
 */

const open: Db[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function db(file = ':memory:'): Db {
  const d = openDatabase(file);
  open.push(d);
  return d;
}

describe('cacheStatements', () => {
  it('reuses a statement by SQL text, handing it out in its default mode', () => {
    const d = db();
    cacheStatements(d);
    d.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2)');
    const sql = 'SELECT x FROM t ORDER BY x';
    const a = d.prepare(sql);
    expect(d.prepare(sql)).toBe(a);
    expect(d.prepare(sql).pluck().all()).toEqual([1, 2]);
    expect(d.prepare(sql).all()).toEqual([{ x: 1 }, { x: 2 }]);
    d.prepare(sql).raw();
    expect(d.prepare(sql).get()).toEqual({ x: 1 });
  });

  it('never shares a statement that is still iterating', () => {
    const d = db();
    cacheStatements(d);
    d.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2)');
    const sql = 'SELECT x FROM t ORDER BY x';
    const seen: number[] = [];
    for (const row of d.prepare(sql).iterate() as Iterable<{ x: number }>) {
      seen.push(row.x, ...(d.prepare(sql).pluck().all() as number[]));
    }
    expect(seen).toEqual([1, 1, 2, 2, 1, 2]);
  });
});

describe('dataVersion', () => {
  it('changes after a write of this connection and after a commit of another one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-version-'));
    dirs.push(dir);
    const a = db(join(dir, 'v.sqlite'));
    const b = db(join(dir, 'v.sqlite'));
    const v0 = dataVersion(a);
    expect(dataVersion(a)).toBe(v0);
    a.prepare("INSERT INTO settings (key, value) VALUES ('k1', 'v')").run();
    const v1 = dataVersion(a);
    expect(v1).not.toBe(v0);
    a.prepare('SELECT * FROM settings').all();
    expect(dataVersion(a)).toBe(v1);
    b.prepare("INSERT INTO settings (key, value) VALUES ('k2', 'v')").run();
    expect(dataVersion(a)).not.toBe(v1);
  });
});

describe('ResponseCache', () => {
  it('answers only for the version an entry was stored at', () => {
    const c = new ResponseCache();
    c.set('k', 'v1', '[1]');
    expect(c.get('k', 'v1')).toBe('[1]');
    expect(c.get('k', 'v2')).toBeUndefined();
    c.set('other', 'v2', '[2]');
    expect(c.get('k', 'v1')).toBeUndefined();
    expect(c.get('other', 'v2')).toBe('[2]');
  });

  it('keeps within its size, dropping the least recently used entries', () => {
    const c = new ResponseCache(90);
    c.set('a', 'v', 'x'.repeat(20));
    c.set('b', 'v', 'x'.repeat(20));
    c.set('c', 'v', 'x'.repeat(20));
    expect(c.get('a', 'v')).toBeDefined();
    c.set('d', 'v', 'x'.repeat(20));
    c.set('e', 'v', 'x'.repeat(20));
    expect(c.get('b', 'v')).toBeUndefined();
    expect(c.get('a', 'v')).toBeDefined();
    c.set('huge', 'v', 'x'.repeat(60));
    expect(c.get('huge', 'v')).toBeUndefined();
  });
});
