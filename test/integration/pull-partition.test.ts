import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { insertCompany } from '../../electron/core/db/repositories/companies';
import { insertContact } from '../../electron/core/db/repositories/contacts';
import { getReplicaSetting, setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { replicaDbFile } from '../../electron/core/paths';
import { syncOnce } from '../../electron/core/sync/engine';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/*
 * Lists without paging (companies, contacts, projects: only a name filter, at most 500 an answer)
 * are partitioned by name fragments chosen from the answers' sizes (issue 12 point 2), against the
 * reference server over real HTTP with ~2,000 companies. Requests are counted per path by a
 * pass-through proxy; the replica's ids are compared with the server's (no record lost).
 */

const ANNA = demoId('accounts', 1);
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const COMPANIES = 2_000;
const LIMIT = 500;

const PREFIXES = ['Nord', 'Zuid', 'Alpen', 'Baltic', 'Rhein', 'Thames', 'Iberia', 'Hanse', 'Kent', 'Gothia'];
const CORES = ['Logistics', 'Software', 'Bouw', 'Energie', 'Consulting', 'Foods', 'Pharma', 'Media'];
const CORES2 = ['Finance', 'Robotics', 'Shipping', 'Agri', 'Retail', 'Studio', 'Metals', 'Optics'];
const FORMS = ['B.V.', 'GmbH', 'Ltd', 'SAS', 'Inc.', 'NV', 'AB', 'S.L.', 'Oy', 'AG'];
/**
 * Names with accents and odd characters, among the first 500 (the unfiltered answer holds them; a
 * name sharing no fragment with others and beyond it cannot be listed by any name filter), and
 * accented names like the others spread over the whole list.
 */
const ODD = [
  '',
  'Ærøskøbing Ølbryggeri AB',
  'Café Noël SAS',
  'Straße & Söhne GmbH',
  "O'Neil & Co. Ltd",
  'Łódź Młyn Sp. z o.o.',
  'Ça Va Bien SAS',
  '3M',
  'X',
  '株式会社テスト',
  '🚀 Rocket',
  'ÉÉÉ Inc.',
  '100% Pure Foods Ltd',
  'under_score AG',
  'a',
];

let server: TestServer;
let proxy: CountingProxy;
const dirs: string[] = [];
const dbs: Db[] = [];

function newReplica(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'psa-partition-'));
  dirs.push(dir);
  const db = openDatabase(replicaDbFile(dir));
  dbs.push(db);
  setReplicaSetting(db, 'remote_url', proxy.url);
  setReplicaSetting(db, 'remote_token', ADMIN_KEY);
  setReplicaSetting(db, 'account_id', String(ANNA));
  return db;
}

const idsOf = (db: Db, table: string): string[] =>
  (db.prepare(`SELECT id FROM ${table} WHERE id > 0 ORDER BY id`).pluck().all() as bigint[]).map(String);

const requestsTo = (path: string) =>
  proxy.log.filter((r) => r.method === 'GET' && new URL(r.url, 'http://x').pathname.endsWith(path));

function company(name: string, i: number) {
  return {
    name,
    registration_number: null,
    tax_number: null,
    phone: null,
    street: null,
    postal_code: String(10000 + i),
    city: 'Utrecht',
    country: 'Netherlands',
    country_code: 'NL',
    external_id: null,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startCountingProxy(server.url);
  const db = server.server.db;
  const insert = db.transaction(() => {
    const early = new Map(ODD.map((n, k) => [3 + k * 23, n]));
    for (let i = 0; i < COMPANIES; i++) {
      const prefix = PREFIXES[i % PREFIXES.length] as string;
      const core = ((i >> 1) % 2 === 0 ? CORES : CORES2)[Math.floor(i / 20) % 8] as string;
      const form = FORMS[Math.floor(i / 7) % FORMS.length] as string;
      // Some accents inside ordinary names too (the server folds them: 'cafe' finds 'Café').
      const accented = i % 13 === 0 ? 'Société ' : i % 17 === 0 ? 'Ölwerke ' : '';
      const name = early.get(i) ?? `${accented}${prefix} ${core} ${form}`;
      const id = insertCompany(db, company(name, i));
      // Contacts without a first name (the name is the last name alone).
      if (i % 400 === 0)
        insertContact(db, {
          company_id: id,
          first_name: null,
          last_name: `Zoë-${i}`,
          email: `c${i}@example.test`,
          salutation: null,
          phone: null,
          job_title: null,
          external_id: null,
        });
    }
  });
  insert();
});

afterAll(async () => {
  for (const db of dbs) db.close();
  await proxy?.close();
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the reference pull of lists without paging', () => {
  let firstCompanyRequests = 0;
  let db: Db;

  it('pulls every company, contact and project (also odd and accented names) with few requests', async () => {
    db = newReplica();
    proxy.reset();
    const out = await syncOnce({ db, now: () => NOW, full: true });
    expect(out.outcome, out.message).toBe('ok');
    for (const table of ['companies', 'contacts', 'projects'])
      expect(idsOf(db, table), table).toEqual(idsOf(server.server.db, table));
    const n = server.server.db.prepare('SELECT count(*) FROM companies').pluck().get() as number;
    const companyRequests = requestsTo('/companies').length;
    firstCompanyRequests = companyRequests;
    console.log(
      `companies ${n}: ${companyRequests} requests (minimum ${Math.ceil(n / LIMIT)}); contacts ${requestsTo('/contacts').length}, projects ${requestsTo('/projects').length}`,
    );
    // A contains-filter cannot cut names into disjoint parts of 500: fragments overlap, are aimed
    // below the limit, and every word seen gets a fragment (so that names not seen yet made of seen
    // words are found too). Bound: ten times the paged minimum; the old scheme made over 400 here
    // and lost names.
    expect(companyRequests).toBeLessThanOrEqual(10 * Math.ceil(n / LIMIT));
    expect(requestsTo('/contacts').length).toBe(1);
    expect(requestsTo('/projects').length).toBe(1);
  });

  it('keeps the fragments that worked, and the next full refresh starts from them', async () => {
    const learned = JSON.parse(getReplicaSetting(db, 'name_fragments:companies') ?? 'null') as {
      fragments: string[];
    } | null;
    expect(learned?.fragments.length).toBeGreaterThan(0);
    proxy.reset();
    const out = await syncOnce({ db, now: () => NOW + 60_000, full: true });
    expect(out.outcome, out.message).toBe('ok');
    const asked = requestsTo('/companies').map((r) => new URL(r.url, 'http://x').searchParams.get('name'));
    // The unfiltered probe plus exactly the learned fragments: nothing is split or guessed again.
    expect(asked.filter((a) => a !== null).sort()).toEqual([...(learned?.fragments ?? [])].sort());
    expect(asked.length).toBeLessThanOrEqual(firstCompanyRequests);
    expect(idsOf(db, 'companies')).toEqual(idsOf(server.server.db, 'companies'));
    expect(out.pulled).toBe(0);
  });

  it('a company created since is pulled by the next refresh', async () => {
    const id = insertCompany(server.server.db, company('Kent Studio Oy', 99_999));
    proxy.reset();
    const out = await syncOnce({ db, now: () => NOW + 120_000, full: true });
    expect(out.outcome, out.message).toBe('ok');
    expect(db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(id)).toBe('Kent Studio Oy');
  });
});
