import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { countByState, getOutbox } from '../../electron/core/db/repositories/outbox';
import { getInvoice } from '../../electron/core/db/repositories/invoices';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { addExpense, addTimesheet, type TimesheetInput } from '../../electron/core/replica/changes-entries';
import {
  addCompany,
  addContact,
  addProject,
  editCompany,
  payInvoice,
} from '../../electron/core/replica/changes-records';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { resubmit } from '../../electron/core/replica/outbox-ops';
import { syncOnce } from '../../electron/core/sync/engine';
import { createHttpRemote, type RemoteApi } from '../../electron/core/sync/remote';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { startFaultProxy, type Fault, type FaultProxy } from '../support/fault-proxy';
import { TEST_PUSH_WINDOW } from '../support/push-window';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Exactly once through a faulty network: a replica file syncs with the real reference server
 * through the fault proxy; the server's own database is the judge of what arrived.
 */

const TIMEOUT_MS = 1_500;
/** The demo organization's records used here: 17-digit ids (record n of a table is demoId). */
const ANNA = demoId('accounts', 1);
const PROJECT_1 = demoId('projects', 1);
const TIME_LINE = demoId('contract_lines', 10); // project 1's time line in the demo data
const EXPENSE_LINE = demoId('contract_lines', 11);
const ROLE = demoId('roles', 1);
const CLOCK_BASE = Date.parse('2031-03-20T12:00:00.000Z');
const started = Date.now();
/** The replica's clock: the pull window covers the 2031 days the entries are booked on. */
const clock = () => CLOCK_BASE + (Date.now() - started);

let server: TestServer;
let proxy: FaultProxy;
let remote: RemoteApi;
/** The same remote with a long timeout, for syncs that must not trip over a slow, busy machine. */
let patient: RemoteApi;
const open: { r: Replica; dir: string }[] = [];
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url, { retryAfter: '1' });
  remote = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: TIMEOUT_MS });
  patient = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: 20_000 });
});

afterEach(() => {
  proxy.setFaults(null);
  for (const { r, dir } of open.splice(0)) {
    r.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

/** One sync; `stallable` gives up on a stalled request after TIMEOUT_MS. */
const sync = (r: Replica, stallable = false) =>
  syncOnce({
    db: r.db,
    remote: stallable ? remote : patient,
    now: clock,
    push: { window: TEST_PUSH_WINDOW },
  });
/**
 * A sync that stops at its first transient failure, as a sync on a line that drops for good
 * would: what the next sync (or a restart) must then recover is what these tests are about.
 * (That a sync retries within itself is test/integration/sync-converge.test.ts.)
 */
const faultySync = (r: Replica, stallable = false) =>
  syncOnce({
    db: r.db,
    remote: stallable ? remote : patient,
    now: clock,
    push: { window: TEST_PUSH_WINDOW, tries: 1, stopAfter: 1 },
  });

/** A replica file of account 1 that has pulled the remote once (so projects are known). */
async function pulledReplica(): Promise<Replica> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-sync-faults-'));
  const r = createReplica(openDatabase(replicaDbFile(dir)), clock);
  open.push({ r, dir });
  setReplicaSetting(r.db, 'account_id', String(ANNA));
  expect((await sync(r)).outcome).toBe('ok');
  return r;
}

/** Valid timesheets of project 1 on a day of their own, one hour each. */
function entries(tag: string, descriptions: string[]): TimesheetInput[] {
  const date = `2031-03-${String(++day).padStart(2, '0')}`;
  return descriptions.map((d, i) => ({
    ProjectID: PROJECT_1,
    ContractLineID: TIME_LINE,
    RoleID: ROLE,
    DateTimeFrom: `${date}T${String(8 + i).padStart(2, '0')}:00:00.000Z`,
    DateTimeTo: `${date}T${String(9 + i).padStart(2, '0')}:00:00.000Z`,
    NumberOfHours: 1,
    Description: `${tag} ${d}`,
  }));
}

interface EntryRow {
  id: bigint;
  description: string;
  project_id: bigint;
  contract_line_id: bigint | null;
}
const ENTRY_SQL =
  'SELECT id, description, project_id, contract_line_id FROM timesheets WHERE description LIKE ? ORDER BY id';
const onServer = (tag: string) =>
  readDb(server.dbFile, (db) => db.prepare(ENTRY_SQL).all(`${tag} %`) as EntryRow[]);
const locally = (r: Replica, tag: string) => r.db.prepare(ENTRY_SQL).all(`${tag} %`) as EntryRow[];
const sorted = (xs: (string | bigint)[]) => xs.map(String).sort();

/** The server holds each local entry exactly once, the replica knows them by the server's ids, nothing is left open. */
function expectExactlyOnce(r: Replica, tag: string, descriptions: string[]): void {
  const remoteRows = onServer(tag);
  const localRows = locally(r, tag);
  expect(sorted(remoteRows.map((t) => t.description))).toEqual(
    sorted(descriptions.map((d) => `${tag} ${d}`)),
  );
  expect(sorted(localRows.map((t) => t.id))).toEqual(sorted(remoteRows.map((t) => t.id)));
  const states = countByState(r.db);
  expect({ pending: states.pending, sending: states.sending, rejected: states.rejected }).toEqual({
    pending: 0,
    sending: 0,
    rejected: 0,
  });
}

/** Applies `fault` to the first request matching `match`; every other request passes. */
function faultOnce(fault: Fault, match: (method: string, url: string) => boolean): void {
  let used = false;
  proxy.setFaults((req) => {
    if (used || !match(req.method, req.url)) return 'pass';
    used = true;
    return fault;
  });
}
const isPost = (path: string) => (method: string, url: string) => method === 'POST' && url.endsWith(path);

describe('a fault on a create, then a clean sync: every entry exactly once', () => {
  it.each<[string, Fault, number]>([
    ['refused (503)', 'refuse', 0],
    ['response dropped after the server committed', 'drop-response', 1],
    ['stalled before reaching the server', 'stall-before', 0],
    ['stalled after the server committed', 'stall-after', 1],
    ['rate-limited four times in a row (429)', { kind: 'rate-limit', retryAfter: 0 }, 0],
  ])('create %s', async (name, fault, committed) => {
    const r = await pulledReplica();
    const tag = `faults-${name.replace(/\W+/g, '-')}`;
    const added = entries(tag, ['a', 'b', 'c']).map((e) => addTimesheet(r, e));
    if (typeof fault === 'object') proxy.next(fault, fault, fault, fault);
    else faultOnce(fault, isPost('/timesheets'));

    const faulty = await faultySync(r, true);
    expect(faulty.outcome).toBe('offline');
    await proxy.settled();
    // In a window, the faulted create's neighbours may have gone through before the sync stopped.
    const went = faulty.pushed;
    expect(onServer(tag)).toHaveLength(committed + went);
    // Offline, the entries not sent are all still there, waiting with their provisional ids.
    expect(locally(r, tag).filter((t) => t.id < 0n)).toHaveLength(3 - went);
    expect(faulty.pending).toBe(3 - went);

    proxy.setFaults(null);
    const clean = await sync(r);
    expect(clean).toMatchObject({
      outcome: 'ok',
      adopted: committed,
      pushed: 3 - committed - went,
      pending: 0,
    });
    expectExactlyOnce(r, tag, ['a', 'b', 'c']);
    for (const { outboxId } of added) expect(getOutbox(r.db, outboxId)?.state).toBe('done');
  });

  it('waits out a 429 for its Retry-After and goes on in the same sync', async () => {
    const r = await pulledReplica();
    const tag = 'faults-retry-after';
    entries(tag, ['a', 'b']).forEach((e) => addTimesheet(r, e));
    faultOnce({ kind: 'rate-limit', retryAfter: 1 }, isPost('/timesheets'));
    const t0 = Date.now();
    const out = await sync(r);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(out).toMatchObject({ outcome: 'ok', pushed: 2, adopted: 0 });
    expectExactlyOnce(r, tag, ['a', 'b']);
  });

  it('survives losing the lookup too: an answer dropped, then the lookup dropped, then a clean sync', async () => {
    const r = await pulledReplica();
    const tag = 'faults-lookup';
    entries(tag, ['a', 'b']).forEach((e) => addTimesheet(r, e));
    faultOnce('drop-response', isPost('/timesheets'));
    const first = await faultySync(r);
    expect(first.outcome).toBe('offline');
    faultOnce('drop-response', (method, url) => method === 'GET' && url.includes('/timesheets'));
    expect((await faultySync(r)).outcome).toBe('offline');
    await proxy.settled();
    proxy.setFaults(null);
    expect(await sync(r)).toMatchObject({ outcome: 'ok', adopted: 1, pushed: 1 - first.pushed });
    expectExactlyOnce(r, tag, ['a', 'b']);
  });
});

describe('a busy day', () => {
  it('finds a lost expense among more than 50 of the account on the same date', async () => {
    const r = await pulledReplica();
    const tag = 'busy-expenses';
    const date = `2031-03-${String(++day).padStart(2, '0')}T00:00:00.000Z`;
    const descriptions = Array.from({ length: 55 }, (_, i) => `receipt ${i}`);
    for (const d of descriptions) {
      addExpense(r, {
        ProjectID: PROJECT_1,
        ContractLineID: EXPENSE_LINE,
        AmountExVAT: 10,
        VATAmount: 2.1,
        TotalAmount: 12.1,
        ExpenseDate: date,
        Description: `${tag} ${d}`,
      });
    }
    let posts = 0;
    proxy.setFaults((req) => (req.method === 'POST' && ++posts === 55 ? 'drop-response' : 'pass'));
    expect(await faultySync(r)).toMatchObject({ outcome: 'offline', pushed: 54 });
    await proxy.settled();
    proxy.setFaults(null);
    expect(await sync(r)).toMatchObject({ outcome: 'ok', adopted: 1, pushed: 0 });
    const sql = 'SELECT description FROM expenses WHERE description LIKE ? ORDER BY description';
    const remoteRows = readDb(server.dbFile, (db) => db.prepare(sql).pluck().all(`${tag} %`));
    expect(remoteRows).toEqual(descriptions.map((d) => `${tag} ${d}`).sort());
    expect(
      r.db
        .prepare('SELECT count(*) FROM expenses WHERE description LIKE ? AND id > 0')
        .pluck()
        .get(`${tag} %`),
    ).toBe(55);
  });
});

describe('identical twin entries', () => {
  it.each([
    ['the answer to the first is lost', ['drop-response' as const], 1],
    ['the answer to the second is lost', ['pass' as const, 'drop-response' as const], 1],
    ['the second is refused after the first arrived', ['pass' as const, 'refuse' as const], 0],
  ])('both arrive when %s', async (name, faults, adopted) => {
    const r = await pulledReplica();
    const tag = `twins-${name.replace(/\W+/g, '-')}`;
    const [twin] = entries(tag, ['same']);
    if (!twin) throw new Error('no entry');
    addTimesheet(r, twin);
    addTimesheet(r, twin);
    proxy.next(...faults);
    expect((await faultySync(r)).outcome).toBe('offline');
    await proxy.settled();
    expect(await sync(r)).toMatchObject({ outcome: 'ok', adopted });
    expectExactlyOnce(r, tag, ['same', 'same']);
    expect(new Set(locally(r, tag).map((t) => t.id)).size).toBe(2);
  });
});

describe('records created offline', () => {
  it('go in dependency order, with every reference remapped to the real ids, even when an answer is lost', async () => {
    const r = await pulledReplica();
    const tag = 'deps';
    const company = addCompany(r, { Name: `${tag} Initech`, City: 'Austin' });
    editCompany(r, { CompanyID: company.id, Name: `${tag} Initech`, City: 'Dallas' });
    const contact = addContact(r, {
      CompanyID: company.id,
      LastName: 'Lumbergh',
      Email: `${tag}@initech.example`,
    });
    const project = addProject(r, {
      Name: `${tag} TPS reports`,
      Stage: 'Active',
      CompanyID: company.id,
      ContactID: contact.id,
      ContractTemplateID: demoId('contract_templates', 1),
    });
    // Contract lines have no endpoint: the new project's time line (template 1's first line) gets the next id.
    const line = readDb(
      server.dbFile,
      (db) => (db.prepare('SELECT max(id) AS id FROM contract_lines').get() as { id: bigint }).id + 1n,
    );
    const [input] = entries(tag, ['kickoff']);
    if (!input) throw new Error('no entry');
    addTimesheet(r, { ...input, ProjectID: project.id, ContractLineID: line });

    faultOnce('drop-response', isPost('/project'));
    expect(await faultySync(r)).toMatchObject({ outcome: 'offline', pushed: 2 });
    await proxy.settled();
    proxy.setFaults(null);
    expect(await sync(r)).toMatchObject({ outcome: 'ok', adopted: 1, pushed: 1, pending: 0 });

    const remoteIds = readDb(server.dbFile, (db) => {
      const one = <T>(sql: string, arg: string) => {
        const rows = db.prepare(sql).all(arg) as T[];
        expect(rows, sql).toHaveLength(1);
        return rows[0] as T;
      };
      const c = one<{ id: bigint; city: string }>(
        'SELECT id, city FROM companies WHERE name = ?',
        `${tag} Initech`,
      );
      const k = one<{ id: bigint; company_id: bigint }>(
        'SELECT id, company_id FROM contacts WHERE email = ?',
        `${tag}@initech.example`,
      );
      const p = one<{ id: bigint; company_id: bigint; contact_id: bigint }>(
        'SELECT id, company_id, contact_id FROM projects WHERE name = ?',
        `${tag} TPS reports`,
      );
      expect(c.city).toBe('Dallas');
      expect(k.company_id).toBe(c.id);
      expect([p.company_id, p.contact_id]).toEqual([c.id, k.id]);
      return { company: c.id, contact: k.id, project: p.id };
    });
    expectExactlyOnce(r, tag, ['kickoff']);
    expect(onServer(tag)[0]?.project_id).toBe(remoteIds.project);
    expect(locally(r, tag)[0]?.project_id).toBe(remoteIds.project);
    expect(
      r.db.prepare('SELECT company_id, contact_id FROM projects WHERE id = ?').get(remoteIds.project),
    ).toEqual({
      company_id: remoteIds.company,
      contact_id: remoteIds.contact,
    });
    for (const table of ['companies', 'contacts', 'projects', 'timesheets']) {
      expect(r.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE id < 0`).get(), table).toEqual({ n: 0 });
    }
  });
});

describe('marking an invoice paid offline', () => {
  it('ends done, not rejected, when the answer was lost and the retry meets an already paid invoice', async () => {
    const r = await pulledReplica();
    const sent = demoId('invoices', 4); // a Sent invoice of the demo data
    payInvoice(r, { invoiceid: sent });
    faultOnce('drop-response', (method, url) => method === 'PATCH' && url.includes('/invoices/paid'));
    expect((await faultySync(r)).outcome).toBe('offline');
    await proxy.settled();
    expect(
      readDb(server.dbFile, (db) => db.prepare('SELECT status FROM invoices WHERE id = ?').pluck().get(sent)),
    ).toBe('Paid');
    expect(await sync(r)).toMatchObject({ outcome: 'ok', rejected: 0, pending: 0 });
    expect(getInvoice(r.db, sent)?.status).toBe('Paid');
    expect(countByState(r.db).rejected).toBe(0);
  });
});

describe('a permanently rejected change', () => {
  it('keeps the server message, does not block the others, and after a fix syncs once', async () => {
    const r = await pulledReplica();
    const tag = 'rejected';
    const [bad, ...good] = entries(tag, ['bad line', 'good 1', 'good 2']);
    if (!bad) throw new Error('no entry');
    const unknownLine = demoId('contract_lines', 1) - 1n;
    const rejected = addTimesheet(r, { ...bad, ContractLineID: unknownLine });
    good.forEach((e) => addTimesheet(r, e));

    expect(await sync(r)).toMatchObject({ outcome: 'partial', rejected: 1, pushed: 2, pending: 0 });
    const row = getOutbox(r.db, rejected.outboxId);
    expect(row).toMatchObject({ state: 'rejected', last_status: 422 });
    // The server's message names the id with every digit.
    expect(row?.last_error).toContain(`ContractLineID ${unknownLine}`);
    expect(sorted(onServer(tag).map((t) => t.description))).toEqual([`${tag} good 1`, `${tag} good 2`]);

    const posts = () => proxy.history.filter((h) => h.method === 'POST').length;
    const before = posts();
    // A rejected change is not sent again until it is fixed.
    expect(await sync(r)).toMatchObject({ pushed: 0, rejected: 0, pending: 0 });
    expect(posts()).toBe(before);
    expect(getOutbox(r.db, rejected.outboxId)?.state).toBe('rejected');

    resubmit(r, rejected.outboxId, { ContractLineID: TIME_LINE });
    expect(await sync(r)).toMatchObject({ outcome: 'ok', pushed: 1 });
    expectExactlyOnce(r, tag, ['bad line', 'good 1', 'good 2']);
    expect(locally(r, tag).every((t) => t.contract_line_id === TIME_LINE)).toBe(true);
  });
});
