import type { receiptChannels } from '../../../../shared/app/channels/receipts';
import { PsaError } from '../../../../shared/psa/errors';
import { listDetachedReceipts, listReceipts } from '../../db/repositories/receipts';
import { nowIso } from '../../replica/context';
import type { CoreContext, HandlersOf } from '../types';
import { readReceiptFile } from './files';
import {
  addReceipt,
  attachReceipt,
  receiptView,
  removeReceipt,
  requireReceipt,
  type ReceiptStore,
} from './receipts';
import { noteReceiptReference } from './reference';
import { scanReceipt } from './scan';
import { coreI18n } from '../../i18n';

const OK = { ok: true } as const;

/** The core's handlers of the receipts channels (shared/app/channels/receipts.ts). */
export function receiptHandlers(ctx: CoreContext): HandlersOf<keyof typeof receiptChannels> {
  // Receipts are not a replica table: tell the renderer about them directly.
  const changed = () => ctx.events.emit('data:changed', { tables: ['receipts'] });
  // With the setting on, a pending expense's description follows its receipts (reference.ts).
  const referenced = (...expenseIds: (bigint | null)[]) => {
    for (const id of expenseIds) if (id !== null) noteReceiptReference(ctx.r, id);
  };
  const store = (): ReceiptStore => ({ db: ctx.r.db, dataDir: ctx.dataDir, now: () => nowIso(ctx.r) });
  return {
    'receipts:add': async ({ expenseId, name, dataBase64 }) => {
      const row = addReceipt(store(), expenseId, name, dataBase64);
      referenced(expenseId);
      changed();
      return receiptView(row);
    },
    'receipts:list': async ({ expenseIds }) => listReceipts(ctx.r.db, expenseIds).map(receiptView),
    'receipts:get': async ({ id }) => {
      const row = requireReceipt(ctx.r.db, id);
      const bytes = readReceiptFile(ctx.dataDir, row.sha256);
      if (bytes === null) {
        throw new PsaError(
          'NOT_FOUND',
          coreI18n.t('core:receipts.fileMissing', { id: String(id), name: row.name }),
        );
      }
      return { name: row.name, mediaType: receiptView(row).mediaType, dataBase64: bytes.toString('base64') };
    },
    'receipts:remove': async ({ id }) => {
      const before = requireReceipt(ctx.r.db, id).expense_id;
      removeReceipt(store(), id);
      referenced(before);
      changed();
      return OK;
    },
    'receipts:detached': async () => listDetachedReceipts(ctx.r.db).map(receiptView),
    'receipts:attach': async ({ id, expenseId }) => {
      const before = requireReceipt(ctx.r.db, id).expense_id;
      const row = attachReceipt(ctx.r.db, id, expenseId);
      referenced(before, expenseId);
      changed();
      return receiptView(row);
    },
    'receipts:scan': async ({ dataBase64 }) => scanReceipt(dataBase64),
  };
}
