import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { toAppError } from '../../electron/core/app/errors';
import { createInvoke } from '../../electron/core/app/invoke';
import type { AppHandlers } from '../../electron/core/app/types';
import { coreI18n } from '../../electron/core/i18n';

/*
 * A full disk is said in words, in the user's language, and is not an internal error: no stack
 * trace is logged and the user learns that nothing was saved. The failure is SQLite's own: a real
 * database file whose room is used up (its page limit, the way SQLite reports a full disk).
 */

const dir = mkdtempSync(join(tmpdir(), 'psa-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await coreI18n.changeLanguage('en');
});

/** A real database that has no room left: the next write fails with SQLITE_FULL and is rolled back. */
function fullDatabase(): { db: Db; write: () => void; rows: () => number } {
  const db = openDatabase(join(dir, `full-${Math.random().toString(36).slice(2)}.sqlite`));
  db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages + 2}`);
  const write = () => db.prepare('INSERT INTO notes VALUES (?)').run('x'.repeat(20_000));
  return { db, write, rows: () => (db.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n };
}

/** The error a write to a full database throws (better-sqlite3's SqliteError). */
function diskFullError(): Error {
  const full = fullDatabase();
  try {
    for (let i = 0; i < 100; i++) full.write();
  } catch (e) {
    return e as Error;
  } finally {
    full.db.close();
  }
  throw new Error('the database never filled up');
}

describe('a full disk', () => {
  it('is SQLite’s SQLITE_FULL, and the failed write stored nothing', () => {
    const full = fullDatabase();
    let error: unknown;
    let before = 0;
    try {
      for (let i = 0; i < 100 && error === undefined; i++) {
        before = full.rows();
        try {
          full.write();
        } catch (e) {
          error = e;
        }
      }
      expect((error as { code?: string }).code).toBe('SQLITE_FULL');
      expect(full.rows()).toBe(before);
    } finally {
      full.db.close();
    }
  });

  it.each([
    ['en', 'The disk is full: nothing was saved; free space and try again.'],
    ['nl', 'De schijf is vol: er is niets opgeslagen; maak ruimte vrij en probeer het opnieuw.'],
    [
      'de',
      'Der Datenträger ist voll: Es wurde nichts gespeichert; schaffen Sie Platz und versuchen Sie es erneut.',
    ],
  ])('is answered DISK_FULL in %s, with no SQL or stack in the words', async (language, words) => {
    await coreI18n.changeLanguage(language);
    expect(toAppError(diskFullError())).toEqual({ code: 'DISK_FULL', message: words });
  });

  it('reaches the renderer, web mode and the CLI through invoke as DISK_FULL, and logs no stack trace', async () => {
    const logged: unknown[] = [];
    const error = diskFullError();
    const handlers = {
      'settings:get': () => Promise.reject(error),
    } as unknown as AppHandlers;
    const invoke = createInvoke(handlers, { onInternalError: (_c, e) => logged.push(e) });
    const result = await invoke('settings:get', {});
    expect(result).toEqual({
      ok: false,
      error: { code: 'DISK_FULL', message: 'The disk is full: nothing was saved; free space and try again.' },
    });
    expect(logged).toEqual([]);
  });
});
