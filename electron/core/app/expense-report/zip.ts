import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import { csvDecimal, toCsv } from '../../reports/csv';
import { CATEGORY_LABEL, type ReportData, type ReportReceipt } from './data';
import { LOAD_PROBLEM, type LoadedReceipt } from './load';

/*
 * The receipts ZIP of the report: each receipt's original file, stored as it is (no recompression:
 * images and PDFs are compressed already), and index.csv with one line per expense and receipt.
 * An expense's amounts are on its first line only, so a spreadsheet's sum of a column is the
 * period's total; the expense id on every line ties its receipts together. Built in memory, as
 * the PDF (the core bounds the receipt bytes of one report).
 */

/** The columns of index.csv. */
export const INDEX_COLUMNS = [
  'Date',
  'Expense ID',
  'Project',
  'Category',
  'Calculation',
  'Description',
  'Currency',
  'Amount excl. VAT',
  'VAT',
  'Total',
  'Receipt file',
  'Receipt name',
  'SHA-256',
  'Note',
] as const;

const money = (units: bigint) => csvDecimal(units, MONEY_SCALE, 2);

/** index.csv of the report: every expense, once per receipt (once when it has none). */
function indexCsv(d: ReportData, problems: Map<bigint, string>): string {
  const rows: string[][] = [];
  for (const x of d.expenses) {
    const head = [x.date, x.id, x.project, CATEGORY_LABEL[x.category], x.detail, x.description, x.currency];
    const amounts = [money(x.ex), money(x.vat), money(x.total)];
    const lines: (ReportReceipt | null)[] = x.receipts.length > 0 ? x.receipts : [null];
    lines.forEach((r, i) => {
      const problem = r ? problems.get(r.id) : undefined;
      rows.push([
        ...head,
        ...(i === 0 ? amounts : ['', '', '']),
        r === null || problem === LOAD_PROBLEM.missing || problem === LOAD_PROBLEM.unreadable
          ? ''
          : r.zipName,
        r ? r.name : '',
        r?.sha256 ?? '',
        problem ?? '',
      ]);
    });
  }
  return toCsv(INDEX_COLUMNS, rows);
}

/** A stored receipt's time as the ZIP keeps it (its added time; ZIP times start in 1980). */
const mtime = (iso: string) => {
  const t = Date.parse(iso);
  const first = Date.UTC(1980, 0, 2);
  return new Date(Number.isFinite(t) && t > first ? t : first);
};

/**
 * Builds the ZIP: the receipts' files under their report names, then index.csv; `load` reads one
 * receipt's file. Missing or unreadable files are left out and named in the index's Note column.
 */
export async function buildReceiptsZip(
  d: ReportData,
  load: (r: ReportReceipt) => LoadedReceipt,
): Promise<{ bytes: Uint8Array; receipts: number; problems: { name: string; problem: string }[] }> {
  const { zipSync } = await import('fflate');
  const files: Record<string, [Uint8Array, { level: 0 | 6; mtime: Date }]> = {};
  const problems = new Map<bigint, string>();
  const named: { name: string; problem: string }[] = [];
  let stored = 0;
  for (const r of d.expenses.flatMap((x) => x.receipts)) {
    const loaded = load(r);
    if (loaded.problem !== null) {
      problems.set(r.id, LOAD_PROBLEM[loaded.problem]);
      named.push({ name: r.name, problem: LOAD_PROBLEM[loaded.problem] });
    }
    if (loaded.bytes === null) continue;
    files[r.zipName] = [loaded.bytes, { level: 0, mtime: mtime(r.addedAt) }];
    stored++;
  }
  files['index.csv'] = [Buffer.from(indexCsv(d, problems), 'utf8'), { level: 6, mtime: new Date() }];
  return { bytes: zipSync(files), receipts: stored, problems: named };
}
