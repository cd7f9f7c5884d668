import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppCore } from '../../electron/core/app';
import { runCli } from '../../electron/core/cli/main';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, offlineCore, openCore, refusal, removeCoreFolders } from '../support/app-call';
import { ADMIN_KEY, startTestServer } from '../support/server';

/*
 * Issue 13, point 5 (finding 7): a fresh offline-only folder imports projects, contract lines and
 * roles from a CSV file, or takes them typed by hand, and entries can then be booked on them by
 * name. A real replica file in a temp data folder, driven through the app contract.
 */

const NOW = Date.parse('2026-11-18T09:00:00Z');

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

const GOOD = [
  'Project name,Project number,Company,Currency,Contract line id,Contract line name,Contract line kind,Role id,Role name',
  'Website relaunch,PRJ-7,Weber GmbH,EUR,14073748835533011,Consulting hours,time,14073748835533099,Consultant',
  'Website relaunch,PRJ-7,Weber GmbH,EUR,14073748835533012,Travel costs,expense,,',
  '"Audit, yearly",,Nordlicht AB,sek,,Audit work,,,Auditor',
].join('\n');

async function projectsOf(core: AppCore) {
  return call(core, 'projects:list', {});
}

async function importText(core: AppCore, text: string) {
  return call(core, 'setup:importProjects', { text });
}

describe('offline import of projects from a CSV file', () => {
  it('imports projects, their contract lines and roles; the entry picker offers them by name', async () => {
    const core = await offlineCore(() => NOW);
    const result = await importText(core, GOOD);
    expect(result).toMatchObject({
      imported: true,
      problems: [],
      projects: { added: 2, existing: 0 },
      contractLines: { added: 3, existing: 0 },
      roles: { added: 2, existing: 0 },
      companies: { added: 2 },
    });
    const projects = await projectsOf(core);
    expect(projects.map((p) => p.name).sort()).toEqual(['Audit, yearly', 'Website relaunch']);
    const web = projects.find((p) => p.name === 'Website relaunch')!;
    // Local-only: a provisional id, never one a remote could also give.
    expect(BigInt(web.id)).toBeLessThan(0n);
    const lines = await call(core, 'entries:lines', { projectId: web.id });
    // The 17-digit ids stay exact (14073748835533011 as a JS number would read ...012).
    expect(lines.contractLines.map((l) => [l.id, l.name])).toEqual([
      ['14073748835533011', 'Consulting hours'],
    ]);
    // The expense line is offered for expenses, not for hours.
    const expenseLines = await call(core, 'expenses:lines', { projectId: web.id });
    expect(expenseLines[0]).toMatchObject({ id: '14073748835533012', name: 'Travel costs' });
    expect(lines.roles.map((r) => [r.id, r.name])).toEqual(
      expect.arrayContaining([['14073748835533099', 'Consultant']]),
    );
    const audit = projects.find((p) => p.name === 'Audit, yearly')!;
    const auditLines = await call(core, 'entries:lines', { projectId: audit.id });
    const auditLine = auditLines.contractLines.find((l) => l.name === 'Audit work')!;
    const auditor = auditLines.roles.find((r) => r.name === 'Auditor')!;
    expect(BigInt(auditLine.id)).toBeLessThan(0n);
    // Quick entry asks whether the lines are known: an imported project's are, from the file.
    expect(await call(core, 'entries:refreshLines', { projectId: audit.id })).toMatchObject({
      state: 'fresh',
    });

    // Hours booked on the imported project with its local line and role stay here: the change
    // refers to records no remote knows, so a later push holds it (never sent as it is).
    await call(core, 'entries:create', {
      projectId: audit.id,
      contractLineId: auditLine.id,
      roleId: auditor.id,
      date: '2026-11-17',
      from: '09:00',
      hours: '2',
      description: 'Fieldwork',
    });
    const sheets = await call(core, 'timesheets:list', {});
    expect(sheets.map((t) => [t.description, t.contractLineName, t.roleName, t.syncState])).toEqual([
      ['Fieldwork', 'Audit work', 'Auditor', 'local'],
    ]);
  });

  it('refuses a file with a bad row whole, listing each problem by line and column', async () => {
    const core = await offlineCore(() => NOW);
    const bad = [
      'project name;company;contract line id;contract line name;contract line kind',
      'Website relaunch;Weber GmbH;101;Consulting;time',
      ';Weber GmbH;102;Design;time',
      'Audit;Nordlicht AB;12a;Audit work;hourly',
    ].join('\r\n');
    const result = await importText(core, bad);
    expect(result.imported).toBe(false);
    expect(result.problems).toEqual([
      { line: 3, column: 'project name', message: expect.stringContaining('empty') },
      { line: 4, column: 'contract line id', message: expect.stringContaining('"12a" is not an id') },
      { line: 4, column: 'contract line kind', message: expect.stringContaining('"hourly" is not a kind') },
    ]);
    // Nothing at all was stored, not even the good first row.
    expect(await projectsOf(core)).toEqual([]);
    expect(await call(core, 'companies:list', {})).toEqual([]);
  });

  it('imports the same file twice without duplicating anything', async () => {
    const core = await offlineCore(() => NOW);
    await importText(core, GOOD);
    const again = await importText(core, GOOD);
    expect(again).toMatchObject({
      imported: true,
      projects: { added: 0, existing: 2 },
      contractLines: { added: 0, existing: 3 },
      roles: { added: 0, existing: 2 },
      companies: { added: 0 },
    });
    expect(await projectsOf(core)).toHaveLength(2);
    expect(await call(core, 'companies:list', {})).toHaveLength(2);
  });

  it('reads UTF-8 with a byte order mark, semicolons and header names in any case', async () => {
    const core = await offlineCore(() => NOW);
    const text =
      '\uFEFFPROJECT NAME;Company;Contract Line;Role\r\nCôte campaign;Société Générale;Rédaction;Rédacteur\r\n';
    const result = await importText(core, text);
    expect(result.problems).toEqual([]);
    const [p] = await projectsOf(core);
    expect(p?.name).toBe('Côte campaign');
    const lines = await call(core, 'entries:lines', { projectId: p!.id });
    expect(lines.contractLines.map((l) => l.name)).toEqual(['Rédaction']);
    expect(lines.roles.map((r) => r.name)).toEqual(['Rédacteur']);
  });

  it('takes a project with a contract line and a role typed by hand, checked like a file row', async () => {
    const core = await offlineCore(() => NOW);
    const wrong = await call(core, 'setup:addProject', { projectName: 'Intranet', currency: 'euro' });
    expect(wrong.imported).toBe(false);
    expect(wrong.problems[0]).toMatchObject({ column: 'currency' });
    const ok = await call(core, 'setup:addProject', {
      projectName: 'Intranet',
      company: 'Weber GmbH',
      lineName: 'Development',
      roleName: 'Developer',
    });
    expect(ok).toMatchObject({ imported: true, projects: { added: 1 }, contractLines: { added: 1 } });
    // A second line for the same project: matched by name and company, not a second project.
    await call(core, 'setup:addProject', {
      projectName: 'intranet',
      company: 'weber gmbh',
      lineName: 'Support',
    });
    const [p] = await projectsOf(core);
    const lines = await call(core, 'entries:lines', { projectId: p!.id });
    expect(lines.contractLines.map((l) => l.name).sort()).toEqual(['Development', 'Support']);
  });

  it('is refused in a folder that syncs with a PSA service', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-import-'));
    try {
      const core = openCore(dir, () => NOW);
      await call(core, 'settings:setRemote', { url: 'http://127.0.0.1:9', token: 't', accountId: '5' });
      const e = await refusal(core, 'setup:importProjects', { text: GOOD });
      expect(e.message).toContain('PSA service');
      await closeCores();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a remote connected after an offline import', () => {
  it('never receives the imported records nor the hours on them, and the pull keeps them', async () => {
    const server = await startTestServer();
    try {
      const core = await offlineCore(() => Date.now());
      // The same number as a project of the remote (the demo's first): a pull must not trip on it.
      await importText(
        core,
        'project name,project number,contract line,role\nOwn audit,PRJ-00001,Audit work,Auditor\n',
      );
      const [own] = await projectsOf(core);
      const lines = await call(core, 'entries:lines', { projectId: own!.id });
      await call(core, 'entries:create', {
        projectId: own!.id,
        contractLineId: lines.contractLines[0]!.id,
        roleId: lines.roles[0]!.id,
        date: new Date().toISOString().slice(0, 10),
        from: '08:00',
        hours: '1',
        description: 'Kept here',
      });
      await call(core, 'settings:setRemote', {
        url: server.url,
        token: ADMIN_KEY,
        accountId: String(demoId('accounts', 1)),
        force: true,
      });
      const run = await call(core, 'sync:run');
      // The pull went through; the entry on the imported project is held back, not sent.
      expect(run).toMatchObject({ outcome: 'partial', pushed: 0, blocked: 1, pending: 1 });
      expect(run.pulled).toBeGreaterThan(0);
      const projects = await projectsOf(core);
      // Kept, its number marked as this computer's: the remote's PRJ-00001 is another project.
      expect(projects.filter((p) => p.name === 'Own audit').map((p) => p.number)).toEqual([
        'PRJ-00001 (offline)',
      ]);
      expect(projects.length).toBeGreaterThan(1);
      const remote = await fetch(`${server.url}/v1/timesheets?accountid=${demoId('accounts', 1)}`, {
        headers: { authorization: `Bearer ${ADMIN_KEY}` },
      });
      expect(await remote.text()).not.toContain('Kept here');
    } finally {
      await server.close();
    }
  });
});

describe('npm run cli -- import-projects FILE', () => {
  it('imports a file and answers --json; a bad file exits 2 with its problems', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-import-cli-'));
    try {
      const core = openCore(dir, () => NOW);
      await call(core, 'setup:offline');
      await closeCores();
      const file = join(dir, 'projects.csv');
      writeFileSync(file, GOOD);
      const out: string[] = [];
      const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
      expect(await runCli(['--data', dir, 'import-projects', file, '--json'], io)).toBe(0);
      const json = JSON.parse(out.join('\n')) as { imported: boolean; projects: { added: number } };
      expect(json).toMatchObject({ imported: true, projects: { added: 2 } });

      writeFileSync(file, 'project name,currency\nA,EURO\n');
      out.length = 0;
      expect(await runCli(['--data', dir, 'import-projects', file], io)).toBe(2);
      expect(out.join('\n')).toContain('line 2, currency: "EURO" is not a currency code');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
