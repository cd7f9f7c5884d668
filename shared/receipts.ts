/*
 * Receipts (issue 15): files attached to an expense, kept only in the data folder (the PSA API has
 * no attachment field). The limits and the content sniffing are here so that the renderer can warn
 * before sending and the core refuses with the same words.
 */

/** Largest receipt file accepted, in bytes (20 MB). */
export const RECEIPT_MAX_BYTES = 20 * 1024 * 1024;

/** Most receipts one expense may carry. */
export const RECEIPTS_PER_EXPENSE = 20;

/** The media types a receipt may have, as sniffed from its first bytes (never from its name). */
export const RECEIPT_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;

/** A media type a receipt may have. */
export type ReceiptMediaType = (typeof RECEIPT_MEDIA_TYPES)[number];

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

// ISO base media brands of HEIF stills (HEVC coded: heic family; generic: mif1/msf1).
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/** The brands of an ISO BMFF 'ftyp' box at the start of the file: major then compatible ones. */
function ftypBrands(b: Uint8Array): string[] {
  if (b.length < 12 || ascii(b, 4, 8) !== 'ftyp') return [];
  const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const end = Math.min(b.length, Math.max(16, Math.min(boxSize, 256)));
  const brands = [ascii(b, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(b, i, i + 4));
  return brands;
}

/** The receipt media type of a file from its first bytes, or null when it is none of the accepted kinds. */
export function sniffReceiptType(bytes: Uint8Array): ReceiptMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // PDF readers accept the header anywhere in the first 1024 bytes (after a BOM or junk).
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'application/pdf';
  const brands = ftypBrands(bytes);
  if (brands.some((x) => HEIC_BRANDS.has(x))) return 'image/heic';
  if (brands.some((x) => HEIF_BRANDS.has(x)) && !brands.includes('avif')) return 'image/heif';
  return null;
}

/**
 * A size in MB with at most one decimal, rounded up (a file just over 20 MB reads "20.1 MB"); the
 * decimal separator of `locale` when one is given ("20,1 MB").
 */
export function megabytes(bytes: number, locale?: string): string {
  const mb = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  const text =
    locale === undefined ? String(mb) : new Intl.NumberFormat(locale, { useGrouping: false }).format(mb);
  return `${text} MB`;
}

/** What is wrong with a receipt's size, for the caller to say in its language: empty, or too large. */
export type ReceiptSizeIssue = { code: 'empty' } | { code: 'tooLarge'; bytes: number; max: number };

/** Why a file of this size cannot be a receipt (a code), or null when its size is fine. */
export function receiptSizeIssue(bytes: number): ReceiptSizeIssue | null {
  if (bytes <= 0) return { code: 'empty' };
  if (bytes > RECEIPT_MAX_BYTES) return { code: 'tooLarge', bytes, max: RECEIPT_MAX_BYTES };
  return null;
}

/**
 * Why a file of this size cannot be a receipt, or null when its size is fine; `subject` starts the
 * sentence ("The file", or "it" after "big.png was not added: "), so the size is said once.
 */
export function receiptSizeProblem(bytes: number, subject = 'The file'): string | null {
  if (bytes <= 0) return `${subject} is empty: choose the receipt file again.`;
  if (bytes > RECEIPT_MAX_BYTES) {
    return `${subject} is ${megabytes(bytes)}; a receipt may be at most ${megabytes(RECEIPT_MAX_BYTES)}.`;
  }
  return null;
}

/** Length of the short receipt reference taken from a receipt's SHA-256. */
const REFERENCE_LENGTH = 6;

/**
 * The short reference an expense's description may carry for its receipts, e.g. " [receipt 3fa9c1]"
 * or " [receipts 3fa9c1, 88aa01]"; empty for none. Each is the start of the file's SHA-256, so
 * whoever holds the file can match it.
 */
export function receiptReference(sha256s: readonly string[]): string {
  const refs = [...new Set(sha256s.map((s) => s.toLowerCase().slice(0, REFERENCE_LENGTH)))];
  if (refs.length === 0) return '';
  return ` [${refs.length === 1 ? 'receipt' : 'receipts'} ${refs.join(', ')}]`;
}

/**
 * A description with the receipt reference appended (once), cut so the whole stays within `max`
 * characters (the API's Description allows 2000): the reference wins over the description's tail.
 */
export function withReceiptReference(
  description: string | null | undefined,
  sha256s: readonly string[],
  max = 2000,
): string | null {
  const base = (description ?? '').replace(/(?:^| )\[receipts? [0-9a-f, ]+\]$/, '');
  const ref = receiptReference(sha256s);
  if (ref === '') return base === '' ? null : base;
  const text = base === '' ? ref.trimStart() : base.slice(0, Math.max(0, max - ref.length)) + ref;
  return text.slice(0, max);
}
