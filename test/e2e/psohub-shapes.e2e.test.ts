import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/app/entry-time';
import { openDatabase } from '../../electron/core/db/connection';
import { readDb } from '../support/server';
import { startJourney, stopJourney, type Journey } from './support/journey';
import { bridgeCall } from './support/web-mode';
import { ProjectsPage } from './pages/ProjectsPage';
import { StatusBar } from './pages/StatusBar';
import { WeekPage } from './pages/WeekPage';
import { ADMIN_ACCOUNT, COMPANY_1 } from '../renderer/support/demo-ids';

/*
 * One consultant journey against the reference server as it answers by default and as it answers
 * with `--psohub-shapes` (decision 26: "-" for an empty text, 0 for no reference, identifiers as
 * digit strings, fields the spec does not list). The app must read both the same way: managers and
 * numbers as on the server, never "-" as a name, and a week booked by keyboard lands exactly once.
 */

/** The bit of the DOM the page function below reads (this Node-side file has no DOM types). */
interface PageGlobals {
  document: { activeElement: { getAttribute(n: string): string | null } | null };
}

interface ServerProject {
  name: string;
  number: string | null;
  manager: string | null;
}

/** Projects as the server's database holds them (name, number, manager's name). */
function serverProjects(dbFile: string): ServerProject[] {
  return readDb(
    dbFile,
    (db) =>
      db
        .prepare(
          `SELECT p.name AS name, p.project_number AS number, a.name AS manager
           FROM projects p LEFT JOIN accounts a ON a.id = p.project_manager_id ORDER BY p.id`,
        )
        .all() as ServerProject[],
  );
}

describe.each([
  ['reference shapes', false],
  ['PSOhub shapes', true],
])('a consultant journey against the server with %s', (_label, psohubShapes) => {
  let j: Journey | undefined;
  const unmanaged = `Unmanaged audit ${psohubShapes ? 'P' : 'R'}`;

  beforeAll(async () => {
    j = await startJourney({ psohubShapes });
    // A project without a manager: the shaped server writes its manager as "-". The company id
    // goes as a digit string, as PSOhub's own examples send it.
    const res = await fetch(`${j.remote.url}/project`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-admin-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ Name: unmanaged, Stage: 'Active', CompanyID: COMPANY_1, CurrencyCode: 'EUR' }),
    });
    expect(res.status).toBe(201);
    // Nor a number, which the API cannot leave empty: the shaped server then leaves ProjectNumber out.
    const db = openDatabase(j.remote.dbFile);
    db.prepare('UPDATE projects SET project_number = NULL WHERE name = ?').run(unmanaged);
    db.close();
    await j.page.getByRole('navigation', { name: 'Sections' }).waitFor();
    // A project made on the server after the first sync arrives with the next reference refresh:
    // a full refresh asks for it now (a plain sync reads projects hourly).
    expect(await bridgeCall(j.web, 'sync:run', { full: true })).toMatchObject({ outcome: 'ok' });
  }, 120_000);
  afterAll(() => (j ? stopJourney(j) : undefined));

  it('lists the projects with managers and numbers as on the server, never "-" as a name', async () => {
    const page = j!.page;
    const projects = new ProjectsPage(page);
    await projects.open();
    const onServer = serverProjects(j!.remote.dbFile);
    await projects.count.filter({ hasText: `${onServer.length} project` }).waitFor();

    const probes = [onServer[0]!, onServer[1]!, onServer.find((p) => p.name === unmanaged)!];
    expect(probes[2]).toMatchObject({ number: null, manager: null });
    for (const want of probes) {
      await projects.searchFor(want.name);
      await projects.waitForOnlyMatching(want.name);
      const cells = await projects
        .row(want.name)
        .first()
        .evaluate((r) => [...r.children].map((c) => (c.textContent ?? '').trim()));
      // Name, Number, Company, Stage, Manager, Cur., Sync.
      expect(cells[0]).toBe(want.name);
      expect(cells[1]).toBe(want.number ?? '');
      expect(cells[4]).toBe(want.manager ?? '');
      expect(cells.slice(0, 6)).not.toContain('-');
    }
    await projects.searchFor('');
    const names = await projects.rows.evaluateAll((rows) =>
      rows.flatMap((r) => [...r.children].map((c) => (c.textContent ?? '').trim())),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('-');
  });

  it('books two days of the week by keyboard, syncs, and the server holds each entry once', async () => {
    const page = j!.page;
    const week = new WeekPage(page);
    await week.openByKeyboard();
    // The first week from next week on without entries of this account.
    let monday = (await week.weekStart()) ?? '';
    do {
      monday = addDays(monday, 7);
      await page.keyboard.press('Alt+ArrowRight');
      await week.waitForWeek(monday);
    } while (((await bridgeCall(j!.web, 'week:get', { weekStart: monday })) as { rows: [] }).rows.length > 0);

    await week.addRowByKeyboard('northwind erp', 'Northwind ERP rollout');
    // The new row takes the focus once it is added: only then does Home go to its Monday.
    await page.waitForFunction(() => {
      const el = (globalThis as unknown as PageGlobals).document.activeElement;
      return el?.getAttribute('role') === 'gridcell';
    });
    await page.keyboard.press('Home');
    await week.typeDays(['6.5', '3,25']);
    await week.weekTotal.filter({ hasText: /^9.75$/ }).waitFor();

    await new StatusBar(page).syncAndWait('keyboard');
    const view = (await bridgeCall(j!.web, 'week:get', { weekStart: monday })) as {
      entries: { id: string; syncState: string }[];
    };
    expect(view.entries.map((e) => e.syncState)).toEqual(['synced', 'synced']);

    const onServer = readDb(
      j!.remote.dbFile,
      (db) =>
        db
          .prepare(
            `SELECT id, substr(date_from, 1, 10) AS day FROM timesheets
             WHERE account_id = ? AND date_from >= ? AND date_from < ? ORDER BY date_from`,
          )
          .all(BigInt(ADMIN_ACCOUNT), monday, addDays(monday, 7)) as { id: bigint; day: string }[],
    );
    expect(onServer.map((r) => r.day)).toEqual([monday, addDays(monday, 1)]);
    // The very 17-digit ids the server issued, as text in the app.
    expect(onServer.map((r) => String(r.id)).sort()).toEqual(view.entries.map((e) => e.id).sort());
    expect(j!.errors).toEqual([]);
  });
});
