import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppEventPayload } from '../../shared/app/contract';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, openCore } from '../support/app-call';

/*
 * Settings › Restore a backup, through the app contract: the core lists the replica's backups and
 * restores one by closing its database, swapping the file and opening it again; every channel
 * works on the restored replica afterwards.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
const children = new Set<ChildProcess>();
let clock = Date.parse('2026-03-02T08:00:00Z');

const open = (dataDir: string): AppCore => openCore(dataDir, () => clock);

afterEach(closeCores);
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A data folder set up for offline work, closed. */
async function offlineFolder(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'psa-backups-'));
  dirs.push(dataDir);
  const core = open(dataDir);
  await call(core, 'setup:offline');
  await core.close();
  return dataDir;
}

describe('backups:list and backups:restore', () => {
  it('lists the daily backup taken on opening, and restores it in the running core', async () => {
    const dataDir = await offlineFolder();
    // Opened again a day later: the daily backup is due and taken before the core is ready.
    clock += DAY;
    const core = open(dataDir);
    await core.ready;
    const list = await call(core, 'backups:list');
    expect(list.folder).toBe(join(dataDir, 'backups'));
    expect(list.backups).toHaveLength(1);
    const [backup] = list.backups;
    expect(backup).toMatchObject({ reason: 'daily', unsynced: 0, createdAt: new Date(clock).toISOString() });

    const before = await call(core, 'settings:get');
    const changed: AppEventPayload<'data:changed'>[] = [];
    core.on('data:changed', (p) => changed.push(p));
    await call(core, 'settings:update', { syncIntervalMinutes: 42 });
    expect((await call(core, 'settings:get')).syncIntervalMinutes).toBe(42);

    const restored = await call(core, 'backups:restore', { name: backup?.name });
    expect(restored).toMatchObject({ name: backup?.name, unsynced: 0 });
    expect(restored.summary).toMatch(/^Restored psa-replica-.*; the replaced replica was kept as /);
    expect(existsSync(restored.movedAside as string)).toBe(true);
    expect(changed.at(-1)).toEqual({ tables: ['*'] });
    // The restored replica is in use: the change made after the backup is gone, and it takes writes.
    expect((await call(core, 'settings:get')).syncIntervalMinutes).toBe(before.syncIntervalMinutes);
    await call(core, 'settings:update', { syncIntervalMinutes: 7 });
    await core.close();
    const again = open(dataDir);
    expect((await call(again, 'settings:get')).syncIntervalMinutes).toBe(7);
    if (process.platform !== 'win32')
      expect(statSync(join(dataDir, 'psa-replica.sqlite')).mode & 0o777).toBe(0o600);
  });

  it('refuses unknown and foreign names, and while another process syncs the folder', async () => {
    const dataDir = await offlineFolder();
    clock += DAY;
    const core = open(dataDir);
    await core.ready;
    const [backup] = (await call(core, 'backups:list')).backups;
    expect(await core.invoke('backups:restore', { name: '../psa-replica.sqlite' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(
      await core.invoke('backups:restore', { name: 'psa-replica-20000101T000000000Z-daily.sqlite' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/support/folder-child.ts', dataDir, 'lock'],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    children.add(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (c: Buffer) => c.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`lock child exited ${code}`)));
    });
    try {
      const busy = await core.invoke('backups:restore', { name: backup?.name });
      expect(busy).toMatchObject({ ok: false, error: { code: 'BUSY' } });
      if (!busy.ok) expect(busy.error.message).toMatch(/a sync is running on this data folder/);
    } finally {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin?.end();
      });
      children.delete(child);
    }
    // Refused, the core goes on with the replica it had; nothing was moved aside.
    expect((await call(core, 'settings:get')).mode).toBe('offline');
    expect(readdirSync(dataDir).filter((f) => f.includes('.replaced-'))).toEqual([]);
  });
});
