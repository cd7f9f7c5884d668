import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rawDatabase, type Db } from '../../electron/core/db/connection';
import { ensureFold } from '../../electron/core/db/repositories/text-match';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { foldText } from '../../shared/text-fold';
import { expectOk, request, startTestServer, type TestServer } from '../support/server';

/*
 * The server's name filters (companies name, contacts name and companyname, projects Name) match
 * "contains, ignoring case and accents" (decision 14) exactly as the fold over every row did
 * (psa_fold in SQL, shared/text-fold.ts), now without calling that JS function per row: the folded
 * names are stored when written. Compared over real HTTP with the old per-row query, on the demo
 * data, odd names written through the API and rows written by another process in plain SQL.
 */

let srv: TestServer;
let oracle: Db;

const ODD_COMPANIES = [
  'Straße Bau',
  'STRASSE Nord',
  'Ærø Æble ApS',
  'Œuvre Œil',
  'Łódź Sp. z o.o.',
  'Đakovo Ðurđa',
  'Þór ehf',
  'Øresund Ø',
  'Côte d’Azur',
  'COTE Ouest',
  'ﬁnance ﬂow',
  'İstanbul İnşaat',
  'ǅemal',
  'Ａｃｍｅ',
  '100% _under_',
  `O'Brien "quoted"`,
  'Ünïcödé 🎉',
  'Cafe\u0301 combining',
  'x',
];
const ODD_CONTACTS: { FirstName?: string; LastName: string }[] = [
  { FirstName: 'Jürgen', LastName: 'Straße' },
  { LastName: 'Ørsted' },
  { FirstName: 'Ǆ', LastName: 'Æbelø' },
  { FirstName: 'Zoë', LastName: 'Côté' },
];
const FRAGMENTS = [
  'strasse',
  'STRASSE',
  'ß',
  'ss',
  'æ',
  'ae',
  'AE',
  'ø',
  'o',
  'œ',
  'oe',
  'ł',
  'lodz',
  'đ',
  'ð',
  'd',
  'þ',
  'th',
  'côte',
  'cote',
  'COTÉ',
  'ﬁ',
  'fi',
  'i',
  'İ',
  'ǆ',
  'dz',
  'acme',
  'ａｃｍｅ',
  '%',
  '_',
  "'",
  '"',
  '🎉',
  'ü',
  'u\u0308',
  'café',
  'a b',
  'n s',
  'bau',
  'nord',
  'e',
  'zoe',
  'jurgen strasse',
  'zz-no-match',
];

/** The filters as they were: the JS fold called on every row (the old repository SQL). */
const OLD_SQL = {
  companies: `SELECT id FROM companies WHERE instr(psa_fold(name), psa_fold(?)) > 0 ORDER BY id LIMIT 500`,
  contactsByName: `SELECT k.id FROM contacts k LEFT JOIN companies c ON c.id = k.company_id
    WHERE instr(psa_fold(trim(coalesce(k.first_name, '') || ' ' || k.last_name)), psa_fold(?)) > 0
    ORDER BY k.id LIMIT 500`,
  contactsByCompany: `SELECT k.id FROM contacts k LEFT JOIN companies c ON c.id = k.company_id
    WHERE instr(psa_fold(c.name), psa_fold(?)) > 0 ORDER BY k.id LIMIT 500`,
  projects: `SELECT id FROM projects WHERE instr(psa_fold(name), psa_fold(?)) > 0 ORDER BY id LIMIT 500`,
};

const ids = (rows: unknown[], key: string) => rows.map((r) => String((r as Record<string, unknown>)[key]));
const oldIds = (sql: string, fragment: string) =>
  (oracle.prepare(sql).pluck().all(fragment) as bigint[]).map(String);

async function served(path: string, param: string, fragment: string, key: string): Promise<string[]> {
  return ids(
    expectOk(await request<unknown[]>(srv.url, 'GET', path, { query: { [param]: fragment, limit: 500 } })),
    key,
  );
}

/** Every filter and fragment: the server's answer equals the old per-row fold's. */
async function expectSameAsOldFold(): Promise<number> {
  let matched = 0;
  for (const f of FRAGMENTS) {
    const companies = await served('/companies', 'name', f, 'CompanyID');
    expect(companies, `companies name=${f}`).toEqual(oldIds(OLD_SQL.companies, f));
    expect(await served('/contacts', 'name', f, 'ContactID'), `contacts name=${f}`).toEqual(
      oldIds(OLD_SQL.contactsByName, f),
    );
    expect(await served('/contacts', 'companyname', f, 'ContactID'), `contacts companyname=${f}`).toEqual(
      oldIds(OLD_SQL.contactsByCompany, f),
    );
    expect(await served('/projects', 'Name', f, 'ProjectID'), `projects Name=${f}`).toEqual(
      oldIds(OLD_SQL.projects, f),
    );
    matched += companies.length;
  }
  return matched;
}

beforeAll(async () => {
  srv = await startTestServer();
  const post = async (path: string, json: unknown) =>
    expectOk(await request<Record<string, string>>(srv.url, 'POST', path, { json }), 201);
  const companyIds: string[] = [];
  for (const Name of ODD_COMPANIES) companyIds.push((await post('/company', { Name })).CompanyID!);
  for (const [i, c] of ODD_CONTACTS.entries()) {
    await post('/contact', { ...c, Email: `odd${i}@example.com`, CompanyID: BigInt(companyIds[i]!) });
  }
  for (const [i, Name] of ODD_COMPANIES.slice(0, 6).entries()) {
    await post('/project', { Name: `${Name} project`, Stage: 'Active', CompanyID: BigInt(companyIds[i]!) });
  }
  // A rename through the API ('Straße Bau' becomes 'Strasse Bau': the same fold, another name).
  expectOk(
    await request(srv.url, 'PATCH', '/company', {
      json: { CompanyID: BigInt(companyIds[0]!), Name: 'Strasse Bau' },
    }),
  );
  oracle = openDatabase(srv.dbFile, { readonly: true });
  ensureFold(oracle);
});
afterAll(async () => {
  oracle?.close();
  await srv?.close();
});

describe('name filters of the reference server', () => {
  it('match exactly what the fold over every row matched (demo data and odd names)', async () => {
    expect(await expectSameAsOldFold()).toBeGreaterThan(100);
    // Not vacuous: the folds of shared/text-fold.ts are what is matched.
    const names = async (f: string) =>
      expectOk(
        await request<{ CompanyName: string }[]>(srv.url, 'GET', '/companies', { query: { name: f } }),
      ).map((c) => c.CompanyName);
    expect(await names('strasse')).toEqual(expect.arrayContaining(['Strasse Bau', 'STRASSE Nord']));
    expect(await names('AERO aeble')).toEqual(['Ærø Æble ApS']);
    expect(await names('ａｃｍｅ')).toEqual(['Ａｃｍｅ']);
    expect(await names('cafe')).toEqual(['Cafe\u0301 combining']);
    expect(foldText('Þór')).toBe('thor');
  });

  it('does not call the JS fold per row: no call at all for rows our writers stored', async () => {
    let calls = 0;
    srv.server.db.function('psa_fold', { deterministic: true }, (v: unknown) => {
      calls++;
      return typeof v === 'string' ? foldText(v) : v;
    });
    // Fragments asked nowhere else: the answers are not in the server's read cache.
    for (const f of ['strass', 'cot', 'ØR', 'ee', 'none-here']) {
      await served('/companies', 'name', f, 'CompanyID');
      await served('/contacts', 'name', f, 'ContactID');
      await served('/contacts', 'companyname', f, 'ContactID');
      await served('/projects', 'Name', f, 'ProjectID');
    }
    expect(calls).toBe(0);
  });

  it('stays exact after another process writes names in plain SQL (no fold function there)', async () => {
    const raw = rawDatabase(srv.dbFile);
    try {
      raw.pragma('busy_timeout = 5000');
      const next = demoId('companies', 1) + 900_000n;
      raw.prepare('INSERT INTO companies (id, name) VALUES (?, ?)').run(next, 'Raw Straße Ærø');
      raw.prepare('INSERT INTO companies (id, name) VALUES (?, ?)').run(next + 1n, '');
      raw.prepare("UPDATE companies SET name = 'Renamed Œuvre Côte' WHERE name = 'x'").run();
      raw.prepare("UPDATE companies SET name = 'STRASSE NORD' WHERE name = 'STRASSE Nord'").run();
      raw.prepare("UPDATE contacts SET first_name = 'Þóra' WHERE last_name = 'Ørsted'").run();
      raw.prepare("UPDATE contacts SET last_name = 'Renamed' WHERE last_name = 'Straße'").run();
      raw.prepare("UPDATE projects SET name = 'Raw Œ project' WHERE name = 'Œuvre Œil project'").run();
    } finally {
      raw.close();
    }
    await expectSameAsOldFold();
    const names = async (f: string) =>
      expectOk(
        await request<{ CompanyName: string }[]>(srv.url, 'GET', '/companies', { query: { name: f } }),
      ).map((c) => c.CompanyName);
    expect(await names('raw strasse aero')).toEqual(['Raw Straße Ærø']);
    expect(await names('oeuvre cote')).toEqual(['Renamed Œuvre Côte']);
    expect(await names('x')).toEqual(expect.not.arrayContaining(['x']));
  });
});
