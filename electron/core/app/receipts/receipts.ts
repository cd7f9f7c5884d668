import type { ReceiptViewT } from '../../../../shared/app/channels/receipts';
import { PsaError } from '../../../../shared/psa/errors';
import {
  megabytes,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_EXPENSE,
  receiptSizeIssue,
  sniffReceiptType,
  type ReceiptMediaType,
} from '../../../../shared/receipts';
import type { Db } from '../../db/connection';
import { getExpense } from '../../db/repositories/expenses';
import {
  countReceipts,
  deleteReceipt,
  getReceipt,
  insertReceipt,
  isFileReferenced,
  linkReceipts,
  listReceipts,
  type ReceiptRow,
} from '../../db/repositories/receipts';
import { writeTransaction } from '../../db/transaction';
import { AppCoreError } from '../errors';
import { removeReceiptFile, sha256Of, storeReceiptFile } from './files';
import { releaseReceiptFile } from './keep';
import { coreI18n, coreLocale } from '../../i18n';

/*
 * Adding, linking and removing receipts: the checks that refuse before anything is stored, the file
 * written before its row (a crash leaves at most an unnamed file, never a row without its file),
 * and a file removed only when no row names it.
 */

/** A receipt row as the contract answers it. */
export function receiptView(r: ReceiptRow): ReceiptViewT {
  return {
    id: String(r.id),
    expenseId: r.expense_id === null ? null : String(r.expense_id),
    detachedFrom: r.detached_expense_id === null ? null : String(r.detached_expense_id),
    name: r.name,
    mediaType: r.media_type as ReceiptMediaType,
    size: r.size,
    addedAt: r.added_at,
    sha256: r.sha256,
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text (a data: URL prefix is allowed); refuses a file too large before decoding it. */
export function decodeReceipt(dataBase64: string): Buffer {
  const text = dataBase64.replace(/^data:[^,]{0,200};base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) {
    throw new PsaError('VALIDATION_FAILED', coreI18n.t('core:receipts.notBase64'), [
      { path: 'dataBase64', message: 'must be base64' },
    ]);
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = Math.floor((text.length * 3) / 4) - padding;
  const issue = receiptSizeIssue(size);
  if (issue !== null) {
    const problem =
      issue.code === 'empty'
        ? coreI18n.t('core:receiptFile.empty')
        : coreI18n.t('core:receiptFile.tooLarge', {
            size: megabytes(issue.bytes, coreLocale()),
            max: megabytes(issue.max, coreLocale()),
          });
    if (size > RECEIPT_MAX_BYTES) throw new PsaError('PAYLOAD_TOO_LARGE', problem);
    throw new PsaError('VALIDATION_FAILED', problem, [{ path: 'dataBase64', message: problem }]);
  }
  return Buffer.from(text, 'base64');
}

/** A file name as shown to the user: no folders, no control characters, at most 255 characters. */
function cleanName(name: string, type: ReceiptMediaType): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base.slice(0, 255) || `receipt.${type.split('/')[1] ?? 'bin'}`;
}

/** Refuses an unknown expense or one that has the most receipts already. */
function checkRoom(db: Db, expenseId: bigint, adding: number): void {
  if (!getExpense(db, expenseId)) {
    throw new PsaError('NOT_FOUND', coreI18n.t('core:receipts.unknownExpense', { id: String(expenseId) }));
  }
  if (countReceipts(db, expenseId) + adding > RECEIPTS_PER_EXPENSE) {
    throw new PsaError('INVALID_STATE', coreI18n.t('core:receipts.full', { count: RECEIPTS_PER_EXPENSE }));
  }
}

/** Refuses the same bytes twice on one expense (another expense may hold them too). */
function checkNotAttached(db: Db, expenseId: bigint, sha256: string): void {
  if (listReceipts(db, [expenseId]).some((r) => r.sha256 === sha256))
    throw new PsaError('INVALID_STATE', coreI18n.t('core:receipts.sameFile'));
}

/** What adding a receipt takes: the data folder (for the file) and the database (for the row). */
export interface ReceiptStore {
  db: Db;
  dataDir: string;
  now: () => string;
}

/** Checks and stores a file as a receipt of an expense; nothing is stored when it is refused. */
export function addReceipt(s: ReceiptStore, expenseId: bigint, name: string, dataBase64: string): ReceiptRow {
  const bytes = decodeReceipt(dataBase64);
  const type = sniffReceiptType(bytes);
  if (type === null) {
    throw new AppCoreError('UNSUPPORTED_MEDIA_TYPE', coreI18n.t('core:receiptFile.notAReceipt'));
  }
  checkRoom(s.db, expenseId, 1);
  checkNotAttached(s.db, expenseId, sha256Of(bytes));
  const { sha256, written } = storeReceiptFile(s.dataDir, bytes);
  try {
    return writeTransaction(s.db, () => {
      checkRoom(s.db, expenseId, 1);
      checkNotAttached(s.db, expenseId, sha256);
      const row = { expense_id: expenseId, sha256, media_type: type, size: bytes.length };
      return insertReceipt(s.db, { ...row, name: cleanName(name, type), added_at: s.now() });
    });
  } catch (e) {
    if (written && !isFileReferenced(s.db, sha256)) removeReceiptFile(s.dataDir, sha256);
    throw e;
  }
}

/** A receipt, or NOT_FOUND. */
export function requireReceipt(db: Db, id: bigint): ReceiptRow {
  const row = getReceipt(db, id);
  if (!row) throw new PsaError('NOT_FOUND', coreI18n.t('core:receipts.unknownReceipt', { id: String(id) }));
  return row;
}

/** Deletes a receipt, and its file when no other receipt and no kept backup names the same bytes. */
export function removeReceipt(s: ReceiptStore, id: bigint): void {
  const row = requireReceipt(s.db, id);
  const orphan = writeTransaction(s.db, () => {
    deleteReceipt(s.db, id);
    return !isFileReferenced(s.db, row.sha256);
  });
  // A kept backup may still name the file: restoring it must find the receipt (keep.ts).
  if (orphan) releaseReceiptFile(s.dataDir, row.sha256);
}

/** Links a receipt to an expense (another one, or again after its expense was removed). */
export function attachReceipt(db: Db, id: bigint, expenseId: bigint): ReceiptRow {
  return writeTransaction(db, () => {
    const row = requireReceipt(db, id);
    if (row.expense_id !== expenseId) {
      checkRoom(db, expenseId, 1);
      checkNotAttached(db, expenseId, row.sha256);
      linkReceipts(db, [id], expenseId, false);
    }
    return requireReceipt(db, id);
  });
}
