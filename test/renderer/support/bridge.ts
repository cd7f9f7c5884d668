import type { AppCore } from '../../../electron/core/app';
import { eventNames } from '../../../shared/app/contract';
import { MENU_EVENT, type MenuCommandPayload } from '../../../shared/app/menu';
import type { AppResult } from '../../../shared/app/results';
import type { PsaBridge } from '../../../renderer/src/contract/bridge-types';

/*
 * window.psa for the component tests: the renderer's contract client finds it, as it finds the
 * preload's in the desktop app. Calls go to a real app core's `invoke` (the handler table IPC and
 * the web bridge serve, validating every request) and its events come from the core's `on`.
 * Like IPC, requests and answers are copied (structured clone) and events arrive asynchronously.
 * The bridge exists before any renderer module loads; a test file attaches its core later.
 */

type Listener = (payload: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
let core: AppCore | null = null;
let detachEvents: (() => void)[] = [];

const CLOSED: AppResult<never> = {
  ok: false,
  error: { code: 'BRIDGE_UNREACHABLE', message: 'the test core is not running' },
};

function deliver(event: string, payload: unknown): void {
  const copy = structuredClone(payload);
  setTimeout(() => {
    for (const l of listeners.get(event) ?? []) l(copy);
  }, 0);
}

const bridge = {
  invoke: async (channel: string, request?: unknown) => {
    if (!core) return CLOSED;
    return structuredClone(await core.invoke(channel, structuredClone(request)));
  },
  on: (event: string, listener: Listener) => {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  },
} as unknown as PsaBridge;

/** Installs window.psa (from the setup file, before the test file imports renderer modules). */
export function installBridge(): void {
  window.psa = bridge;
}

/** Serves window.psa from this core from now on. */
export function attachCore(next: AppCore): void {
  detachCore();
  core = next;
  detachEvents = eventNames.map((event) => next.on(event, (payload) => deliver(event, payload)));
}

/** Stops serving: later calls (refetches still scheduled by stores) answer CLOSED. */
export function detachCore(): void {
  for (const off of detachEvents) off();
  detachEvents = [];
  core = null;
}

/** Sends a menu command as the desktop app's main process does (the `menu:command` event). */
export function sendMenuCommand(payload: MenuCommandPayload): void {
  deliver(MENU_EVENT, payload);
}
