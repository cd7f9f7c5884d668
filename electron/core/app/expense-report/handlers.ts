import {
  EXPENSE_REPORT_MAX_BYTES,
  type ExpenseReportFileT,
  type expenseReportChannels,
} from '../../../../shared/app/channels/expense-report';
import { PsaError } from '../../../../shared/psa/errors';
import { megabytes } from '../../../../shared/receipts';
import type { CoreContext, HandlersOf } from '../types';
import { reportData, type ReportData } from './data';
import { loadReceipt } from './load';
import { renderExpenseReportPdf } from './pdf';
import { buildReceiptsZip } from './zip';
import { coreI18n } from '../../i18n';

/** The answer for a period without expenses: nothing to save. */
const nothing = (d: ReportData): ExpenseReportFileT => ({
  file: null,
  from: d.from,
  to: d.to,
  expenses: 0,
  receipts: 0,
  problems: [],
});

/** Refuses a report whose receipts would not fit in memory sensibly, before any file is read. */
function checkSize(d: ReportData): void {
  const bytes = d.expenses.flatMap((x) => x.receipts).reduce((n, r) => n + r.size, 0);
  if (bytes > EXPENSE_REPORT_MAX_BYTES)
    throw new PsaError(
      'PAYLOAD_TOO_LARGE',
      coreI18n.t('core:reportTooLarge', {
        period: d.periodLabel,
        size: megabytes(bytes),
        max: megabytes(EXPENSE_REPORT_MAX_BYTES),
      }),
    );
}

/** The core's handlers of the monthly expense report (shared/app/channels/expense-report.ts). */
export function expenseReportHandlers(ctx: CoreContext): HandlersOf<keyof typeof expenseReportChannels> {
  const load = (r: { sha256: string }) => loadReceipt(ctx.dataDir, r);
  return {
    'expenseReport:pdf': async (period) => {
      const d = reportData(ctx.r.db, period);
      if (d.expenses.length === 0) return nothing(d);
      checkSize(d);
      const { bytes, problems } = await renderExpenseReportPdf(d, load);
      return {
        file: { fileName: `expenses-${d.periodSlug}.pdf`, dataBase64: Buffer.from(bytes).toString('base64') },
        from: d.from,
        to: d.to,
        expenses: d.expenses.length,
        receipts: d.expenses.reduce((n, x) => n + x.receipts.length, 0),
        problems,
      };
    },
    'expenseReport:zip': async (period) => {
      const d = reportData(ctx.r.db, period);
      if (d.expenses.length === 0) return nothing(d);
      checkSize(d);
      const zip = await buildReceiptsZip(d, load);
      return {
        file: {
          fileName: `expenses-${d.periodSlug}-receipts.zip`,
          dataBase64: Buffer.from(zip.bytes).toString('base64'),
        },
        from: d.from,
        to: d.to,
        expenses: d.expenses.length,
        receipts: zip.receipts,
        problems: zip.problems,
      };
    },
  };
}
