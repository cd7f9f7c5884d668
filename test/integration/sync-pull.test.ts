import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { countByState, listOpen } from '../../electron/core/db/repositories/outbox';
import { setReplicaSetting, type SettingKey } from '../../electron/core/db/repositories/sync-meta';
import { timesheetHandlers } from '../../electron/core/reference-server/domain/timesheets';
import { replicaDbFile } from '../../electron/core/paths';
import { editCompany } from '../../electron/core/replica/changes-records';
import { createReplica } from '../../electron/core/replica/context';
import { syncOnce } from '../../electron/core/sync/engine';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { request as handlerRequest } from '../support/fixtures';
import { ADMIN_KEY, readDb, request, startTestServer, type TestServer } from '../support/server';

/* Pulling the remote's data into a replica, against the reference server over real HTTP. */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const now = () => NOW;
/** The default window around NOW: 90 days back, 30 ahead, whole UTC days. */
const WINDOW = { from: '2026-08-23T00:00:00.000Z', to: '2026-12-21T23:59:59.999Z' };
/** The window's first day, a Sunday: the first page holds busy entries only and ends inside a group. */
const BUSY_DAY = '2026-08-23';
const BUSY_COUNT = 60;

/** The demo organization's records used here: 17-digit ids (record n of a table is demoId). */
const ANNA = demoId('accounts', 1);
const PROJECT_1 = demoId('projects', 1);
const TIME_LINE = demoId('contract_lines', 10);
const ROLE = demoId('roles', 3);
const COMPANY_5 = demoId('companies', 5);

let server: TestServer;
const dirs: string[] = [];
const dbs: Db[] = [];

/** A fresh, empty replica of `url` for account 1, with extra settings. */
function newReplica(url: string, settings: Record<string, string> = {}): Db {
  const dir = mkdtempSync(join(tmpdir(), 'psa-pull-'));
  dirs.push(dir);
  const db = openDatabase(replicaDbFile(dir));
  dbs.push(db);
  for (const [k, v] of Object.entries({
    remote_url: url,
    remote_token: ADMIN_KEY,
    account_id: String(ANNA),
    // Every sync here is a whole pull (the reference data's hourly cadence is sync-noop's subject).
    reference_refresh_minutes: '0',
    ...settings,
  }))
    setReplicaSetting(db, k as SettingKey, v);
  return db;
}

const ids = (db: Db, sql: string, ...params: unknown[]) =>
  (
    db
      .prepare(sql)
      .pluck()
      .all(...params) as bigint[]
  ).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const onServer = (sql: string, ...params: unknown[]) =>
  readDb(server.dbFile, (db) => ids(db, sql, ...params));
const count = (db: Db, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
const ENTRIES_IN = {
  timesheets: `SELECT id FROM timesheets WHERE account_id = ${ANNA} AND date_from >= ? AND date_from <= ?`,
  expenses: `SELECT id FROM expenses WHERE account_id = ${ANNA} AND expense_date >= ? AND expense_date <= ?`,
};

/** Creates a timesheet of account 1 on the server through its own handler. */
function createOnServer(db: Db, from: string, minutes: number, description: string): bigint {
  const to = new Date(Date.parse(from) + minutes * 60_000).toISOString();
  const body = {
    AccountID: ANNA,
    ProjectID: PROJECT_1,
    ContractLineID: TIME_LINE,
    RoleID: ROLE,
    DateTimeFrom: from,
    DateTimeTo: to,
    NumberOfHours: minutes / 60,
    Description: description,
  };
  return BigInt(
    timesheetHandlers(db).createTimesheet(handlerRequest('createTimesheet', { body }), { accountId: ANNA })
      .TimesheetID,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  // A busy day: 60 entries, three at each instant, so pages end inside groups of equal times.
  for (let i = 0; i < BUSY_COUNT; i++) {
    const at = Date.parse(`${BUSY_DAY}T06:00:00.000Z`) + Math.floor(i / 3) * 20 * 60_000;
    createOnServer(server.server.db, new Date(at).toISOString(), 15, `busy ${i}`);
  }
});
afterAll(async () => {
  for (const db of dbs) db.close();
  await server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('pull', () => {
  let db: Db;

  it('fills an empty replica with every record, paging past 50 timesheets on one day', async () => {
    db = newReplica(server.url);
    const out = await syncOnce({ db, now });
    expect(out.outcome, out.message).toBe('ok');
    for (const table of ['companies', 'contacts', 'projects', 'invoices', 'plans', 'tasks']) {
      expect(ids(db, `SELECT id FROM ${table}`), table).toEqual(onServer(`SELECT id FROM ${table}`));
    }
    // Task lists carry no id in the API: the replica numbers its own.
    expect(count(db, 'task_lists')).toBe(readDb(server.dbFile, (s) => count(s, 'task_lists')));
    expect(ids(db, 'SELECT id FROM accounts WHERE is_project_manager = 1')).toEqual(
      onServer('SELECT id FROM accounts WHERE is_project_manager = 1'),
    );
    expect(count(db, 'invoice_lines')).toBe(readDb(server.dbFile, (s) => count(s, 'invoice_lines')));
    for (const [table, sql] of Object.entries(ENTRIES_IN)) {
      expect(ids(db, sql, WINDOW.from, WINDOW.to), table).toEqual(onServer(sql, WINDOW.from, WINDOW.to));
    }
    // Only the account's own entries, only inside the window.
    expect(
      ids(
        db,
        `SELECT id FROM timesheets WHERE account_id != ${ANNA} OR date_from < ? OR date_from > ?`,
        WINDOW.from,
        WINDOW.to,
      ),
    ).toEqual([]);
    expect(
      onServer(
        `SELECT id FROM timesheets WHERE account_id = ${ANNA} AND date_from >= ? AND date_from < ?`,
        WINDOW.from,
        `${BUSY_DAY}T06:00`,
      ),
    ).toEqual([]);
    const busy = ids(db, 'SELECT id FROM timesheets WHERE date_from LIKE ?', `${BUSY_DAY}%`);
    expect(busy.length).toBeGreaterThan(50);
    expect(busy).toEqual(
      onServer(`SELECT id FROM timesheets WHERE account_id = ${ANNA} AND date_from LIKE ?`, `${BUSY_DAY}%`),
    );
    const local = db
      .prepare('SELECT hours, description FROM timesheets WHERE description = ?')
      .get('busy 59');
    expect(local).toEqual({ hours: 2_500n, description: 'busy 59' });
  });

  it('never overwrites a record with a local change still open', async () => {
    const before = db.prepare('SELECT name, city FROM companies WHERE id = ?').get(COMPANY_5) as {
      name: string;
      city: string | null;
    };
    const edit = { CompanyID: COMPANY_5, Name: 'Edited while pulling', City: 'Utrecht' };
    // The user edits the company after the pull fetched it, before the pull stores what it fetched.
    const out = await syncOnce({
      db,
      now,
      onProgress: (p) => {
        if (p.phase === 'pull' && p.step?.startsWith('companies')) editCompany(createReplica(db, now), edit);
      },
    });
    expect(out.outcome).toBe('partial');
    expect(db.prepare('SELECT name, city FROM companies WHERE id = ?').get(COMPANY_5)).toEqual({
      name: edit.Name,
      city: edit.City,
    });
    expect(listOpen(db).map((o) => [o.endpoint, o.local_id, o.state])).toEqual([
      ['updateCompany', COMPANY_5, 'pending'],
    ]);
    expect(
      readDb(server.dbFile, (s) =>
        s.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(COMPANY_5),
      ),
    ).toBe(before.name);

    const next = await syncOnce({ db, now });
    expect(next.outcome, next.message).toBe('ok');
    expect(
      readDb(server.dbFile, (s) => s.prepare('SELECT name, city FROM companies WHERE id = ?').get(COMPANY_5)),
    ).toEqual({ name: edit.Name, city: edit.City });
    expect(db.prepare('SELECT name, city FROM companies WHERE id = ?').get(COMPANY_5)).toEqual({
      name: edit.Name,
      city: edit.City,
    });
  });

  it('removes records the remote no longer has', async () => {
    const sdb = server.server.db;
    const timesheets = ids(
      sdb,
      `${ENTRIES_IN.timesheets} AND invoice_id IS NULL AND description NOT LIKE 'busy %'`,
      WINDOW.from,
      WINDOW.to,
    ).slice(0, 3);
    const expense = ids(sdb, ENTRIES_IN.expenses, WINDOW.from, WINDOW.to).slice(0, 1);
    const contact = ids(
      sdb,
      'SELECT id FROM contacts WHERE id NOT IN (SELECT contact_id FROM projects WHERE contact_id IS NOT NULL) AND id NOT IN (SELECT contact_id FROM invoices WHERE contact_id IS NOT NULL)',
    ).slice(-1);
    expect([timesheets.length, expense.length, contact.length]).toEqual([3, 1, 1]);
    // The remote deletes them (the test server's own file stands in for the remote's database).
    sdb.prepare(`DELETE FROM timesheets WHERE id IN (${timesheets.join(',')})`).run();
    sdb.prepare('DELETE FROM expenses WHERE id = ?').run(expense[0]);
    sdb.prepare('DELETE FROM contacts WHERE id = ?').run(contact[0]);
    const before = {
      timesheets: count(db, 'timesheets'),
      expenses: count(db, 'expenses'),
      contacts: count(db, 'contacts'),
    };

    const out = await syncOnce({ db, now });
    expect(out.outcome, out.message).toBe('ok');
    expect(out.deleted).toBe(5);
    expect(ids(db, `SELECT id FROM timesheets WHERE id IN (${timesheets.join(',')})`)).toEqual([]);
    expect(ids(db, 'SELECT id FROM expenses WHERE id = ?', expense[0])).toEqual([]);
    expect(ids(db, 'SELECT id FROM contacts WHERE id = ?', contact[0])).toEqual([]);
    expect({
      timesheets: count(db, 'timesheets'),
      expenses: count(db, 'expenses'),
      contacts: count(db, 'contacts'),
    }).toEqual({
      timesheets: before.timesheets - 3,
      expenses: before.expenses - 1,
      contacts: before.contacts - 1,
    });
  });

  it('holds back a pull that would delete most local timesheets until deletions are allowed', async () => {
    server.server.db.prepare(`DELETE FROM timesheets WHERE description LIKE 'busy %'`).run();
    const before = ids(db, 'SELECT id FROM timesheets');
    for (let i = 0; i < 2; i++) {
      const out = await syncOnce({ db, now });
      expect(out.outcome).toBe('needs-confirmation');
      expect(out.deleted).toBe(0);
      expect(out.heldBack?.map((h) => [h.table, h.ids.length])).toEqual([['timesheets', BUSY_COUNT]]);
      expect(ids(db, 'SELECT id FROM timesheets')).toEqual(before);
    }
    const confirmed = await syncOnce({ db, now, allowMassDelete: true });
    expect(confirmed.outcome, confirmed.message).toBe('ok');
    expect(confirmed.deleted).toBe(BUSY_COUNT);
    expect(ids(db, ENTRIES_IN.timesheets, WINDOW.from, WINDOW.to)).toEqual(
      onServer(ENTRIES_IN.timesheets, WINDOW.from, WINDOW.to),
    );
    expect(countByState(db)).toMatchObject({ pending: 0, sending: 0, rejected: 0 });
  });

  it('respects the pull window settings', async () => {
    const narrow = newReplica(server.url, { pull_days_back: '14', pull_days_ahead: '0' });
    const out = await syncOnce({ db: narrow, now });
    expect(out.outcome, out.message).toBe('ok');
    const from = '2026-11-07T00:00:00.000Z';
    const to = '2026-11-21T23:59:59.999Z';
    const expected = onServer(ENTRIES_IN.timesheets, from, to);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(narrow, 'SELECT id FROM timesheets')).toEqual(expected);
    expect(ids(narrow, 'SELECT id FROM expenses')).toEqual(onServer(ENTRIES_IN.expenses, from, to));
    // The window really cut something off: the default window holds more.
    expect(onServer(ENTRIES_IN.timesheets, WINDOW.from, WINDOW.to).length).toBeGreaterThan(expected.length);
  });
});

describe('pull from a remote that answers one timesheet as a bare object', () => {
  it('still stores the single timesheet of the window', async () => {
    const quirky = await startTestServer({ singleObjectQuirk: true });
    try {
      const id = createOnServer(quirky.server.db, '2026-11-25T09:00:00.000Z', 90, 'the only one');
      const reply = await request(quirky.url, 'GET', '/timesheets', {
        query: { accountid: ANNA, datefrom: '2026-11-21', dateto: '2026-12-01' },
      });
      expect(Array.isArray(reply.body)).toBe(false);
      const db = newReplica(quirky.url, { pull_days_back: '0', pull_days_ahead: '10' });
      const out = await syncOnce({ db, now });
      expect(out.outcome, out.message).toBe('ok');
      expect(ids(db, 'SELECT id FROM timesheets')).toEqual([id]);
      expect(db.prepare('SELECT description, hours FROM timesheets').get()).toEqual({
        description: 'the only one',
        hours: 15_000n,
      });
    } finally {
      await quirky.close();
    }
  });
});
