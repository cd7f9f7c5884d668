import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { rescaleUnits, unitsToText } from '../../../../shared/decimal';

/*
 * Hours as the core computes with them: bigint units of 10^-HOURS_SCALE h (0.0001 h, decision 9).
 * Clock times and the timer book in steps of 0.01 h (what the quick entry form and the timer
 * promise); those steps become units here.
 */

/** Milliseconds in one hour unit: 360 ms at 4 decimals. */
const MS_PER_UNIT = 3_600_000 / 10 ** HOURS_SCALE;

/** The end (epoch ms) of a period of `units` hours starting at epoch ms `from`: exact. */
export function endAfterUnits(from: number, units: bigint): number {
  // At most 24 h of units: far inside a JS number.
  return from + Number(units) * MS_PER_UNIT;
}

/** Hour units of a count of 0.01 h steps (clock times, the timer). */
export function centiHoursToUnits(centi: number): bigint {
  return rescaleUnits(BigInt(centi), 2, HOURS_SCALE);
}

/** Hour units as the exact decimal text a timesheet create carries: 72500n -> "7.25". */
export function hoursText(units: bigint): string {
  return unitsToText(units, HOURS_SCALE);
}
