import type { PDFEmbeddedPage, PDFImage } from 'pdf-lib';
import { megabytes } from '../../../../shared/receipts';
import type { ReportData, ReportExpense, ReportReceipt } from './data';
import { LOAD_PROBLEM, type LoadedReceipt } from './load';
import { A4, MARGIN, RIGHT, type PdfWriter } from './pdf-writer';
import { coreLocale } from '../../i18n';
import { reportDate, reportMoney, rt } from './texts';

/*
 * The receipt pages of the report: each receipt on its own A4 page under a header naming it and
 * its expense. JPEG and PNG images are scaled to fit, keeping their aspect ratio; each page of a
 * PDF receipt is embedded on a page of its own; HEIC/HEIF (which a PDF cannot show) and files that
 * cannot be read get a page that says so and where the original is. The report always completes.
 */

/** A receipt the PDF could not show as it is, and why. */
export interface ReceiptProblem {
  name: string;
  problem: string;
}

/** A file size as people read it: "740 KB", "3.2 MB" ("3,2 MB" in German). */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes, coreLocale());

/** The header of a receipt page (`zipped`: the file is in the ZIP); returns the height left below it. */
function header(w: PdfWriter, x: ReportExpense, r: ReportReceipt, part: string, zipped = true): number {
  w.newPage();
  const top = { size: 12, bold: true };
  w.text(w.fit(`${r.ref}  ${r.name}${part}`, RIGHT - MARGIN - 130, top), MARGIN, top);
  w.text(`${reportMoney(x.total)} ${x.currency}`, RIGHT, { ...top, right: true });
  w.y -= 15;
  const about = [reportDate(x.date), x.project, x.description].filter(Boolean).join('  ·  ');
  w.text(w.fit(about, RIGHT - MARGIN, { size: 9 }), MARGIN, { grey: true });
  w.y -= 12;
  const where = zipped ? rt('inZipAs', { name: r.zipName }) : rt('notInZip');
  const file = `${sizeText(r.size)}  ·  SHA-256 ${r.sha256.slice(0, 16)}...  ·  ${where}`;
  w.text(w.fit(file, RIGHT - MARGIN, { size: 7.5 }), MARGIN, { grey: true, size: 7.5 });
  w.y -= 8;
  w.rule();
  w.y -= 10;
  return w.y - (MARGIN + 16);
}

/** Scales a width x height into the box below the header, keeping the aspect ratio, centred. */
function place(w: PdfWriter, width: number, height: number, boxHeight: number) {
  const boxWidth = A4[0] - 2 * MARGIN;
  const scale = Math.min(boxWidth / width, boxHeight / height);
  const size = { width: width * scale, height: height * scale };
  return { x: MARGIN + (boxWidth - size.width) / 2, y: w.y - size.height, ...size };
}

/** A thin frame around a receipt's page or image, so its edges show on a white page. */
function frame(w: PdfWriter, box: { x: number; y: number; width: number; height: number }): void {
  w.page.drawRectangle({ ...box, borderColor: w.colors.line, borderWidth: 0.5 });
}

function notice(w: PdfWriter, x: ReportExpense, r: ReportReceipt, lines: string[], zipped = true): void {
  header(w, x, r, '', zipped);
  w.y -= 30;
  for (const [i, line] of lines.entries()) {
    w.text(w.fit(line, RIGHT - MARGIN, { size: 11, bold: i === 0 }), MARGIN, { size: 11, bold: i === 0 });
    w.y -= 18;
  }
}

const kind = (r: ReportReceipt) =>
  r.mediaType === 'application/pdf' ? 'PDF' : r.mediaType.slice(6).toUpperCase();

async function embedImage(w: PdfWriter, r: ReportReceipt, bytes: Buffer): Promise<PDFImage> {
  return r.mediaType === 'image/png' ? w.doc.embedPng(bytes) : w.doc.embedJpg(bytes);
}

/**
 * The pages of a PDF receipt, embedded now rather than when the report is saved, so that a page
 * pdf-lib cannot decode fails here, for this receipt alone. pdf-lib keeps every embedded page in a
 * private list that saving embeds again: pages that failed are taken out of it, or the save would fail.
 */
async function embedPdfPages(w: PdfWriter, bytes: Buffer): Promise<PDFEmbeddedPage[]> {
  const { PDFDocument } = await import('pdf-lib');
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = await w.doc.embedPages(source.getPages());
  try {
    for (const page of pages) await page.embed();
  } catch (err) {
    const list = (w.doc as unknown as { embeddedPages?: unknown }).embeddedPages;
    if (Array.isArray(list))
      for (const page of pages) {
        const at = list.indexOf(page);
        if (at >= 0) list.splice(at, 1);
      }
    throw err;
  }
  return pages;
}

/** Draws one receipt: its pages, or a page saying why it cannot be shown. Returns its problem, if any. */
async function drawReceipt(
  w: PdfWriter,
  x: ReportExpense,
  r: ReportReceipt,
  loaded: LoadedReceipt,
): Promise<ReceiptProblem | null> {
  const inZip = rt('originalInZip', { name: r.zipName });
  if (loaded.problem !== null) {
    const why = LOAD_PROBLEM[loaded.problem];
    const where = loaded.bytes === null ? rt('notInZipEither') : inZip;
    const shown = rt('notShown', { why: rt(loaded.problem) });
    notice(w, x, r, [shown, where], loaded.bytes !== null);
    return { name: r.name, problem: why };
  }
  if (r.mediaType === 'image/heic' || r.mediaType === 'image/heif') {
    notice(w, x, r, [rt('cannotShow', { kind: kind(r) }), inZip]);
    return {
      name: r.name,
      problem: `${kind(r)} images are not shown in the PDF; the original is in the ZIP`,
    };
  }
  try {
    if (r.mediaType === 'application/pdf') {
      const pages = await embedPdfPages(w, loaded.bytes);
      if (pages.length === 0) throw new Error('no pages');
      for (const [i, page] of pages.entries()) {
        const part = pages.length > 1 ? `  ${rt('receiptPage', { page: i + 1, pages: pages.length })}` : '';
        const box = place(w, page.width, page.height, header(w, x, r, part));
        w.page.drawPage(page, box);
        frame(w, box);
      }
    } else {
      const image = await embedImage(w, r, loaded.bytes);
      const box = place(w, image.width, image.height, header(w, x, r, ''));
      w.page.drawImage(image, box);
      frame(w, box);
    }
    return null;
  } catch {
    // A page may have been started before the file proved unreadable: it keeps its header only.
    notice(w, x, r, [rt('notRead', { kind: kind(r) }), inZip]);
    return { name: r.name, problem: `it could not be read as a ${kind(r)} file` };
  }
}

/**
 * Adds every receipt of the report after the summary, in the order of the list (R1, R2 ...),
 * reading each file only when its turn comes; returns the receipts it could not show as they are.
 */
export async function drawReceipts(
  w: PdfWriter,
  d: ReportData,
  load: (r: ReportReceipt) => LoadedReceipt,
): Promise<ReceiptProblem[]> {
  const problems: ReceiptProblem[] = [];
  for (const x of d.expenses) {
    for (const r of x.receipts) {
      const problem = await drawReceipt(w, x, r, load(r));
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
