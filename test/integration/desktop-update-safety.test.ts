import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore } from '../../electron/core/app';
import { rawDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { DEFAULT_DESKTOP_SETTINGS } from '../../shared/app/desktop';
import { call, closeCores, offlineCore, refusal, removeCoreFolders } from '../support/app-call';

/*
 * What the desktop updater relies on in the core, on real SQLite files: the backup it takes before
 * installing (a verified file Settings › Restore lists as "before an update"), the desktop settings
 * it and the tray read, and after a downgrade the clear refusal of a database newer than the code.
 */

const T0 = Date.parse('2026-03-04T09:00:00.000Z');

afterEach(async () => {
  await closeCores();
  removeCoreFolders();
});

describe('before an update installs', () => {
  it('backupNow writes a verified backup that the backups list names as taken before an update', async () => {
    const core = await offlineCore(() => T0);
    const made = await core.backupNow();
    const { backups } = await call(core, 'backups:list', {});
    expect(backups.map((b) => [b.name, b.reason, b.unsynced])).toContainEqual([made.name, 'migration', 0]);
  });

  it('keeps the desktop settings, and refuses a shortcut that is not one', async () => {
    const core = await offlineCore(() => T0);
    expect((await call(core, 'settings:get', {})).desktop).toEqual(DEFAULT_DESKTOP_SETTINGS);
    const after = await call(core, 'settings:update', {
      desktop: { shortcutQuickEntry: '', closeToTray: false },
    });
    expect(after.desktop).toEqual({
      ...DEFAULT_DESKTOP_SETTINGS,
      shortcutQuickEntry: '',
      closeToTray: false,
    });
    expect((await refusal(core, 'settings:update', { desktop: { shortcutTimer: 'T' } })).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await call(core, 'settings:get', {})).desktop.shortcutTimer).toBe(
      DEFAULT_DESKTOP_SETTINGS.shortcutTimer,
    );
  });

  it('lets no caller of the contract choose where updates come from, https or not', async () => {
    const core = await offlineCore(() => T0);
    for (const updateFeedUrl of ['https://evil.example/psa', 'http://x.example/']) {
      const refused = await refusal(core, 'settings:update', { desktop: { updateFeedUrl } });
      expect(refused.code).toBe('VALIDATION_FAILED');
    }
    const desktop = (await call(core, 'settings:get', {})).desktop;
    expect(desktop).toEqual(DEFAULT_DESKTOP_SETTINGS);
    expect(JSON.stringify(desktop)).not.toMatch(/feed|evil/i);
  });
});

describe('after a downgrade', () => {
  it('a database written by a newer version is refused with the clear message, and left as it was', async () => {
    const core = await offlineCore(() => T0);
    const dataDir = core.dataDir;
    await closeCores();
    const db = rawDatabase(replicaDbFile(dataDir));
    const current = db.pragma('user_version', { simple: true }) as number;
    db.pragma(`user_version = ${current + 3}`);
    db.close();

    expect(() => createAppCore({ dataDir, demoServer: false, syncOnStart: false })).toThrow(
      `the database is at schema version ${current + 3}, newer than this app supports (${current}); update the app`,
    );
    const after = rawDatabase(replicaDbFile(dataDir), { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(current + 3);
    after.close();
  });
});
