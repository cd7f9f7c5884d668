import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Channel, ChannelResponse } from '../../shared/app/contract';
import type { AppErrorT } from '../../shared/app/results';
import { createAppCore, type AppCore } from '../../electron/core/app';

/*
 * App cores on temp data folders, driven through invoke as the renderer drives them: no demo
 * server and no sync at start (the tests decide), every answer held to its response schema.
 */

const cores: AppCore[] = [];
const dirs: string[] = [];

/** An app core on `dataDir` on the given clock, closed by closeCores. */
export function openCore(dataDir: string, now: () => number): AppCore {
  const core = createAppCore({
    dataDir,
    demoServer: false,
    syncOnStart: false,
    now,
    invoke: { validateResponses: true },
  });
  cores.push(core);
  return core;
}

/** Closes every core opened by openCore since the last call (afterEach). */
export async function closeCores(): Promise<void> {
  await Promise.all(cores.splice(0).map((c) => c.close()));
}

/** A core on a new temp data folder set up for offline work; the folder goes with removeCoreFolders. */
export async function offlineCore(now: () => number): Promise<AppCore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'psa-offline-'));
  dirs.push(dataDir);
  const core = openCore(dataDir, now);
  await call(core, 'setup:offline');
  return core;
}

/** Removes the folders offlineCore made. */
export function removeCoreFolders(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Calls a channel and returns its data, failing the test with the error when it was refused. */
export async function call<C extends Channel>(
  core: AppCore,
  channel: C,
  request: unknown = {},
): Promise<ChannelResponse<C>> {
  const result = await core.invoke(channel, request);
  if (!result.ok) throw new Error(`${channel} refused: ${result.error.code} ${result.error.message}`);
  return result.data;
}

/** Calls a channel that must refuse, and returns the refusal. */
export async function refusal(core: AppCore, channel: Channel, request: unknown): Promise<AppErrorT> {
  const result = await core.invoke(channel, request);
  if (result.ok) throw new Error(`${channel} was accepted`);
  return result.error;
}
