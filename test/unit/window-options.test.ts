import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames } from '../../shared/app/contract';
import { menuTemplate } from '../../electron/main/menu';
import { contentSecurityPolicy, windowOptions } from '../../electron/main/window-options';

// The Electron binary is not on this machine: these tests check the window's security settings as
// data and in the built bundles, and run the built preload against a stand-in for Electron.

const root = join(import.meta.dirname, '../..');
let outDir = '';

beforeAll(() => {
  // A private output folder: other builds (npm run web, other tests) may be writing out/.
  outDir = mkdtempSync(join(tmpdir(), 'psa-build-'));
  const pkg = createRequire(import.meta.url).resolve('electron-vite/package.json');
  const cli = join(dirname(pkg), 'bin', 'electron-vite.js');
  execFileSync(process.execPath, [cli, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: root,
    stdio: 'pipe',
  });
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('windowOptions', () => {
  it('follows the Electron security checklist', () => {
    const prefs = windowOptions('/app/out/preload/index.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('has a CSP without inline or remote scripts', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Frames: only in-memory blob: documents (invoice PDFs), never a page from anywhere else.
    expect(csp).toMatch(/(^|; )frame-src blob:(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
    expect(contentSecurityPolicy('http://localhost:5173/')).toContain(
      "connect-src 'self' ws://localhost:5173",
    );
  });
});

describe('the built main process', () => {
  it('creates its window with the checklist settings and the CommonJS preload', () => {
    const main = readFileSync(join(outDir, 'main/index.js'), 'utf8');
    for (const setting of [
      'contextIsolation: true',
      'sandbox: true',
      'nodeIntegration: false',
      'webSecurity: true',
      'allowRunningInsecureContent: false',
    ]) {
      expect(main).toContain(setting);
    }
    expect(main).not.toMatch(
      /nodeIntegration: true|contextIsolation: false|sandbox: false|webSecurity: false/,
    );
    expect(main).toContain('../preload/index.cjs');
    expect(main).toContain('setPermissionRequestHandler');
    expect(main).toContain('setWindowOpenHandler');
    expect(main).toContain('will-attach-webview');
    expect(main).toContain('requestSingleInstanceLock');
  });

  it('loads the renderer from app://bundle through its own protocol handler, never file://', () => {
    const main = readFileSync(join(outDir, 'main/index.js'), 'utf8');
    expect(main).toContain('registerSchemesAsPrivileged');
    expect(main).toMatch(/protocol\.handle\(/);
    // Exactly these privileges: not corsEnabled (other origins could read it), not bypassCSP.
    expect(main).toMatch(/privileges: \{\s*standard: true,\s*secure: true,\s*supportFetchAPI: true\s*\}/);
    expect(main).not.toMatch(/loadFile\(|pathToFileURL/);
  });

  it('reads ELECTRON_RENDERER_URL and PSA_SQLITE_BINDING only through the unpackaged-only overrides', () => {
    const main = readFileSync(join(outDir, 'main/index.js'), 'utf8');
    for (const name of ['ELECTRON_RENDERER_URL', 'PSA_SQLITE_BINDING'])
      expect(main.split(name).length - 1, name).toBe(1);
    expect(main).toMatch(/launchOverrides\(process\.env, app\.isPackaged\)/);
  });

  it('ships the SQL migrations beside the bundle, where the core reads them', () => {
    const sources = readdirSync(join(root, 'electron/core/db/migrations')).filter((f) => f.endsWith('.sql'));
    expect(sources.length).toBeGreaterThan(0);
    expect(readdirSync(join(outDir, 'main/migrations')).sort()).toEqual(sources.sort());
  });
});

interface FakeIpc {
  invoked: unknown[][];
  listeners: Map<string, (event: unknown, message: unknown) => void>;
}

/** Runs the built preload as Electron's sandbox would: CommonJS, `require` limited to electron. */
function loadPreload(): { exposed: Map<string, unknown>; ipc: FakeIpc; required: string[] } {
  const code = readFileSync(join(outDir, 'preload/index.cjs'), 'utf8');
  const exposed = new Map<string, unknown>();
  const required: string[] = [];
  const ipc: FakeIpc = { invoked: [], listeners: new Map() };
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcRenderer: {
      invoke: (...args: unknown[]) => {
        ipc.invoked.push(args);
        return Promise.resolve({ ok: true, data: null });
      },
      on: (channel: string, listener: (event: unknown, message: unknown) => void) =>
        ipc.listeners.set(channel, listener),
    },
  };
  const require = (name: string): unknown => {
    required.push(name);
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return electron;
  };
  const module = { exports: {} };
  runInNewContext(code, { require, module, exports: module.exports, console });
  return { exposed, ipc, required };
}

describe('the built preload', () => {
  it('is CommonJS, requires only electron and exposes only window.psa = {invoke, on}', () => {
    const { exposed, required } = loadPreload();
    expect([...new Set(required)]).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['psa']);
    expect(Object.keys(exposed.get('psa') as object).sort()).toEqual(['invoke', 'on']);
  });

  it('forwards contract channels only and never hands the IPC event to listeners', async () => {
    const { exposed, ipc } = loadPreload();
    const psa = exposed.get('psa') as {
      invoke(channel: string, request?: unknown): Promise<unknown>;
      on(event: string, listener: (payload: unknown) => void): () => void;
    };
    for (const channel of channelNames) await psa.invoke(channel, {});
    expect(ipc.invoked.map((args) => args[1])).toEqual(channelNames);
    expect(ipc.invoked.every((args) => args[0] === 'psa:invoke')).toBe(true);
    await expect(psa.invoke('db:exec', { sql: 'DROP TABLE projects' })).rejects.toThrow(/unknown channel/);
    expect(ipc.invoked).toHaveLength(channelNames.length);

    const received: unknown[][] = [];
    const stop = psa.on('data:changed', (...args) => received.push(args));
    const deliver = ipc.listeners.get('psa:event');
    deliver?.({ sender: 'ipc-event' }, { name: 'data:changed', payload: { tables: ['projects'] } });
    deliver?.({ sender: 'ipc-event' }, { name: 'sync:finished', payload: {} });
    expect(received).toEqual([[{ tables: ['projects'] }]]);
    stop();
    deliver?.({ sender: 'ipc-event' }, { name: 'data:changed', payload: { tables: ['companies'] } });
    expect(received).toHaveLength(1);
    expect(() => psa.on('ipc:raw', () => undefined)).toThrow(/unknown event/);
    expect(() => psa.on('menu:command', () => undefined)).not.toThrow();
  });
});

describe('the renderer page', () => {
  it('carries the strict CSP meta tag, also in the built page', () => {
    const html = readFileSync(join(root, 'renderer/index.html'), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toContain("default-src 'self'");
    expect(meta?.[1]).toContain("script-src 'self'");
    expect(meta?.[1]).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(meta?.[1]).toMatch(/(^|; )frame-src blob:(;|$)/);
    const built = readFileSync(join(outDir, 'renderer/index.html'), 'utf8');
    expect(built).toContain(`content="${meta?.[1] ?? 'missing'}"`);
  });
});

describe('the application menu', () => {
  const noop = {
    syncNow: () => undefined,
    command: () => undefined,
    showAbout: () => undefined,
    openReadme: () => undefined,
  };
  const labels = (dev: boolean) => menuTemplate(noop, { isDev: dev, platform: 'linux' });

  it('has File, Edit, View, Sync and Help, with Sync Now on CmdOrCtrl+Shift+S', () => {
    const menu = labels(false);
    expect(menu.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Sync', '&Help']);
    const sync = menu[3]?.submenu as { label?: string; accelerator?: string }[];
    expect(sync[0]).toMatchObject({ label: 'Sync Now', accelerator: 'CmdOrCtrl+Shift+S' });
  });

  it('offers the developer tools only in development', () => {
    const roles = (dev: boolean) => (labels(dev)[2]?.submenu as { role?: string }[]).map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
