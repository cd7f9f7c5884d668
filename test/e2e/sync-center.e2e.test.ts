import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';
import { SyncCenterPage } from './pages/SyncCenterPage';
import { StatusBar } from './pages/StatusBar';
import { formatLocalDay, formatTime } from '../../shared/dates-display';
import { ADMIN_ACCOUNT, CONSULTANT_ROLE, PROJECT_1 } from '../renderer/support/demo-ids';

const DESCRIPTION = 'Booked on a contract line the remote does not know';
const [FROM, TO] = ['2026-11-19T09:00:00Z', '2026-11-19T11:00:00Z'];
/** 17 digits above 2^53: the remote's reason must name it with every digit. */
const UNKNOWN_LINE = '19999999999999999';

/*
 * The sync center with the demo remote: a change the remote rejects shows with its reason, Retry
 * queues it again (and the next sync rejects it again), Discard (after a confirm) removes it.
 */
describe('sync center: a rejected change', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    // This contract line is unknown to the remote only: accepted here, rejected there.
    await bridgeCall(web, 'timesheets:create', {
      ProjectID: PROJECT_1,
      ContractLineID: UNKNOWN_LINE,
      RoleID: CONSULTANT_ROLE,
      DateTimeFrom: FROM,
      DateTimeTo: TO,
      NumberOfHours: '2',
      Description: DESCRIPTION,
    });
    const outcome = (await bridgeCall(web, 'sync:run')) as { rejected: number };
    expect(outcome.rejected).toBe(1);
    ({ page, errors } = await openApp(browser, web.url));
    await new SyncCenterPage(page).open();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('shows the rejected change with the remote’s reason and the run in the history', async () => {
    const sync = new SyncCenterPage(page);
    const row = sync.change(DESCRIPTION);
    await row.waitFor();
    expect(await sync.state(row).textContent()).toBe('Rejected');
    expect(await row.textContent()).toContain(`ContractLineID ${UNKNOWN_LINE}`);
    expect(await row.textContent()).toContain(
      // The web server's locale writes it (the same process default as this test's).
      `Timesheet ${formatLocalDay(FROM)} ${formatTime(FROM)}–${formatTime(TO)}, 2 h on Northwind ERP rollout`,
    );
    await sync.count('Rejected', 1).waitFor();
    expect(await sync.history.getByRole('row').count()).toBeGreaterThan(2);
  });

  it('queues it again on Retry, and the next sync rejects it again', async () => {
    const sync = new SyncCenterPage(page);
    const row = sync.change(DESCRIPTION);
    await row.getByRole('button', { name: 'Retry' }).click();
    await sync.state(row).getByText('Pending').waitFor();
    await new StatusBar(page).syncAndWait();
    await sync.state(row).getByText('Rejected').waitFor();
  });

  it('removes it on Discard after a confirm, here and in the store', async () => {
    const sync = new SyncCenterPage(page);
    await sync.discard(sync.change(DESCRIPTION));
    await sync.emptyQueue.waitFor();
    await sync.count('Rejected', 0).waitFor();
    expect(await bridgeCall(web, 'changes:list')).toEqual([]);
    const entries = (await bridgeCall(web, 'timesheets:list', { from: '2026-11-19', to: '2026-11-19' })) as {
      description: string | null;
    }[];
    expect(entries.map((e) => e.description)).not.toContain(DESCRIPTION);
    expect(errors).toEqual([]);
  });
});

/*
 * A remote that lost most of the account's timesheets: the pull holds the deletions back, the sync
 * center asks, and confirming runs the sync again allowing them.
 */
describe('sync center: a pull that would delete most local data', () => {
  let dataDir: string;
  let server: TestServer;
  let web: WebMode;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [server, web, browser] = await Promise.all([startTestServer(), startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'settings:setRemote', {
      url: server.url,
      token: ADMIN_KEY,
      accountId: ADMIN_ACCOUNT,
    });
    expect(await bridgeCall(web, 'sync:run')).toMatchObject({ outcome: 'ok' });
    server.server.db.prepare('DELETE FROM timesheets WHERE account_id = ?').run(BigInt(ADMIN_ACCOUNT));
    ({ page } = await openApp(browser, web.url));
    await new SyncCenterPage(page).open();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await server?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  it('asks before deleting, and deletes on confirm', async () => {
    const before = (await bridgeCall(web, 'timesheets:list')) as unknown[];
    expect(before.length).toBeGreaterThan(10);
    const sync = new SyncCenterPage(page);
    // Deletions older than a week show in the whole window, which a full refresh reads at once
    // (a plain sync reads it hourly).
    await sync.fullRefresh.click();
    await sync.massDeleteDialog.waitFor();
    expect(await sync.massDeleteDialog.textContent()).toMatch(/no longer has \d+ of \d+ timesheets/);
    // Nothing is deleted until the user says so.
    expect(await bridgeCall(web, 'timesheets:list')).toHaveLength(before.length);
    await sync.massDeleteDialog.getByRole('button', { name: 'Delete and sync' }).click();
    await sync.massDeleteDialog.waitFor({ state: 'hidden' });
    await sync.lastOutcome.getByText('Synced', { exact: true }).waitFor();
    expect(await bridgeCall(web, 'timesheets:list')).toEqual([]);
  });
});
