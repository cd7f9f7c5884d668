import { unitsToText } from '../../../../shared/decimal';
import { HOURS_SCALE, MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { InvoiceDetailLineRow, InvoiceLineRow } from '../../db/repositories/invoices';
import type { DocumentFormat } from '../../pdf/format';
import type { PageWriter, TextStyle } from '../../pdf/page-writer';

/*
 * The invoice's lines table and totals. Columns have fixed x ranges; a description wraps inside
 * its column and a number shrinks inside its own, so nothing runs into the next column. Rows are
 * laid out first (their heights known), then placed: a line stays with its first detail line,
 * and the last row keeps the totals with it when both fit on one page.
 */

/** The columns' x ranges (number columns are right-aligned to `right`). */
export interface Columns {
  num: number;
  desc: [number, number];
  hours: [number, number];
  rate: [number, number];
  vat: [number, number];
  amount: [number, number];
}

/** The columns between a left margin and a right edge. */
export function columnsFor(left: number, right: number): Columns {
  return {
    num: left,
    desc: [left + 28, right - 245],
    hours: [right - 240, right - 195],
    rate: [right - 190, right - 128],
    vat: [right - 122, right - 86],
    amount: [right - 80, right],
  };
}

const LINE: TextStyle = { size: 9 };
const LINE_BOLD: TextStyle = { size: 9, bold: true };
const DETAIL: TextStyle = { size: 8, grey: true };
const LEAD = 1.3;

/** A row of the table: its height and how to draw it with its first baseline at the cursor. */
interface Row {
  height: number;
  /** Points the row needs below it on the same page (its first detail line, or the totals). */
  keep: number;
  draw: (w: PageWriter) => void;
}

/** The table head, drawn on the first page and again on every page the table continues on. */
export function drawTableHead(w: PageWriter, f: DocumentFormat, c: Columns): void {
  const head: TextStyle = { size: 8.5, bold: true };
  w.text(f.t('invoice.lineNumber'), c.num, head);
  w.text(f.t('invoice.description'), c.desc[0], head);
  w.textRight(f.t('invoice.hours'), ...c.hours, head);
  w.textRight(f.t('invoice.rate'), ...c.rate, head);
  w.textRight(f.t('invoice.vatRate'), ...c.vat, head);
  w.textRight(f.t('invoice.amount'), ...c.amount, head);
  w.y -= 5;
  w.rule();
  w.y -= 12;
}

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** The data the table prints. */
export interface TableData {
  currency: string;
  lines: readonly InvoiceLineRow[];
  details: readonly InvoiceDetailLineRow[];
}

function lineRow(w: PageWriter, f: DocumentFormat, c: Columns, d: TableData, line: InvoiceLineRow): Row {
  const width = c.desc[1] - c.desc[0];
  const name = w.wrap(line.name ?? '', width, LINE_BOLD);
  const extra =
    line.description && line.description !== line.name ? w.wrap(line.description, width, LINE) : [];
  const details = d.details.filter((x) => x.line_id === line.id);
  const hours = details.filter((x) => x.hours !== null).map((x) => x.hours ?? 0n);
  const rates = new Set(details.map((x) => x.rate));
  const step = LINE.size! * LEAD;
  return {
    height: (name.length + extra.length) * step + 3,
    keep: 0,
    draw: (w) => {
      const top = w.y;
      // Descriptions first, numbers after: text extraction then reads each description whole.
      name.forEach((s, i) => w.text(s, c.desc[0], LINE_BOLD, top - i * step));
      extra.forEach((s, i) => w.text(s, c.desc[0], LINE, top - (name.length + i) * step));
      w.text(line.line_number ?? '', c.num, LINE, top);
      if (hours.length > 0) {
        const total = unitsToText(sum(hours), HOURS_SCALE);
        w.textRight(f.t('invoice.hoursValue', { hours: f.number(total) }), ...c.hours, LINE, top);
      }
      const [rate] = rates;
      if (rates.size === 1 && rate !== null && rate !== undefined)
        w.textRight(f.money(rate, d.currency), ...c.rate, LINE, top);
      if (line.tax_percentage !== null)
        w.textRight(f.percent(unitsToText(line.tax_percentage, MONEY_SCALE)), ...c.vat, LINE, top);
      w.textRight(f.money(line.total_ex, d.currency), ...c.amount, LINE, top);
    },
  };
}

function detailRow(
  w: PageWriter,
  f: DocumentFormat,
  c: Columns,
  d: TableData,
  det: InvoiceDetailLineRow,
): Row {
  const indent = c.desc[0] + 8;
  const who = [f.shortDate(det.date), det.account_name ?? '', det.description ?? '']
    .filter(Boolean)
    .join(' · ');
  const lines = w.wrap(who, c.desc[1] - indent, DETAIL);
  const step = DETAIL.size! * LEAD;
  return {
    height: lines.length * step + 1,
    keep: 0,
    draw: (w) => {
      const top = w.y;
      lines.forEach((s, i) => w.text(s, indent, DETAIL, top - i * step));
      if (det.hours !== null) {
        const hours = f.number(unitsToText(det.hours, HOURS_SCALE));
        w.textRight(f.t('invoice.hoursValue', { hours }), ...c.hours, DETAIL, top);
      }
      if (det.rate !== null) w.textRight(f.money(det.rate, d.currency), ...c.rate, DETAIL, top);
      w.textRight(f.money(det.total, d.currency), ...c.amount, DETAIL, top);
    },
  };
}

/**
 * Draws the table's rows from the cursor on; the last row is placed on a page where `totalsHeight`
 * also fits below it, unless row and totals together exceed a whole page.
 */
export function drawTableRows(
  w: PageWriter,
  f: DocumentFormat,
  c: Columns,
  d: TableData,
  totalsHeight: number,
  pageRoom: number,
): void {
  const rows: Row[] = [];
  const heads = new Set<Row>();
  for (const line of d.lines) {
    const head = lineRow(w, f, c, d, line);
    heads.add(head);
    rows.push(head, ...d.details.filter((x) => x.line_id === line.id).map((x) => detailRow(w, f, c, d, x)));
    const end = rows.at(-1);
    if (end) end.height += 4; // air between lines
  }
  // A line's name never ends a page without its first detail line.
  rows.forEach((row, i) => {
    const next = rows[i + 1];
    if (heads.has(row) && next && !heads.has(next)) row.keep = next.height;
  });
  // The last row keeps the totals with it, and its line's name when it is that line's only detail.
  const last = rows.at(-1);
  const before = rows.at(-2);
  if (last && last.height + totalsHeight <= pageRoom) {
    last.keep = totalsHeight;
    if (before && before.keep > 0 && before.height + last.height + totalsHeight <= pageRoom)
      before.keep = last.height + totalsHeight;
  }
  for (const row of rows) {
    w.need(row.height + row.keep);
    row.draw(w);
    w.y -= row.height;
  }
}
