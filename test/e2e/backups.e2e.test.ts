import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAppCore } from '../../electron/core/app';
import { backupReplica } from '../../electron/core/db/backup';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';

/*
 * Settings › Backups: the automatic backups are listed, and restoring one (after a confirm) brings
 * the local data back to that moment; the replaced replica is kept aside.
 */
describe('settings: restore a backup', () => {
  let dataDir: string;
  let web: WebMode | undefined;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    // An offline folder whose backup holds one company; a second one is added after the backup.
    const core = createAppCore({ dataDir, demoServer: false, syncOnStart: false });
    await core.invoke('setup:offline', {});
    await core.invoke('companies:create', { Name: 'Before Backup B.V.' });
    await core.close();
    const db = openDatabase(replicaDbFile(dataDir));
    await backupReplica(db, dataDir);
    db.close();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'companies:create', { Name: 'After Backup B.V.' });
    ({ page } = await openApp(browser, web.url));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  const companyNames = async () =>
    ((await bridgeCall(web as WebMode, 'companies:list', {})) as { name: string }[])
      .map((c) => c.name)
      .sort();

  it('lists the backup and restores it after a confirm, by keyboard', async () => {
    expect(await companyNames()).toEqual(['After Backup B.V.', 'Before Backup B.V.']);
    // The shortcut works once the shell is up (openApp returns as soon as the page starts loading).
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    await page.keyboard.press('Control+,');
    const section = page.getByRole('region', { name: 'Backups' });
    await section.getByRole('button', { name: 'Restore…' }).waitFor();
    const restore = section.getByRole('button', { name: 'Restore…' });
    await restore.focus();
    // The last section of Settings scrolls into view above the fixed status bar, never under it.
    await restore.scrollIntoViewIfNeeded();
    const button = await restore.boundingBox();
    const statusBar = await page.locator('.mantine-AppShell-footer').boundingBox();
    expect(button && statusBar && button.y + button.height <= statusBar.y).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect.poll(() => page.getByText('Backup restored').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await companyNames()).toEqual(['Before Backup B.V.']);
  });
});
