import { readdirSync, statSync } from 'node:fs';
import { listBackups } from '../../db/backup';
import { rawDatabase, type Db } from '../../db/connection';
import { receiptHashes } from '../../db/repositories/receipts';
import { receiptPath, receiptsDir, removeReceiptFile } from './files';

/*
 * Backups hold the replica's database, not the receipt files: they live once, in the data folder,
 * named by their SHA-256. So that restoring a backup never names a file that is gone, a file stays
 * while the replica or any kept backup names it; the daily backup's pruning then lets it go.
 */

/** The first schema version with receipts (migration 0008). */
const RECEIPTS_SCHEMA = 8;

/** A file this young may belong to an add still under way (another process on the same folder). */
const YOUNG_MS = 60 * 60_000;

/** The receipt files the kept backups of a data folder name. */
export function filesNamedByBackups(dataDir: string): Set<string> {
  const named = new Set<string>();
  for (const b of listBackups(dataDir)) {
    if ((b.schemaVersion ?? 0) < RECEIPTS_SCHEMA) continue;
    let db: Db | undefined;
    try {
      db = rawDatabase(b.file, { readonly: true, fileMustExist: true });
      for (const sha of receiptHashes(db)) named.add(sha);
    } catch (e) {
      // A damaged backup cannot be restored either; its files are not kept for it.
      console.error(`psa: could not read the receipts of the backup ${b.name}:`, e);
    } finally {
      db?.close();
    }
  }
  return named;
}

/** Removes a receipt file no receipt row names any more, unless a kept backup still names it. */
export function releaseReceiptFile(dataDir: string, sha256: string): void {
  if (!filesNamedByBackups(dataDir).has(sha256)) removeReceiptFile(dataDir, sha256);
}

/** Removes the receipt files neither the replica nor a kept backup names (after backups are pruned). */
export function collectReceiptFiles(db: Db, dataDir: string, now: number = Date.now()): number {
  let names: string[];
  try {
    names = readdirSync(receiptsDir(dataDir)).filter((n) => /^[0-9a-f]{64}$/.test(n));
  } catch {
    return 0;
  }
  if (names.length === 0) return 0;
  const live = receiptHashes(db);
  const backedUp = filesNamedByBackups(dataDir);
  let removed = 0;
  for (const sha of names) {
    if (live.has(sha) || backedUp.has(sha)) continue;
    try {
      if (now - statSync(receiptPath(dataDir, sha)).mtimeMs < YOUNG_MS) continue;
    } catch {
      continue;
    }
    removeReceiptFile(dataDir, sha);
    removed++;
  }
  return removed;
}
