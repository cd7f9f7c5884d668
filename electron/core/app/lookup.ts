import { PsaError } from '../../../shared/psa/errors';
import { addDays, isDate, localInstant } from '../../../shared/app/entry-time';
import { coreI18n } from '../i18n';

/*
 * What the lookup handlers of several nouns share: local lists answer from the replica alone, a
 * record not in it is "not known here", and entry lists take day or instant bounds.
 */

/** Local lookups answer from the replica alone, so a large default costs little and pickers see everything. */
export const LOCAL_LIMIT = 10_000;
const DAY = 86_400_000;

/** The refusal of a lookup of a record the replica does not hold (yet). */
export function notFound(what: 'company' | 'contact' | 'project' | 'invoice', id: bigint): PsaError {
  return new PsaError('NOT_FOUND', coreI18n.t(`core:notFound.${what}`, { id: String(id) }));
}

/**
 * A date bound of an entry list as an exact instant: a date-only `from` is the start of that day,
 * a date-only `to` the start of the next (exclusive), a full date-time that instant (`to` inclusive).
 * `days`: 'local' for timesheets (a day is the user's local calendar day, issue 13), 'calendar' for
 * dates the API keeps as UTC midnight (an expense's date).
 */
export function entryBound(
  value: string | undefined,
  side: 'from' | 'to',
  days: 'local' | 'calendar' = 'calendar',
): string | undefined {
  if (value === undefined) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (dateOnly && days === 'local' && isDate(value))
    return new Date(localInstant(side === 'from' ? value : addDays(value, 1))).toISOString();
  const ms = Date.parse(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (!Number.isFinite(ms)) {
    throw new PsaError(
      'VALIDATION_FAILED',
      `${side}: ${value} is not a date (use yyyy-mm-dd or an ISO date-time)`,
      [{ path: side, message: 'not a date' }],
    );
  }
  if (side === 'from') return new Date(ms).toISOString();
  return new Date(dateOnly ? ms + DAY : ms + 1).toISOString();
}
