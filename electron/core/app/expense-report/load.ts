import { readReceiptFile, sha256Of } from '../receipts/files';
import type { ReportReceipt } from './data';

/*
 * A receipt's stored file for the report, checked against its SHA-256 (its name in the store), so
 * a file damaged on disk is said to be damaged instead of being shown as the receipt.
 */

/** A receipt's bytes, or why the report cannot use them as they are. */
export type LoadedReceipt =
  | { bytes: Buffer; problem: null }
  | { bytes: Buffer; problem: 'damaged' }
  | { bytes: null; problem: 'missing' | 'unreadable' };

/** Reads one receipt's file from the data folder; never throws. */
export function loadReceipt(dataDir: string, r: Pick<ReportReceipt, 'sha256'>): LoadedReceipt {
  let bytes: Buffer | null;
  try {
    bytes = readReceiptFile(dataDir, r.sha256);
  } catch {
    return { bytes: null, problem: 'unreadable' };
  }
  if (bytes === null) return { bytes: null, problem: 'missing' };
  return sha256Of(bytes) === r.sha256 ? { bytes, problem: null } : { bytes, problem: 'damaged' };
}

/** The words for a receipt that could not be loaded as it was attached. */
export const LOAD_PROBLEM: Record<Exclude<LoadedReceipt['problem'], null>, string> = {
  missing: 'the file is missing from the data folder',
  unreadable: 'the file could not be read from the data folder',
  damaged: 'the file is damaged: its content changed after it was attached',
};
