import { afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, offlineCore, openCore, removeCoreFolders } from '../support/app-call';
import { ADMIN_KEY, startTestServer } from '../support/server';

/*
 * Issue 13, finding 5 and 17: projects are warned as duplicates like companies (same company,
 * similar name), and found by name, number and company, accent- and case-insensitively, in the
 * same order in the picker and the Projects list. A real replica file in a temp data folder.
 */

const NOW = Date.parse('2026-11-18T09:00:00Z');

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

async function company(core: AppCore, name: string): Promise<string> {
  return (await call(core, 'companies:create', { Name: name })).id;
}

async function project(core: AppCore, name: string, companyId: string): Promise<string> {
  return (await call(core, 'projects:create', { Name: name, Stage: 'Active', CompanyID: companyId })).id;
}

/** A store with projects of three companies, some names with accents. */
async function seeded() {
  const core = await offlineCore(() => NOW);
  const weber = await company(core, 'Weber GmbH');
  const nord = await company(core, 'Nordlicht AB');
  const relaunch = await project(core, 'Website relaunch', weber);
  await project(core, 'Côte campaign', nord);
  await project(core, 'Göteborg office move', nord);
  await project(core, 'cloud migration', weber);
  await project(core, 'Audit', nord);
  return { core, weber, nord, relaunch };
}

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('project duplicates', () => {
  it('warns of the same company and a similar name, and of nothing at another company', async () => {
    const { core, weber, nord, relaunch } = await seeded();
    for (const name of [
      'website  relaunch',
      'WEBSITE RELAUNCH',
      'Wébsite relaunch',
      'Website relaunch GmbH',
    ]) {
      const found = await call(core, 'records:duplicates', { kind: 'project', name, companyId: weber });
      expect(found.map((d) => [d.kind, d.id, d.label])).toEqual([['project', relaunch, 'Website relaunch']]);
      expect(found[0]?.detail).toBe('Weber GmbH');
    }
    const slip = await call(core, 'records:duplicates', {
      kind: 'project',
      name: 'Website relaunh',
      companyId: weber,
    });
    expect(slip.map((d) => d.label)).toEqual(['Website relaunch']);
    expect(
      await call(core, 'records:duplicates', { kind: 'project', name: 'Website relaunch', companyId: nord }),
    ).toEqual([]);
    expect(
      await call(core, 'records:duplicates', { kind: 'project', name: 'Brand book', companyId: weber }),
    ).toEqual([]);
  });
});

describe('project search', () => {
  it('the Projects list finds by name, number and company, whatever the accents and case', async () => {
    const { core } = await seeded();
    const search = async (s: string) => names(await call(core, 'projects:list', { search: s }));
    expect(await search('weber')).toEqual(['cloud migration', 'Website relaunch']);
    expect(await search('WEBER')).toEqual(['cloud migration', 'Website relaunch']);
    expect(await search('cote')).toEqual(['Côte campaign']);
    expect(await search('COTE')).toEqual(['Côte campaign']);
    expect(await search('goteborg')).toEqual(['Göteborg office move']);
    expect(await search('GÖTEBORG')).toEqual(['Göteborg office move']);
  });

  it('finds a synced project by its number and by its company, in the list and the picker', async () => {
    const server = await startTestServer();
    try {
      const core = openCore(mkdtempSync(join(tmpdir(), 'psa-search-')), () => NOW);
      await call(core, 'settings:setRemote', {
        url: server.url,
        token: ADMIN_KEY,
        accountId: String(demoId('accounts', 1)),
      });
      expect((await call(core, 'sync:run')).outcome).toBe('ok');
      const all = await call(core, 'projects:list', {});
      const p = all.find((x) => x.number && x.companyName);
      expect(p).toBeDefined();
      const byNumber = await call(core, 'projects:list', { search: p!.number!.toLowerCase() });
      expect(byNumber.map((x) => x.id)).toEqual([p!.id]);
      const picked = await call(core, 'entries:projects', { search: p!.number! });
      expect(picked.map((x) => x.id)).toEqual([p!.id]);
      const word = p!.companyName!.split(' ')[0]!.toUpperCase();
      const byCompany = await call(core, 'projects:list', { search: word });
      expect(byCompany.map((x) => x.id)).toContain(p!.id);
      expect(names(await call(core, 'entries:projects', { search: word }))).toEqual(names(byCompany));
    } finally {
      await closeCores();
      await server.close();
    }
  });

  it('the picker finds the same projects in the same order as the list', async () => {
    const { core } = await seeded();
    for (const s of [undefined, 'o', 'cote', 'goteborg', 'weber', 'nordlicht', 'GMBH']) {
      const list = names(await call(core, 'projects:list', { search: s }));
      const picker = names(await call(core, 'entries:projects', { search: s }));
      expect(picker, `search ${s}`).toEqual(list);
      expect(list.length, `search ${s}`).toBeGreaterThan(0);
    }
    // Accents and case do not split the alphabet: Audit, Côte, cloud, Göteborg, Website.
    expect(names(await call(core, 'projects:list', {}))).toEqual([
      'Audit',
      'cloud migration',
      'Côte campaign',
      'Göteborg office move',
      'Website relaunch',
    ]);
  });
});
