import { afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, offlineCore as offlineCoreAt, removeCoreFolders } from '../support/app-call';
import { openDatabase } from '../../electron/core/db/connection';
import { upsertTimesheet } from '../../electron/core/db/repositories/timesheets';
import { replicaDbFile } from '../../electron/core/paths';
import { periodsAround } from '../../electron/core/app/projects/card';
import { localInstant } from '../../shared/app/entry-time';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * The consultant's lookups in the core, on a real replica in a temp data folder (offline set-up):
 * the project card's hours this week and month, company details, contact search, and lists
 * ordered by name before the limit applies.
 */

const NOW = Date.parse('2026-11-18T10:00:00.000Z'); // a Wednesday
const offlineCore = () => offlineCoreAt(() => NOW);
/** Ids as the remote issues them: 17 digits, above 2^53 (text in requests). */
const LINE = String(demoId('contract_lines', 10));
const ROLE = String(demoId('roles', 1));

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

async function project(core: AppCore, name: string, companyName = `${name} company`): Promise<string> {
  const company = await call(core, 'companies:create', { Name: companyName });
  return (await call(core, 'projects:create', { Name: name, Stage: 'Active', CompanyID: company.id })).id;
}

describe('projects:card', () => {
  it('counts my hours this week and this month so far, and in all, exactly', async () => {
    const core = await offlineCore();
    const p = await project(core, 'Alpha', 'Acme');
    const entry = (day: string, h: number) =>
      call(core, 'timesheets:create', {
        ProjectID: p,
        ContractLineID: LINE,
        RoleID: ROLE,
        DateTimeFrom: `${day}T09:00:00Z`,
        DateTimeTo: `${day}T17:00:00Z`,
        NumberOfHours: h,
      });
    await entry('2026-11-16', 0.1); // Monday of this week
    await entry('2026-11-22', 0.2); // Sunday of this week
    await entry('2026-11-23', 4); // next Monday, still this month
    await entry('2026-11-02', 1.25); // earlier this month
    await entry('2026-10-31', 8); // last month
    const db = openDatabase(replicaDbFile(core.dataDir));
    upsertTimesheet(db, {
      ...(db.prepare('SELECT * FROM timesheets LIMIT 1').get() as Parameters<typeof upsertTimesheet>[1]),
      id: demoId('timesheets', 900),
      account_id: demoId('accounts', 2), // someone else's hours never count as mine
    });
    db.close();

    // Today is Wednesday 18 November: Sunday's 0.2 h and next Monday's 4 h are dated after today
    // and count in none of the figures (issue 13); every entry here is not synced yet.
    const card = await call(core, 'projects:card', { id: p });
    expect(card).toMatchObject({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      month: '2026-11',
      accountId: '1',
      hoursThisWeek: 0.1,
      hoursThisMonth: 1.35,
      hoursTotal: 9.35,
      unsyncedThisWeek: 0.1,
      unsyncedTotal: 9.35,
      hoursAfterToday: 4.2,
      project: { name: 'Alpha', companyName: 'Acme' },
    });
    expect(await call(core, 'projects:card', { id: p, today: '2026-10-31' })).toMatchObject({
      weekStart: '2026-10-26',
      hoursThisWeek: 8,
      hoursThisMonth: 8,
    });
    expect(await core.invoke('projects:card', { id: String(demoId('projects', 424242)) })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('finds the week around any day, across month and year ends', () => {
    expect(periodsAround('2027-01-01')).toMatchObject({
      weekStart: '2026-12-28',
      weekEnd: '2027-01-03',
      month: '2027-01',
      // Local days: the month starts at local midnight of its first day.
      monthFrom: new Date(localInstant('2027-01-01')).toISOString(),
      monthTo: new Date(localInstant('2027-02-01')).toISOString(),
    });
    expect(periodsAround('2026-11-22')).toMatchObject({ weekStart: '2026-11-16' });
  });
});

describe('lookups: companies and contacts', () => {
  it('shows a company with its contacts and projects, and searches contacts by name, email or company', async () => {
    const core = await offlineCore();
    const acme = await call(core, 'companies:create', { Name: 'Acme', City: 'Utrecht' });
    await call(core, 'contacts:create', {
      CompanyID: acme.id,
      FirstName: 'Zoe',
      LastName: 'Zandt',
      Email: 'z@acme.example',
    });
    await call(core, 'contacts:create', {
      CompanyID: acme.id,
      FirstName: 'Bo',
      LastName: 'Aarts',
      Email: 'bo@acme.example',
      JobTitle: 'CFO',
    });
    await call(core, 'projects:create', { Name: 'Ledger', Stage: 'Active', CompanyID: acme.id });
    const other = await call(core, 'companies:create', { Name: 'Other' });
    await call(core, 'contacts:create', {
      CompanyID: other.id,
      LastName: 'Smit',
      Email: 'smit@other.example',
    });

    const details = await call(core, 'companies:details', { id: acme.id });
    expect(details.company).toMatchObject({ name: 'Acme', city: 'Utrecht', syncState: 'pending' });
    expect(details.contacts.map((k) => k.lastName)).toEqual(['Aarts', 'Zandt']);
    expect(details.projects.map((p) => p.name)).toEqual(['Ledger']);

    expect((await call(core, 'contacts:search', { search: 'ACME' })).map((k) => k.lastName)).toEqual([
      'Aarts',
      'Zandt',
    ]);
    expect((await call(core, 'contacts:search', { search: 'smit@' })).map((k) => k.companyName)).toEqual([
      'Other',
    ]);
    expect((await call(core, 'contacts:search', { search: 'bo aar' })).map((k) => k.jobTitle)).toEqual([
      'CFO',
    ]);
    expect(await call(core, 'contacts:search', { limit: 1 })).toHaveLength(1);
  });

  it('sorts projects and companies by name before applying the limit', async () => {
    const core = await offlineCore();
    for (const name of ['alpha', 'Bravo', 'Zulu', 'Mike']) await project(core, name, `${name} Ltd`);
    expect((await call(core, 'projects:list', { limit: 2 })).map((p) => p.name)).toEqual(['alpha', 'Bravo']);
    expect((await call(core, 'companies:list', { limit: 3 })).map((c) => c.name)).toEqual([
      'alpha Ltd',
      'Bravo Ltd',
      'Mike Ltd',
    ]);
  });
});
