import { unitsToText } from '../../../shared/decimal';

/*
 * CSV as RFC 4180 describes it, tuned so spreadsheets open it cleanly: a UTF-8 byte order mark
 * (Excel otherwise guesses a legacy code page and mangles accents), CRLF line endings, a header
 * row, fields holding a comma, a quote or a line break quoted with their quotes doubled.
 * Dates are ISO yyyy-mm-dd, times HH:MM, decimals use a dot. A timesheet's date and times are the
 * user's local ones (as the week grid shows them); an expense's date is its calendar day.
 */

export const BOM = '\uFEFF';
const CRLF = '\r\n';

/** One field, quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet will not run as a formula: text starting with =, +, -, @, a tab or a carriage
 * return gets a leading apostrophe (OWASP's advice against CSV injection); plain numbers such as
 * "-12.50" stay numbers. Applied to every cell by toCsv, so no column can be forgotten.
 */
export function csvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A whole CSV document: BOM, header row, then the rows (each cell through csvCell), each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((r) => r.map((v) => csvField(csvCell(v))).join(','));
  return BOM + lines.map((l) => l + CRLF).join('');
}

/** The calendar day of a date the API keeps as UTC midnight (an expense's date): yyyy-mm-dd. */
export function csvDate(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().slice(0, 10);
}

/**
 * Exact decimal text of a unit count with at least `minDecimals` digits after the dot and as many
 * more as the value has (never rounded): 1250n at scale 4 -> "0.125", 12000000n -> "1200.00",
 * 99173553719n at scale 8 -> "991.73553719".
 */
export function csvDecimal(units: bigint, scale: number, minDecimals: number): string {
  const text = unitsToText(units, scale);
  const [int, frac = ''] = text.split('.');
  return minDecimals === 0 && frac === '' ? (int ?? text) : `${int ?? ''}.${frac.padEnd(minDecimals, '0')}`;
}
