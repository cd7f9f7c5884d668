import { PsaError } from '../../../shared/psa/errors';
import { signedInAccount } from '../db/repositories/sync-meta';
import type { Replica } from '../replica/context';

/** The signed-in account that timesheets:create and expenses:create book for (refused when none is set). */
export function bookingAccount(r: Replica): bigint {
  const v = signedInAccount(r.db);
  if (v === undefined)
    throw new PsaError(
      'VALIDATION_FAILED',
      'No account is set for this data folder: choose your account in Settings first.',
    );
  return v;
}
