import { PsaError } from '../../../shared/psa/errors';
import { signedInAccount } from '../db/repositories/sync-meta';
import type { Replica } from '../replica/context';
import { coreI18n } from '../i18n';

/** The signed-in account that timesheets:create and expenses:create book for (refused when none is set). */
export function bookingAccount(r: Replica): bigint {
  const v = signedInAccount(r.db);
  if (v === undefined) throw new PsaError('VALIDATION_FAILED', coreI18n.t('core:noAccount'));
  return v;
}
