import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, EVENTS } from './allow-list';

/*
 * The whole surface the renderer gets: window.psa = {invoke, on}. Contract channels and known
 * events only; the IPC event object and ipcRenderer never cross the bridge. Sandboxed: bundled to
 * one CommonJS file that requires nothing but `electron`.
 */

const INVOKE_CHANNEL = 'psa:invoke';
const EVENT_CHANNEL = 'psa:event';

const channels: ReadonlySet<string> = new Set(CHANNELS);
const events: ReadonlySet<string> = new Set(EVENTS);

interface EventMessage {
  name: string;
  payload: unknown;
}

const listeners = new Map<string, Set<(payload: unknown) => void>>();

// One IPC listener for all events, fanned out here: renderer callbacks never see the IPC event.
ipcRenderer.on(EVENT_CHANNEL, (_event: IpcRendererEvent, message: EventMessage) => {
  const set = message && typeof message.name === 'string' ? listeners.get(message.name) : undefined;
  if (!set) return;
  for (const listener of [...set]) {
    try {
      listener(message.payload);
    } catch (err) {
      console.error(`psa listener for ${message.name} failed`, err);
    }
  }
});

contextBridge.exposeInMainWorld('psa', {
  /** Calls a contract channel; resolves to {ok: true, data} or {ok: false, error}. */
  invoke(channel: unknown, request?: unknown): Promise<unknown> {
    if (typeof channel !== 'string' || !channels.has(channel)) {
      return Promise.reject(new Error(`psa.invoke: unknown channel ${String(channel)}`));
    }
    return ipcRenderer.invoke(INVOKE_CHANNEL, channel, request === undefined ? {} : request);
  },
  /** Listens to an app event; returns the function that stops listening. */
  on(event: unknown, listener: unknown): () => void {
    if (typeof event !== 'string' || !events.has(event))
      throw new Error(`psa.on: unknown event ${String(event)}`);
    if (typeof listener !== 'function') throw new Error('psa.on: listener must be a function');
    const fn = (payload: unknown): void => void (listener as (payload: unknown) => unknown)(payload);
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
    };
  },
});
