import { z } from 'zod';
import { ExpenseFields } from '../../psa/resources';
import { CompanyView, ContactView, ProjectView } from '../views';
import type { ChannelMap } from './map';

/*
 * Expenses (the form's exact amounts, edits of pending expenses, totals per project and month) and
 * the consultant's lookups (project card, company details, contact search). Money and hours in
 * views are numbers made from exact units in the core; the renderer never sums them.
 */

const id = z.number().int();
const money = z.number();
const limit = z.number().int().min(1).max(10_000).optional();
const dateBound = z.string().optional();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-mm-dd');

/** Totals of a group of expenses (one project, one month, one currency). */
export const ExpenseTotalsView = z.object({
  /** Project id (per project), 'yyyy-mm' (per month) or the currency (overall). */
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  count: z.number(),
  /** Of these, how many are not synced yet (pending, sending or rejected). */
  unsynced: z.number(),
  amountExVAT: money,
  vatAmount: money,
  totalAmount: money,
});
export type ExpenseTotalsViewT = z.output<typeof ExpenseTotalsView>;

export const ExpenseSummaryView = z.object({
  byProject: z.array(ExpenseTotalsView),
  byMonth: z.array(ExpenseTotalsView),
  overall: z.array(ExpenseTotalsView),
});
export type ExpenseSummaryViewT = z.output<typeof ExpenseSummaryView>;

/** A contract line to offer for a project: seen on its entries, or a line of the project itself. */
export const ContractLineOption = z.object({
  id: z.number(),
  name: z.string().nullable(),
  seenOn: z.enum(['project', 'expenses', 'timesheets']),
  uses: z.number(),
});
export type ContractLineOptionT = z.output<typeof ContractLineOption>;

export const ProjectCardView = z.object({
  project: ProjectView,
  contactName: z.string().nullable(),
  /** The signed-in account whose hours are counted (null: none set, hours are 0). */
  accountId: z.number().nullable(),
  /** Monday and Sunday of the week counted, and its month as yyyy-mm (days in UTC, as entries are stored). */
  weekStart: z.string(),
  weekEnd: z.string(),
  month: z.string(),
  hoursThisWeek: z.number(),
  hoursThisMonth: z.number(),
  hoursTotal: z.number(),
});
export type ProjectCardViewT = z.output<typeof ProjectCardView>;

export const CompanyDetailsView = z.object({
  company: CompanyView,
  contacts: z.array(ContactView),
  projects: z.array(ProjectView),
});
export type CompanyDetailsViewT = z.output<typeof CompanyDetailsView>;

const amountText = z.string().max(40);

/** A removed expense's create fields: give them to expenses:restore to undo the removal. */
export const ExpenseRestore = ExpenseFields.omit({ AccountID: true }).extend({ ProjectID: id });
export type ExpenseRestoreT = z.output<typeof ExpenseRestore>;

/** Channels of expenses and consultant lookups: project cards, company and contact details (issue 5). */
export const expenseChannels = {
  // The exact amounts of an expense (the form computes the same with shared/expense-math.ts).
  'expenses:compute': {
    request: z.object({
      amountExVAT: amountText,
      mode: z.enum(['rate', 'amount', 'total']),
      vatRate: amountText.optional(),
      vatAmount: amountText.optional(),
      totalAmount: amountText.optional(),
    }),
    response: z.object({ amountExVAT: z.string(), vatAmount: z.string(), totalAmount: z.string() }),
  },
  // Totals of the signed-in account's local expenses per project, per month and overall (per currency).
  'expenses:summary': {
    request: z.object({ from: dateBound, to: dateBound }),
    response: ExpenseSummaryView,
  },
  // Changes an expense that is not synced yet (pending or rejected); synced ones are read-only.
  'expenses:update': {
    request: ExpenseFields.omit({ AccountID: true }).extend({ id, ProjectID: id }),
    response: z.object({ ok: z.literal(true) }),
  },
  // Deletes an expense that is not synced yet (pending, or rejected: discards it) with its queued
  // create; answers what expenses:restore needs to bring it back (Undo).
  'expenses:delete': { request: z.object({ id }), response: z.object({ removed: z.array(ExpenseRestore) }) },
  // Brings deleted expenses back as new pending ones (one transaction).
  'expenses:restore': {
    request: z.object({ expenses: z.array(ExpenseRestore).min(1).max(100) }),
    response: z.object({ ids: z.array(id) }),
  },
  // Contract lines to offer for a project's expenses (no endpoint lists them: lines seen locally).
  'expenses:lines': {
    request: z.object({ projectId: id }),
    response: z.array(ContractLineOption),
  },
  // The project card: the project, and my hours on it this week, this month and in all.
  'projects:card': {
    request: z.object({ id, today: day.optional() }),
    response: ProjectCardView,
  },
  // A company with its contacts and projects.
  'companies:details': { request: z.object({ id }), response: CompanyDetailsView },
  // Contacts whose name, email or company name contains the text, by name.
  'contacts:search': {
    request: z.object({ search: z.string().trim().max(200).optional(), limit }),
    response: z.array(ContactView),
  },
} as const satisfies ChannelMap;
