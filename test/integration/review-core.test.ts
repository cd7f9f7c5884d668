import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { localDate } from '../../shared/app/entry-time';
import { openDatabase } from '../../electron/core/db/connection';
import { call, closeCores, openCore } from '../support/app-call';
import { parseCsv } from '../support/csv';
import { serverCli } from '../support/server-cli';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Issue 14, the team review, on the real reference server over 127.0.0.1 (17-digit ids): Anna
 * (admin, account 1) reviews the projects she manages and two she adds; after a sync she sees
 * every consultant's hours of a week with the approval and invoice states the server holds, the
 * hours ready to invoice with their exact value (hours x SalesRate) per project currency, and the
 * CSV for finance equal to the server's approved, uninvoiced timesheets. Approving on the server
 * and a full refresh move hours from waiting to ready; generating the invoice moves them to Draft.
 * Nothing of another consultant is ever queued.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const WEEK = '2026-11-16';
const ANNA = demoId('accounts', 1);

let server: TestServer;
let core: AppCore;
let dir: string;
/** The two busiest projects that Anna does not manage (she adds them to her review). */
let added: bigint[];

interface ServerTs {
  id: bigint;
  project_id: bigint;
  account_id: bigint;
  date_from: string;
  hours: bigint;
  sales_rate: bigint | null;
  approved_pm_at: string | null;
  approved_tl_at: string | null;
  invoice_id: bigint | null;
}

/** The server's timesheets of a project (straight from its database). */
function serverTimesheets(projectId: bigint): ServerTs[] {
  return readDb(server.dbFile, (db) =>
    db
      .prepare(
        `SELECT id, project_id, account_id, date_from, hours, sales_rate, approved_pm_at, approved_tl_at, invoice_id
         FROM timesheets WHERE project_id = ?`,
      )
      .all(projectId),
  ) as ServerTs[];
}

/** Hour units as the number of hours (exact for the demo's values). */
const h = (units: bigint) => Number(units) / 10_000;
/** hours (1e-4) x rate (1e-8) in money units (1e-8), half away from zero (all positive here). */
const value = (hours: bigint, rate: bigint) => (hours * rate + 5_000n) / 10_000n;
const inWindow = (t: ServerTs) => t.date_from >= '2026-08-23';
const ready = (t: ServerTs) =>
  t.approved_pm_at !== null && t.approved_tl_at !== null && t.invoice_id === null;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-review-'));
  core = openCore(dir, () => NOW);
  await call(core, 'settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: String(ANNA) });
  added = readDb(server.dbFile, (db) =>
    db
      .prepare(
        `SELECT project_id FROM timesheets t JOIN projects p ON p.id = t.project_id
         WHERE p.project_manager_id <> ? AND t.date_from >= '2026-11-16' AND t.date_from < '2026-11-23'
         GROUP BY project_id ORDER BY count(DISTINCT account_id) DESC, count(*) DESC, project_id LIMIT 2`,
      )
      .pluck()
      .all(ANNA),
  ) as bigint[];
});

afterAll(async () => {
  await closeCores();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the team review', () => {
  it('reviews the projects Anna manages plus those she adds, and may leave one out', async () => {
    // Before any sync the replica has no projects: marks need a synced project.
    const first = await call(core, 'sync:run', {});
    expect(first.outcome).toBe('ok');
    for (const p of added) await call(core, 'review:mark', { projectId: String(p), reviewed: true });
    // By default the open projects she manages (a closed one only when she adds it).
    const managed = readDb(server.dbFile, (db) =>
      db
        .prepare(
          `SELECT id FROM projects WHERE project_manager_id = ? AND stage NOT IN ('Completed', 'Cancelled')`,
        )
        .pluck()
        .all(ANNA),
    ) as bigint[];
    const reviewed = await call(core, 'review:projects', {});
    expect(new Set(reviewed.map((p) => p.id))).toEqual(new Set([...managed, ...added].map(String)));
    expect(reviewed.filter((p) => p.managed).length).toBe(managed.length);

    // Leaving out a project she manages: gone from the review, still offered to add back.
    const out = String(managed[0]);
    await call(core, 'review:mark', { projectId: out, reviewed: false });
    expect((await call(core, 'review:projects', {})).map((p) => p.id)).not.toContain(out);
    const all = await call(core, 'review:projects', { all: true });
    expect(all.find((p) => p.id === out)).toMatchObject({ managed: true, reviewed: false });
    await call(core, 'review:mark', { projectId: out, reviewed: true });
    expect((await call(core, 'review:projects', {})).map((p) => p.id)).toContain(out);
    // A closed project she adds is reviewed and pulled at the next sync (hours may wait for an invoice).
    const closed = readDb(server.dbFile, (db) =>
      db
        .prepare(
          `SELECT id FROM projects WHERE project_manager_id = ? AND stage IN ('Completed', 'Cancelled')`,
        )
        .pluck()
        .get(ANNA),
    ) as bigint;
    expect((await call(core, 'review:projects', {})).map((p) => p.id)).not.toContain(String(closed));
    await call(core, 'review:mark', { projectId: String(closed), reviewed: true });
    await call(core, 'sync:run', {});
    const pulled = (await call(core, 'review:projects', {})).find((p) => p.id === String(closed));
    expect(pulled?.pulledAt).not.toBeNull();
    // A project that is not in the replica cannot be marked.
    await expect(
      call(core, 'review:mark', { projectId: '99999999999999999', reviewed: true }),
    ).rejects.toThrow(/NOT_FOUND/);
  });

  it("shows each consultant's hours per day and their states as the server holds them", async () => {
    await call(core, 'sync:run', { full: true });
    const week = await call(core, 'review:week', { weekStart: WEEK });
    for (const projectId of added) {
      const shown = week.projects.find((p) => p.id === String(projectId));
      expect(shown?.pulledAt).not.toBeNull();
      const onServer = serverTimesheets(projectId).filter(
        (t) => localDate(t.date_from) >= WEEK && localDate(t.date_from) <= '2026-11-22',
      );
      const people = new Set(onServer.map((t) => String(t.account_id)));
      expect(new Set(shown?.consultants.map((c) => c.accountId))).toEqual(people);
      for (const c of shown?.consultants ?? []) {
        const mine = onServer.filter((t) => String(t.account_id) === c.accountId);
        const byDay = week.dates.map((d) =>
          h(mine.filter((t) => localDate(t.date_from) === d).reduce((a, t) => a + t.hours, 0n)),
        );
        expect(c.days).toEqual(byDay);
        const approvedHours = mine.filter(ready).reduce((a, t) => a + t.hours, 0n);
        expect(c.hours.approved).toBe(h(approvedHours));
      }
    }
  });

  it('drills down to the entries with line, role, rate and exact value', async () => {
    const projectId = added[0]!;
    const entries = await call(core, 'review:entries', { weekStart: WEEK, projectId: String(projectId) });
    const onServer = new Map(serverTimesheets(projectId).map((t) => [String(t.id), t]));
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      const t = onServer.get(e.id);
      expect(t, e.id).toBeDefined();
      expect(e.hours).toBe(h(t!.hours));
      expect(e.contractLineName).toBeTruthy();
      expect(e.roleName).toBeTruthy();
      if (t!.sales_rate !== null) expect(e.value).toBe(Number(value(t!.hours, t!.sales_rate)) / 1e8);
    }
  });

  it('lists what is ready to invoice, exactly, and the CSV for finance equals the server', async () => {
    const view = await call(core, 'review:ready', {});
    const reviewed = await call(core, 'review:projects', {});
    for (const p of view.projects) {
      const onServer = serverTimesheets(BigInt(p.id)).filter(inWindow);
      const ok = onServer.filter(ready);
      expect(p.ready.count, p.name).toBe(ok.length);
      expect(p.ready.hours).toBe(h(ok.reduce((a, t) => a + t.hours, 0n)));
      const units = ok.reduce((a, t) => a + (t.sales_rate === null ? 0n : value(t.hours, t.sales_rate)), 0n);
      expect(p.ready.value).toBe(Number(units) / 1e8);
    }
    // Per currency, never mixed: each total is the sum of its own projects.
    for (const t of view.totals) {
      const own = view.projects.filter((p) => p.currency === t.currency);
      expect(t.readyHours).toBeCloseTo(
        own.reduce((a, p) => a + p.ready.hours, 0),
        8,
      );
    }
    const csv = await call(core, 'review:readyCsv', {});
    const [header = [], ...rows] = parseCsv(csv.content);
    const col = (name: string) => header.indexOf(name);
    const ids = new Set(rows.filter((r) => r[col('Kind')] === 'Timesheet').map((r) => r[col('Entry id')]));
    // Every row names its consultant (an expense record carries no name: it comes from elsewhere here).
    expect(rows.some((r) => r[col('Kind')] === 'Expense')).toBe(true);
    for (const r of rows) expect(r[col('Consultant')], r.join(',')).toMatch(/^[A-Za-zÀ-ÿ][^\d]*$/);
    const expected = reviewed.flatMap((p) =>
      serverTimesheets(BigInt(p.id))
        .filter((t) => inWindow(t) && ready(t))
        .map((t) => String(t.id)),
    );
    expect(ids).toEqual(new Set(expected));
  });

  it('moves hours from waiting to ready when the server approves them, and to Draft with the invoice', async () => {
    const projectId = added[0]!;
    const before = (await call(core, 'review:ready', {})).projects.find((p) => p.id === String(projectId))!;
    const waiting = serverTimesheets(projectId).filter(
      (t) => inWindow(t) && !ready(t) && t.invoice_id === null,
    );
    expect(waiting.length).toBeGreaterThan(0);
    const approve = await serverCli([
      'timesheets',
      'approve',
      '--db',
      server.dbFile,
      '--project',
      String(projectId),
    ]);
    expect(approve.code, approve.stderr).toBe(0);
    await call(core, 'sync:run', { full: true });
    const after = (await call(core, 'review:ready', {})).projects.find((p) => p.id === String(projectId))!;
    expect(after.waitingPm.count + after.waitingTl.count).toBe(0);
    expect(after.ready.count).toBe(before.ready.count + waiting.length);

    const gen = await serverCli([
      'invoice',
      'generate',
      '--db',
      server.dbFile,
      '--project',
      String(projectId),
    ]);
    expect(gen.code, gen.stderr).toBe(0);
    await call(core, 'sync:run', { full: true });
    const drafted = (await call(core, 'review:ready', {})).projects.find((p) => p.id === String(projectId))!;
    expect(drafted.ready.count).toBe(0);
    const week = await call(core, 'review:week', {
      weekStart: WEEK,
      projectId: String(projectId),
      state: 'draft',
    });
    expect(week.projects[0]?.consultants.length).toBeGreaterThan(0);
    expect(week.projects[0]?.consultants.every((c) => c.invoice === 'draft')).toBe(true);
  });

  it('never queues anything of another consultant', () => {
    const db = openDatabase(join(dir, 'psa-replica.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
