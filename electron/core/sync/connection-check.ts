import { type RemoteApi } from './remote';
import { RemoteError } from './remote-errors';
import { coreI18n } from '../i18n';

export type ConnectionProblem = 'unreachable' | 'unauthenticated' | 'forbidden' | 'other';

export type ConnectionResult =
  { ok: true } | { ok: false; kind: ConnectionProblem; message: string; error: RemoteError | undefined };

/** The user-facing verdict on a failed connection check. */
export function describeConnectionError(err: unknown): { kind: ConnectionProblem; message: string } {
  if (!(err instanceof RemoteError)) {
    return {
      kind: 'other',
      message: coreI18n.t('core:check.failed', { message: err instanceof Error ? err.message : String(err) }),
    };
  }
  switch (err.kind) {
    case 'network':
      return {
        kind: 'unreachable',
        message: coreI18n.t('core:check.unreachable', { message: err.message }),
      };
    case 'timeout':
      return {
        kind: 'unreachable',
        message: coreI18n.t('core:check.timeout'),
      };
    case 'auth':
      return err.status === 403
        ? {
            kind: 'forbidden',
            message: coreI18n.t('core:check.forbidden'),
          }
        : {
            kind: 'unauthenticated',
            message: coreI18n.t('core:check.token'),
          };
    case 'rejected':
      if (err.status === 404) {
        return {
          kind: 'other',
          message: coreI18n.t('core:check.notTheApi'),
        };
      }
      return { kind: 'other', message: coreI18n.t('core:check.refused', { message: err.message }) };
    case 'protocol':
      return { kind: 'other', message: coreI18n.t('core:check.protocol', { message: err.message }) };
    case 'server':
    case 'rate-limited':
      return {
        kind: 'other',
        message: coreI18n.t('core:check.unavailable', { message: err.message }),
      };
  }
}

/** Makes one cheap authenticated request; resolves ok, or not ok with a message for the user. Never throws. */
export async function testConnection(remote: RemoteApi): Promise<ConnectionResult> {
  try {
    await remote.listProjectManagers({ limit: 1 });
    return { ok: true };
  } catch (err) {
    return {
      ok: false,
      ...describeConnectionError(err),
      error: err instanceof RemoteError ? err : undefined,
    };
  }
}
