import type {
  AppEvent,
  AppEventPayload,
  Channel,
  ChannelRequest,
  ChannelResponse,
} from '../../../shared/app/contract';
import type { AppResult } from '../../../shared/app/results';
import type { MENU_EVENT, MenuCommandPayload } from '../../../shared/app/menu';

/** Every event the renderer can listen to: the contract's events and the menu command. */
export type BridgeEvent = AppEvent | typeof MENU_EVENT;
export type BridgeEventPayload<E extends BridgeEvent> = E extends AppEvent
  ? AppEventPayload<E>
  : MenuCommandPayload;

/**
 * `window.psa`, exposed by the preload in the desktop app (electron/preload/index.ts); web mode
 * provides the same shape over the loopback bridge.
 */
export interface PsaBridge {
  /** Calls a contract channel; never rejects for a domain error (that is `{ok: false}`). */
  invoke<C extends Channel>(channel: C, request?: ChannelRequest<C>): Promise<AppResult<ChannelResponse<C>>>;
  /** Listens to an event; returns the function that stops listening. */
  on<E extends BridgeEvent>(event: E, listener: (payload: BridgeEventPayload<E>) => void): () => void;
}

declare global {
  interface Window {
    /** Present in the desktop app; absent in web mode until the bridge client installs it. */
    psa?: PsaBridge;
  }
}
