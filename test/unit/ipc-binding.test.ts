import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelNames, eventNames } from '../../shared/app/contract';
import { MENU_EVENT } from '../../shared/app/menu';
import type { AppResult } from '../../shared/app/results';
import { createAppCore, type AppCore } from '../../electron/core/app';
import {
  bindContract,
  EVENT_CHANNEL,
  INVOKE_CHANNEL,
  type ContractCore,
  type EventSink,
  type InvokeEventLike,
  type IpcMainLike,
} from '../../electron/main/ipc';
import { isAppUrl, type AppLocation } from '../../electron/main/window-options';
import { CHANNELS, EVENTS } from '../../electron/preload/allow-list';

// The binding against a stand-in for Electron's ipcMain (the binary is not on this machine) and
// the real app core on a temp data folder.

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** Records handle() registrations and lets a test call them as a given frame would. */
class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, Listener>();
  handle(channel: string, listener: Listener): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** ipcRenderer.invoke(channel, ...args) from a frame at `frameUrl` (null: the frame is gone). */
  async invoke(frameUrl: string | null, ...args: unknown[]): Promise<AppResult<unknown>> {
    const listener = this.handlers.get(INVOKE_CHANNEL);
    if (!listener) throw new Error('No handler registered for psa:invoke');
    return (await listener(
      { senderFrame: frameUrl === null ? null : { url: frameUrl } },
      ...args,
    )) as AppResult<unknown>;
  }
}

class FakeWebContents implements EventSink {
  readonly sent: unknown[][] = [];
  destroyed = false;
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

// The window's page, served by the app:// handler (electron/main/app-protocol.ts).
const APP_FILE = 'app://bundle/index.html';
/** Where the built renderer lay when it was loaded from file:// (no longer trusted). */
const OLD_FILE = pathToFileURL(join(tmpdir(), 'PSA Desk', 'out', 'renderer', 'index.html')).href;
const production: AppLocation = {};
const dev: AppLocation = { devServerUrl: 'http://localhost:5173/' };

let dir: string;
let core: AppCore;
let reached: string[];
let ipc: FakeIpcMain;
let contents: FakeWebContents;
let unbind: () => void;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'psa-ipc-'));
  core = createAppCore({ dataDir: dir, demoServer: false, syncOnStart: false });
  reached = [];
  // Observes what reaches the core without changing it.
  const observed: ContractCore = {
    invoke: (channel: string, request?: unknown) => {
      reached.push(channel);
      return core.invoke(channel, request);
    },
    on: (event, listener) => core.on(event, listener),
  };
  ipc = new FakeIpcMain();
  contents = new FakeWebContents();
  unbind = bindContract(ipc, observed, {
    isTrustedFrame: (url) => isAppUrl(url, production),
    eventTarget: () => contents,
  });
});

afterEach(async () => {
  unbind();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bindContract', () => {
  it('registers one invoke handler, and unbinding removes it', () => {
    expect([...ipc.handlers.keys()]).toEqual([INVOKE_CHANNEL]);
    unbind();
    expect(ipc.handlers.size).toBe(0);
    unbind = () => undefined;
  });

  it('serves a call from the app window through the core', async () => {
    const result = await ipc.invoke(`${APP_FILE}#/projects`, 'settings:get', {});
    expect(result).toMatchObject({ ok: true, data: { mode: 'unset', dataDir: dir } });
    expect(reached).toEqual(['settings:get']);
  });

  it('lets the core refuse an invalid request from the app window', async () => {
    const result = await ipc.invoke(APP_FILE, 'projects:get', { id: 'one' });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers FORBIDDEN_SENDER to any other frame, without reaching the core', async () => {
    const foreign = [
      'https://evil.example/',
      'https://evil.example/out/renderer/index.html',
      'file:///etc/passwd',
      OLD_FILE,
      APP_FILE.replace('index.html', 'other.html'),
      'app://bundle.evil.example/index.html',
      'app://evil/index.html',
      'blob:app://bundle/0b9c5c5e-0000-4000-8000-000000000000',
      'http://localhost:5173/', // the dev server is trusted only while it runs
      'devtools://devtools/bundled/inspector.html',
      'about:blank',
      'not a url',
    ];
    for (const url of foreign) {
      const result = await ipc.invoke(url, 'settings:get', {});
      expect(result, url).toEqual({
        ok: false,
        error: { code: 'FORBIDDEN_SENDER', message: expect.any(String) },
      });
    }
    expect(await ipc.invoke(null, 'settings:get', {})).toMatchObject({ error: { code: 'FORBIDDEN_SENDER' } });
    expect(reached).toEqual([]);
  });

  it('refuses unknown channels before the core', async () => {
    for (const channel of ['db:exec', '__proto__', 'constructor', 42, undefined]) {
      const result = await ipc.invoke(APP_FILE, channel, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    }
    expect(reached).toEqual([]);
  });

  it('forwards core events to the window as psa:event, and stops after unbinding', async () => {
    await ipc.invoke(APP_FILE, 'setup:offline', {});
    expect(contents.sent).toContainEqual([
      EVENT_CHANNEL,
      { name: 'data:changed', payload: { tables: ['settings'] } },
    ]);

    contents.sent.length = 0;
    contents.destroyed = true;
    await ipc.invoke(APP_FILE, 'setup:offline', {});
    expect(contents.sent).toEqual([]);

    contents.destroyed = false;
    unbind();
    unbind = () => undefined;
    await core.invoke('setup:offline', {});
    expect(contents.sent).toEqual([]);
  });
});

describe('trusted frames', () => {
  it('trust the dev server origin only in development', () => {
    expect(isAppUrl('http://localhost:5173/#/sync', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isAppUrl('http://localhost:5173/', production)).toBe(false);
    expect(isAppUrl(`${APP_FILE}?x=1`, dev)).toBe(true);
  });
});

describe('the preload allow list', () => {
  it('is exactly the contract channels, and the contract events plus the menu command', () => {
    // Order differs (the allow list puts feature blocks first); the set is what matters.
    expect([...CHANNELS].sort()).toEqual([...channelNames].sort());
    expect([...EVENTS]).toEqual([...eventNames, MENU_EVENT]);
  });
});
