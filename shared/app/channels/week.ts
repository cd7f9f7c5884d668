import { z } from 'zod';
import { SyncState, TimesheetView } from '../views';
import { confirm, EntryRestoreView, entryDate, entryDescription, entryHours } from './entries';
import { id, ok, idText } from './fields';
import type { ChannelsOf } from './map';

/*
 * The week view (issue 5): rows of project, line and role by seven days. Days are local calendar
 * days (yyyy-mm-dd); hours are decimal numbers made from exact units in the core: every total here
 * is summed there.
 */

/**
 * The day the user's weeks start on (issue 17): 1 Monday (the default, ISO weeks), 7 Sunday. The
 * week channels take any day of the week (`weekStart`) and this, and answer that week.
 */
export const FirstDayOfWeek = z.union([z.literal(1), z.literal(7)]);
const firstDay = FirstDayOfWeek.optional();

/** One week row's identity: project, contract line and role (line/role null on some pulled entries). */
export const WeekRowKey = z.object({ projectId: id, contractLineId: id.nullable(), roleId: id.nullable() });
/** A week row's identity as the week view answers it (decimal text ids). */
const WeekRowKeyView = z.object({
  projectId: idText,
  contractLineId: idText.nullable(),
  roleId: idText.nullable(),
});

/** One day of one row: its hours, the entries behind them and their sync states. */
export const WeekCell = z.object({
  date: z.string(),
  hours: z.number(),
  entryIds: z.array(idText),
  states: z.array(SyncState),
  /** Hours that cannot change here: synced (the API cannot edit them) or on their way. */
  lockedHours: z.number(),
  /** Of `hours`, those the remote rejected: shown apart, counted in no total (walkthrough 30). */
  rejectedHours: z.number(),
});

/** A row of the week: its identity, names, seven cells and exact total. */
export const WeekRow = WeekRowKeyView.extend({
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
  /** Totals (rows, days, week) count synced and pending entries, never rejected ones (issue 13). */
  dayTotals: z.array(z.number()),
  weekTotal: z.number(),
  /** The part of the week total not synced yet. */
  weekUnsynced: z.number(),
  entries: z.array(WeekEntry),
  /** Week submission (issue 16): the setting, entries held until the week is submitted, the last submission. */
  submission: z.object({ enabled: z.boolean(), held: z.number(), submittedAt: z.string().nullable() }),
});
export type WeekViewT = z.output<typeof WeekView>;
export type WeekRowT = z.output<typeof WeekRow>;
export type WeekCellT = z.output<typeof WeekCell>;

/** The channels of the week view. */
export const weekChannels = {
  'week:get': { request: z.object({ weekStart: entryDate, firstDay }), response: WeekView },
  'week:setCell': {
    request: WeekRowKey.extend({
      contractLineId: id,
      roleId: id,
      date: entryDate,
      hours: entryHours,
      description: entryDescription,
      /** Checks the user confirmed (see entries.ts): a cell that adds hours is checked like an entry. */
      confirm,
    }),
    response: z.object({
      outcome: z.enum(['created', 'adjusted', 'deleted', 'unchanged']),
      entryId: idText.nullable(),
      /** What was removed (a cell set to 0): entries:restore brings it back. */
      removed: z.array(EntryRestoreView),
    }),
  },
  'week:addRow': { request: WeekRowKey.extend({ weekStart: entryDate, firstDay }), response: ok },
  'week:removeRow': { request: WeekRowKey.extend({ weekStart: entryDate, firstDay }), response: ok },
  // `skipped`: rows of the previous week on a line or role the remote refused for the project.
  'week:copyPrevious': {
    request: z.object({ weekStart: entryDate, firstDay }),
    response: z.object({ added: z.number(), skipped: z.number() }),
  },
  // Queues the week's held entries (once: a second submit queues only what was held since).
  'week:submit': {
    request: z.object({ weekStart: entryDate, firstDay }),
    response: z.object({ released: z.number(), submittedAt: z.string() }),
  },
} as const satisfies ChannelsOf<'week'>;
