import { unitsToText } from '../../../../shared/decimal';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { InvoiceLineRow, InvoiceRow } from '../../db/repositories/invoices';
import type { DocumentFormat } from '../../pdf/format';
import type { PageWriter, TextStyle } from '../../pdf/page-writer';
import type { Columns } from './invoice-pdf-table';

/*
 * The totals under the lines: the total excluding VAT, the VAT of each rate over the amount it
 * applies to, the total including VAT, and both totals in the organization's base currency when
 * the invoice is in another one.
 */

interface TotalRow {
  label: string;
  value: string;
  style: TextStyle;
  ruleAbove?: boolean;
}

const STEP = 14;

/** The VAT of each rate: the amount excluding VAT it applies to and the VAT, highest rate first. */
export function vatByRate(lines: readonly InvoiceLineRow[]): { rate: bigint; base: bigint; vat: bigint }[] {
  const byRate = new Map<bigint, { base: bigint; vat: bigint }>();
  for (const l of lines) {
    const rate = l.tax_percentage ?? 0n;
    const acc = byRate.get(rate) ?? { base: 0n, vat: 0n };
    acc.base += l.total_ex;
    acc.vat += l.total_inc - l.total_ex;
    byRate.set(rate, acc);
  }
  return [...byRate].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([rate, v]) => ({ rate, ...v }));
}

/** The totals block: its height and how to draw it from the cursor down. */
export function totalsBlock(
  f: DocumentFormat,
  c: Columns,
  inv: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  baseCurrency: string,
): { height: number; draw: (w: PageWriter) => void } {
  const cur = inv.currency_code;
  const plain: TextStyle = { size: 9 };
  const rows: TotalRow[] = [
    { label: f.t('invoice.totalExVat'), value: f.money(inv.total_ex, cur), style: plain },
  ];
  for (const v of vatByRate(lines)) {
    const rate = f.percent(unitsToText(v.rate, MONEY_SCALE));
    rows.push({
      label: f.t('invoice.vatOf', { rate, base: f.money(v.base, cur) }),
      value: f.money(v.vat, cur),
      style: plain,
    });
  }
  rows.push({
    label: f.t('invoice.totalIncVat'),
    value: f.money(inv.total_inc, cur),
    style: { size: 10, bold: true },
    ruleAbove: true,
  });
  if (cur !== baseCurrency) {
    const grey: TextStyle = { size: 8.5, grey: true };
    rows.push(
      {
        label: f.t('invoice.baseTotalExVat', { currency: baseCurrency }),
        value: f.money(inv.total_ex_base, baseCurrency),
        style: grey,
      },
      {
        label: f.t('invoice.baseTotalIncVat', { currency: baseCurrency }),
        value: f.money(inv.total_inc_base, baseCurrency),
        style: grey,
      },
    );
  }
  const labelLeft = c.hours[0] - 60;
  const labelRight = c.amount[0] - 14;
  return {
    height: rows.length * STEP + 24,
    draw: (w) => {
      w.y -= 4;
      for (const row of rows) {
        if (row.ruleAbove) {
          w.rule(labelLeft, w.right, w.y + STEP - 4);
          w.y -= 2;
        }
        w.textRight(row.label, labelLeft, labelRight, row.style);
        w.textRight(row.value, c.amount[0] - 8, c.amount[1], row.style);
        w.y -= STEP;
      }
      w.y -= 8;
    },
  };
}
