import { describe, expect, it } from 'vitest';
import { createUpdater, type AutoUpdaterLike } from '../../electron/main/updater';
import { fakeCore, fakeTicker } from '../support/desktop-fakes';

/*
 * The updater with a fake of electron-updater's autoUpdater and a core whose sync:status a test
 * sets: it checks on start and daily against the feed built into the installer, never installs during a sync,
 * takes the replica backup before installing, and reports failures without stopping the app.
 */

function fakeAutoUpdater() {
  const listeners: Record<string, ((arg: never) => void)[]> = {};
  const seen = { checks: 0, feeds: [] as string[], installs: 0, checkError: null as Error | null };
  // electron-updater's autoUpdater has setFeedURL: recorded, so a test sees it is never called.
  const updater: AutoUpdaterLike & { setFeedURL(o: { url: string }): void } = {
    autoDownload: false,
    autoInstallOnAppQuit: true,
    setFeedURL: (o) => void seen.feeds.push(o.url),
    checkForUpdates: async () => {
      seen.checks++;
      if (seen.checkError) throw seen.checkError;
      return null;
    },
    quitAndInstall: () => void seen.installs++,
    on: (event: string, listener: (arg: never) => void) => (listeners[event] ??= []).push(listener),
  };
  const emit = (event: string, arg: unknown) => listeners[event]?.forEach((l) => l(arg as never));
  return { updater, seen, downloaded: (version: string) => emit('update-downloaded', { version }), emit };
}

function setup() {
  const order: string[] = [];
  const contract = fakeCore({ 'sync:status': () => ({ running: contract.state.syncRunning }) });
  const core = Object.assign(contract, {
    backupFails: false,
    backupNow: async () => {
      order.push('backup');
      if (core.backupFails) throw new Error('disk full');
      return { name: 'psa-replica-20260304T090000000Z-migration.sqlite' };
    },
  });
  const f = fakeAutoUpdater();
  const installs = f.seen;
  f.updater.quitAndInstall = () => {
    order.push('install');
    installs.installs++;
  };
  const ticker = fakeTicker();
  const reports: string[] = [];
  const updater = createUpdater({
    updater: f.updater,
    core,
    ticker,
    report: (m) => reports.push(m),
  });
  return { core, f, ticker, reports, updater, order };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the updater', () => {
  it('checks on start against the feed built into the installer, and again each day; downloads by itself, installs only when asked', async () => {
    const s = setup();
    await settle();
    expect(s.f.seen.checks).toBe(1);
    expect(s.f.seen.feeds).toEqual([]);
    expect(s.f.updater.autoDownload).toBe(true);
    expect(s.f.updater.autoInstallOnAppQuit).toBe(false);
    expect(s.ticker.intervals).toEqual([24 * 60 * 60 * 1000]);
    s.ticker.fire();
    await settle();
    expect(s.f.seen.checks).toBe(2);
    expect(s.updater.ready()).toBeNull();
    expect(await s.updater.install()).toBe('not-ready');
  });

  it('takes the replica backup before installing', async () => {
    const s = setup();
    s.f.downloaded('0.2.0');
    expect(s.updater.ready()).toBe('0.2.0');
    expect(await s.updater.install()).toBe('installing');
    expect(s.order).toEqual(['backup', 'install']);
  });

  it('does not install while a sync runs; installs (after the backup) once the sync has finished', async () => {
    const s = setup();
    s.f.downloaded('0.2.0');
    s.core.state.syncRunning = true;
    expect(await s.updater.install()).toBe('waiting-for-sync');
    expect(s.order).toEqual([]);
    expect(s.reports).toEqual(['The update will install when the running sync has finished.']);
    s.core.state.syncRunning = false;
    s.core.emit('sync:finished', {} as never);
    await settle();
    await settle();
    expect(s.order).toEqual(['backup', 'install']);
  });

  it('a sync that starts during the backup is waited for too', async () => {
    const s = setup();
    s.f.downloaded('0.2.0');
    const backup = s.core.backupNow;
    s.core.backupNow = async () => {
      s.core.state.syncRunning = true;
      return backup();
    };
    expect(await s.updater.install()).toBe('waiting-for-sync');
    expect(s.order).toEqual(['backup']);
  });

  it('a failed backup stops the install, reported; nothing is replaced', async () => {
    const s = setup();
    s.f.downloaded('0.2.0');
    s.core.backupFails = true;
    expect(await s.updater.install()).toBe('failed');
    expect(s.f.seen.installs).toBe(0);
    expect(s.reports).toEqual(['The update was not installed: the backup of your data failed (disk full)']);
  });

  it('an unreadable sync status stops the install; a failed check and an updater error are reported, not thrown', async () => {
    const s = setup();
    s.f.downloaded('0.2.0');
    s.core.fail('sync:status', 'INTERNAL', 'internal error');
    expect(await s.updater.install()).toBe('failed');
    expect(s.f.seen.installs).toBe(0);

    s.f.seen.checkError = new Error('net::ERR_NAME_NOT_RESOLVED');
    await expect(s.updater.check()).resolves.toBeUndefined();
    s.f.emit('error', new Error('sha512 checksum mismatch'));
    expect(s.reports.slice(-2)).toEqual([
      'Looking for an update failed: net::ERR_NAME_NOT_RESOLVED',
      'Updating failed: sha512 checksum mismatch',
    ]);
    s.updater.dispose();
    expect(s.ticker.active()).toBe(0);
  });
});
