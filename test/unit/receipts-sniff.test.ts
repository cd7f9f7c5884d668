import { describe, expect, it } from 'vitest';
import {
  RECEIPT_MAX_BYTES,
  megabytes,
  receiptReference,
  receiptSizeProblem,
  sniffReceiptType,
  withReceiptReference,
} from '../../shared/receipts';
import { ftypStart, jpegStart, pdfFile, pngFile } from '../support/receipt-files';

/*
 * A receipt's type comes from its bytes, never its name; its size is refused over 20 MB with both
 * figures in the message; the description's receipt reference is short and fits the API's limit.
 */

describe('sniffReceiptType', () => {
  it('reads JPEG, PNG, PDF and HEIC/HEIF from the first bytes', () => {
    expect(sniffReceiptType(jpegStart())).toBe('image/jpeg');
    expect(sniffReceiptType(pngFile())).toBe('image/png');
    expect(sniffReceiptType(pdfFile())).toBe('application/pdf');
    // A PDF header after some bytes of junk (readers accept it within the first 1024).
    expect(sniffReceiptType(Buffer.concat([Buffer.from('\ufeff\n'), pdfFile()]))).toBe('application/pdf');
    expect(sniffReceiptType(ftypStart('heic', ['mif1', 'heic']))).toBe('image/heic');
    expect(sniffReceiptType(ftypStart('mif1', ['heic']))).toBe('image/heic');
    expect(sniffReceiptType(ftypStart('mif1', ['mif1']))).toBe('image/heif');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffReceiptType(Buffer.from('Taxi 23.50 EUR, honest'))).toBeNull();
    expect(sniffReceiptType(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffReceiptType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffReceiptType(ftypStart('isom', ['mp41']))).toBeNull(); // an MP4 video
    expect(sniffReceiptType(ftypStart('avif', ['mif1', 'avif']))).toBeNull();
    expect(sniffReceiptType(ftypStart('mif1', ['avif']))).toBeNull();
    expect(sniffReceiptType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull(); // a cut PNG header
    expect(sniffReceiptType(new Uint8Array(0))).toBeNull();
  });
});

describe('receipt size', () => {
  it('accepts up to 20 MB and says both sizes in MB beyond', () => {
    expect(receiptSizeProblem(1)).toBeNull();
    expect(receiptSizeProblem(RECEIPT_MAX_BYTES)).toBeNull();
    expect(receiptSizeProblem(RECEIPT_MAX_BYTES + 1)).toBe(
      'The file is 20.1 MB; a receipt may be at most 20 MB.',
    );
    expect(receiptSizeProblem(25 * 1024 * 1024)).toMatch(/25 MB.*at most 20 MB/);
    expect(receiptSizeProblem(0)).toMatch(/empty/);
    expect(megabytes(1536 * 1024)).toBe('1.5 MB');
  });
});

describe('receipt reference', () => {
  const a = '3fa9c1' + '0'.repeat(58);
  const b = '88AA01' + '1'.repeat(58);
  it('is the first 6 hex digits of each file, once each', () => {
    expect(receiptReference([])).toBe('');
    expect(receiptReference([a])).toBe(' [receipt 3fa9c1]');
    expect(receiptReference([a, b, a])).toBe(' [receipts 3fa9c1, 88aa01]');
  });

  it('is appended once and kept within the description limit', () => {
    expect(withReceiptReference('Taxi to client', [a])).toBe('Taxi to client [receipt 3fa9c1]');
    expect(withReceiptReference('Taxi to client [receipt 3fa9c1]', [a, b])).toBe(
      'Taxi to client [receipts 3fa9c1, 88aa01]',
    );
    expect(withReceiptReference(null, [a])).toBe('[receipt 3fa9c1]');
    expect(withReceiptReference('Taxi [receipt 3fa9c1]', [])).toBe('Taxi');
    const long = withReceiptReference('x'.repeat(2000), [a]);
    expect(long).toHaveLength(2000);
    expect(long?.endsWith(' [receipt 3fa9c1]')).toBe(true);
  });
});
