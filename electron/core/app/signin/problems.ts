import type { SignInStatusViewT } from '../../../../shared/app/channels/signin';
import { TokenEndpointError, tokenErrorMessage } from '../../sync/oauth/token-client';
import { RemoteError } from '../../sync/remote-errors';
import { coreI18n } from '../../i18n';
import { AppCoreError } from '../errors';

/* The words of a sign-in that did not end signed in (service.ts says them in the app and the browser). */

/** What a Deny on the consent page means, and what to do next (the app and the browser page say it alike). */
export const deniedMessage = (): string => coreI18n.t('core:signInProblem.denied');

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
      message: coreI18n.t('core:signInProblem.forbidden'),
    };
  if (e instanceof RemoteError && (e.kind === 'network' || e.kind === 'timeout'))
    return {
      problem: 'unreachable',
      message: coreI18n.t('core:signInProblem.unreachable', { message: e.message }),
    };
  if (e instanceof AppCoreError) return { problem: 'other', message: e.message };
  const message = e instanceof Error ? e.message : String(e);
  return { problem: 'other', message: coreI18n.t('core:signInProblem.failed', { message }) };
}
