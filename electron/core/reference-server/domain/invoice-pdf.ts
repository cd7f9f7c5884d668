// pdf-lib (about 1 MB of code, ~40 ms to load) is imported by renderInvoicePdf on the first invoice
// PDF, not at every start of the server and of web mode's demo remote.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { rescaleUnits, unitsToText } from '../../../../shared/decimal';
import { HOURS_SCALE, MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { InvoiceDetailLineRow, InvoiceLineRow, InvoiceRow } from '../../db/repositories/invoices';

/** Everything printed on an invoice. */
export interface InvoicePdfData {
  organizationName: string;
  baseCurrency: string;
  invoice: InvoiceRow;
  lines: readonly InvoiceLineRow[];
  details: readonly InvoiceDetailLineRow[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Decimals of a currency's minor unit (2 for EUR, 0 for JPY); 2 when the runtime does not know it. */
export function minorDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Money units (10^-8) as printed: rounded half away from zero to the currency's minor unit,
 * 12345678900n in EUR is "123.46". The stored and sent amounts stay exact (decision 9).
 */
export function moneyText(units: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const [int = '0', frac = ''] = unitsToText(rescaleUnits(units, MONEY_SCALE, digits), digits).split('.');
  return digits === 0 ? int : `${int}.${frac.padEnd(digits, '0')}`;
}

const dateText = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** A page cursor that starts a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y = 0;
  private readonly charset: Set<number>;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly colors: { black: Color; grey: Color },
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.page = this.newPage();
  }
  private newPage(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return this.page;
  }
  /** Ensures `height` points are free, else continues on a new page. */
  need(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }
  /** Text the standard font can encode: accents dropped where needed, other characters as '?'. */
  safe(text: string): string {
    let out = '';
    for (const ch of text) {
      if (this.charset.has(ch.codePointAt(0) ?? 0)) out += ch;
      else {
        const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
        out += [...base].every((c) => this.charset.has(c.codePointAt(0) ?? 0)) && base ? base : '?';
      }
    }
    return out;
  }
  text(
    value: string,
    x: number,
    opts: { size?: number; bold?: boolean; right?: boolean; grey?: boolean } = {},
  ): void {
    const size = opts.size ?? 9;
    const font = opts.bold ? this.bold : this.font;
    const text = this.safe(value);
    const at = opts.right ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, {
      x: at,
      y: this.y,
      size,
      font,
      color: opts.grey ? this.colors.grey : this.colors.black,
    });
  }
  /** Cuts text to fit `width` points. */
  fit(value: string, width: number, size = 9): string {
    let text = this.safe(value);
    while (text.length > 1 && this.font.widthOfTextAtSize(text, size) > width) text = text.slice(0, -2) + '…';
    return text;
  }
  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: this.colors.grey,
    });
  }
}

const RIGHT = A4[0] - MARGIN;

function header(w: Writer, d: InvoicePdfData): void {
  const inv = d.invoice;
  w.text(d.organizationName, MARGIN, { size: 18, bold: true });
  w.text('INVOICE', RIGHT, { size: 18, bold: true, right: true });
  w.y -= 30;
  const facts: [string, string][] = [
    ['Invoice number', inv.number ?? 'Draft'],
    ['Invoice date', dateText(inv.invoice_date)],
    ['Due date', dateText(inv.due_date)],
    ['Currency', inv.currency_code],
  ];
  const billTo = [inv.customer_name ?? '', inv.contact_name ?? '', inv.contact_email ?? ''].filter(Boolean);
  w.text('Bill to', MARGIN, { bold: true });
  const top = w.y;
  for (const line of billTo) {
    w.y -= 13;
    w.text(line, MARGIN);
  }
  w.y = top;
  for (const [label, value] of facts) {
    w.text(label, RIGHT - 130, { grey: true });
    w.text(value, RIGHT, { right: true, bold: label === 'Invoice number' });
    w.y -= 13;
  }
  w.y = Math.min(w.y, top - 13 * billTo.length) - 20;
  w.text(inv.name, MARGIN, { size: 11, bold: true });
  w.y -= 24;
}

const COLS = { num: MARGIN, name: MARGIN + 40, tax: 360, ex: 430, vat: 485, inc: RIGHT };

function linesTable(w: Writer, d: InvoicePdfData): void {
  w.text('Line', COLS.num, { bold: true });
  w.text('Description', COLS.name, { bold: true });
  w.text('Tax', COLS.tax, { bold: true, right: true });
  w.text('Ex VAT', COLS.ex, { bold: true, right: true });
  w.text('VAT', COLS.vat, { bold: true, right: true });
  w.text('Inc VAT', COLS.inc, { bold: true, right: true });
  w.y -= 5;
  w.rule();
  w.y -= 13;
  const money = (units: bigint) => moneyText(units, d.invoice.currency_code);
  for (const line of d.lines) {
    w.need(26);
    w.text(line.line_number ?? '', COLS.num);
    w.text(w.fit(line.name ?? '', COLS.tax - COLS.name - 40), COLS.name, { bold: true });
    const tax = line.tax_percentage === null ? '' : `${unitsToText(line.tax_percentage, MONEY_SCALE)}%`;
    w.text(tax, COLS.tax, { right: true });
    w.text(money(line.total_ex), COLS.ex, { right: true });
    w.text(money(line.total_inc - line.total_ex), COLS.vat, { right: true });
    w.text(money(line.total_inc), COLS.inc, { right: true });
    w.y -= 12;
    for (const det of d.details.filter((x) => x.line_id === line.id)) {
      w.need(12);
      const qty =
        det.hours === null ? '' : `${unitsToText(det.hours, HOURS_SCALE)} h x ${money(det.rate ?? 0n)}`;
      const who = [dateText(det.date), det.account_name ?? '', det.description ?? '']
        .filter(Boolean)
        .join('  ');
      w.text(w.fit(who, COLS.tax - COLS.name - 10, 8), COLS.name, { size: 8, grey: true });
      w.text(qty, COLS.ex - 70, { size: 8, grey: true, right: true });
      w.text(money(det.total), COLS.ex, { size: 8, grey: true, right: true });
      w.y -= 11;
    }
    w.y -= 4;
  }
  w.rule();
  w.y -= 16;
}

function totals(w: Writer, d: InvoicePdfData): void {
  const inv = d.invoice;
  const money = (units: bigint) => `${inv.currency_code} ${moneyText(units, inv.currency_code)}`;
  const base = (units: bigint) => `${d.baseCurrency} ${moneyText(units, d.baseCurrency)}`;
  const rows: [string, string, boolean][] = [
    ['Total excluding VAT', money(inv.total_ex), false],
    ['VAT', money(inv.total_inc - inv.total_ex), false],
    ['Total including VAT', money(inv.total_inc), true],
  ];
  if (inv.currency_code !== d.baseCurrency) {
    rows.push([`Total excluding VAT (${d.baseCurrency})`, base(inv.total_ex_base), false]);
    rows.push([`Total including VAT (${d.baseCurrency})`, base(inv.total_inc_base), false]);
  }
  w.need(15 * rows.length + 60);
  for (const [label, value, strong] of rows) {
    w.text(label, COLS.vat - 60, { right: true, bold: strong });
    w.text(value, RIGHT, { right: true, bold: strong });
    w.y -= 15;
  }
  if (inv.note) {
    w.y -= 15;
    for (const part of inv.note.split('\n')) {
      w.need(12);
      w.text(w.fit(part, RIGHT - MARGIN), MARGIN, { grey: true });
      w.y -= 12;
    }
  }
}

/**
 * Renders an invoice as a readable A4 PDF: organization, number, dates, customer, lines with their
 * detail lines, VAT, totals and note. Same data gives the same bytes (dates come from the invoice).
 */
export async function renderInvoicePdf(d: InvoicePdfData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const stamp = new Date(d.invoice.invoice_date ?? '2000-01-01T00:00:00.000Z');
  doc.setTitle(`Invoice ${d.invoice.number ?? 'Draft'}`);
  doc.setAuthor(d.organizationName);
  doc.setSubject(d.invoice.name);
  doc.setProducer('psa-desk');
  doc.setCreator('psa-desk');
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    { black: rgb(0, 0, 0), grey: rgb(0.4, 0.4, 0.4) },
  );
  header(w, d);
  linesTable(w, d);
  totals(w, d);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `${d.invoice.number ?? 'Draft'}  page ${i + 1} of ${pages.length}`;
    page.drawText(label, { x: MARGIN, y: MARGIN - 20, size: 8, font: w.font, color: w.colors.grey });
  });
  return doc.save({ useObjectStreams: false });
}
