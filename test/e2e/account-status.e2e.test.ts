import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, newAppContext } from './support/browser';
import { startStoppableRemote, type StoppableRemote } from './support/remote';
import { makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { FirstStartPage } from './pages/FirstStartPage';
import { SettingsPage } from './pages/SettingsPage';
import { StatusBar } from './pages/StatusBar';

/** Runs in the page: the browser's word that the network went away or came back. */
function dispatchWindowEvent(kind: string): void {
  const w = globalThis as unknown as {
    dispatchEvent(e: unknown): boolean;
    Event: new (k: string) => unknown;
  };
  w.dispatchEvent(new w.Event(kind));
}

/*
 * Journey at 1280x720, keyboard only: at first start the account is picked from the service's
 * accounts by name (never typed as a number), the status bar then names it, says ONLINE from a
 * probe, and OFFLINE with "The PSA service at host:port is not answering" as soon as the remote
 * stops and the browser reports the network change, before any sync fails; ONLINE again once it
 * is back. Screenshots go to /tmp/account-*.png.
 */
describe('the signed-in account by name, and online from real reachability', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [remote, web, browser] = await Promise.all([
      startStoppableRemote(),
      startWebMode(dataDir),
      launchBrowser(),
    ]);
    const context = await newAppContext(browser, { viewport: { width: 1280, height: 720 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(web.url);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await remote?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  it('picks the account from a list at first start, by keyboard', async () => {
    const first = new FirstStartPage(page);
    await first.waitUntilShown();
    await first.choice('Connect to a PSA service').focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Connect to a PSA service' });
    await form.getByLabel('Service address').waitFor();
    // The address field has the focus; Tab leads on through the token to the account list.
    await page.keyboard.type(remote.url);
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-admin-key');
    // Tab past the token's show/hide toggle, if focusable, to the account picker.
    const picker = form.getByLabel('Your account', { exact: false });
    for (let i = 0; i < 3 && !(await picker.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await picker.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('Anna');
    const option = page.getByRole('option', { name: 'Anna de Vries · demo-admin@example.com' });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.screenshot({ path: '/tmp/account-picker.png' });
    await page.keyboard.press('Enter');
    expect(await picker.inputValue()).toBe('Anna de Vries · demo-admin@example.com');
    // No number was typed: the form holds the account by name only.
    expect(await form.getByLabel('Account id').count()).toBe(0);

    await form.getByRole('button', { name: 'Save and connect' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Sections' }).waitFor({ timeout: 60_000 });
  });

  it('names the account in the status bar and says ONLINE from a probe', async () => {
    const bar = new StatusBar(page).root;
    await bar.getByTestId('status-account').filter({ hasText: 'Anna de Vries' }).waitFor({ timeout: 30_000 });
    expect(await bar.getByTestId('status-account').textContent()).toBe(
      'Anna de Vries · demo-admin@example.com',
    );
    await bar.getByText('Online', { exact: true }).waitFor();
    expect(await bar.textContent()).not.toMatch(/account \d/);
    await page.screenshot({ path: '/tmp/account-status-online.png' });

    // Settings › Account says the same, and offers the accounts by name for a change.
    await new SettingsPage(page).open();
    const account = page.getByRole('region', { name: 'Account' });
    await account
      .getByText('Signed in as Anna de Vries (demo-admin@example.com).', { exact: false })
      .waitFor();
    await account.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/account-settings.png' });
    await page.keyboard.press('Control+4');
  });

  it('says OFFLINE with host:port as soon as the remote stops, before any sync; ONLINE once it is back', async () => {
    const bar = new StatusBar(page).root;
    const runsBefore = await bar.getByTestId('last-sync').getAttribute('data-at');
    await remote.stop();
    // The browser's word that the network changed: the core probes the remote at once.
    await page.evaluate(dispatchWindowEvent, 'offline');
    await bar.getByText('Offline', { exact: true }).waitFor({ timeout: 20_000 });
    const port = new URL(remote.url).port;
    expect(await bar.getByTestId('status-problem').textContent()).toBe(
      `The PSA service at 127.0.0.1:${port} is not answering`,
    );
    expect(await bar.getByTestId('last-sync').getAttribute('data-at')).toBe(runsBefore);
    await page.screenshot({ path: '/tmp/account-status-offline.png' });

    await remote.restart();
    await page.evaluate(dispatchWindowEvent, 'online');
    await bar.getByText('Online', { exact: true }).waitFor({ timeout: 20_000 });
    await bar.getByTestId('status-problem').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
