import type { TimesheetViewT } from '../../../../shared/app/views';
import { parseDateText } from '../../components/date-text';
import { i18n } from '../../i18n';

/*
 * The fix form of a rejected timesheet as plain data: prefilled from the entry in the user's local
 * date and clock times, turned back into the resubmit patch (instants). Pure functions, no React.
 */

/** The fix form of a rejected timesheet, as typed (local date and clock times). */
export interface TimesheetFix {
  /** Ids are decimal text, as everywhere in the renderer. */
  changeId: string;
  id: string;
  projectId: string;
  projectName: string;
  contractLine: string;
  role: string;
  date: string;
  from: string;
  to: string;
  hours: string;
  description: string;
  reason: string | null;
}

/** The fix form field a core problem names (its `details` path). */
export const FIX_FIELD_OF_PATH: Record<string, keyof TimesheetFix> = {
  ContractLineID: 'contractLine',
  RoleID: 'role',
  DateTimeFrom: 'from',
  DateTimeTo: 'to',
  NumberOfHours: 'hours',
  Description: 'description',
  ProjectID: 'projectName',
};

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localClock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Whether a stored draft is a fix form (one of an older version, ids as numbers, is not). */
export function isFix(v: unknown): v is TimesheetFix {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return ['changeId', 'id', 'projectId'].every((k) => typeof f[k] === 'string');
}

/** The fix form prefilled from a rejected timesheet. */
export function fixFrom(t: TimesheetViewT): TimesheetFix | null {
  if (t.changeId === null) return null;
  const from = new Date(t.from);
  const to = new Date(t.to);
  return {
    changeId: t.changeId,
    id: t.id,
    projectId: t.projectId,
    projectName: t.projectName ?? i18n.t('entries:list.projectFallback', { id: t.projectId }),
    contractLine: t.contractLineId ?? '',
    role: t.roleId ?? '',
    date: localDay(from),
    from: localClock(from),
    to: localClock(to),
    hours: String(t.hours),
    description: t.description ?? '',
    reason: t.error,
  };
}

/** The resubmit patch of a fix: local date and times become instants. */
export function fixPatch(f: TimesheetFix): Record<string, unknown> {
  // The day as typed ("yesterday", "22/11") read strictly: Date.parse would roll 30 Feb over.
  const day = parseDateText(f.date);
  const date = day.ok ? day.date : f.date;
  const instant = (clock: string) => {
    const ms = day.ok ? Date.parse(`${date}T${clock}:00`) : NaN;
    return Number.isFinite(ms) ? new Date(ms).toISOString() : `${date}T${clock}`;
  };
  return {
    // Ids go as decimal text (the core reads 17-digit ids exactly); anything else as typed, for its message.
    ContractLineID: f.contractLine.trim(),
    RoleID: f.role.trim(),
    DateTimeFrom: instant(f.from),
    DateTimeTo: instant(f.to),
    NumberOfHours: f.hours.trim().replace(',', '.'),
    Description: f.description.trim() === '' ? null : f.description.trim(),
  };
}
