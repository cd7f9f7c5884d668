import { z } from 'zod';
import { TimesheetFields } from '../../psa/resources';
import { Hours } from '../../psa/scalars';
import { dateProblem } from '../entry-time';
import { id, ok, idText } from './fields';
import type { ChannelsOf } from './map';
import { validationCode } from '../../i18n/problems';

/*
 * Quick entry of time (issue 5): create, edit, delete and restore the signed-in account's entries
 * as a day and clock times, and the pickers of projects and lines. Days are local calendar days
 * (yyyy-mm-dd); hours are decimal numbers made from exact units in the core. The week view
 * (week.ts) and the timer (timer.ts) use the same fields.
 */

/** A local calendar day; an impossible one (2026-02-30) is refused saying why, never rolled over. */
export const entryDate = z.string().superRefine((text, ctx) => {
  const problem = dateProblem(text);
  // The key is the message and the date's parts the params: each side says it in its language.
  if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params ?? {} });
});
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, validationCode('time'));
/** Hours of one entry or one day. */
export const entryHours = Hours.refine((h) => Number(h) <= 24, validationCode('atMost24'));
/** An entry's description. */
export const entryDescription = z.string().trim().max(2000).optional();

/**
 * The checks the user confirmed ("Save anyway"): a write a check asks about is refused with
 * NEEDS_CONFIRMATION (details: each check's code as `path` and its message) and nothing is stored;
 * the same request with those codes here goes through. Codes: DAY_OVER_MAX (a day above the
 * daily maximum, setting dailyMaxHours), DATE_AHEAD / DATE_BACK (further from today than
 * entryDaysAhead / entryDaysBack), DAY_APPROVED (the PM or TL approved entries of that day),
 * VAT_RATE (an expense's VAT outside 0-30 %), OVERLAP (a timesheet's period overlaps another entry
 * of the user: confirmed, both are kept). A day of more than 24 h and an expense dated in the
 * future are refused whatever is confirmed.
 */
export const confirm = z.array(z.string().max(40)).max(10).optional();

/** A removed entry's create fields: give them to entries:restore to undo the removal. */
export const EntryRestore = TimesheetFields.omit({ AccountID: true }).extend({ ProjectID: id });
/** A removed entry as an answer hands it back (for entries:restore): ids and hours as decimal text. */
export const EntryRestoreView = z.object({
  DateTimeFrom: z.string(),
  DateTimeTo: z.string(),
  NumberOfHours: z.string(),
  ProjectID: idText,
  ContractLineID: idText,
  RoleID: idText,
  Description: z.string().nullish(),
});
export type EntryRestoreT = z.output<typeof EntryRestoreView>;

/** An entry as the quick entry form states it: a day and from/to clock times or from and hours. */
export const EntryForm = z.object({
  projectId: id,
  contractLineId: id,
  roleId: id,
  date: entryDate,
  from: clock,
  to: clock.optional(),
  hours: entryHours.optional(),
  description: entryDescription,
  confirm,
});

/** A project as the pickers offer it: favourites and recently booked ones are marked. */
export const ProjectChoice = z.object({
  id: idText,
  name: z.string(),
  number: z.string().nullable(),
  companyName: z.string().nullable(),
  stage: z.string(),
  favourite: z.boolean(),
  recent: z.boolean(),
});
export type ProjectChoiceT = z.output<typeof ProjectChoice>;

const Choice = z.object({ id: idText, name: z.string().nullable() });
export type ChoiceT = z.output<typeof Choice>;

/** A saved entry: its id and the exact period and hours stored. */
export const SavedEntry = z.object({ id: idText, from: z.string(), to: z.string(), hours: z.number() });

/** The channels of quick entry. */
export const entryChannels = {
  'entries:create': { request: EntryForm, response: SavedEntry },
  'entries:update': { request: EntryForm.extend({ id }), response: SavedEntry },
  'entries:delete': { request: z.object({ id }), response: z.object({ removed: z.array(EntryRestoreView) }) },
  // Undo of a removal: only the hard limits apply (a day of at most 24 h), nothing asks first.
  'entries:restore': {
    request: z.object({ entries: z.array(EntryRestore).min(1).max(100) }),
    response: z.object({ ids: z.array(idText) }),
  },
  'entries:projects': {
    request: z.object({
      search: z.string().trim().max(200).optional(),
      limit: z.number().int().min(1).max(200).optional(),
    }),
    response: z.array(ProjectChoice),
  },
  'entries:favourite': { request: z.object({ projectId: id, favourite: z.boolean() }), response: ok },
  // Lines and roles by name, the user's most used first, then the team's (issue 13); `pulled`: the
  // project's recent entries were pulled, so an empty list means the project has none.
  'entries:lines': {
    request: z.object({ projectId: id }),
    response: z.object({ contractLines: z.array(Choice), roles: z.array(Choice), pulled: z.boolean() }),
  },
  // Pulls one project's recent entries now (lines unknown when the user picked it); offline it
  // answers that the lines are unknown. At most hourly per project.
  'entries:refreshLines': {
    request: z.object({ projectId: id }),
    response: z.object({
      state: z.enum(['pulled', 'fresh', 'unknown']),
      message: z.string(),
    }),
  },
} as const satisfies ChannelsOf<'entries'>;
