/*
 * What quick capture reads from a receipt's text (issue 15): the total and the date, to prefill an
 * expense that the user then checks. Pure and cautious: only an amount labelled as a total is
 * taken (the largest, so "total incl. VAT" beats "total excl. VAT"), only a date that exists, and
 * anything unsure is left null for the user to type.
 */

// A total's label in English, Dutch and German; "Subtotal" does not match (word boundary).
const TOTAL_LABEL =
  /\b(?:grand total|total(?: amount| due)?|totaal(?:bedrag)?|te betalen|gesamt(?:betrag|summe)?|summe|amount due|balance due|to pay)\b/gi;

// After the label: a few characters that are no digits ("incl. VAT", ": EUR", "€"), maybe one line
// break, then the amount: groups of three split by . , space or ', and up to two decimals.
const AMOUNT_AFTER_LABEL =
  /^[^\d\n]{0,30}(?:\n[^\d\n]{0,10})?(?<!\d)(\d{1,3}(?:[.,\u00a0\u202f '’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\d%]|[.,]\d)/;

/** An amount as printed ("1.234,56", "1,234.56", "2 345.00", "7.5") as plain decimal text. */
function plainAmount(printed: string): string | null {
  const t = printed.replace(/[\u00a0\u202f '’]/g, '');
  const last = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
  // The last mark separates decimals when one or two digits follow it; three digits are a group.
  const decimals = last >= 0 && t.length - last - 1 <= 2 ? t.slice(last + 1) : '';
  const whole = (decimals ? t.slice(0, last) : t).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const normal = whole.replace(/^0+(?=\d)/, '');
  return decimals ? `${normal}.${decimals}` : normal;
}

/** Compares two plain decimal texts by value (no floats). */
function compareAmounts(a: string, b: string): number {
  const [aw = '', ad = ''] = a.split('.');
  const [bw = '', bd = ''] = b.split('.');
  if (aw.length !== bw.length) return aw.length - bw.length;
  if (aw !== bw) return aw < bw ? -1 : 1;
  const pa = ad.padEnd(2, '0');
  const pb = bd.padEnd(2, '0');
  return pa === pb ? 0 : pa < pb ? -1 : 1;
}

/** The largest amount labelled as a total, as plain decimal text ("1234.56"), or null. */
export function readAmount(text: string): string | null {
  let best: string | null = null;
  for (const label of text.matchAll(TOTAL_LABEL)) {
    const after = text.slice((label.index ?? 0) + label[0].length);
    const printed = AMOUNT_AFTER_LABEL.exec(after)?.[1];
    const amount = printed === undefined ? null : plainAmount(printed);
    if (amount !== null && (best === null || compareAmounts(amount, best) > 0)) best = amount;
  }
  return best;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  mrt: 3,
  mär: 3,
  maa: 3,
  apr: 4,
  may: 5,
  mei: 5,
  mai: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  dez: 12,
};
const MONTH = '(jan|feb|mar|mrt|mär|maa|apr|may|mei|mai|jun|jul|aug|sep|oct|okt|nov|dec|dez)[a-zä]{0,6}\\.?';

/** The date forms read, each with how its groups give year, month and day. */
const DATE_FORMS: { re: RegExp; ymd: (m: RegExpExecArray) => [string, string, string] }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, ymd: (m) => [m[1]!, m[2]!, m[3]!] },
  { re: /\b(\d{1,2})([-./])(\d{1,2})\2(\d{4})\b/g, ymd: (m) => [m[4]!, m[3]!, m[1]!] },
  {
    re: new RegExp(`\\b(\\d{1,2})\\.?\\s+${MONTH},?\\s+(\\d{4})\\b`, 'gi'),
    ymd: (m) => [m[3]!, String(MONTHS[m[2]!.toLowerCase()]), m[1]!],
  },
  {
    re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'gi'),
    ymd: (m) => [m[3]!, String(MONTHS[m[1]!.toLowerCase()]), m[2]!],
  },
];

const DATE_LABEL = /(?:date|datum|dated|issued|rechnungsdatum|factuurdatum)\W{0,3}$/i;

/** yyyy-mm-dd when the day exists (30.02 does not, nor 31-04), else null. */
function existing(y: string, m: string, d: string): string | null {
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (year < 1990 || year > 2199 || !(month >= 1 && month <= 12) || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The receipt's date as yyyy-mm-dd: one labelled as the date if any, else the first that exists. */
export function readDate(text: string): string | null {
  const found: { at: number; date: string; labelled: boolean }[] = [];
  for (const form of DATE_FORMS) {
    for (const m of text.matchAll(form.re)) {
      const date = existing(...form.ymd(m));
      const before =
        text
          .slice(Math.max(0, m.index - 20), m.index)
          .split('\n')
          .pop() ?? '';
      if (date) found.push({ at: m.index, date, labelled: DATE_LABEL.test(before.trimEnd()) });
    }
  }
  found.sort((a, b) => Number(b.labelled) - Number(a.labelled) || a.at - b.at);
  return found[0]?.date ?? null;
}

/** The amount and date read from a receipt's text (null where nothing sure was found). */
export function readReceiptText(text: string): { amount: string | null; date: string | null } {
  return { amount: readAmount(text), date: readDate(text) };
}
