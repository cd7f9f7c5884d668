import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../electron/core/db/connection';
import { upsertAccount } from '../../electron/core/db/repositories/accounts';
import { replicaDbFile } from '../../electron/core/paths';
import { call, closeCores, offlineCore, openCore, removeCoreFolders } from '../support/app-call';

/*
 * Records that exist only on this computer say so: imported companies and projects are "local"
 * (This computer only), never "synced"; an entry on them is kept here, not pending; an offline-only
 * folder counts no pending change and no "not synced yet" hours, and the queue says why a change
 * is not sent. And the account list offers everyone seen on pulled team timesheets.
 */

const NOW = Date.parse('2026-11-18T09:00:00Z');

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

describe('records kept on this computer', () => {
  it('reads local for imported records and their entries; nothing counts as pending or unsynced', async () => {
    const core = await offlineCore(() => NOW);
    await call(core, 'setup:importProjects', {
      text: 'project name,company,contract line,role\nHarbour Audit,Zeeland Havens B.V.,Audit work,Auditor\n',
    });
    await call(core, 'setup:addProject', { projectName: 'Intranet', lineName: 'Build', roleName: 'Dev' });
    const companies = await call(core, 'companies:list', {});
    expect(companies.map((c) => c.syncState)).toEqual(['local']);
    const projects = await call(core, 'projects:list', {});
    expect(projects.map((p) => p.syncState)).toEqual(['local', 'local']);
    const audit = projects.find((p) => p.name === 'Harbour Audit')!;
    const lines = await call(core, 'entries:lines', { projectId: audit.id });
    await call(core, 'entries:create', {
      projectId: audit.id,
      contractLineId: lines.contractLines[0]!.id,
      roleId: lines.roles[0]!.id,
      date: '2026-11-17',
      from: '09:00',
      hours: '7.5',
    });
    const [sheet] = await call(core, 'timesheets:list', {});
    expect(sheet?.syncState).toBe('local');
    const status = await call(core, 'sync:status');
    expect(status).toMatchObject({ pending: 0, kept: 1 });
    const [queued] = await call(core, 'sync:queue', {});
    expect(queued).toMatchObject({ localOnly: true });
    const card = await call(core, 'projects:card', { id: audit.id, today: '2026-11-18' });
    expect(card.unsyncedTotal).toBe(0);
    const week = await call(core, 'week:get', { weekStart: '2026-11-16' });
    expect(week.weekUnsynced).toBe(0);
    expect(week.rows.flatMap((r) => r.cells.flatMap((c) => c.states))).toEqual(['local']);
  });
});

describe('settings:accounts', () => {
  it('offers the project managers and the accounts seen on pulled team timesheets, once each, by name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-accounts-'));
    try {
      const core = openCore(dir, () => NOW);
      await call(core, 'setup:offline');
      const db = openDatabase(replicaDbFile(dir));
      try {
        const pm = { business_unit_id: null, is_admin: 0, api_enabled: 1, is_project_manager: 1 } as const;
        upsertAccount(db, { id: 3n, name: 'Zoë Manager', email: 'zoe@example.com', ...pm });
        upsertAccount(db, { id: 1n, name: 'Anna de Vries', email: 'anna@example.com', ...pm });
        const team = db.prepare(
          `INSERT INTO project_timesheets (id, project_id, account_id, account_name, date_from, date_to, hours, pulled_at)
           VALUES (?, 7, ?, ?, '2026-11-16T08:00:00Z', '2026-11-16T10:00:00Z', 20000, '2026-11-18T08:00:00Z')`,
        );
        team.run(901n, 12n, 'Gijs Bakker');
        team.run(902n, 12n, 'Gijs Bakker');
        team.run(903n, 3n, 'Zoë Manager');
      } finally {
        db.close();
      }
      const accounts = await call(core, 'settings:accounts', {});
      expect(accounts.map((a) => [a.id, a.name])).toEqual([
        ['1', 'Anna de Vries'],
        ['12', 'Gijs Bakker'],
        ['3', 'Zoë Manager'],
      ]);
      await closeCores();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
