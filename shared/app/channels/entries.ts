import { z } from 'zod';
import { TimesheetFields } from '../../psa/resources';
import { Hours } from '../../psa/scalars';
import { isDate } from '../entry-time';
import { SyncState, TimesheetView } from '../views';
import type { ChannelMap } from './map';

/*
 * The week view, quick entry and the timer (issue 5). Days are local calendar days (yyyy-mm-dd);
 * hours are decimal numbers made from exact units in the core: every total here is summed there.
 */

const id = z.number().int();
const ok = z.object({ ok: z.literal(true) });
const date = z.string().refine(isDate, 'must be a date yyyy-mm-dd');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time hh:mm');
const hours = Hours.refine((h) => h <= 24, 'must be at most 24');
const description = z.string().trim().max(2000).optional();

/** One week row's identity: project, contract line and role (line/role null on some pulled entries). */
export const WeekRowKey = z.object({ projectId: id, contractLineId: id.nullable(), roleId: id.nullable() });

/** One day of one row: its hours, the entries behind them and their sync states. */
export const WeekCell = z.object({
  date: z.string(),
  hours: z.number(),
  entryIds: z.array(z.number()),
  states: z.array(SyncState),
  /** Hours that cannot change here: synced (the API cannot edit them) or on their way. */
  lockedHours: z.number(),
});

/** A row of the week: its identity, names, seven cells and exact total. */
export const WeekRow = WeekRowKey.extend({
  key: z.string(),
  projectName: z.string(),
  contractLineName: z.string().nullable(),
  roleName: z.string().nullable(),
  cells: z.array(WeekCell),
  total: z.number(),
  /** Added by hand or copied from the previous week (kept while it has no hours). */
  pinned: z.boolean(),
  /** Hours can be typed: the row names a contract line and a role. */
  editable: z.boolean(),
});

/** An entry of the week with its local day and whether it can still be changed here. */
export const WeekEntry = TimesheetView.extend({ date: z.string(), editable: z.boolean() });
export type WeekEntryT = z.output<typeof WeekEntry>;

/** The week view: its Monday and dates, rows, exact day and week totals, and its entries. */
export const WeekView = z.object({
  weekStart: z.string(),
  dates: z.array(z.string()),
  rows: z.array(WeekRow),
  dayTotals: z.array(z.number()),
  weekTotal: z.number(),
  entries: z.array(WeekEntry),
});
export type WeekViewT = z.output<typeof WeekView>;
export type WeekRowT = z.output<typeof WeekRow>;
export type WeekCellT = z.output<typeof WeekCell>;

/** A removed entry's create fields: give them to entries:restore to undo the removal. */
export const EntryRestore = TimesheetFields.omit({ AccountID: true }).extend({ ProjectID: id });
export type EntryRestoreT = z.output<typeof EntryRestore>;

/** An entry as the quick entry form states it: a day and from/to clock times or from and hours. */
export const EntryForm = z.object({
  projectId: id,
  contractLineId: id,
  roleId: id,
  date,
  from: clock,
  to: clock.optional(),
  hours: hours.optional(),
  description,
});

/** A project as the pickers offer it: favourites and recently booked ones are marked. */
export const ProjectChoice = z.object({
  id,
  name: z.string(),
  number: z.string().nullable(),
  companyName: z.string().nullable(),
  stage: z.string(),
  favourite: z.boolean(),
  recent: z.boolean(),
});
export type ProjectChoiceT = z.output<typeof ProjectChoice>;

const Choice = z.object({ id, name: z.string().nullable() });
export type ChoiceT = z.output<typeof Choice>;

/** The running timer: the project line it books on and when it started. */
export const TimerView = z.object({
  projectId: id,
  projectName: z.string(),
  contractLineId: id,
  contractLineName: z.string().nullable(),
  roleId: id,
  roleName: z.string().nullable(),
  description: z.string().nullable(),
  startedAt: z.string(),
});
export type TimerViewT = z.output<typeof TimerView>;

const SavedEntry = z.object({ id, from: z.string(), to: z.string(), hours: z.number() });

/** Channels of the week view, quick entry and the timer (issue 5). */
export const entryChannels = {
  'week:get': { request: z.object({ weekStart: date }), response: WeekView },
  'week:setCell': {
    request: WeekRowKey.extend({ contractLineId: id, roleId: id, date, hours, description }),
    response: z.object({
      outcome: z.enum(['created', 'adjusted', 'deleted', 'unchanged']),
      entryId: id.nullable(),
      /** What was removed (a cell set to 0): entries:restore brings it back. */
      removed: z.array(EntryRestore),
    }),
  },
  'week:addRow': { request: WeekRowKey.extend({ weekStart: date }), response: ok },
  'week:removeRow': { request: WeekRowKey.extend({ weekStart: date }), response: ok },
  'week:copyPrevious': { request: z.object({ weekStart: date }), response: z.object({ added: z.number() }) },
  'entries:create': { request: EntryForm, response: SavedEntry },
  'entries:update': { request: EntryForm.extend({ id }), response: SavedEntry },
  'entries:delete': { request: z.object({ id }), response: z.object({ removed: z.array(EntryRestore) }) },
  'entries:restore': {
    request: z.object({ entries: z.array(EntryRestore).min(1).max(100) }),
    response: z.object({ ids: z.array(id) }),
  },
  'entries:projects': {
    request: z.object({
      search: z.string().trim().max(200).optional(),
      limit: z.number().int().min(1).max(200).optional(),
    }),
    response: z.array(ProjectChoice),
  },
  'entries:favourite': { request: z.object({ projectId: id, favourite: z.boolean() }), response: ok },
  'entries:lines': {
    request: z.object({ projectId: id }),
    response: z.object({ contractLines: z.array(Choice), roles: z.array(Choice) }),
  },
  'timer:get': { request: z.object({}), response: z.object({ timer: TimerView.nullable() }) },
  'timer:start': {
    request: z.object({ projectId: id, contractLineId: id, roleId: id, description }),
    response: TimerView,
  },
  'timer:stop': { request: z.object({ description }), response: SavedEntry },
  'timer:cancel': { request: z.object({}), response: ok },
} as const satisfies ChannelMap;
