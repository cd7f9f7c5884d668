import type { Channel, ChannelRequest, ChannelResponse } from '../../../shared/app/contract';
import type { AppErrorT, AppResult } from '../../../shared/app/results';
import type { BridgeEvent, BridgeEventPayload, PsaBridge } from './bridge-types';
import { bridgeToken, createWebBridge } from './web-bridge';

/*
 * The renderer's only way to the core. Stores call `invoke`, which returns the data or throws an
 * AppCallError carrying the contract's {code, message, details}; `call` gives the raw result for
 * the rare caller that branches on it without a try.
 */

/** A refused contract call: the core's error, as an Error that stores can catch and show. */
export class AppCallError extends Error {
  readonly code: string;
  readonly details: AppErrorT['details'];
  constructor(
    readonly channel: Channel,
    error: AppErrorT,
  ) {
    super(error.message);
    this.name = 'AppCallError';
    this.code = error.code;
    this.details = error.details;
  }
}

let bridge: PsaBridge | undefined;

/** window.psa in the desktop app; the loopback HTTP bridge in web mode (created on first use). */
function getBridge(): PsaBridge {
  bridge ??= window.psa ?? createWebBridge(bridgeToken());
  return bridge;
}

/** Reads the token from the URL now, so it leaves the address bar before anything renders. */
export function initBridge(): void {
  getBridge();
}

async function checkInDevelopment(channel: Channel, result: AppResult<unknown>): Promise<void> {
  if (!result.ok) return;
  // Loaded only in development builds: production never ships the contract's response schemas.
  const { channels } = await import('../../../shared/app/contract');
  const parsed = channels[channel].response.safeParse(result.data);
  if (!parsed.success) console.error(`psa: ${channel} answered outside the contract`, parsed.error.issues);
}

/** Calls a channel and returns its result, never throwing for a refusal of the core. */
export async function call<C extends Channel>(
  channel: C,
  request: ChannelRequest<C>,
): Promise<AppResult<ChannelResponse<C>>> {
  let result: AppResult<ChannelResponse<C>>;
  try {
    result = await getBridge().invoke(channel, request);
  } catch (err) {
    result = {
      ok: false,
      error: { code: 'INTERNAL', message: err instanceof Error ? err.message : String(err) },
    };
  }
  if (import.meta.env.DEV) await checkInDevelopment(channel, result);
  return result;
}

/** Calls a channel and returns its data; throws AppCallError with the core's exact problem. */
export async function invoke<C extends Channel>(
  channel: C,
  request: ChannelRequest<C>,
): Promise<ChannelResponse<C>> {
  const result = await call(channel, request);
  if (!result.ok) throw new AppCallError(channel, result.error);
  return result.data;
}

/** Listens to a core event; returns the function that stops listening. */
export function on<E extends BridgeEvent>(
  event: E,
  listener: (payload: BridgeEventPayload<E>) => void,
): () => void {
  return getBridge().on(event, listener);
}

/** The message to show for anything a store caught. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
