import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { getOutbox, listOpen } from '../../electron/core/db/repositories/outbox';
import { setReplicaSetting, type SettingKey } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { addExpense } from '../../electron/core/replica/changes-entries';
import { addCompany, addContact } from '../../electron/core/replica/changes-records';
import { createReplica } from '../../electron/core/replica/context';
import { parseRequest } from '../../electron/core/replica/resources';
import { syncOnce } from '../../electron/core/sync/engine';
import { push } from '../../electron/core/sync/push';
import { createHttpRemote } from '../../electron/core/sync/remote';
import {
  COMPANIES,
  CONTACTS,
  EXPENSES,
  INVOICES,
  PLANS,
  PROJECTS,
  PROJECT_MANAGERS,
  PSO,
  TIMESHEETS,
} from '../support/psohub-examples';

/*
 * The example answers of PSOhub's help pages (17-digit ids, some as digit strings, 8-decimal
 * amounts, "-" and 0 for empty) served over real HTTP on 127.0.0.1 to the real sync client, into a
 * real SQLite replica file: what is stored is checked value for value. The remote also records
 * what the app sends, so the push is checked byte for byte: ids and amounts with every digit.
 */

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const now = () => NOW;
const TOKEN = 'psohub-example-token';

/** A PSOhub stand-in: GET lists answer the examples, POSTs answer new 17-digit ids as strings. */
interface FakePsohub {
  url: string;
  /** Raw bodies received, per "METHOD /path", with the query string. */
  received: { route: string; query: string; body: string }[];
  close(): Promise<void>;
}

const LISTS: Record<string, string> = {
  '/companies': COMPANIES,
  '/contacts': CONTACTS,
  '/projects': PROJECTS,
  '/accounts/projectmanagers': PROJECT_MANAGERS,
  '/plans': PLANS,
  '/invoices': INVOICES,
  '/timesheets': TIMESHEETS,
};
/** Ids the creates answer, as decision 7 says: digit strings. */
const CREATED: Record<string, string> = {
  '/expenses': '{"ExpenseID":"84442493013196805"}',
  '/company': '{"CompanyID":"14073748835533013"}',
  '/contact': '{"ContactID":"28147497671065607"}',
};

async function startFakePsohub(): Promise<FakePsohub> {
  const received: FakePsohub['received'] = [];
  // Expenses created here come back in the list as sent, with their id: the pull reads our own
  // wire text back.
  const createdExpenses: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.replace(/^\/v1/, '');
      const send = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(text);
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, '{"error":"unauthenticated"}');
      received.push({ route: `${req.method} ${path}`, query: url.search, body });
      if (req.method === 'GET' && path === '/expenses') {
        const items = EXPENSES.trim().slice(1, -1);
        return send(200, `[${[items, ...createdExpenses].join(',')}]`);
      }
      if (req.method === 'GET' && LISTS[path] !== undefined) return send(200, LISTS[path]);
      const created = CREATED[path];
      if (req.method === 'POST' && created !== undefined) {
        if (path === '/expenses')
          createdExpenses.push(body.replace(/^\{/, '{"ExpenseID":"84442493013196805",'));
        return send(201, created);
      }
      return send(404, '{"error":{"code":"NOT_FOUND","message":"no such path"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let remote: FakePsohub;
const dirs: string[] = [];
const dbs: Db[] = [];
let warn: MockInstance<typeof console.warn>;

/** A replica file of the fake PSOhub, signed in as Anna (a 17-digit account id). */
function newReplica(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'psa-psohub-examples-'));
  dirs.push(dir);
  const db = openDatabase(replicaDbFile(dir));
  dbs.push(db);
  const settings = { remote_url: remote.url, remote_token: TOKEN, account_id: String(PSO.anna) };
  for (const [k, v] of Object.entries(settings)) setReplicaSetting(db, k as SettingKey, v);
  return db;
}

const row = (db: Db, sql: string, ...args: unknown[]) => db.prepare(sql).get(...args);

beforeAll(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  remote = await startFakePsohub();
});
afterAll(async () => {
  warn.mockRestore();
  for (const db of dbs) db.close();
  await remote?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('a sync with the examples of PSOhub', () => {
  let db: Db;
  beforeAll(async () => {
    db = newReplica();
    const out = await syncOnce({ db, now });
    expect(out.outcome, out.message).toBe('ok');
  });

  it('stores every digit of every id, "-" as empty and 0 as no reference', () => {
    expect(db.prepare('SELECT id, name, phone, city FROM companies ORDER BY id').all()).toEqual([
      { id: PSO.acme, name: 'Acme Holding B.V.', phone: null, city: 'Amsterdam' },
      { id: PSO.globex, name: 'Globex GmbH', phone: '+49 30 1234', city: null },
    ]);
    expect(db.prepare('SELECT id, company_id, first_name FROM contacts ORDER BY id').all()).toEqual([
      { id: PSO.jane, company_id: PSO.acme, first_name: 'Jane' },
      { id: PSO.solo, company_id: null, first_name: null },
    ]);
    expect(
      db
        .prepare(
          `SELECT id, company_id, project_type_id, external_deal_id, business_unit_id, project_manager_id,
                  project_manager_name, project_number, deal_amount FROM projects ORDER BY id`,
        )
        .all(),
    ).toEqual([
      {
        id: PSO.website,
        company_id: PSO.globex,
        project_type_id: PSO.projectType,
        external_deal_id: null,
        business_unit_id: PSO.businessUnit,
        project_manager_id: null,
        project_manager_name: null,
        project_number: null,
        deal_amount: 120_000_000_000n,
      },
      {
        id: PSO.erp,
        company_id: PSO.acme,
        project_type_id: PSO.erpType,
        external_deal_id: PSO.deal,
        business_unit_id: null,
        project_manager_id: PSO.anna,
        project_manager_name: 'Anna de Vries',
        project_number: 'P-2026-0042',
        deal_amount: 99_173_553_719n,
      },
    ]);
    expect(db.prepare('SELECT id, name FROM accounts ORDER BY id').all()).toEqual([
      { id: PSO.anna, name: 'Anna de Vries' },
      { id: PSO.nameless, name: `Account ${PSO.nameless}` },
    ]);
    expect(row(db, 'SELECT id, project_id, crm_deal_id FROM plans')).toEqual({
      id: PSO.plan,
      project_id: 0n,
      crm_deal_id: null,
    });
    expect(row(db, 'SELECT id, effort, hours_booked FROM tasks')).toEqual({
      id: PSO.task,
      effort: 80_000n,
      hours_booked: 23_333n,
    });
  });

  it('stores hours at 4 decimals and money at 8, exactly (991.73553719 + 208.26446281 = 1200)', () => {
    expect(
      row(
        db,
        `SELECT id, account_id, project_id, contract_line_id, role_id, task_id, hours, sales_rate, cost_rate,
                description FROM timesheets`,
      ),
    ).toEqual({
      id: PSO.timesheet,
      account_id: PSO.anna,
      project_id: PSO.erp,
      contract_line_id: PSO.contractLine,
      role_id: null,
      task_id: PSO.task,
      hours: 27_525n,
      sales_rate: 13_512_345_678n,
      cost_rate: 7_500_000_000n,
      description: null,
    });
    expect(
      row(
        db,
        'SELECT id, account_id, project_id, contract_line_id, amount_ex_vat, vat_amount, total_amount FROM expenses',
      ),
    ).toEqual({
      id: PSO.expense,
      account_id: PSO.anna,
      project_id: PSO.erp,
      contract_line_id: null,
      amount_ex_vat: 99_173_553_719n,
      vat_amount: 20_826_446_281n,
      total_amount: 120_000_000_000n,
    });
    expect(db.prepare('SELECT id, number, total_ex, total_inc FROM invoices ORDER BY id').all()).toEqual([
      { id: PSO.draft2, number: null, total_ex: 0n, total_inc: 0n },
      { id: PSO.invoice, number: 'INV-2026-0007', total_ex: 99_173_553_719n, total_inc: 120_000_000_000n },
      { id: PSO.draft1, number: null, total_ex: 0n, total_inc: 0n },
    ]);
    expect(row(db, 'SELECT hours, rate, total FROM invoice_detail_lines')).toEqual({
      hours: 27_525n,
      rate: 13_512_345_678n,
      total: 37_192_731_479n,
    });
  });

  it('asks for the entries of the 17-digit account with every digit', () => {
    const lists = remote.received.filter((r) => r.route === 'GET /timesheets' || r.route === 'GET /expenses');
    expect(lists.length).toBeGreaterThan(0);
    for (const l of lists) {
      const q = new URLSearchParams(l.query);
      // The per-project pull (issue 13) asks by project, every digit kept too.
      if (q.has('projectid')) expect([String(PSO.website), String(PSO.erp)]).toContain(q.get('projectid'));
      else expect(q.get('accountid')).toBe('56294995342131201');
    }
  });

  it('sends an expense with exact ids and amounts, and adopts the id the remote answers', async () => {
    const r = createReplica(db, now);
    const local = addExpense(r, {
      ProjectID: PSO.erp,
      ContractLineID: PSO.contractLine,
      AmountExVAT: '991.73553719',
      VATAmount: '208.26446281',
      TotalAmount: 1200,
      ExpenseDate: '2026-03-04T00:00:00.000Z',
      Description: 'Hotel Berlin',
    });
    expect(local.id).toBeLessThan(0n);
    const sent = remote.received.length;
    const out = await syncOnce({ db, now });
    expect(out.outcome, out.message).toBe('ok');
    const post = remote.received.slice(sent).find((x) => x.route === 'POST /expenses');
    expect(post?.body).toBe(
      '{"AccountID":56294995342131201,"ProjectID":42221246506598403,"ContractLineID":98516241848729605,' +
        '"Description":"Hotel Berlin","AmountExVAT":991.73553719,"VATAmount":208.26446281,' +
        '"TotalAmount":1200,"ExpenseDate":"2026-03-04T00:00:00.000Z"}',
    );
    expect(getOutbox(db, local.outboxId)).toMatchObject({ state: 'done', remote_id: 84442493013196805n });
    expect(row(db, 'SELECT count(*) AS n FROM expenses WHERE id = ?', local.id)).toEqual({ n: 0 });
    // Pulled back from what was sent: the same units.
    expect(
      row(
        db,
        'SELECT amount_ex_vat, vat_amount, total_amount, account_id FROM expenses WHERE id = ?',
        84442493013196805n,
      ),
    ).toEqual({
      amount_ex_vat: 99_173_553_719n,
      vat_amount: 20_826_446_281n,
      total_amount: 120_000_000_000n,
      account_id: PSO.anna,
    });
  });
});

describe('records created offline against 17-digit ids', () => {
  it('remaps a provisional company id to the 17-digit id the remote answered, inside the queued contact', async () => {
    const db = newReplica();
    const r = createReplica(db, now);
    const company = addCompany(r, { Name: 'Initech' });
    const contact = addContact(r, {
      CompanyID: company.id,
      LastName: 'Lumbergh',
      Email: 'bill@initech.example',
    });
    expect(company.id).toBeLessThan(0n);
    expect(parseRequest(listOpen(db)[1]?.request ?? '{}').body).toMatchObject({ CompanyID: company.id });
    const sent = remote.received.length;
    const result = await push({
      db,
      remote: createHttpRemote({ baseUrl: remote.url, token: TOKEN }),
      now,
      runId: null,
    });
    expect(result).toMatchObject({ sent: 2, rejected: 0, blocked: 0, stoppedBy: null });
    const posted = remote.received.slice(sent);
    expect(posted.map((p) => p.route)).toEqual(['POST /company', 'POST /contact']);
    expect(posted[1]?.body).toBe(
      '{"LastName":"Lumbergh","Email":"bill@initech.example","CompanyID":14073748835533013}',
    );
    expect(row(db, 'SELECT id FROM companies')).toEqual({ id: 14073748835533013n });
    expect(row(db, 'SELECT id, company_id FROM contacts')).toEqual({
      id: 28147497671065607n,
      company_id: 14073748835533013n,
    });
    expect(contact.id).toBeLessThan(0n);
  });
});
