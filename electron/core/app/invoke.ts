import { channels, type Channel, type ChannelResponse } from '../../../shared/app/contract';
import type { AppResult } from '../../../shared/app/results';
import { zodDetailsIn } from '../i18n/zod';
import { toAppError } from './errors';
import type { AppHandlers } from './types';

/** Calls a contract channel with an untrusted request; always resolves to a result, never throws. */
export interface Invoke {
  <C extends Channel>(channel: C, request?: unknown): Promise<AppResult<ChannelResponse<C>>>;
  (channel: string, request?: unknown): Promise<AppResult<unknown>>;
}

export interface InvokeOptions {
  /** Also hold every response to its schema (tests); a mismatch is an INTERNAL error. */
  validateResponses?: boolean;
  /** Where unexpected errors are reported (their stacks never reach the caller). */
  onInternalError?: (channel: string, error: unknown) => void;
}

/** Whether a name is a channel of the contract (own keys only: never "constructor" or "__proto__"). */
export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(channels, name);
}

/**
 * The one entry point of IPC, the web bridge and tests: checks the channel, validates the request
 * with the channel's schema BEFORE any handler runs (an invalid request never reaches it), calls
 * the handler looked up in `handlers` at call time, and maps every refusal to {ok: false, error}.
 */
export function createInvoke(handlers: AppHandlers, options: InvokeOptions = {}): Invoke {
  const report = options.onInternalError ?? ((channel, e) => console.error(`psa: ${channel} failed:`, e));
  const invoke = async (channel: string, request?: unknown): Promise<AppResult<unknown>> => {
    if (!isChannel(channel))
      return {
        ok: false,
        error: { code: 'UNKNOWN_CHANNEL', message: `there is no channel "${String(channel)}"` },
      };
    const def = channels[channel];
    // reportInput: zod's text for a wrong type names what it received, also in Dutch and German.
    const parsed = def.request.safeParse(request === undefined ? {} : request, { reportInput: true });
    if (!parsed.success) {
      const details = zodDetailsIn(parsed.error);
      const first = details[0];
      return {
        ok: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: first ? `${first.path}: ${first.message}` : 'invalid request',
          details,
        },
      };
    }
    try {
      const handler = handlers[channel] as (req: unknown) => Promise<unknown>;
      const data = await handler(parsed.data);
      if (options.validateResponses) {
        const checked = def.response.safeParse(data);
        if (!checked.success)
          throw new Error(`${channel} answered outside its response schema: ${checked.error.message}`);
      }
      return { ok: true, data };
    } catch (e) {
      const error = toAppError(e);
      if (error.code === 'INTERNAL') report(channel, e);
      return { ok: false, error };
    }
  };
  return invoke;
}
