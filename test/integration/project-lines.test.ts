import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, openCore, refusal } from '../support/app-call';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Issue 13 point 4, names not ids: after a sync, a project the user never booked on offers the
 * contract lines and roles its team uses, by name (the per-project pull of GET
 * /timesheets?projectid=N and /expenses?projectid=N); a second sync within the hour does not pull
 * it again; a line the remote refused is never suggested again there, and Copy last week skips it.
 * The real reference server on 127.0.0.1 behind a counting proxy; 17-digit ids throughout.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
/** Anna (account 1) holds the admin key; she never booked on project 2 (accounts 2 and 4 did). */
const ANNA = demoId('accounts', 1);
const PROJECT_2 = demoId('projects', 2);
/** Project 1's time line: the core knows it is project 1's (pulled with it) and refuses it on project 2. */
const PROJECT_1_LINE = demoId('contract_lines', 10);
/**
 * Project 3's time line: not a line of project 2, so the remote refuses it there; project 3 is not
 * pulled for Anna, so the core cannot tell before the push (a typed id, or a line seen elsewhere).
 */
const OTHER_PROJECTS_LINE = demoId('contract_lines', 14);

let server: TestServer;
let proxy: FaultProxy;
const dirs: string[] = [];

/** The names of project 2's lines and roles on its team's timesheets within the pull window. */
function teamUse(): { lines: Map<string, string>; roles: Map<string, string> } {
  return readDb(server.dbFile, (db) => {
    const rows = db
      .prepare(
        `SELECT t.contract_line_id AS line_id, cl.name AS line, t.role_id, r.name AS role FROM timesheets t
         JOIN contract_lines cl ON cl.id = t.contract_line_id JOIN roles r ON r.id = t.role_id
         WHERE t.project_id = ? AND t.date_from >= '2026-08-23'`,
      )
      .all(PROJECT_2) as { line_id: bigint; line: string; role_id: bigint; role: string }[];
    return {
      lines: new Map(rows.map((r) => [String(r.line_id), r.line])),
      roles: new Map(rows.map((r) => [String(r.role_id), r.role])),
    };
  });
}

async function connected(): Promise<AppCore> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-lines-'));
  dirs.push(dir);
  const core = openCore(dir, () => NOW);
  await call(core, 'settings:setRemote', { url: proxy.url, token: ADMIN_KEY, accountId: String(ANNA) });
  return core;
}

/** Requests through the proxy while `run` runs: all, and those of the per-project pull. */
async function counted(
  run: () => Promise<unknown>,
): Promise<{ all: number; perProject: number; projects: string[] }> {
  const start = proxy.history.length;
  await run();
  const seen = proxy.history.slice(start);
  const perProject = seen.flatMap((h) => /[?&]projectid=(\d+)/.exec(h.url)?.[1] ?? []);
  return { all: seen.length, perProject: perProject.length, projects: [...new Set(perProject)] };
}

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url);
});
afterEach(closeCores);
afterAll(async () => {
  await proxy?.close();
  await server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('contract lines and roles by name before the first booking', () => {
  it("offers a never-booked project's lines and roles by name after a sync, and a no-op sync does not pull it again", async () => {
    const team = teamUse();
    expect(team.lines.size).toBeGreaterThan(0);
    const core = await connected();
    const before = await call(core, 'entries:lines', { projectId: String(PROJECT_2) });
    expect(before.contractLines.filter((l) => team.lines.has(l.id))).toEqual([]);

    const first = await counted(() => call(core, 'sync:run'));
    expect(first.perProject).toBeGreaterThanOrEqual(2);
    const lines = await call(core, 'entries:lines', { projectId: String(PROJECT_2) });
    expect(lines.pulled).toBe(true);
    // The team's lines and roles come first, each with the name the remote gave it.
    const offeredLines = lines.contractLines.slice(0, team.lines.size);
    expect(new Set(offeredLines.map((l) => l.id))).toEqual(new Set(team.lines.keys()));
    for (const l of offeredLines) expect(l.name).toBe(team.lines.get(l.id));
    const offeredRoles = lines.roles.slice(0, team.roles.size);
    expect(new Set(offeredRoles.map((r) => r.id))).toEqual(new Set(team.roles.keys()));
    for (const r of offeredRoles) expect(r.name).toBe(team.roles.get(r.id));

    // A row on a line known only from the team's entries reads its name, not "Line 19...".
    const [lineId, lineName] = [...team.lines][0] as [string, string];
    await call(core, 'timesheets:create', {
      ProjectID: String(PROJECT_2),
      ContractLineID: lineId,
      RoleID: [...team.roles.keys()][0],
      DateTimeFrom: '2026-11-21T08:00:00Z',
      DateTimeTo: '2026-11-21T09:00:00Z',
      NumberOfHours: 1,
    });
    const week = await call(core, 'week:get', { weekStart: '2026-11-16' });
    expect(week.entries.find((e) => e.projectId === String(PROJECT_2))?.contractLineName).toBe(lineName);

    // Each sync pulls at most 25 projects, least recently pulled first: later syncs take the rest,
    // never one pulled within the hour, until a sync with nothing due pulls none.
    const pulledIn = [first.projects];
    const runs = [first];
    for (let i = 0; i < 5 && runs[runs.length - 1]!.perProject > 0; i++) {
      const run = await counted(() => call(core, 'sync:run'));
      runs.push(run);
      pulledIn.push(run.projects);
    }
    const noOp = runs[runs.length - 1]!;
    expect(noOp.perProject).toBe(0);
    const all = pulledIn.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Math.max(...pulledIn.map((p) => p.length))).toBeLessThanOrEqual(25);
    console.log(
      `requests per sync: ${runs.map((r) => `${r.all} (per-project pull ${r.perProject}, ${r.projects.length} projects)`).join(', ')}`,
    );
  });

  it('never suggests a refused line again for that project, and Copy last week skips it', async () => {
    const core = await connected();
    await call(core, 'sync:run');
    const role = (await call(core, 'entries:lines', { projectId: String(PROJECT_2) })).roles[0]?.id;
    // A line the core knows to be another project's is refused before anything is queued, by names.
    const known = await refusal(core, 'timesheets:create', {
      ProjectID: String(PROJECT_2),
      ContractLineID: String(PROJECT_1_LINE),
      RoleID: role,
      DateTimeFrom: '2026-11-21T07:00:00Z',
      DateTimeTo: '2026-11-21T08:00:00Z',
      NumberOfHours: 1,
    });
    expect(known.message).toMatch(/is a line of Northwind ERP rollout, not of/);
    await call(core, 'timesheets:create', {
      ProjectID: String(PROJECT_2),
      ContractLineID: String(OTHER_PROJECTS_LINE),
      RoleID: role,
      DateTimeFrom: '2026-11-21T07:00:00Z',
      DateTimeTo: '2026-11-21T08:00:00Z',
      NumberOfHours: 1,
    });
    // Before the push, the line the user just used is offered.
    const used = await call(core, 'entries:lines', { projectId: String(PROJECT_2) });
    expect(used.contractLines.map((l) => l.id)).toContain(String(OTHER_PROJECTS_LINE));

    const outcome = await call(core, 'sync:run');
    expect(outcome.rejected).toBe(1);
    const after = await call(core, 'entries:lines', { projectId: String(PROJECT_2) });
    expect(after.contractLines.map((l) => l.id)).not.toContain(String(OTHER_PROJECTS_LINE));
    expect(after.contractLines.length).toBeGreaterThan(0);
    // The Fix dialog's and the expense form's offers leave it out too.
    const forExpenses = await call(core, 'expenses:lines', { projectId: String(PROJECT_2) });
    expect(forExpenses.map((l) => l.id)).not.toContain(String(OTHER_PROJECTS_LINE));

    const copied = await call(core, 'week:copyPrevious', { weekStart: '2026-11-23' });
    expect(copied.skipped).toBe(1);
    const next = await call(core, 'week:get', { weekStart: '2026-11-23' });
    const onProject2 = next.rows.filter((r) => r.projectId === String(PROJECT_2));
    expect(onProject2.map((r) => r.contractLineId)).not.toContain(String(OTHER_PROJECTS_LINE));
    expect(next.rows.length).toBeGreaterThan(0);
  });

  it('a failed per-project pull is a warning; picking the project pulls it on demand, at most hourly', async () => {
    const core = await connected();
    // The remote cannot be reached for the per-project requests: the sync itself still succeeds.
    proxy.setFaults((req) => (req.url.includes('projectid=') ? 'refuse' : 'pass'));
    try {
      const outcome = await call(core, 'sync:run');
      expect(outcome.outcome).toBe('ok');
      expect(outcome.warning).toMatch(/contract lines of some projects could not be pulled/);
      expect((await call(core, 'entries:lines', { projectId: String(PROJECT_2) })).pulled).toBe(false);
      const offline = await call(core, 'entries:refreshLines', { projectId: String(PROJECT_2) });
      expect(offline).toMatchObject({
        state: 'unknown',
        message: expect.stringMatching(/not known here yet/),
      });
    } finally {
      proxy.setFaults(null);
    }

    const pulled = await counted(() => call(core, 'entries:refreshLines', { projectId: String(PROJECT_2) }));
    expect(pulled.projects).toEqual([String(PROJECT_2)]);
    const lines = await call(core, 'entries:lines', { projectId: String(PROJECT_2) });
    expect(lines.pulled).toBe(true);
    const team = teamUse();
    expect(lines.contractLines.filter((l) => team.lines.get(l.id) === l.name)).not.toEqual([]);
    const again = await counted(async () =>
      expect(await call(core, 'entries:refreshLines', { projectId: String(PROJECT_2) })).toMatchObject({
        state: 'fresh',
      }),
    );
    expect(again.all).toBe(0);
  });
});
