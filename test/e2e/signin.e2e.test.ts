import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../shared/app/entry-time';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { startStoppableRemote, type StoppableRemote } from './support/remote';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { readDb } from '../support/server';
import { FirstStartPage } from './pages/FirstStartPage';
import { SettingsPage } from './pages/SettingsPage';
import { SignInPage } from './pages/SignInPage';
import { StatusBar } from './pages/StatusBar';
import { WeekPage } from './pages/WeekPage';
import { ADMIN_ACCOUNT } from '../renderer/support/demo-ids';

/*
 * Signing in through the browser (decision 24, RFC 8252) in web mode on a fresh folder, against the
 * reference server with the demo organization: the first start's "Custom server", the consent page
 * in the tab the app opens, then a synced week of hours (one with 4 decimals) seen on the server
 * with the very 17-digit ids the app shows. A second journey presses Deny and reads the app's message.
 */

const ADMIN = 'demo-admin@example.com';
const PASSWORD = 'demo-password';

interface Journey {
  remote: StoppableRemote;
  dataDir: string;
  web: WebMode;
  browser: Browser;
  page: Page;
  errors: string[];
}

async function start(): Promise<Journey> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir();
  const [remote, web, browser] = await Promise.all([
    startStoppableRemote(),
    startWebMode(dataDir),
    launchBrowser(),
  ]);
  const { page, errors } = await openApp(browser, web.url);
  return { remote, dataDir, web, browser, page, errors };
}

async function stop(j: Journey | undefined): Promise<void> {
  await j?.browser.close();
  await j?.web.stop();
  await j?.remote.close();
  if (j) removeDataDir(j.dataDir);
}

describe('signing in to a custom server and booking a week', () => {
  let j: Journey | undefined;
  let monday = '';

  beforeAll(async () => {
    j = await start();
  }, 120_000);
  afterAll(() => stop(j));

  it('signs in through the consent page in a new tab and comes back signed in and synced', async () => {
    const page = j!.page;
    const first = new FirstStartPage(page);
    await first.waitUntilShown();
    await first.choice('Custom server').click();
    const signIn = new SignInPage(page);
    expect(await signIn.clientId.inputValue()).toBe('psa-desk');
    const tab = await signIn.startCustom(j!.remote.url, ADMIN);
    expect(new URL(tab.url()).searchParams.get('code_challenge_method')).toBe('S256');
    const said = await signIn.consent(tab, 'Allow', ADMIN, PASSWORD);
    expect(said).toContain('You can close this tab');
    await tab.close();

    // The app replaced the first start with the shell and ran its first sync.
    await page.getByRole('navigation', { name: 'Sections' }).waitFor({ timeout: 30_000 });
    const status = new StatusBar(page);
    await page.waitForFunction(
      (el) => el?.getAttribute('title') !== null && el?.getAttribute('title') !== undefined,
      await status.lastSync.elementHandle(),
      { timeout: 30_000 },
    );
    const settings = new SettingsPage(page);
    await settings.open();
    await expect
      .poll(() => page.getByTestId('signed-in-as').textContent())
      .toContain('Signed in as Anna de Vries, demo-admin@example.com,');
    // Named by name and email: never by its number.
    expect(await page.getByTestId('signed-in-as').textContent()).not.toContain(ADMIN_ACCOUNT);
    const view = (await bridgeCall(j!.web, 'settings:get')) as Record<string, unknown>;
    expect(view).toMatchObject({
      mode: 'remote',
      remoteUrl: j!.remote.url,
      accountId: ADMIN_ACCOUNT,
      signIn: { clientId: 'psa-desk' },
    });
  });

  it('books a few hours in the week grid by keyboard and syncs them with the access token', async () => {
    const page = j!.page;
    const week = new WeekPage(page);
    await week.openByKeyboard();
    monday = (await week.weekStart()) ?? '';
    do {
      monday = addDays(monday, 7);
      await page.keyboard.press('Alt+ArrowRight');
      await week.waitForWeek(monday);
    } while (((await bridgeCall(j!.web, 'week:get', { weekStart: monday })) as { rows: [] }).rows.length > 0);
    await week.addRowByKeyboard('northwind erp', 'Northwind ERP rollout');
    // The new row takes the focus: type from its Monday.
    await week.grid.locator('[role="gridcell"]:focus').waitFor();
    await page.keyboard.press('Home');
    await week.typeDays(['2', '3.5', '1.2525']);
    // The core's exact total is 6.7525 h; the grid shows it to 2 decimals.
    await week.weekTotal.filter({ hasText: /^6.75$/ }).waitFor();

    await new StatusBar(page).syncAndWait('keyboard');
    const shown = (await bridgeCall(j!.web, 'week:get', { weekStart: monday })) as {
      entries: { id: string; hours: number; syncState: string }[];
    };
    expect(shown.entries).toHaveLength(3);
    // Synced: the server's 17-digit ids, as text.
    expect(shown.entries.every((e) => e.syncState === 'synced' && /^\d{17}$/.test(e.id))).toBe(true);
    const ids = shown.entries.map((e) => BigInt(e.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const onServer = readDb(j!.remote.dbFile, (db) =>
      db
        .prepare(
          `SELECT id, account_id, hours FROM timesheets WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
        )
        .all(...ids),
    );
    expect(onServer).toEqual(
      ids.map((id) => ({ id, account_id: BigInt(ADMIN_ACCOUNT), hours: expect.any(BigInt) })),
    );
    // Hours in units of 0.0001 h: 2 + 3.5 + 1.2525, every digit.
    const hours = (onServer as { hours: bigint }[]).map((r) => r.hours).sort((a, b) => (a < b ? -1 : 1));
    expect(hours).toEqual([12_525n, 20_000n, 35_000n]);
    expect(j!.errors).toEqual([]);
  });
});

describe('denying the sign-in', () => {
  let j: Journey | undefined;

  beforeAll(async () => {
    j = await start();
  }, 120_000);
  afterAll(() => stop(j));

  it('says why: a wrong client secret at once, then "Sign-in was denied", and stays on the first start', async () => {
    const page = j!.page;
    const first = new FirstStartPage(page);
    await first.waitUntilShown();
    await first.choice('Custom server').click();
    const signIn = new SignInPage(page);
    // A wrong client secret is said before any consent page opens.
    await signIn.clientSecret.fill('not-the-secret');
    await signIn.address.fill(j!.remote.url);
    await signIn.email.fill(ADMIN);
    await signIn.email.press('Enter');
    expect(await signIn.waitForResult('Sign-in did not start')).toBe(
      "The PSA service refused the app's credentials (invalid_client)",
    );
    await signIn.clientSecret.fill('demo-client-secret');

    const tab = await signIn.startCustom(j!.remote.url, ADMIN);
    expect(await signIn.consent(tab, 'Deny', ADMIN, PASSWORD)).toContain('Sign-in was denied');
    await tab.close();
    expect(await signIn.waitForResult('Sign-in was denied')).toBe(
      "You pressed Deny on the PSA service's page. Sign in again when you are ready.",
    );
    expect(await signIn.form.isVisible()).toBe(true);
    expect(await bridgeCall(j!.web, 'settings:get')).toMatchObject({ mode: 'unset', hasToken: false });
    expect(j!.errors).toEqual([]);
  });
});
