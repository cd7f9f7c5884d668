import { z } from 'zod';
import { entryDate } from './entries';
import { id, idText, ok } from './fields';
import type { ChannelsOf } from './map';

/*
 * The team review (issue 14): the pulled timesheets and expenses of every consultant on the
 * projects the user reviews (by default the projects the signed-in account manages, plus any the
 * user adds). Read-only copies, apart from the user's own entries: nothing here is ever queued.
 * Hours and amounts are numbers made from exact units in the core (every sum is made there);
 * amounts are in the project's currency and never summed across currencies. Days are the user's
 * local calendar days of an entry's start, as in the week grid.
 */

/** Approval of an entry: none, the project manager's, the team lead's only, or both (invoiceable). */
export const Approval = z.enum(['none', 'pm', 'tl', 'approved']);
export type ApprovalT = z.output<typeof Approval>;

/** Invoice state of an entry: not on an invoice, on a Draft, or on an approved invoice (its number). */
export const InvoiceState = z.enum(['none', 'draft', 'invoiced']);
export type InvoiceStateT = z.output<typeof InvoiceState>;

/** A filter on the entries' state. */
export const ReviewStateFilter = z.enum(['waitingPm', 'waitingTl', 'ready', 'draft', 'invoiced']);

/** Hours by state, exact sums. */
const StateHours = z.object({
  none: z.number(),
  pm: z.number(),
  tl: z.number(),
  approved: z.number(),
  draft: z.number(),
  invoiced: z.number(),
});

/** A project the user reviews or may add, with the age of its team data. */
export const ReviewProjectView = z.object({
  id: idText,
  name: z.string(),
  number: z.string().nullable(),
  companyName: z.string().nullable(),
  currency: z.string(),
  /** Managed by the signed-in account (reviewed unless left out). */
  managed: z.boolean(),
  reviewed: z.boolean(),
  /** When its team entries were last pulled; null: not yet. */
  pulledAt: z.string().nullable(),
  /** The last pull of it failed: why. */
  pullError: z.string().nullable(),
});
export type ReviewProjectViewT = z.output<typeof ReviewProjectView>;

/** One consultant's week on one project. */
const ConsultantWeek = z.object({
  accountId: idText,
  name: z.string(),
  /** Hours per day, Monday first. */
  days: z.array(z.number()),
  total: z.number(),
  hours: StateHours,
  /** The entries' approval: the least approved state among them ('none' before 'pm' ...). */
  approval: Approval,
  invoice: InvoiceState,
  /** Of `total`, the signed-in user's own hours not synced yet (counted, not approvable yet). */
  unsynced: z.number(),
});

export const ReviewWeekView = z.object({
  weekStart: z.string(),
  dates: z.array(z.string()),
  projects: z.array(
    z.object({
      id: idText,
      name: z.string(),
      currency: z.string(),
      pulledAt: z.string().nullable(),
      consultants: z.array(ConsultantWeek),
      /** Hours per day of the project, Monday first, and in all. */
      days: z.array(z.number()),
      total: z.number(),
    }),
  ),
  /**
   * Consultants of the reviewed projects (booked there in the 8 weeks before) with fewer hours this
   * week, on any pulled project, than their usual week (median of the weeks they booked), pro rata
   * of the working days gone by in the current week.
   */
  missing: z.array(
    z.object({
      accountId: idText,
      name: z.string(),
      booked: z.number(),
      /** Of `booked`, the signed-in user's own hours not synced yet. */
      unsynced: z.number(),
      usual: z.number(),
      expected: z.number(),
    }),
  ),
  /** Everyone with hours on the reviewed projects this week (the consultant filter's choices). */
  consultants: z.array(z.object({ accountId: idText, name: z.string() })),
  /** The oldest pull among the reviewed projects (null: one was never pulled). */
  oldestPull: z.string().nullable(),
});
export type ReviewWeekViewT = z.output<typeof ReviewWeekView>;

/** One team entry for the drill-down. */
export const ReviewEntryView = z.object({
  id: idText,
  projectId: idText,
  accountId: idText,
  accountName: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  hours: z.number(),
  description: z.string().nullable(),
  contractLineName: z.string().nullable(),
  roleName: z.string().nullable(),
  /** SalesRate; null when the remote did not send it. */
  rate: z.number().nullable(),
  /** hours x rate, rounded to 8 decimals; null without a rate. */
  value: z.number().nullable(),
  approval: Approval,
  invoice: InvoiceState,
  invoiceNumber: z.string().nullable(),
  /** The reviewer's own entry, not synced yet (not in the PSA service, not approvable yet). */
  unsynced: z.boolean(),
});
export type ReviewEntryViewT = z.output<typeof ReviewEntryView>;

/** Hours and value of a group of entries (value in the project currency; unrated hours apart). */
const Amounts = z.object({
  count: z.number(),
  hours: z.number(),
  value: z.number(),
  unratedHours: z.number(),
});

export const ReadyView = z.object({
  projects: z.array(
    z.object({
      id: idText,
      name: z.string(),
      currency: z.string(),
      /** Approved by PM and TL, not on an invoice. */
      ready: Amounts,
      waitingPm: Amounts,
      /** Approved by the PM, waiting for the team lead. */
      waitingTl: Amounts,
      /** The start of the oldest entry still waiting for an approval. */
      oldestWaiting: z.string().nullable(),
      /** Expenses not on an invoice (the API does not show an expense's approval). */
      expenses: z.object({ count: z.number(), amountExVat: z.number(), total: z.number() }),
      pulledAt: z.string().nullable(),
    }),
  ),
  /** Ready value and uninvoiced expenses per currency, never summed across currencies. */
  totals: z.array(
    z.object({ currency: z.string(), readyHours: z.number(), readyValue: z.number(), expenses: z.number() }),
  ),
});
export type ReadyViewT = z.output<typeof ReadyView>;

/** Effort (tasks' EffortInHours) against hours booked (tasks' HoursBooked as the PSA reports them). */
const Effort = z.object({
  /** null: no task has an effort (no budget). */
  effort: z.number().nullable(),
  booked: z.number(),
  /** effort - booked (- my unsynced hours at project level); null without a budget. */
  left: z.number().nullable(),
});

/** Budgets (issue 14 point 4): per reviewed project, its plans' effort against hours booked, and value. */
export const BudgetsView = z.object({
  projects: z.array(
    Effort.extend({
      id: idText,
      name: z.string(),
      currency: z.string(),
      /** My own hours on the project not synced yet (in `left`, not in `booked`). */
      mine: z.number(),
      plans: z.array(
        Effort.extend({ id: idText, name: z.string(), lists: z.array(Effort.extend({ name: z.string() })) }),
      ),
      /** Team hours x SalesRate of the entries pulled over [valueFrom, valueTo); unrated hours apart. */
      value: z.object({ hours: z.number(), value: z.number(), unratedHours: z.number() }),
      valueFrom: z.string().nullable(),
      valueTo: z.string().nullable(),
      /** TotalProjectValue; null when the PSA has none. */
      totalValue: z.number().nullable(),
      pulledAt: z.string().nullable(),
    }),
  ),
});
export type BudgetsViewT = z.output<typeof BudgetsView>;

/** What an entry of `hours` would leave of its project's plan effort (null: the project has no budget). */
export const BudgetHint = z
  .object({
    /** The plan (or the project with several plans) as people read it: "Rollout / Fase 1". */
    name: z.string(),
    effort: z.number(),
    /** Left before the entry (booked and my unsynced hours taken off); negative when over. */
    left: z.number(),
    /** The warning when the entry goes past the effort (or it is past already); null when it fits. */
    message: z.string().nullable(),
  })
  .nullable();
export type BudgetHintT = z.output<typeof BudgetHint>;

const Week = z.object({ weekStart: entryDate });

/** The channels of the team review. */
export const reviewChannels = {
  /** The projects the user reviews, and (all: true) every synced project with its mark. */
  'review:projects': {
    request: z.object({ all: z.boolean().optional() }),
    response: z.array(ReviewProjectView),
  },
  /** Adds a project to the review or leaves it out. */
  'review:mark': { request: z.object({ projectId: id, reviewed: z.boolean() }), response: ok },
  'review:week': {
    request: Week.extend({
      projectId: id.optional(),
      accountId: id.optional(),
      state: ReviewStateFilter.optional(),
    }),
    response: ReviewWeekView,
  },
  /** The entries behind a cell, a consultant's week or a project's week. */
  'review:entries': {
    request: Week.extend({ projectId: id, accountId: id.optional(), date: entryDate.optional() }),
    response: z.array(ReviewEntryView),
  },
  'review:ready': { request: z.object({}).strict(), response: ReadyView },
  /** The ready-to-invoice entries, one row each, as CSV for finance. */
  'review:readyCsv': {
    request: z.object({}).strict(),
    response: z.object({ fileName: z.string(), content: z.string(), rows: z.number() }),
  },
  /** The budgets of the reviewed projects: plan effort vs hours booked, value vs TotalProjectValue. */
  'review:budgets': { request: z.object({}).strict(), response: BudgetsView },
  /**
   * For the entry forms (any consultant, offline): what an entry of `hours` on the project would
   * leave of its plans' effort. `entryId`: an unsent entry being changed (its hours are not counted twice).
   */
  'review:budgetHint': {
    request: z.object({ projectId: id, hours: z.number().min(0).max(1000), entryId: id.optional() }),
    response: BudgetHint,
  },
} as const satisfies ChannelsOf<'review'>;
