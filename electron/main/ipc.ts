import { eventNames } from '../../shared/app/contract';
import type { AppErrorCodeT, AppErrorT, AppResult } from '../../shared/app/results';
import type { AppCore } from '../core/app/core';
import { isChannel } from '../core/app/invoke';

/*
 * The app contract on Electron IPC: ONE `psa:invoke` handler, so the sender-frame check, the
 * channel check and the error wrapping happen at a single choke point that no channel can skip
 * (a handler per channel would repeat them for each of the 33 channels and answer an unknown channel with Electron's
 * own "no handler registered" error instead of a contract result). The core validates requests.
 * No run-time `electron` import: the test binds it to a fake ipcMain.
 */

/** The IPC channel the preload invokes: (channel, request) -> AppResult. */
export const INVOKE_CHANNEL = 'psa:invoke';
/** The IPC channel main sends app events on: {name, payload}. */
export const EVENT_CHANNEL = 'psa:event';

/** What bindContract needs of an invoke event: the frame that sent it (null once it is gone). */
export interface InvokeEventLike {
  senderFrame: { url: string } | null;
}

/** The part of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** The part of a WebContents that events are sent to. */
export interface EventSink {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

/** The part of the app core the binding uses. */
export type ContractCore = Pick<AppCore, 'invoke' | 'on'>;

export interface BindOptions {
  /** True when a frame at this URL is the app's own renderer (see isAppUrl). */
  isTrustedFrame: (url: string) => boolean;
  /** The webContents events go to; undefined while no window is open. */
  eventTarget?: () => EventSink | undefined;
}

const fail = (code: AppErrorCodeT, message: string): { ok: false; error: AppErrorT } => ({
  ok: false,
  error: { code, message },
});

/**
 * Serves the contract on `ipcMain`: a message from a frame that is not the app's renderer gets
 * FORBIDDEN_SENDER, an unknown channel UNKNOWN_CHANNEL, and neither reaches the core; the handler
 * never throws. Core events go to the event target as `psa:event`. Returns an unbind function.
 */
export function bindContract(ipcMain: IpcMainLike, core: ContractCore, options: BindOptions): () => void {
  ipcMain.handle(
    INVOKE_CHANNEL,
    async (event, channel: unknown, request: unknown): Promise<AppResult<unknown>> => {
      const url = event.senderFrame?.url;
      if (typeof url !== 'string' || !options.isTrustedFrame(url)) {
        return fail('FORBIDDEN_SENDER', 'this message did not come from the app window');
      }
      if (!isChannel(channel)) {
        return fail('UNKNOWN_CHANNEL', `unknown channel: ${String(channel).slice(0, 80)}`);
      }
      try {
        return await core.invoke(channel, request);
      } catch (err) {
        // The core answers failures as results; anything thrown is a bug, not for the renderer to parse.
        console.error(`psa:invoke ${channel} failed`, err);
        return fail('INTERNAL', 'internal error');
      }
    },
  );

  const subscriptions: (() => void)[] = [];
  let active = true;
  for (const name of eventNames) {
    subscriptions.push(
      core.on(name, (payload) => {
        const target = options.eventTarget?.();
        if (!active || !target || target.isDestroyed()) return;
        target.send(EVENT_CHANNEL, { name, payload });
      }),
    );
  }

  return () => {
    active = false;
    ipcMain.removeHandler(INVOKE_CHANNEL);
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}

/** Sends an app event (one not from the core, like a menu command) to the window. */
export function sendAppEvent(target: EventSink | undefined, name: string, payload: unknown): void {
  if (target && !target.isDestroyed()) target.send(EVENT_CHANNEL, { name, payload });
}
