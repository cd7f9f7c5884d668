import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, openCore } from '../support/app-call';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Issue 14 point 4, budgets, on the real reference server's demo data (17-digit ids): Anna reviews
 * project 1 (she manages it) and adds project 2; after a sync each project's plans show the sum of
 * their tasks' EffortInHours against their HoursBooked, per plan and task list, exactly as the
 * server's database holds them; her own hours not synced yet are said apart and taken off what is
 * left; the booked value is the pulled team hours x SalesRate against TotalProjectValue. The entry
 * forms' hint warns when an entry would go past the plan's effort.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ANNA = demoId('accounts', 1);
const P1 = demoId('projects', 1);
const P2 = demoId('projects', 2);

let server: TestServer;
let core: AppCore;
let dir: string;

interface ServerTask {
  plan_id: bigint;
  plan_name: string;
  list_name: string;
  effort: bigint | null;
  hours_booked: bigint;
}

/** The server's tasks of a project's plans, straight from its database. */
function serverTasks(projectId: bigint): ServerTask[] {
  return readDb(server.dbFile, (db) =>
    db
      .prepare(
        `SELECT p.id AS plan_id, p.name AS plan_name, l.name AS list_name, t.effort, t.hours_booked
         FROM plans p JOIN task_lists l ON l.plan_id = p.id JOIN tasks t ON t.task_list_id = l.id
         WHERE p.project_id = ?`,
      )
      .all(projectId),
  ) as ServerTask[];
}

/** Hour units as the number of hours (exact for the demo's values). */
const h = (units: bigint) => Number(units) / 10_000;
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);
const effortOf = (ts: readonly ServerTask[]) => sum(ts.map((t) => t.effort ?? 0n));
const bookedOf = (ts: readonly ServerTask[]) => sum(ts.map((t) => t.hours_booked));

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-budgets-'));
  core = openCore(dir, () => NOW);
  await call(core, 'settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: String(ANNA) });
  expect((await call(core, 'sync:run', {})).outcome).toBe('ok');
  await call(core, 'review:mark', { projectId: String(P2), reviewed: true });
  expect((await call(core, 'sync:run', {})).outcome).toBe('ok');
});

afterAll(async () => {
  await closeCores();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('budgets', () => {
  it("sums each plan's and task list's effort and hours booked exactly as the server holds them", async () => {
    const view = await call(core, 'review:budgets', {});
    for (const projectId of [P1, P2]) {
      const tasks = serverTasks(projectId);
      expect(tasks.length).toBeGreaterThan(0);
      const p = view.projects.find((x) => x.id === String(projectId));
      expect(p, String(projectId)).toBeDefined();
      expect(p!.effort).toBe(h(effortOf(tasks)));
      expect(p!.booked).toBe(h(bookedOf(tasks)));
      expect(p!.mine).toBe(0);
      expect(p!.left).toBe(h(effortOf(tasks) - bookedOf(tasks)));
      for (const plan of p!.plans) {
        const own = tasks.filter((t) => String(t.plan_id) === plan.id);
        expect(plan.name).toBe(own[0]?.plan_name);
        expect(plan.effort).toBe(h(effortOf(own)));
        expect(plan.booked).toBe(h(bookedOf(own)));
        expect(plan.lists.map((l) => l.name)).toEqual([...new Set(own.map((t) => t.list_name))]);
        for (const list of plan.lists) {
          const inList = own.filter((t) => t.list_name === list.name);
          expect(list.booked, list.name).toBe(h(bookedOf(inList)));
          expect(list.effort, list.name).toBe(
            inList.every((t) => t.effort === null) ? null : h(effortOf(inList)),
          );
        }
      }
    }
    // The demo's plan 1 as numbers people check: 372 h of effort, 145.75 h booked.
    expect(view.projects.find((x) => x.id === String(P1))).toMatchObject({ effort: 372, booked: 145.75 });
  });

  it('values the pulled team hours at their SalesRate, against TotalProjectValue, per project currency', async () => {
    const view = await call(core, 'review:budgets', {});
    for (const projectId of [P1, P2]) {
      const p = view.projects.find((x) => x.id === String(projectId))!;
      expect(p.valueFrom).not.toBeNull();
      const rows = readDb(server.dbFile, (db) =>
        db
          .prepare('SELECT hours, sales_rate FROM timesheets WHERE project_id = ? AND date_from >= ?')
          .all(projectId, p.valueFrom),
      ) as { hours: bigint; sales_rate: bigint | null }[];
      const project = readDb(server.dbFile, (db) =>
        db.prepare('SELECT deal_amount, currency_code FROM projects WHERE id = ?').get(projectId),
      ) as { deal_amount: bigint; currency_code: string };
      const rated = rows.filter((r) => r.sales_rate !== null);
      // hours (1e-4) x rate (1e-8) -> money (1e-8) per entry, half away from zero (all positive here).
      const units = sum(rated.map((r) => (r.hours * r.sales_rate! + 5_000n) / 10_000n));
      expect(p.currency).toBe(project.currency_code);
      expect(p.value.hours).toBe(h(sum(rows.map((r) => r.hours))));
      expect(p.value.value).toBe(Number(units) / 1e8);
      expect(p.totalValue).toBe(Number(project.deal_amount) / 1e8);
    }
  });

  it('takes my hours not synced yet off what is left, said apart, and warns an entry that goes past it', async () => {
    const lines = await call(core, 'entries:lines', { projectId: String(P2) });
    const line = lines.contractLines[0]?.id;
    const role = lines.roles[0]?.id;
    expect(line && role).toBeTruthy();
    const tasks = serverTasks(P2);
    const left = effortOf(tasks) - bookedOf(tasks); // 33.25 h on the demo's plan 2
    for (const date of ['2026-11-23', '2026-11-24'])
      await call(core, 'entries:create', {
        projectId: String(P2),
        contractLineId: line,
        roleId: role,
        date,
        from: '09:00',
        hours: 8,
      });
    const p = (await call(core, 'review:budgets', {})).projects.find((x) => x.id === String(P2))!;
    expect(p.mine).toBe(16);
    expect(p.booked).toBe(h(bookedOf(tasks)));
    expect(p.left).toBe(h(left) - 16);

    const name = `Zuiderzee Installatietechniek Data platform / ${tasks[0]!.plan_name}`;
    const fits = await call(core, 'review:budgetHint', { projectId: String(P2), hours: 8 });
    expect(fits).toEqual({ name, effort: h(effortOf(tasks)), left: h(left) - 16, message: null });
    const over = await call(core, 'review:budgetHint', { projectId: String(P2), hours: 20 });
    expect(over?.message).toBe(`${h(left) - 16} of ${h(effortOf(tasks))} h left on ${name}`);
    // A project without a plan has no budget to warn about.
    const noPlan = demoId('projects', 3);
    expect(await call(core, 'review:budgetHint', { projectId: String(noPlan), hours: 8 })).toBeNull();
  });
});
