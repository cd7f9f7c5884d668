import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import { AddReceipt } from './AddReceipt';
import { useExpenseReceipts } from './receipt-index';
import { useReceiptUrl } from './ReceiptViewer';
import { openViewer } from './viewer-store';
import classes from './Receipts.module.css';

/** The first receipt's look: a thumbnail of an image, the kind's name otherwise (PDF, HEIC). */
function Thumb({ r }: { r: ReceiptViewT }) {
  const image = r.mediaType === 'image/jpeg' || r.mediaType === 'image/png';
  const { url } = useReceiptUrl(image ? r : undefined);
  if (image && url) return <img className={classes.thumb} src={url} alt="" />;
  return (
    <span className={classes.kind}>
      {r.mediaType === 'application/pdf'
        ? 'PDF'
        : r.mediaType === 'image/png' || r.mediaType === 'image/jpeg'
          ? 'IMG'
          : 'HEIC'}
    </span>
  );
}

/**
 * An expense row's receipts: a thumbnail (an image if it has one) with the count, opening the
 * viewer, which offers Add receipt; a row without any offers Add receipt itself. Every row does, a
 * synced expense's too (receipts stay in this data folder). Rows are drawn only while on screen,
 * so only those ask for their receipts and thumbnails.
 */
export function ReceiptCell({ expenseId, label }: { expenseId: string; label: string }) {
  const receipts = useExpenseReceipts(expenseId);
  // An image makes the better thumbnail; a PDF shows as its kind.
  const first =
    receipts?.find((r) => r.mediaType === 'image/jpeg' || r.mediaType === 'image/png') ?? receipts?.[0];
  const n = receipts?.length ?? 0;
  const { t } = useTranslation('expenses');
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {first && (
        <button
          type="button"
          className={classes.cell}
          data-receipt-cell
          onClick={() => openViewer(receipts ?? [], receipts?.indexOf(first) ?? 0, expenseId)}
          aria-label={t('receipts.show', { count: n, label })}
          title={n === 1 ? first.name : t('receipts.many', { count: n })}
        >
          <Thumb r={first} />
          {n > 1 && <span className={classes.count}>{n}</span>}
        </button>
      )}
      {!first && <AddReceipt expenseId={expenseId} label={label} />}
    </Group>
  );
}
