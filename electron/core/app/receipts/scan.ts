import { sniffReceiptType } from '../../../../shared/receipts';
import { decodeReceipt } from './receipts';
import { readReceiptText } from './receipt-text';

/*
 * receipts:scan (quick capture, issue 15): the text layer of a PDF receipt, read with unpdf (pdf.js
 * for Node), and the total and date taken from it. unpdf is imported on the first scan only, so
 * pdf.js (1.6 MB) never slows the app's start. Images answer nulls: there is no OCR.
 */

/** What a scan answers: the PDF's text (null without a text layer) and what was read from it. */
export interface ReceiptScan {
  text: string | null;
  amount: string | null;
  date: string | null;
}

const NOTHING: ReceiptScan = { text: null, amount: null, date: null };
// A receipt's total and date sit on its first pages; a long PDF is not read to its end.
const MAX_PAGES = 5;
const MAX_TEXT = 20_000;

/** The text of a PDF's first pages, or null when it has none (a scanned image, a damaged file). */
export async function pdfText(bytes: Uint8Array): Promise<string | null> {
  const { getDocumentProxy } = await import('unpdf');
  // No eval of font programs (pdf.js' isEvalSupported): a receipt is a file from anywhere.
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/[ \t]+\n/g, '\n'),
      );
    }
    const text = pages.join('\n').trim().slice(0, MAX_TEXT);
    return text === '' ? null : text;
  } finally {
    await pdf.destroy();
  }
}

/** Reads a receipt file's text and its total and date; nulls for images and unreadable PDFs. */
export async function scanReceipt(dataBase64: string): Promise<ReceiptScan> {
  const bytes = decodeReceipt(dataBase64);
  if (sniffReceiptType(bytes) !== 'application/pdf') return NOTHING;
  let text: string | null;
  try {
    text = await pdfText(new Uint8Array(bytes));
  } catch {
    // A PDF pdf.js cannot open is still a receipt to keep; there is just nothing to prefill.
    return NOTHING;
  }
  return text === null ? NOTHING : { text, ...readReceiptText(text) };
}
