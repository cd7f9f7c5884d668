import { afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { insertInvoice } from '../../electron/core/db/repositories/invoices';
import { replicaDbFile } from '../../electron/core/paths';
import { call, closeCores, offlineCore, refusal, removeCoreFolders } from '../support/app-call';

/*
 * Issue 13, point 12 and finding 17: one search (the command palette's, Ctrl/Cmd+K) finds
 * projects by name, number and company, companies, contacts and invoices by number and customer,
 * ignoring case and accents, capped per kind; and every list sorts names in one order (numbers as
 * numbers, accents and case not splitting the alphabet). A real replica file in a temp data folder.
 */

const NOW = Date.parse('2026-11-18T09:00:00Z');

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

async function company(core: AppCore, name: string, city?: string): Promise<string> {
  return (await call(core, 'companies:create', { Name: name, ...(city ? { City: city } : {}) })).id;
}

async function project(core: AppCore, name: string, companyId: string): Promise<string> {
  return (await call(core, 'projects:create', { Name: name, Stage: 'Active', CompanyID: companyId })).id;
}

/** Writes into the core's replica file beside it, as a pull would. */
function withReplica(core: AppCore, write: (db: Db) => void): void {
  const db = openDatabase(replicaDbFile(core.dataDir));
  try {
    write(db);
  } finally {
    db.close();
  }
}

/** A synced invoice (invoices are never created locally). */
function invoice(core: AppCore, id: bigint, number: string, customer: string, customerId: string): void {
  withReplica(core, (db) =>
    insertInvoice(db, {
      id,
      number,
      name: `Invoice ${number}`,
      invoice_date: '2026-10-31T00:00:00.000Z',
      due_date: null,
      note: null,
      status: 'Sent',
      project_id: null,
      customer_id: BigInt(customerId),
      customer_name: customer,
      contact_id: null,
      contact_name: null,
      contact_email: null,
      currency_code: 'EUR',
      total_ex: 10_000_000n,
      total_inc: 12_100_000n,
      total_ex_base: 10_000_000n,
      total_inc_base: 12_100_000n,
      external_id: null,
      pdf: null,
    }),
  );
}

async function seeded() {
  const core = await offlineCore(() => NOW);
  const weber = await company(core, 'Weber GmbH', 'Köln');
  const goteborg = await company(core, 'Göteborgs Hamnlogistik AB', 'Göteborg');
  const cote = await company(core, "Groupe Hôtelier Côte d'Azur SA", 'Nice');
  const relaunch = await project(core, 'Website relaunch', weber);
  const harbour = await project(core, 'Harbour data platform', goteborg);
  await project(core, 'Brand book', cote);
  const emile = (
    await call(core, 'contacts:create', {
      CompanyID: weber,
      FirstName: 'Émile',
      LastName: 'Müller',
      Email: 'emile@weber.example',
    })
  ).id;
  invoice(core, 18073748835533011n, 'INV-2026-0041', 'Göteborgs Hamnlogistik AB', goteborg);
  invoice(core, 18073748835533012n, 'INV-2026-0042', 'Weber GmbH', weber);
  return { core, weber, goteborg, cote, relaunch, harbour, emile };
}

type Hit = { kind: string; id: string; title: string };
const brief = (hits: Hit[]) => hits.map((h) => `${h.kind}:${h.title}`);

describe('search:everything', () => {
  it('finds projects, companies, contacts and invoices whatever the accents and case', async () => {
    const { core } = await seeded();
    const find = async (text: string) => brief(await call(core, 'search:everything', { text }));
    expect(await find('goteborg')).toEqual([
      'project:Harbour data platform',
      'company:Göteborgs Hamnlogistik AB',
      'invoice:INV-2026-0041',
    ]);
    expect(await find('GÖTEBORG')).toEqual(await find('goteborg'));
    expect(await find('cote')).toEqual(['project:Brand book', "company:Groupe Hôtelier Côte d'Azur SA"]);
    expect(await find('emile')).toEqual(['contact:Émile Müller']);
    expect(await find('muller')).toEqual(['contact:Émile Müller']);
    // A company name finds the company, its projects, its contacts and its invoices.
    expect(await find('weber')).toEqual([
      'project:Website relaunch',
      'company:Weber GmbH',
      'contact:Émile Müller',
      'invoice:INV-2026-0042',
    ]);
    expect(await find('inv-2026-0042')).toEqual(['invoice:INV-2026-0042']);
    expect(await find('zzz')).toEqual([]);
  });

  it('finds a project by its number, and says which record each hit is', async () => {
    const { core, relaunch, harbour } = await seeded();
    // The remote numbers projects; a synced one carries its number.
    withReplica(core, (db) =>
      db.prepare("UPDATE projects SET project_number = 'PRJ-00041' WHERE id = ?").run(BigInt(harbour)),
    );
    const hits = await call(core, 'search:everything', { text: 'prj-00041' });
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'project', id: harbour, title: 'Harbour data platform' }),
    ]);
    expect(hits[0]?.detail).toContain('Göteborgs Hamnlogistik AB');
    expect(hits.map((h) => h.id)).not.toContain(relaunch);
  });

  it('caps each kind, first by name', async () => {
    const core = await offlineCore(() => NOW);
    const acme = await company(core, 'Acme');
    for (const n of [12, 3, 7, 1, 10, 5, 2, 11, 4, 9, 8, 6]) await project(core, `Phase ${n}`, acme);
    const hits = await call(core, 'search:everything', { text: 'phase', limit: 5 });
    expect(brief(hits)).toEqual([
      'project:Phase 1',
      'project:Phase 2',
      'project:Phase 3',
      'project:Phase 4',
      'project:Phase 5',
    ]);
    expect((await refusal(core, 'search:everything', { text: '' })).code).toBe('VALIDATION_FAILED');
  });
});

describe('one order of names', () => {
  const NAMES = ['phase 10', 'Ärzte Nord', 'Phase 9', 'arzt süd', 'Öko', 'Ode', 'phase 2b'];
  // As people read them (a space before a letter, as Intl.Collator has it): arzt süd, Ärzte Nord.
  const ORDER = ['arzt süd', 'Ärzte Nord', 'Ode', 'Öko', 'phase 2b', 'Phase 9', 'phase 10'];

  it('the lists, the picker and the search agree: numbers as numbers, accents and case aside', async () => {
    const core = await offlineCore(() => NOW);
    const acme = await company(core, 'Acme');
    for (const n of NAMES) {
      await company(core, n);
      await project(core, n, acme);
      await call(core, 'contacts:create', {
        CompanyID: acme,
        LastName: n,
        Email: `${NAMES.indexOf(n)}@x.example`,
      });
    }
    const names = (list: { name: string }[]) => list.map((x) => x.name);
    const companies = names(await call(core, 'companies:list', {})).filter((n) => n !== 'Acme');
    expect(companies).toEqual(ORDER);
    expect(names(await call(core, 'projects:list', {}))).toEqual(ORDER);
    expect(names(await call(core, 'entries:projects', {}))).toEqual(ORDER);
    expect((await call(core, 'contacts:search', {})).map((k) => k.lastName)).toEqual(ORDER);
    const details = await call(core, 'companies:details', { id: acme });
    expect(names(details.projects)).toEqual(ORDER);
    const hits = await call(core, 'search:everything', { text: 'o', limit: 20 });
    expect(hits.filter((h) => h.kind === 'project').map((h) => h.title)).toEqual([
      'Ärzte Nord',
      'Ode',
      'Öko',
    ]);
  });
});
