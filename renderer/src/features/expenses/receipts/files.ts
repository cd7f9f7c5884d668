import {
  megabytes,
  receiptSizeIssue,
  sniffReceiptType,
  type ReceiptMediaType,
} from '../../../../../shared/receipts';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import { errorMessage, invoke } from '../../../contract/client';
import { displayLocale } from '../../../../../shared/dates-display';
import { i18n } from '../../../i18n';

/*
 * Files the user hands over as receipts (picked, dropped or pasted), checked here with the core's
 * own rules (shared/receipts.ts) before anything is sent: a refusal names the file, its size and the
 * limit, or the accepted kinds, and nothing is added.
 */

/** What the file picker offers (the core decides the type from the bytes all the same). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf';

/** A checked file held in the renderer until it is sent with receipts:add. */
export interface HeldReceipt {
  /** Unique within this page (React key, remove). */
  key: string;
  name: string;
  mediaType: ReceiptMediaType;
  size: number;
  dataBase64: string;
}

let nextKey = 0;

/** The base64 text of some bytes (in slices: a spread of 20 MB would overflow the stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The bytes of a base64 text. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file's name as shown in messages (a pasted image has none). */
export function displayName(file: File): string {
  return file.name.trim() || i18n.t('expenses:adding.pasted');
}

/** Reads and checks one file: a held receipt, or the sentence saying why it was not added. */
export async function readReceipt(
  file: File,
): Promise<{ ok: true; receipt: HeldReceipt } | { ok: false; message: string }> {
  const name = displayName(file);
  const issue = receiptSizeIssue(file.size);
  if (issue !== null) {
    const reason =
      issue.code === 'empty'
        ? i18n.t('core:receiptFile.itEmpty')
        : i18n.t('core:receiptFile.itTooLarge', {
            size: megabytes(issue.bytes, displayLocale()),
            max: megabytes(issue.max, displayLocale()),
          });
    return { ok: false, message: i18n.t('expenses:adding.wasNotAdded', { name, reason }) };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = sniffReceiptType(bytes);
  if (mediaType === null) {
    return {
      ok: false,
      message: i18n.t('expenses:adding.wasNotAdded', {
        name,
        reason: i18n.t('core:receiptFile.itNotAReceipt'),
      }),
    };
  }
  const fallback = `receipt-${new Date().toISOString().slice(0, 10)}.${mediaType.split('/')[1] ?? 'bin'}`;
  return {
    ok: true,
    receipt: {
      key: `held-${++nextKey}`,
      name: file.name.trim() || fallback,
      mediaType,
      size: file.size,
      dataBase64: bytesToBase64(bytes),
    },
  };
}

/** The files a drop or a paste carries (none for plain text). */
export function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = Array.from(data.files);
  if (files.length > 0) return files;
  // Some sources (a copied screenshot) list the file only among the items.
  return Array.from(data.items)
    .filter((i) => i.kind === 'file')
    .map((i) => i.getAsFile())
    .filter((f): f is File => f !== null);
}

/** A size as a person reads it: "850 KB", "2.4 MB". */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);
}

/** Sends checked receipts to a stored expense one by one; answers those that went and why the others did not. */
export async function sendReceipts(
  expenseId: string,
  receipts: readonly HeldReceipt[],
): Promise<{ sent: number; added: ReceiptViewT[]; failed: { name: string; message: string }[] }> {
  const added: ReceiptViewT[] = [];
  const failed: { name: string; message: string }[] = [];
  for (const r of receipts) {
    try {
      added.push(
        await invoke('receipts:add', {
          expenseId,
          name: r.name,
          mediaType: r.mediaType,
          dataBase64: r.dataBase64,
        }),
      );
    } catch (err) {
      // After "<name> was not added: " (the core's sentence starts with a capital); German keeps
      // it, its nouns are capitalised wherever they stand.
      const message = errorMessage(err);
      const lower = i18n.language === 'de' ? message : message.charAt(0).toLowerCase() + message.slice(1);
      failed.push({ name: r.name, message: lower });
    }
  }
  return { sent: added.length, added, failed };
}
