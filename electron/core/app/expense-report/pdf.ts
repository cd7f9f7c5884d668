import type { ReportData, ReportReceipt } from './data';
import type { LoadedReceipt } from './load';
import { drawReceipts, type ReceiptProblem } from './pdf-receipts';
import { drawSummary } from './pdf-summary';
import { MARGIN, RIGHT, openReportDocument } from './pdf-writer';
import { reportDate, rt } from './texts';

/*
 * The monthly expense report as one PDF: the summary pages, then the receipts. Built in memory:
 * the receipts' bytes end up in the document, so the core refuses a period holding more than
 * EXPENSE_REPORT_MAX_BYTES of receipts before it reads any (shared/app/channels/expense-report.ts).
 */

/** Renders the report; `load` reads one receipt's file when its page is drawn. */
export async function renderExpenseReportPdf(
  d: ReportData,
  load: (r: ReportReceipt) => LoadedReceipt,
): Promise<{ bytes: Uint8Array; problems: ReceiptProblem[] }> {
  const w = await openReportDocument(rt('documentTitle', { period: d.periodLabel }), d.consultant);
  w.doc.setSubject(
    rt('subject', { consultant: d.consultant, from: reportDate(d.from), to: reportDate(d.to) }),
  );
  drawSummary(w, d);
  const problems = await drawReceipts(w, d, load);
  const pages = w.doc.getPages();
  const label = w.safe(rt('footer', { consultant: d.consultant, period: d.periodLabel }));
  pages.forEach((page, i) => {
    const style = { y: MARGIN - 18, size: 7.5, font: w.font, color: w.colors.grey };
    page.drawText(label, { ...style, x: MARGIN });
    const n = w.safe(rt('page', { page: i + 1, pages: pages.length }));
    page.drawText(n, { ...style, x: RIGHT - w.font.widthOfTextAtSize(n, 7.5) });
  });
  return { bytes: await w.doc.save({ useObjectStreams: false }), problems };
}
