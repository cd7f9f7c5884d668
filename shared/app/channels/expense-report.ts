import { z } from 'zod';
import type { ChannelsOf } from './map';
import { isoDate } from './reports';
import { validationCode } from '../../i18n/problems';

/*
 * The monthly expense report (issue 15 point 3) of the signed-in account: a PDF (the expenses by
 * project and category with totals per currency, then each receipt on its own page) and a ZIP of
 * the original receipt files with a CSV index. A period is a month ('2026-10') or an inclusive
 * range of calendar days. Files travel as base64 with the name to save them under; a period
 * without expenses answers `file: null` (nothing to save). One report holds at most
 * EXPENSE_REPORT_MAX_BYTES of receipts (it is built in memory): more is refused, naming the size.
 */

/** Most receipt bytes one report holds (the PDF and the ZIP are built in memory). */
export const EXPENSE_REPORT_MAX_BYTES = 200 * 1024 * 1024;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use a month as yyyy-mm');

/** A report's period: a month, or a first and last day (at most about a year apart). */
export const ExpenseReportPeriod = z
  .object({ month: month.optional(), from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((p, ctx) => {
    if (p.month !== undefined) {
      if (p.from !== undefined || p.to !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['month'],
          message: validationCode('monthOrRange'),
        });
      return;
    }
    if (p.from === undefined || p.to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [p.from === undefined ? 'from' : 'to'],
        message: validationCode('requiredWord'),
      });
      return;
    }
    if (p.to < p.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: validationCode('notBeforeStart') });
    else if (Date.parse(p.to) - Date.parse(p.from) > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: validationCode('withinYear') });
  });
export type ExpenseReportPeriodT = z.output<typeof ExpenseReportPeriod>;

/** A built report: the file (null when the period has no expenses) and what it holds. */
export const ExpenseReportFile = z.object({
  file: z.object({ fileName: z.string(), dataBase64: z.string() }).nullable(),
  /** The period's first and last day (yyyy-mm-dd). */
  from: z.string(),
  to: z.string(),
  expenses: z.number(),
  receipts: z.number(),
  /** Receipts the file could not hold as they are (missing from the data folder, unreadable), and why. */
  problems: z.array(z.object({ name: z.string(), problem: z.string() })),
});
export type ExpenseReportFileT = z.output<typeof ExpenseReportFile>;

/** The channels of the monthly expense report. */
export const expenseReportChannels = {
  // The PDF: consultant and period, the expenses by project and category (date, description, the
  // category's calculation, ex VAT, VAT, total) with subtotals per project and totals per currency,
  // exact; then one page per image receipt and the pages of each PDF receipt. HEIC/HEIF (not
  // embeddable) and unreadable files get a page naming the file instead.
  'expenseReport:pdf': { request: ExpenseReportPeriod, response: ExpenseReportFile },
  // The ZIP: the receipts' original files, named date_project_name_<sha 6>.ext, and index.csv with
  // one line per expense and receipt.
  'expenseReport:zip': { request: ExpenseReportPeriod, response: ExpenseReportFile },
} as const satisfies ChannelsOf<'expenseReport'>;
