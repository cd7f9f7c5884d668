import { z } from 'zod';
import { idText } from './fields';
import { FirstDayOfWeek } from './week';
import type { ChannelsOf } from './map';
import { validationCode } from '../../i18n/problems';

/*
 * Reports (issue 6): hours per week and project, utilization of a month, expenses per month. Every figure is computed in the core
 * from exact units (hours 1e-4, money 1e-8) and reaches the renderer as the number its exact decimal
 * text denotes; the renderer never adds them up. Figures count synced and pending records, never
 * rejected ones nor those dated after today; `unsynced` says how much of a figure is not synced yet. A timesheet counts on the user's local
 * day of its start (as the week grid shows it); an expense on its calendar date. Weeks start on Monday,
 * or on Sunday when the request says `firstDay: 7` (the user's week start, issue 17).
 */

/** A calendar day as yyyy-mm-dd (the CSV export's bounds too). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, validationCode('useDate'))
  .refine((d) => new Date(`${d}T00:00:00.000Z`).toISOString().startsWith(d), 'not a calendar date');
const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use a month as yyyy-mm');

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 3_660;
const rangeDays = (r: { from: string; to: string }) => (Date.parse(r.to) - Date.parse(r.from)) / DAY_MS;

/** A range of days' checks: its end not before its start, at most about ten years after it. */
const checkedRange = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine((r) => r.from <= r.to, { path: ['to'], message: validationCode('notBeforeStart') })
    .refine((r) => rangeDays(r) <= MAX_RANGE_DAYS, {
      path: ['to'],
      message: validationCode('withinTenYears'),
    });

/** An inclusive range of calendar days, at most about ten years long. */
const DateRange = checkedRange(z.object({ from: isoDate, to: isoDate }));
/** A range of days cut in weeks starting on Monday (1, the default) or Sunday (7). */
const WeekRange = checkedRange(z.object({ from: isoDate, to: isoDate, firstDay: FirstDayOfWeek.optional() }));

/** Hours of one project in one week. */
export const ProjectHours = z.object({ key: z.string(), hours: z.number() });

export const HoursByWeekView = z.object({
  /** The series of the chart: one per project with hours in the range (the rest grouped as "Other"). */
  projects: z.array(
    z.object({ key: z.string(), projectId: idText.nullable(), name: z.string(), hours: z.number() }),
  ),
  /** Every week (from Monday, or Sunday) overlapping the range, oldest first, empty weeks included. */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      weekEnd: z.string(),
      /** The week's ISO 8601 label, e.g. "2026-W47" (a Sunday week: its Monday's, shared/app/week-number). */
      label: z.string(),
      total: z.number(),
      /** The part of `total` not synced yet. */
      unsynced: z.number(),
      byProject: z.array(ProjectHours),
    }),
  ),
  total: z.number(),
  unsynced: z.number(),
});
export type HoursByWeekViewT = z.output<typeof HoursByWeekView>;

export const UtilizationView = z.object({
  month: z.string(),
  hoursPerWeek: z.number(),
  /** Working days (Monday to Friday) of the month over 5: the "weeks in month" of the capacity. */
  weeksInMonth: z.number(),
  capacity: z.number(),
  booked: z.number(),
  /** The part of `booked` not synced yet. */
  unsynced: z.number(),
  /** booked / capacity in percent, one decimal, rounded half away from zero; null without capacity. */
  utilization: z.number().nullable(),
  /** The weeks (from Monday, or Sunday) overlapping the month, counting only their days inside it. */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      label: z.string(),
      firstDay: z.string(),
      lastDay: z.string(),
      workingDays: z.number(),
      capacity: z.number(),
      booked: z.number(),
      utilization: z.number().nullable(),
    }),
  ),
});
export type UtilizationViewT = z.output<typeof UtilizationView>;

export const ExpensesByMonthView = z.object({
  /** Currencies with expenses in the range (amounts of different currencies are never added up). */
  currencies: z.array(z.string()),
  months: z.array(
    z.object({
      month: z.string(),
      byCurrency: z.array(
        z.object({
          currency: z.string(),
          count: z.number(),
          amountExVAT: z.number(),
          vat: z.number(),
          total: z.number(),
          unsyncedCount: z.number(),
          unsyncedTotal: z.number(),
        }),
      ),
    }),
  ),
  totals: z.array(
    z.object({
      currency: z.string(),
      count: z.number(),
      amountExVAT: z.number(),
      vat: z.number(),
      total: z.number(),
      /** How many of the expenses counted, and how much of the total, are not synced yet. */
      unsyncedCount: z.number(),
      unsyncedTotal: z.number(),
    }),
  ),
});
export type ExpensesByMonthViewT = z.output<typeof ExpensesByMonthView>;

/** The channels of reports. */
export const reportChannels = {
  'reports:hoursByWeek': { request: WeekRange, response: HoursByWeekView },
  'reports:utilization': {
    request: z.object({ month: isoMonth, firstDay: FirstDayOfWeek.optional() }),
    response: UtilizationView,
  },
  'reports:expensesByMonth': { request: DateRange, response: ExpensesByMonthView },
} as const satisfies ChannelsOf<'reports'>;
