import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir, makePrivate } from '../../paths';

/*
 * The receipt files of a data folder: <dataDir>/receipts/<sha256>, content-addressed (the same bytes
 * are stored once, whatever their names), the folder 0700 and each file 0600. Written atomically
 * (a temp file in the same folder, flushed, renamed), so a crash leaves either no file or a whole one.
 */

const SHA256 = /^[0-9a-f]{64}$/;

/** The folder holding a data folder's receipt files. */
export function receiptsDir(dataDir: string): string {
  return join(dataDir, 'receipts');
}

/** The absolute path of a stored receipt file; refuses anything but a hex SHA-256 (no path tricks). */
export function receiptPath(dataDir: string, sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`not a receipt file name: ${sha256.slice(0, 80)}`);
  return join(receiptsDir(dataDir), sha256);
}

/** The hex SHA-256 of some bytes. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Whether the store holds a whole file for this hash (a file of another size is a damaged copy). */
function holds(path: string, size: number): boolean {
  try {
    return statSync(path).size === size;
  } catch {
    return false;
  }
}

/**
 * Stores bytes under their hash unless an identical file is already there; returns the hash and
 * whether a new file was written (so a failed link can take it back).
 */
export function storeReceiptFile(dataDir: string, bytes: Uint8Array): { sha256: string; written: boolean } {
  const sha256 = sha256Of(bytes);
  const path = receiptPath(dataDir, sha256);
  ensurePrivateDir(receiptsDir(dataDir));
  if (holds(path, bytes.length)) return { sha256, written: false };
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      let at = 0;
      while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    makePrivate(tmp);
    renameSync(tmp, path);
  } finally {
    rmSync(tmp, { force: true });
  }
  return { sha256, written: true };
}

/** A stored file's bytes, or null when it is missing. */
export function readReceiptFile(dataDir: string, sha256: string): Buffer | null {
  const path = receiptPath(dataDir, sha256);
  return existsSync(path) ? readFileSync(path) : null;
}

/** Removes a stored file (call only when no receipt row names it any more). */
export function removeReceiptFile(dataDir: string, sha256: string): void {
  rmSync(receiptPath(dataDir, sha256), { force: true });
}
