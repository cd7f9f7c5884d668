import type { SignInStatusViewT } from '../../../../shared/app/channels/signin';
import { TokenEndpointError, tokenErrorMessage } from '../../sync/oauth/token-client';
import { RemoteError } from '../../sync/remote-errors';
import { AppCoreError } from '../errors';

/* The words of a sign-in that did not end signed in (service.ts says them in the app and the browser). */

/** What a Deny on the consent page means, and what to do next (the app and the browser page say it alike). */
export const DENIED_MESSAGE = "You pressed Deny on the PSA service's page. Sign in again when you are ready.";

type Problem = NonNullable<SignInStatusViewT['problem']>;

/** How a sign-in that threw ended: the problem and the words the app and the browser page show. */
export function problemOf(e: unknown): { problem: Problem; message: string } {
  if (e instanceof TokenEndpointError) {
    const problem: Problem =
      e.error === 'invalid_client' || e.error === 'invalid_grant'
        ? e.error
        : e.kind === 'network' || e.kind === 'timeout'
          ? 'unreachable'
          : 'other';
    return { problem, message: tokenErrorMessage(e) };
  }
  if (e instanceof RemoteError && e.kind === 'auth' && e.status === 403)
    return {
      problem: 'forbidden',
      message:
        'Signed in, but the PSA service refuses this account the API (HTTP 403): it needs Admin access and API access enabled.',
    };
  if (e instanceof RemoteError && (e.kind === 'network' || e.kind === 'timeout'))
    return { problem: 'unreachable', message: `The PSA service cannot be reached (${e.message}).` };
  if (e instanceof AppCoreError) return { problem: 'other', message: e.message };
  return { problem: 'other', message: `The sign-in failed: ${e instanceof Error ? e.message : String(e)}` };
}
