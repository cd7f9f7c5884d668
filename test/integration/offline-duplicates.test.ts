import { afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, offlineCore, removeCoreFolders } from '../support/app-call';

/*
 * The offline import never makes a silent duplicate: a company or project typed by hand (or in a
 * CSV row) is matched the way the duplicate warning matches (case, accents, spacing, legal forms
 * aside); a clearly same company is reused, a project that only looks the same is asked about.
 * A real replica file in a temp data folder, driven through the app contract.
 */

const NOW = Date.parse('2026-11-18T09:00:00Z');

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

const FILE = 'project name,company,contract line\nHarbour Audit,Zeeland Havens B.V.,Audit work\n';

async function seeded(): Promise<AppCore> {
  const core = await offlineCore(() => NOW);
  await call(core, 'setup:importProjects', { text: FILE });
  return core;
}

async function linesOf(core: AppCore, projectId: string) {
  const lines = await call(core, 'entries:lines', { projectId });
  return lines.contractLines.map((l) => l.name).sort();
}

describe('adding by hand next to imported records', () => {
  it('reuses a clearly same company and project (trimmed), saying so, instead of a second one', async () => {
    const core = await seeded();
    const r = await call(core, 'setup:addProject', {
      projectName: 'harbour audit ',
      company: ' Zeeland Havens BV',
      lineName: ' Travel ',
    });
    expect(r).toMatchObject({ imported: true, projects: { added: 0, existing: 1 }, companies: { added: 0 } });
    expect(r.notes.join(' ')).toContain('Zeeland Havens B.V.');
    const projects = await call(core, 'projects:list', {});
    expect(projects.map((p) => [p.name, p.companyName])).toEqual([['Harbour Audit', 'Zeeland Havens B.V.']]);
    expect(await call(core, 'companies:list', {})).toHaveLength(1);
    expect(await linesOf(core, projects[0]!.id)).toEqual(['Audit work', 'Travel']);
  });

  it('asks first about a project that only looks the same, then adds to it or creates it as told', async () => {
    const core = await seeded();
    const typed = { projectName: 'Harbor Audit', company: 'Zeeland Havens BV', lineName: 'Travel' };
    const asked = await call(core, 'setup:addProject', typed);
    expect(asked.imported).toBe(false);
    expect(asked.questions.map((q) => q.message)).toEqual([
      'Zeeland Havens B.V. already has Harbour Audit: add to it?',
    ]);
    expect(await call(core, 'projects:list', {})).toHaveLength(1);

    const used = await call(core, 'setup:addProject', { ...typed, similar: 'use' });
    expect(used).toMatchObject({ imported: true, projects: { added: 0, existing: 1 } });
    const [only] = await call(core, 'projects:list', {});
    expect(await linesOf(core, only!.id)).toEqual(['Audit work', 'Travel']);

    const created = await call(core, 'setup:addProject', { ...typed, similar: 'new' });
    expect(created).toMatchObject({ imported: true, projects: { added: 1 }, companies: { added: 0 } });
    expect((await call(core, 'projects:list', {})).map((p) => p.name).sort()).toEqual([
      'Harbor Audit',
      'Harbour Audit',
    ]);
  });

  it('holds CSV rows to the same rule: same names reused, look-alikes asked about, nothing stored meanwhile', async () => {
    const core = await seeded();
    const same = await call(core, 'setup:importProjects', {
      text: 'project name,company,contract line\nHARBOUR  AUDIT,zeeland havens bv,Fieldwork\n',
    });
    expect(same).toMatchObject({
      imported: true,
      projects: { added: 0, existing: 1 },
      companies: { added: 0 },
    });
    const look = await call(core, 'setup:importProjects', {
      text: 'project name,company,contract line\nHarbour Audits,Zeeland Havens,Report\n',
    });
    expect(look.imported).toBe(false);
    expect(look.questions).toEqual([
      {
        line: 2,
        column: 'project name',
        message: 'Zeeland Havens B.V. already has Harbour Audit: add to it?',
      },
    ]);
    const projects = await call(core, 'projects:list', {});
    expect(projects).toHaveLength(1);
    expect(await linesOf(core, projects[0]!.id)).toEqual(['Audit work', 'Fieldwork']);
  });
});
