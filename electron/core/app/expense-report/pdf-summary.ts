import { CATEGORY_LABEL, totalsByCurrency, type ReportData, type ReportExpense } from './data';
import { MARGIN, RIGHT, type PdfWriter } from './pdf-writer';
import { reportDate, reportMoney, rt } from './texts';

/*
 * The report's first pages: who and when, the totals per currency (never added across
 * currencies), then each project's expenses by category with a subtotal. Amounts are exact
 * decimal text of the stored units (at least two decimals, never rounded).
 */

const COL = { date: MARGIN, text: MARGIN + 62, ex: 405, vat: 475, total: RIGHT };
const TEXT_WIDTH = COL.ex - 75 - COL.text;

/** The sync states a line notes (synced says nothing). */
const STATE_NOTE = new Set(['pending', 'sending', 'rejected', 'local']);

function columnHeads(w: PdfWriter, currency: string): void {
  w.text(rt('date'), COL.date, { bold: true, size: 8 });
  w.text(rt('description'), COL.text, { bold: true, size: 8 });
  w.text(rt('exVatIn', { currency }), COL.ex, { bold: true, size: 8, right: true });
  w.text(rt('vat'), COL.vat, { bold: true, size: 8, right: true });
  w.text(rt('total'), COL.total, { bold: true, size: 8, right: true });
  w.y -= 5;
  w.rule();
  w.y -= 12;
}

function title(w: PdfWriter, d: ReportData): void {
  w.text(rt('title'), MARGIN, { size: 20, bold: true });
  w.y -= 24;
  w.text(d.consultant, MARGIN, { size: 12, bold: true });
  w.text(d.periodLabel, RIGHT, { size: 12, right: true });
  w.y -= 15;
  const receipts = d.expenses.reduce((n, x) => n + x.receipts.length, 0);
  const facts = [
    rt('range', { from: reportDate(d.from), to: reportDate(d.to) }),
    rt('expenses', { count: d.expenses.length }),
    receipts === 0 ? rt('noReceipts') : rt('receipts', { count: receipts }),
  ];
  w.text(facts.join('   ·   '), MARGIN, { grey: true });
  w.y -= 28;
}

function totals(w: PdfWriter, d: ReportData): void {
  w.text(rt('totalsTitle'), MARGIN, { size: 11, bold: true });
  w.y -= 16;
  w.text(rt('currency'), COL.date, { bold: true, size: 8 });
  w.text(rt('expenses'), COL.text + 120, { bold: true, size: 8, right: true });
  w.text(rt('exVat'), COL.ex, { bold: true, size: 8, right: true });
  w.text(rt('vat'), COL.vat, { bold: true, size: 8, right: true });
  w.text(rt('total'), COL.total, { bold: true, size: 8, right: true });
  w.y -= 5;
  w.rule();
  w.y -= 13;
  for (const t of totalsByCurrency(d.expenses)) {
    w.need(14);
    w.text(t.currency, COL.date, { bold: true });
    w.text(String(t.count), COL.text + 120, { right: true });
    w.text(reportMoney(t.ex), COL.ex, { right: true });
    w.text(reportMoney(t.vat), COL.vat, { right: true });
    w.text(`${reportMoney(t.total)} ${t.currency}`, COL.total, { right: true, bold: true });
    w.y -= 14;
  }
  const unsynced = d.expenses.filter((x) => x.syncState !== 'synced').length;
  if (unsynced > 0) {
    w.text(rt('unsynced', { count: unsynced }), MARGIN, { grey: true, size: 8 });
    w.y -= 12;
  }
  w.y -= 18;
}

function expenseLine(w: PdfWriter, x: ReportExpense, currency: string): void {
  const notes = [
    x.detail,
    x.receipts.length > 0 ? rt('receiptRefs', { refs: x.receipts.map((r) => r.ref).join(', ') }) : '',
    STATE_NOTE.has(x.syncState) ? rt(`state.${x.syncState}`) : '',
  ].filter(Boolean);
  if (w.need(notes.length > 0 ? 24 : 14)) columnHeads(w, currency);
  w.text(reportDate(x.date), COL.date);
  w.text(w.fit(x.description || rt('noDescription'), TEXT_WIDTH), COL.text);
  w.text(reportMoney(x.ex), COL.ex, { right: true });
  w.text(reportMoney(x.vat), COL.vat, { right: true });
  w.text(reportMoney(x.total), COL.total, { right: true });
  w.y -= 11;
  if (notes.length > 0) {
    const style = { size: 7.5, grey: true };
    w.text(w.fit(notes.join('  ·  '), COL.total - COL.text, style), COL.text, style);
    w.y -= 11;
  }
  w.y -= 2;
}

function project(w: PdfWriter, name: string, expenses: ReportExpense[]): void {
  const currency = expenses[0]?.currency ?? '?';
  w.need(70);
  w.text(w.fit(name, COL.ex - MARGIN - 40, { size: 11, bold: true }), MARGIN, { size: 11, bold: true });
  w.y -= 16;
  columnHeads(w, currency);
  for (const category of Object.keys(CATEGORY_LABEL) as (keyof typeof CATEGORY_LABEL)[]) {
    const lines = expenses.filter((x) => x.category === category);
    if (lines.length === 0) continue;
    if (w.need(36)) columnHeads(w, currency);
    w.text(rt(`category.${category}`), COL.date, { bold: true, grey: true, size: 8.5 });
    w.y -= 12;
    for (const x of lines) expenseLine(w, x, currency);
  }
  // A project normally has one currency; should it have more, each gets its own subtotal.
  for (const t of totalsByCurrency(expenses)) {
    w.need(18);
    w.y += 2;
    w.rule(COL.ex - 80);
    w.y -= 11;
    w.text(rt('subtotal', { currency: t.currency }), COL.text, { bold: true });
    w.text(reportMoney(t.ex), COL.ex, { right: true, bold: true });
    w.text(reportMoney(t.vat), COL.vat, { right: true, bold: true });
    w.text(reportMoney(t.total), COL.total, { right: true, bold: true });
    w.y -= 14;
  }
  w.y -= 14;
}

/** Draws the title, the totals per currency and every project's expenses by category. */
export function drawSummary(w: PdfWriter, d: ReportData): void {
  title(w, d);
  totals(w, d);
  const byProject = new Map<string, ReportExpense[]>();
  for (const x of d.expenses) byProject.set(x.project, [...(byProject.get(x.project) ?? []), x]);
  for (const [name, expenses] of byProject) project(w, name, expenses);
}
