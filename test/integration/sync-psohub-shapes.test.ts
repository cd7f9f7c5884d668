import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { setReplicaSetting, type SettingKey } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { syncOnce } from '../../electron/core/sync/engine';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { ADMIN_KEY, expectOk, request, startTestServer, type TestServer } from '../support/server';

/*
 * `--psohub-shapes` (decision 26) over real HTTP: the reference server writes its read records the
 * way PSOhub does, the real sync engine pulls them into a replica, and the replica ends up holding
 * exactly what a pull from the normal server stores.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const now = () => NOW;
/** The data tables a pull fills. */
const TABLES = [
  'companies',
  'contacts',
  'projects',
  'accounts',
  'plans',
  'task_lists',
  'tasks',
  'task_assignees',
  'invoices',
  'invoice_lines',
  'invoice_detail_lines',
  'timesheets',
  'expenses',
] as const;
/** References of the replica that hold 0 (plans.project_id 0 is that table's own "not linked"). */
const ZERO_REFERENCES = `
  SELECT 'contacts' FROM contacts WHERE company_id = 0
  UNION ALL SELECT 'projects' FROM projects WHERE 0 IN (company_id, contact_id, project_type_id,
    business_unit_id, project_manager_id, contract_template_id, external_deal_id)
  UNION ALL SELECT 'plans' FROM plans WHERE crm_deal_id = 0
  UNION ALL SELECT 'timesheets' FROM timesheets WHERE 0 IN (contract_line_id, role_id, task_id)
  UNION ALL SELECT 'expenses' FROM expenses WHERE contract_line_id = 0
  UNION ALL SELECT 'invoices' FROM invoices WHERE 0 IN (customer_id, contact_id, project_id)
  UNION ALL SELECT 'invoice_detail_lines' FROM invoice_detail_lines WHERE account_id = 0`;

/** The demo's account 1: a 17-digit id. */
const ANNA = demoId('accounts', 1);

let psohub: TestServer;
let normal: TestServer;
const dirs: string[] = [];
const dbs: Db[] = [];
/** Project whose number and manager the remote left empty. */
let bare = 0n;
/** A timesheet of account 1 booked against a task. */
let tasked = 0n;

/** The same edits on both servers' data: empty values PSOhub writes its own way. */
function vary(server: TestServer): void {
  const db = server.server.db;
  db.prepare(
    'UPDATE projects SET project_number = NULL, project_manager_id = NULL, project_manager_name = NULL WHERE id = ?',
  ).run(bare);
  db.prepare(
    'UPDATE contacts SET company_id = NULL, phone = NULL WHERE id = (SELECT max(id) FROM contacts)',
  ).run();
  db.prepare('UPDATE timesheets SET task_id = (SELECT min(id) FROM tasks), role_id = NULL WHERE id = ?').run(
    tasked,
  );
}

function newReplica(url: string): Db {
  const dir = mkdtempSync(join(tmpdir(), 'psa-psohub-'));
  dirs.push(dir);
  const db = openDatabase(replicaDbFile(dir));
  dbs.push(db);
  // Every sync here is a whole pull (the reference data's hourly cadence is sync-noop's subject).
  for (const [k, v] of Object.entries({
    remote_url: url,
    remote_token: ADMIN_KEY,
    account_id: String(ANNA),
    reference_refresh_minutes: '0',
  }))
    setReplicaSetting(db, k as SettingKey, v);
  return db;
}

const rows = (db: Db, table: string) => db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
const count = (db: Db, sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
/** One id (a query whose column is named `id`, so it reads as bigint with every digit). */
const idOf = (db: Db, sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as bigint;
/** An id as an answer of either server may write it: a bigint, or digits (PSOhub's shapes). */
const same = (v: unknown, id: bigint) => (typeof v === 'string' || typeof v === 'bigint') && BigInt(v) === id;

beforeAll(async () => {
  [psohub, normal] = await Promise.all([startTestServer({ psohubShapes: true }), startTestServer()]);
  const db = psohub.server.db;
  bare = idOf(db, 'SELECT max(id) AS id FROM projects');
  tasked = idOf(
    db,
    `SELECT max(id) AS id FROM timesheets WHERE account_id = ${ANNA} AND date_from >= '2026-09-01' AND invoice_id IS NULL`,
  );
  vary(psohub);
  vary(normal);
});
afterAll(async () => {
  for (const db of dbs) db.close();
  await Promise.all([psohub?.close(), normal?.close()]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the server with --psohub-shapes', () => {
  it('writes "-", 0, digit-string ids, leaves out empty numbers and managers, adds ProjectType and ObjectID', async () => {
    const projects = expectOk(
      await request<Record<string, unknown>[]>(psohub.url, 'GET', '/projects', { query: { limit: 500 } }),
    );
    const p = projects.find((x) => same(x.ProjectID, bare));
    expect(p).toMatchObject({ ProjectManager: '-', ProjectType: '-', ObjectID: String(bare) });
    expect(p).not.toHaveProperty('ProjectNumber');
    expect(p).not.toHaveProperty('ProjectManagerID');
    expect(projects.some((x) => x.ExternalDealID === 0)).toBe(true);
    expect(projects.every((x) => typeof x.ProjectTypeID === 'string' || x.ProjectTypeID === 0)).toBe(true);

    const timesheets = expectOk(
      await request<Record<string, unknown>[]>(psohub.url, 'GET', '/timesheets', {
        query: { accountid: ANNA, datefrom: '2026-09-01', limit: 50 },
      }),
    );
    expect(timesheets.find((t) => same(t.TimesheetID, tasked))).toMatchObject({
      RoleID: 0,
      TaskID: expect.stringMatching(/^\d+$/),
    });
    expect(timesheets.filter((t) => !same(t.TimesheetID, tasked)).every((t) => t.TaskID === 0)).toBe(true);

    const plans = expectOk(await request<Record<string, unknown>[]>(psohub.url, 'GET', '/plans'));
    expect(plans.some((x) => x.ProjectID === 0)).toBe(true);
    expect(plans.some((x) => x.CrmDealID === 0)).toBe(true);
    // The normal server writes the same records with null.
    const plain = expectOk(
      await request<Record<string, unknown>[]>(normal.url, 'GET', '/projects', { query: { limit: 500 } }),
    );
    expect(plain.find((x) => same(x.ProjectID, bare))).toMatchObject({
      ProjectNumber: null,
      ProjectManager: null,
    });
  });
});

describe('a first sync against PSOhub shapes', () => {
  let fromPsohub: Db;
  let fromNormal: Db;
  beforeAll(async () => {
    fromPsohub = newReplica(psohub.url);
    fromNormal = newReplica(normal.url);
    const [a, b] = await Promise.all([syncOnce({ db: fromPsohub, now }), syncOnce({ db: fromNormal, now })]);
    expect(a.outcome, a.message).toBe('ok');
    expect(b.outcome, b.message).toBe('ok');
  });

  it('stores no "-" name and no reference to 0, keeps the project numbers, holds what the server holds', () => {
    const db = fromPsohub;
    const server = psohub.server.db;
    expect(db.prepare(ZERO_REFERENCES).all()).toEqual([]);
    expect(
      count(db, "SELECT count(*) FROM projects WHERE project_manager_name = '-' OR company_name = '-'"),
    ).toBe(0);
    expect(count(db, "SELECT count(*) FROM accounts WHERE name = '-'")).toBe(0);
    expect(db.prepare('SELECT id, project_number FROM projects ORDER BY id').all()).toEqual(
      server.prepare('SELECT id, project_number FROM projects ORDER BY id').all(),
    );
    expect(
      db.prepare('SELECT project_manager_id, project_manager_name FROM projects WHERE id = ?').get(bare),
    ).toEqual({
      project_manager_id: null,
      project_manager_name: null,
    });
    for (const table of ['companies', 'contacts', 'projects', 'invoices', 'plans', 'tasks', 'invoice_lines'])
      expect(count(db, `SELECT count(*) FROM ${table}`), table).toBe(
        count(server, `SELECT count(*) FROM ${table}`),
      );
    expect(count(db, 'SELECT count(*) FROM accounts WHERE is_project_manager = 1')).toBe(
      count(server, 'SELECT count(*) FROM accounts WHERE is_project_manager = 1'),
    );
    const window = ['2026-08-23T00:00:00.000Z', '2026-12-21T23:59:59.999Z'];
    const inWindow = `SELECT count(*) FROM timesheets WHERE account_id = ${ANNA} AND date_from BETWEEN ? AND ?`;
    expect(count(db, inWindow, ...window)).toBe(count(server, inWindow, ...window));
    expect(db.prepare('SELECT task_id, role_id FROM timesheets WHERE id = ?').get(tasked)).toEqual({
      task_id: idOf(server, 'SELECT min(id) AS id FROM tasks'),
      role_id: null,
    });
  });

  it('stores row for row what the same sync against the normal server stores', () => {
    // PSOhub's shapes cannot carry a text that is "-" or blank, or a reference to 0; the demo data
    // has none, so every column must agree.
    for (const table of TABLES) expect(rows(fromPsohub, table), table).toEqual(rows(fromNormal, table));
  });

  it('a number the remote later leaves out is kept, a "-" manager is cleared', async () => {
    const server = psohub.server.db;
    const numbered = idOf(server, 'SELECT min(id) AS id FROM projects');
    const number = count(server, 'SELECT project_number FROM projects WHERE id = ?', numbered);
    server
      .prepare(
        'UPDATE projects SET project_number = NULL, project_manager_id = NULL, project_manager_name = NULL WHERE id = ?',
      )
      .run(numbered);
    const out = await syncOnce({ db: fromPsohub, now });
    expect(out.outcome, out.message).toBe('ok');
    expect(
      fromPsohub
        .prepare('SELECT project_number, project_manager_id, project_manager_name FROM projects WHERE id = ?')
        .get(numbered),
    ).toEqual({
      project_number: number,
      project_manager_id: null,
      project_manager_name: null,
    });
  });
});
