// pdf-lib and fontkit (about 1.5 MB of code, ~50 ms to load) are imported by renderInvoicePdf on
// the first invoice PDF, not at every start of the server and of web mode's demo remote.
import type { Language } from '../../../../shared/i18n/languages';
import type { CompanyRow } from '../../db/repositories/companies';
import type { InvoiceDetailLineRow, InvoiceLineRow, InvoiceRow } from '../../db/repositories/invoices';
import { embedUnicodeFonts } from '../../pdf/fonts';
import { documentFormat, type DocumentFormat } from '../../pdf/format';
import { A4, PageWriter, type TextStyle } from '../../pdf/page-writer';
import type { OrganizationProfile } from './organization';
import { columnsFor, drawTableHead, drawTableRows, type Columns } from './invoice-pdf-table';
import { totalsBlock } from './invoice-pdf-totals';

/*
 * The invoice as an accountant expects it (issue 17 point 4): the seller with address, VAT id and
 * bank details; the customer's address; number, invoice and due dates; lines with wrapped
 * descriptions and detail lines; VAT per rate; totals in the invoice and the base currency on the
 * page of the last line; "Page 1 of 2"; money with symbols and the language's separators; a
 * Unicode font embedded. Labels come from the `pdf` namespace of shared/i18n.
 */

/** Everything printed on an invoice. */
export interface InvoicePdfData {
  seller: OrganizationProfile;
  baseCurrency: string;
  invoice: InvoiceRow;
  /** The customer company as stored (its address), when it still exists. */
  customer: CompanyRow | undefined;
  lines: readonly InvoiceLineRow[];
  details: readonly InvoiceDetailLineRow[];
}

const MARGIN = 48;
/** The lowest baseline of the content: the footer sits below it. */
const BOTTOM = 70;
/** What a continuation page's header and table head take from the top. */
const CONTINUED = 22 + 17;
/** Space between the table's closing rule and the totals. */
const RULE_GAP = 8;

const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** A block of lines at x from the cursor down; returns the cursor below it. */
function block(w: PageWriter, x: number, lines: [string, TextStyle][], step = 12): number {
  let y = w.y;
  for (const [text, style] of lines) {
    if (!text) continue;
    w.text(text, x, style, y);
    y -= step;
  }
  return y;
}

function header(w: PageWriter, f: DocumentFormat, d: InvoicePdfData, c: Columns): void {
  const { seller: s, invoice: inv, customer } = d;
  const t = f.t;
  const grey: TextStyle = { size: 8.5, grey: true };
  w.text(s.name, MARGIN, { size: 15, bold: true });
  w.textRight(t('invoice.title'), c.rate[0], w.right, { size: 20, bold: true });
  w.y -= 16;
  const sellerLines: [string, TextStyle][] = [
    [s.street, grey],
    [joinParts(s.postalCode, s.city), grey],
    [s.country, grey],
    [s.vatId && `${t('invoice.vatId')}: ${s.vatId}`, grey],
    [s.registration && `${t('invoice.registration')}: ${s.registration}`, grey],
    [[s.email, s.phone].filter(Boolean).join(' · '), grey],
  ];
  w.y = block(w, MARGIN, sellerLines, 11) - 18;

  const top = w.y;
  const billTo: [string, TextStyle][] = [
    [t('invoice.billTo'), { size: 8.5, bold: true, grey: true }],
    [inv.customer_name ?? customer?.name ?? '', { size: 10, bold: true }],
    [customer?.street ?? '', {}],
    [joinParts(customer?.postal_code, customer?.city), {}],
    [customer?.country ?? '', {}],
    [inv.contact_name ? t('invoice.attention', { name: inv.contact_name }) : '', {}],
    [customer?.tax_number ? `${t('invoice.vatId')}: ${customer.tax_number}` : '', {}],
  ];
  const leftEnd = block(w, MARGIN, billTo);
  const facts: [string, string, boolean][] = [
    [t('invoice.number'), inv.number ?? t('invoice.draft'), true],
    [t('invoice.date'), f.date(inv.invoice_date), false],
    [t('invoice.dueDate'), f.date(inv.due_date), false],
    [t('invoice.currency'), inv.currency_code, false],
  ];
  let y = top - 12;
  for (const [label, value, strong] of facts) {
    w.text(label, c.hours[0], { size: 9, grey: true }, y);
    w.textRight(value, c.vat[0], w.right, { size: 9, bold: strong }, y);
    y -= 13;
  }
  w.y = Math.min(leftEnd, y) - 14;
  for (const line of w.wrap(inv.name, w.right - MARGIN, { size: 11, bold: true })) {
    w.text(line, MARGIN, { size: 11, bold: true });
    w.y -= 14;
  }
  w.y -= 10;
}

/** Payment details (with the amount and the due date) and the invoice's note, after the totals. */
function payment(w: PageWriter, f: DocumentFormat, d: InvoicePdfData): void {
  const { seller: s, invoice: inv } = d;
  const t = f.t;
  const rows: [string, string][] = [
    [t('invoice.accountHolder'), s.name],
    [t('invoice.iban'), s.iban],
    [t('invoice.bic'), s.bic],
    [t('invoice.reference'), inv.number ?? ''],
  ].filter((r): r is [string, string] => r[1] !== '');
  const payTo = t('invoice.payTo', {
    amount: f.money(inv.total_inc, inv.currency_code),
    dueDate: f.date(inv.due_date),
  });
  const note = inv.note ? w.wrap(inv.note, w.right - MARGIN, { size: 8.5 }) : [];
  const sentence = w.wrap(payTo, w.right - MARGIN, { size: 9 });
  w.need(14 + 12 * (sentence.length + rows.length) + (note.length ? 10 : 0));
  w.text(t('invoice.payment'), MARGIN, { size: 9, bold: true });
  w.y -= 13;
  for (const line of sentence) {
    w.text(line, MARGIN, { size: 9 });
    w.y -= 12;
  }
  for (const [label, value] of rows) {
    w.text(label, MARGIN, { size: 9, grey: true });
    w.text(value, MARGIN + 90, { size: 9, bold: label === t('invoice.iban') });
    w.y -= 12;
  }
  w.y -= 8;
  for (const line of note) {
    w.need(11);
    w.text(line, MARGIN, { size: 8.5, grey: true });
    w.y -= 11;
  }
}

/** The footer of every page: who to pay, and "Page 1 of 2". */
function footers(w: PageWriter, f: DocumentFormat, d: InvoicePdfData): void {
  const s = d.seller;
  const who = [
    s.name,
    s.vatId && `${f.t('invoice.vatId')} ${s.vatId}`,
    s.iban && `${f.t('invoice.iban')} ${s.iban}`,
    s.bic && `${f.t('invoice.bic')} ${s.bic}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const pages = w.doc.getPages();
  pages.forEach((page, i) => {
    w.page = page;
    w.rule(MARGIN, w.right, 52);
    const label = f.t('invoice.page', { page: i + 1, pages: pages.length });
    const labelWidth = w.width(label, { size: 7.5 });
    w.textRight(label, w.right - labelWidth, w.right, { size: 7.5, grey: true }, 40);
    w.textRight(who, MARGIN, w.right - labelWidth - 12, { size: 7.5, grey: true }, 40);
  });
}

/**
 * Renders an invoice as an A4 PDF in `language`. Same data gives the same bytes (dates come
 * from the invoice, the font subset has a fixed name).
 */
export async function renderInvoicePdf(d: InvoicePdfData, language: Language = 'en'): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const f = documentFormat(language);
  const doc = await PDFDocument.create();
  const stamp = new Date(d.invoice.invoice_date ?? '2000-01-01T00:00:00.000Z');
  const number = d.invoice.number ?? f.t('invoice.draft');
  doc.setTitle(f.t('invoice.documentTitle', { number }));
  doc.setAuthor(d.seller.name);
  doc.setSubject(d.invoice.name);
  doc.setLanguage(language);
  doc.setProducer('psa-desk');
  doc.setCreator('psa-desk');
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  const fonts = await embedUnicodeFonts(doc);
  const kit = {
    ...fonts,
    black: rgb(0.1, 0.1, 0.12),
    grey: rgb(0.33, 0.33, 0.36),
    rule: rgb(0.7, 0.7, 0.72),
  };
  const c = columnsFor(MARGIN, A4[0] - MARGIN);
  const w = new PageWriter(doc, kit, MARGIN, BOTTOM, (page) => {
    page.text(`${d.seller.name} · ${f.t('invoice.title')} ${number}`, MARGIN, { size: 8, grey: true });
    page.y -= 22;
    drawTableHead(page, f, c);
  });
  header(w, f, d, c);
  drawTableHead(w, f, c);
  const totals = totalsBlock(f, c, d.invoice, d.lines, d.baseCurrency);
  const pageRoom = A4[1] - MARGIN - CONTINUED - BOTTOM;
  drawTableRows(
    w,
    f,
    c,
    { currency: d.invoice.currency_code, lines: d.lines, details: d.details },
    // The rule and its gap below the last row go with the totals.
    totals.height + RULE_GAP,
    pageRoom,
  );
  w.rule(MARGIN, w.right, w.y + 6);
  w.y -= RULE_GAP;
  w.need(totals.height);
  totals.draw(w);
  payment(w, f, d);
  footers(w, f, d);
  return doc.save({ useObjectStreams: false });
}
