import type { Channel, ChannelResponse } from '../../shared/app/contract';
import type { AppErrorT } from '../../shared/app/results';
import type { AppCore } from '../../electron/core/app';

/* Calls on an app core through invoke, as the renderer makes them, for tests that drive a core. */

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
