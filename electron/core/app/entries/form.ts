import type { z } from 'zod';
import { HOURS_SCALE } from '../../../../shared/psa/scalars';
import { toUnits } from '../../../../shared/decimal';
import { PsaError } from '../../../../shared/psa/errors';
import { addDays, localInstant, parseClock, unitsBetween } from '../../../../shared/app/entry-time';
import { formatTime } from '../../../../shared/dates-display';
import { coreI18n } from '../../i18n';
import { centiHoursToUnits, endAfterUnits, hoursText } from './hour-units';
import type { EntryForm } from '../../../../shared/app/channels/entries';
import type { TimesheetInput } from '../../replica/changes-entries';

/*
 * The quick entry form's fields -> a timesheet create, and the create's error paths back to the
 * form's fields, so each problem shows next to the field it is about.
 */

type Form = z.output<typeof EntryForm>;

/** The form field each create field is typed into. */
const FIELD_OF: Record<string, string> = {
  DateTimeFrom: 'from',
  DateTimeTo: 'to',
  NumberOfHours: 'hours',
  ProjectID: 'projectId',
  ContractLineID: 'contractLineId',
  RoleID: 'roleId',
  Description: 'description',
};

function fieldError(path: string, message: string): PsaError {
  return new PsaError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
}

/**
 * The create fields of a form: from on the form's day (local time), and either hours (to is
 * then from + hours, exact) or a to time (hours are then the minutes between, rounded down to
 * 0.01 h so the period always holds them). Hours win when both are given.
 */
export function timesheetFromForm(form: Form): Omit<TimesheetInput, 'AccountID'> {
  const fromMinutes = parseClock(form.from);
  if (fromMinutes === null) throw fieldError('from', coreI18n.t('core:validation.time'));
  const start = localInstant(form.date, fromMinutes);
  let units: bigint;
  let end: number;
  if (form.hours !== undefined) {
    units = toUnits(form.hours, HOURS_SCALE);
    if (units <= 0n) throw fieldError('hours', coreI18n.t('core:validation.moreThanZero'));
    end = endAfterUnits(start, units);
  } else if (form.to !== undefined) {
    const toMinutes = parseClock(form.to);
    if (toMinutes === null) throw fieldError('to', coreI18n.t('core:validation.time'));
    if (toMinutes <= fromMinutes) throw fieldError('to', coreI18n.t('core:entryForm.afterFrom'));
    units = centiHoursToUnits(unitsBetween(fromMinutes, toMinutes));
    end = localInstant(form.date, toMinutes);
  } else {
    throw fieldError('hours', coreI18n.t('core:entryForm.hoursOrTo'));
  }
  // An entry stays on its day: its day is the one it starts on, everywhere (grid, reports, CSV).
  const midnight = localInstant(addDays(form.date, 1), 0);
  if (end > midnight) {
    const latest = formatTime(midnight - (end - start));
    throw fieldError('hours', coreI18n.t('core:entryForm.pastMidnight', { latest }));
  }
  return {
    ProjectID: form.projectId,
    ContractLineID: form.contractLineId,
    RoleID: form.roleId,
    DateTimeFrom: new Date(start).toISOString(),
    DateTimeTo: new Date(end).toISOString(),
    NumberOfHours: hoursText(units),
    Description: form.description || undefined,
  };
}

/** Runs `fn`, renaming the create fields in a refusal's details and message to the form's fields. */
export function withFormPaths<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof PsaError)) throw e;
    const rename = (path: string) => FIELD_OF[path] ?? path;
    const details = e.details?.map((d) => ({ path: rename(d.path), message: d.message }));
    const message = e.message.replace(/^(\w+):/, (_, field: string) => `${rename(field)}:`);
    throw new PsaError(e.code, message, details);
  }
}
