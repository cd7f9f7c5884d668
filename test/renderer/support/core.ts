import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../../../electron/core/app';
import type { Channel, ChannelRequest, ChannelResponse } from '../../../shared/app/contract';
import { attachCore, detachCore } from './bridge';
import { preseedDemoRemote } from '../../support/demo-template';

/*
 * A real app core on a temp data folder, serving the renderer's window.psa. No mocks: its replica
 * is a SQLite file, and the demo mode's remote is the reference server on a loopback port (the
 * in-process demo remote, real HTTP), so data is prepared through the core's own channels.
 */

/** A running core and its data folder. */
export interface TestCore {
  /** The running core (a new one after `restart`). */
  core: AppCore;
  dir: string;
  /** Calls a channel directly on the core (to prepare or check state); throws on a refusal. */
  call<C extends Channel>(channel: C, request?: ChannelRequest<C>): Promise<ChannelResponse<C>>;
  /** Closes the core and opens a new one on the same folder (an app restart). */
  restart(): Promise<void>;
  /** Detaches window.psa, closes the core (and its demo remote) and removes the folder. */
  close(): Promise<void>;
}

/** How the folder starts: not set up (first start), offline only, or the demo remote with its organization. */
export type StartMode = 'unset' | 'offline' | 'demo';

/** Opens a core on a new temp folder, sets it up as asked and makes it window.psa. */
export async function startCore(mode: StartMode): Promise<TestCore> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-renderer-'));
  const open = () => createAppCore({ dataDir: dir, syncOnStart: false });
  const t: TestCore = {
    core: open(),
    dir,
    call: async (channel, request) => {
      const result = await t.core.invoke(channel, request ?? {});
      if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
      return result.data;
    },
    restart: async () => {
      detachCore();
      await t.core.close();
      t.core = open();
      await t.core.ready;
      attachCore(t.core);
    },
    close: async () => {
      detachCore();
      await t.core.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // The tests were written for weeks from Monday; jsdom's en-US would start them on Sunday
    // (issue 17; test/renderer/week-start.test.tsx covers the locale's start).
    await t.call('settings:update', { weekStart: 'monday' });
    if (mode === 'offline') await t.call('setup:offline');
    if (mode === 'demo') {
      await preseedDemoRemote(dir);
      await t.call('setup:demo');
    }
  } catch (e) {
    await t.close();
    throw e;
  }
  attachCore(t.core);
  return t;
}

/** A loopback port with nothing listening on it (a remote that cannot be reached). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}
