import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addDays, localDate, mondayOf } from '../../shared/app/entry-time';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { csvRecords } from '../support/csv';
import { serverCli } from '../support/server-cli';
import { ADMIN_KEY, readDb } from '../support/server';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { startStoppableRemote, type StoppableRemote } from './support/remote';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { ReviewPage } from './pages/ReviewPage';

/*
 * Issue 14's journey: Anna (admin, account 1) signs in, adds two projects she does not manage to
 * her review, syncs, and sees each consultant's hours per day and approval states as the server's
 * database holds them; she finds who booked less than usual, exports the ready-to-invoice list and
 * reads it back equal to the server's approved, uninvoiced timesheets. Approving on the server and a
 * Full refresh move the hours from waiting to ready; generating the invoice moves them to Draft.
 * At 1280x720, light and dark, with screenshots in /tmp/walk.
 */

const ANNA = demoId('accounts', 1);
/** The demo's last booked week (its entries run to Friday 20 Nov 2026). */
const WEEK = '2026-11-16';
const SHOTS = '/tmp/walk';

interface ServerTs {
  id: bigint;
  project_id: bigint;
  account_id: bigint;
  date_from: string;
  hours: bigint;
  approved_pm_at: string | null;
  approved_tl_at: string | null;
  invoice_id: bigint | null;
  invoice_status: string | null;
}

/** The DOM bits the page functions read (this Node-side file has no DOM types). */
interface Box {
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  closest(s: string): Box | null;
  getAttribute(n: string): string | null;
}
interface Win {
  getComputedStyle(el: Box): { textOverflow: string; opacity: string };
}

/** Labels, headers, cells and badges of a part of the page whose text is cut (an ellipsis with a title is fine). */
function clipped(part: Locator): Promise<(string | null)[]> {
  return part.locator('button, th, td, .mantine-Badge-label, h3, p').evaluateAll((els) => {
    const win = globalThis as unknown as Win;
    return (
      (els as unknown as Box[])
        // A button busy with its loader hides its label on purpose.
        .filter(
          (el) =>
            el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 0.5 && !el.closest('[data-loading]'),
        )
        .filter(
          (el) =>
            win.getComputedStyle(el).textOverflow !== 'ellipsis' ||
            (el.closest('[title]')?.getAttribute('title') ?? '') === '',
        )
        .map((el) => el.textContent)
    );
  });
}

const ORDER = ['none', 'tl', 'pm', 'approved'] as const;
const approvalOf = (t: ServerTs) =>
  t.approved_pm_at !== null && t.approved_tl_at !== null
    ? 'approved'
    : t.approved_pm_at !== null
      ? 'pm'
      : t.approved_tl_at !== null
        ? 'tl'
        : 'none';
const ready = (t: ServerTs) => t.invoice_id === null && approvalOf(t) === 'approved';
/** Hour units (1e-4) as hours. */
const h = (units: bigint) => Number(units) / 10_000;

describe('the team review journey', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let added: { id: string; name: string }[];

  /** The server's timesheets of a project, with their invoice's status. */
  const serverTimesheets = (projectId: string): ServerTs[] =>
    readDb(remote.dbFile, (db) =>
      db
        .prepare(
          `SELECT t.id, t.project_id, t.account_id, t.date_from, t.hours, t.approved_pm_at, t.approved_tl_at,
                  t.invoice_id, i.status AS invoice_status
           FROM timesheets t LEFT JOIN invoices i ON i.id = t.invoice_id WHERE t.project_id = ?`,
        )
        .all(BigInt(projectId)),
    ) as ServerTs[];
  const inWeek = (t: ServerTs) =>
    localDate(t.date_from) >= WEEK && localDate(t.date_from) <= addDays(WEEK, 6);
  /** The start of the sync's pull window (whole UTC days back, as the engine computes it). */
  const windowFrom = async () => {
    const settings = (await bridgeCall(web, 'settings:get')) as { pullDaysBack: number };
    return new Date((Math.floor(Date.now() / 86_400_000) - settings.pullDaysBack) * 86_400_000).toISOString();
  };
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/review-${name}.png` });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [remote, web, browser] = await Promise.all([
      startStoppableRemote(),
      startWebMode(dataDir),
      launchBrowser(),
    ]);
    await bridgeCall(web, 'settings:setRemote', {
      url: remote.url,
      token: ADMIN_KEY,
      accountId: String(ANNA),
    });
    await bridgeCall(web, 'sync:run', {});
    // The two projects of the week with the most consultants that Anna does not manage.
    added = readDb(remote.dbFile, (db) =>
      db
        .prepare(
          `SELECT p.id, p.name FROM timesheets t JOIN projects p ON p.id = t.project_id
           WHERE p.project_manager_id <> ? AND t.date_from >= ? AND t.date_from < ?
           GROUP BY p.id ORDER BY count(DISTINCT t.account_id) DESC, count(*) DESC, p.id LIMIT 2`,
        )
        .all(ANNA, `${WEEK}T00:00:00Z`, `${addDays(WEEK, 5)}T00:00:00Z`),
    ).map((r) => {
      const row = r as { id: bigint; name: string };
      return { id: String(row.id), name: row.name };
    });
    ({ page, errors } = await openApp(browser, web.url));
    await page.setViewportSize({ width: 1280, height: 720 });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await remote?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  it('adds two projects to the review by keyboard and syncs their team data', async () => {
    const review = new ReviewPage(page);
    await review.open();
    await review.dataAge.waitFor();
    const before = Number(/\((\d+)\)/.exec((await review.reviewedButton().textContent()) ?? '')?.[1]);
    for (const p of added) await review.addProject(p.name);
    expect(await page.getByTestId('review-added').textContent()).toContain('arrives with the next sync');
    await shot('add-project');
    await page.getByTestId('review-added').getByRole('button', { name: 'Sync now' }).click();
    await page.keyboard.press('Escape');
    expect(await review.reviewedButton().textContent()).toBe(`Projects I review (${before + 2})`);
    // The current week, then back to WEEK by keyboard (Alt+←).
    const back = Math.round(
      (Date.parse(mondayOf(localDate(Date.now()))) - Date.parse(WEEK)) / (7 * 86_400_000),
    );
    await review.panel.getByRole('button', { name: 'Today' }).focus();
    for (let i = 0; i < back; i++) await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => review.weekTitle.textContent()).toBe('Week 47');
    for (const p of added) await review.consultants(p.name).first().waitFor();
  }, 60_000);

  it("shows three consultants' hours per day and approval states as the server holds them", async () => {
    const review = new ReviewPage(page);
    const people = new Set<string>();
    for (const p of added) {
      const onServer = serverTimesheets(p.id).filter(inWeek);
      const accounts = [...new Set(onServer.map((t) => String(t.account_id)))];
      const rows = review.consultants(p.name);
      await expect.poll(() => rows.count()).toBe(accounts.length);
      for (const account of accounts) {
        people.add(account);
        const mine = onServer.filter((t) => String(t.account_id) === account);
        const row = rows.and(page.locator(`[data-account="${account}"]`));
        // The week may redraw while a sync lands (its rows are replaced), so the cells are read until they settle.
        const days = () =>
          row
            .locator('td[data-hours]')
            .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-hours'))));
        const byDay = Array.from({ length: 7 }, (_, i) =>
          h(
            mine.filter((t) => localDate(t.date_from) === addDays(WEEK, i)).reduce((a, t) => a + t.hours, 0n),
          ),
        );
        await expect.poll(days).toEqual([...byDay, h(mine.reduce((a, t) => a + t.hours, 0n))]);
        const least = ORDER[Math.min(...mine.map((t) => ORDER.indexOf(approvalOf(t))))];
        expect(await row.locator('[data-approval]').getAttribute('data-approval')).toBe(least);
      }
    }
    expect(people.size).toBeGreaterThanOrEqual(3);
    expect(await review.dataAge.textContent()).toMatch(/^Team data from /);
    await shot('team-week');
    await expect.poll(() => clipped(review.panel)).toEqual([]);

    // Drill-down by keyboard: Enter on a consultant opens the entries with line, role, rate, value.
    const first = review.consultants(added[0]!.name).first();
    const account = await first.getAttribute('data-account');
    await first.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const expected = serverTimesheets(added[0]!.id).filter(
      (t) => inWeek(t) && String(t.account_id) === account,
    );
    await expect.poll(() => review.entries.getByTestId('review-entry').count()).toBe(expected.length);
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() =>
        drawer.evaluate(
          (el) => (globalThis as unknown as Win).getComputedStyle(el as unknown as Box).opacity,
        ),
      )
      .toBe('1');
    await shot('drill-down');
    await expect.poll(() => clipped(drawer)).toEqual([]);
    await page.keyboard.press('Escape');
    await review.entries.waitFor({ state: 'detached' });
  });

  it('names who booked less than usual this week', async () => {
    const review = new ReviewPage(page);
    const week = (await bridgeCall(web, 'review:week', { weekStart: WEEK })) as {
      missing: { accountId: string; name: string }[];
    };
    expect(week.missing.length).toBeGreaterThan(0);
    const named = await review.missing.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent));
    expect(named.length).toBe(week.missing.length);
    for (const [i, m] of week.missing.entries()) expect(named[i]).toContain(m.name);
  });

  it("exports the ready-to-invoice list equal to the server's approved, uninvoiced timesheets", async () => {
    const review = new ReviewPage(page);
    await review.tab('Ready to invoice');
    await review.ready.waitFor();
    await shot('ready');
    await expect.poll(() => clipped(review.panel)).toEqual([]);
    const download = await review.exportCsv();
    const rows = csvRecords(readFileSync(await download.path(), 'utf8'));
    const from = await windowFrom();
    const reviewed = (await bridgeCall(web, 'review:projects', {})) as { id: string }[];
    const expected = reviewed.flatMap((p) =>
      serverTimesheets(p.id)
        .filter((t) => t.date_from >= from && ready(t))
        .map((t) => String(t.id)),
    );
    const ids = rows.filter((r) => r.Kind === 'Timesheet').map((r) => r['Entry id']);
    expect(new Set(ids)).toEqual(new Set(expected));
    expect(ids.length).toBe(expected.length);
  });

  it('moves hours from waiting to ready after approving on the server, and to Draft after the invoice', async () => {
    const review = new ReviewPage(page);
    const p = added[0]!;
    const row = review.readyRow(p.id);
    expect(await row.getByTestId('waiting-pm').textContent()).not.toBe('—');
    const approve = await serverCli(['timesheets', 'approve', '--db', remote.dbFile, '--project', p.id]);
    expect(approve.code, approve.stderr).toBe(0);
    await review.fullRefresh();
    await expect.poll(() => row.getByTestId('waiting-pm').textContent(), { timeout: 30_000 }).toBe('—');
    expect(await row.getByTestId('waiting-tl').textContent()).toBe('—');
    const from = await windowFrom();
    const readyHours = serverTimesheets(p.id)
      .filter((t) => t.date_from >= from && ready(t))
      .reduce((a, t) => a + t.hours, 0n);
    expect(Number(await row.getByTestId('ready').getAttribute('data-hours'))).toBe(h(readyHours));
    await shot('approved');

    const gen = await serverCli(['invoice', 'generate', '--db', remote.dbFile, '--project', p.id]);
    expect(gen.code, gen.stderr).toBe(0);
    await review.fullRefresh();
    await expect.poll(() => row.getByTestId('ready').textContent(), { timeout: 30_000 }).toBe('—');
    await review.tab('Team week');
    const badges = review.project(p.name).locator('[data-invoice]');
    await expect
      .poll(() => badges.evaluateAll((b) => b.map((e) => e.getAttribute('data-invoice'))), {
        timeout: 30_000,
      })
      .toSatisfy((states: (string | null)[]) => states.length > 0 && states.every((s) => s === 'draft'));
    await review.project(p.name).scrollIntoViewIfNeeded();
    await shot('draft');
    expect(errors).toEqual([]);
  }, 120_000);

  it('fits 1280x720 in the dark theme too', async () => {
    await bridgeCall(web, 'settings:update', { theme: 'dark' });
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
    await shot('dark');
    await expect.poll(() => clipped(new ReviewPage(page).panel)).toEqual([]);
  });
});
