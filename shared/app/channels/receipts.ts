import { z } from 'zod';
import { RECEIPT_MAX_BYTES, RECEIPT_MEDIA_TYPES } from '../../receipts';
import { id, idText, none, ok } from './fields';
import type { ChannelsOf } from './map';

/*
 * Receipts (issue 15): files attached to the user's expenses, kept only in this data folder (the
 * PSA API has no attachment field), so a receipt can be added to a pending or a synced expense
 * alike. Files travel as base64; the core decides the type from the bytes (JPEG, PNG, HEIC/HEIF,
 * PDF), never from the name, and refuses a file over RECEIPT_MAX_BYTES (shared/receipts.ts) or an
 * expense already carrying RECEIPTS_PER_EXPENSE. A receipt follows its expense when a sync gives
 * the expense its remote id. When the expense row goes (expenses:delete, a discarded create, a
 * record gone from a pull) its receipts are kept, detached: expenses:delete answers their ids in
 * `removed[].receiptIds` and expenses:restore re-links them (Undo loses nothing); receipts:detached
 * lists the rest, receipts:attach gives one a new expense, and only receipts:remove deletes one.
 */

/** A stored receipt: expenseId null when its expense is gone (detachedFrom says which one it was). */
export const ReceiptView = z.object({
  id: idText,
  expenseId: idText.nullable(),
  /** The expense it belonged to when that expense was removed; null while linked. */
  detachedFrom: idText.nullable(),
  name: z.string(),
  mediaType: z.enum(RECEIPT_MEDIA_TYPES),
  /** Bytes. */
  size: z.number(),
  addedAt: z.string(),
  /** Hex SHA-256 of the file (its name in the store; its first 6 digits are the description's reference). */
  sha256: z.string(),
});
export type ReceiptViewT = z.output<typeof ReceiptView>;

// Base64 of the largest file is 4/3 of it; the core measures the decoded size and says it in MB, so
// the schema only bounds what is read at all (a bit over twice the limit).
const dataBase64 = z.string().max(Math.ceil((RECEIPT_MAX_BYTES * 8) / 3));

/** The channels of receipts. */
export const receiptChannels = {
  // Attaches a file to an expense of this data folder (pending or synced). `mediaType` is the
  // sender's guess and only informative: the stored type is sniffed from the bytes. Refusals:
  // VALIDATION_FAILED (empty file, not base64), PAYLOAD_TOO_LARGE (says the size and the limit),
  // UNSUPPORTED_MEDIA_TYPE (names the accepted types), NOT_FOUND (unknown expense), INVALID_STATE
  // (the expense has RECEIPTS_PER_EXPENSE already). Nothing is stored on a refusal.
  'receipts:add': {
    request: z.object({
      expenseId: id,
      name: z.string().max(255),
      mediaType: z.string().max(100).optional(),
      dataBase64,
    }),
    response: ReceiptView,
  },
  // The receipts of these expenses, by expense then the order they were added.
  'receipts:list': {
    request: z.object({ expenseIds: z.array(id).max(500) }),
    response: z.array(ReceiptView),
  },
  // One receipt's file. NOT_FOUND for an unknown receipt, or when its file is missing from the
  // data folder (e.g. a restored backup older than the file's removal).
  'receipts:get': {
    request: z.object({ id }),
    response: z.object({ name: z.string(), mediaType: z.enum(RECEIPT_MEDIA_TYPES), dataBase64: z.string() }),
  },
  // Deletes a receipt; its file goes when no other receipt has the same bytes. The only way a
  // receipt is ever deleted.
  'receipts:remove': {
    request: z.object({ id }),
    response: ok,
  },
  // Receipts whose expense is gone (deleted without Undo, discarded, or removed on the PSA service
  // and so by a pull), newest first: kept so the user can attach them again or remove them.
  'receipts:detached': {
    request: none,
    response: z.array(ReceiptView),
  },
  // Links a receipt (linked or detached) to another expense, within the per-expense cap.
  'receipts:attach': {
    request: z.object({ id, expenseId: id }),
    response: ReceiptView,
  },
  // Quick capture: the text layer of a PDF receipt and the total and date read from it (each null
  // when absent or unsure; an image or a PDF without text answers all null). Nothing is stored:
  // the renderer fills the form, marked as read from the receipt, and the user checks and saves.
  'receipts:scan': {
    request: z.object({ dataBase64 }),
    response: z.object({
      text: z.string().nullable(),
      amount: z.string().nullable(),
      date: z.string().nullable(),
    }),
  },
} as const satisfies ChannelsOf<'receipts'>;
