import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { toUnits } from '../../shared/decimal';
import { moneyText } from '../../shared/expense-math';
import { MONEY_SCALE } from '../../shared/psa/scalars';

/*
 * Reading the monthly expense report back in tests: the PDF's pages as text (pdf.js through unpdf,
 * as a reader would see them), the ZIP's entries (fflate), and the totals per currency the store
 * holds, computed here from the expenses list with exact units.
 */

/** The text of every page of a PDF, in page order, whitespace folded. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' ').trim());
}

/** How many pages pdf-lib finds in a PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** A real PDF of one page per text (a receipt of several pages). */
export async function pdfOfPages(texts: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) doc.addPage([300, 400]).drawText(text, { x: 30, y: 300, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The entries of a ZIP by name. */
export function zipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(new Uint8Array(bytes))));
}

/** An expense as expenses:list answers it (the fields the totals need). */
interface ListedExpense {
  projectId: string;
  amountExVAT: string;
  vatAmount: string | null;
  totalAmount: string;
}

/**
 * The store's totals per currency as the report writes them ("1234.50"): excl. VAT, VAT (total
 * minus excl. VAT when the expense has no VAT amount) and total, summed exactly.
 */
export function storeTotals(
  expenses: readonly ListedExpense[],
  currencyOf: (projectId: string) => string,
): Map<string, { count: number; ex: string; vat: string; total: string }> {
  const sums = new Map<string, { count: number; ex: bigint; vat: bigint; total: bigint }>();
  for (const e of expenses) {
    const c = currencyOf(e.projectId);
    const ex = toUnits(e.amountExVAT, MONEY_SCALE);
    const total = toUnits(e.totalAmount, MONEY_SCALE);
    const vat = e.vatAmount === null ? total - ex : toUnits(e.vatAmount, MONEY_SCALE);
    const s = sums.get(c) ?? { count: 0, ex: 0n, vat: 0n, total: 0n };
    sums.set(c, { count: s.count + 1, ex: s.ex + ex, vat: s.vat + vat, total: s.total + total });
  }
  return new Map(
    [...sums].map(([c, s]) => [
      c,
      { count: s.count, ex: moneyText(s.ex), vat: moneyText(s.vat), total: moneyText(s.total) },
    ]),
  );
}
