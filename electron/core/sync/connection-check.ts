import { type RemoteApi } from './remote';
import { RemoteError } from './remote-errors';

export type ConnectionProblem = 'unreachable' | 'unauthenticated' | 'forbidden' | 'other';

export type ConnectionResult =
  { ok: true } | { ok: false; kind: ConnectionProblem; message: string; error: RemoteError | undefined };

/** The user-facing verdict on a failed connection check. */
export function describeConnectionError(err: unknown): { kind: ConnectionProblem; message: string } {
  if (!(err instanceof RemoteError)) {
    return {
      kind: 'other',
      message: `The connection check failed: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  switch (err.kind) {
    case 'network':
      return {
        kind: 'unreachable',
        message: `The PSA service cannot be reached (${err.message}). Check the address and your network connection.`,
      };
    case 'timeout':
      return {
        kind: 'unreachable',
        message: 'The PSA service did not answer in time. Check the address and your network connection.',
      };
    case 'auth':
      return err.status === 403
        ? {
            kind: 'forbidden',
            message:
              'The PSA service accepted the token, but its account may not use the API: it needs Admin access and API access enabled.',
          }
        : {
            kind: 'unauthenticated',
            message: 'The PSA service did not accept the token. Check that it is complete and still valid.',
          };
    case 'rejected':
      if (err.status === 404) {
        return {
          kind: 'other',
          message:
            'The address answered, but not as the PSA API. Check the address; it ends with the version, such as /v1.',
        };
      }
      return { kind: 'other', message: `The PSA service refused the check: ${err.message}` };
    case 'protocol':
      return { kind: 'other', message: `The address answered, but not as the PSA API (${err.message}).` };
    case 'server':
    case 'rate-limited':
      return {
        kind: 'other',
        message: `The PSA service is not available right now (${err.message}). Try again later.`,
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
