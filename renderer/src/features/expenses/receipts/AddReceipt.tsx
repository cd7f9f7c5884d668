import { ActionIcon, Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addToExpense } from './capture';
import { RECEIPT_ACCEPT } from './files';
import { focusLost, focusWhenShown } from '../../../components/focus-hand-off';

/** The app's paperclip icon (receipts), drawn inline: no emoji font is needed. */
export const CLIP = (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <path d="M11 4.5 6 9.5a1.4 1.4 0 0 0 2 2l5-5a2.8 2.8 0 0 0-4-4l-5 5a4.2 4.2 0 0 0 6 6l4-4" />
  </svg>
);

/** Add receipt: a keyboard-reachable button (an icon, or a labelled one) opening the file picker. */
export function AddReceipt({
  expenseId,
  label,
  labelled,
}: {
  expenseId: string;
  label: string;
  labelled?: boolean;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => picker.current?.click();
  const { t } = useTranslation('expenses');
  const name = t('receipts.addTo', { label });
  return (
    <>
      {labelled ? (
        <Button size="xs" variant="default" leftSection={CLIP} onClick={open} aria-label={name}>
          {t('receipts.add')}
        </Button>
      ) : (
        <ActionIcon variant="subtle" size="sm" aria-label={name} title={t('receipts.add')} onClick={open}>
          {CLIP}
        </ActionIcon>
      )}
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={RECEIPT_ACCEPT}
        aria-label={t('receipts.filesFor', { label })}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          // A row's first receipt replaces its Add receipt button: the keyboard goes to the row's new one.
          if (files.length > 0)
            void addToExpense(expenseId, files).then(() =>
              focusWhenShown(
                () => document.querySelector(`[data-expense-id="${expenseId}"] button[data-receipt-cell]`),
                focusLost,
              ),
            );
        }}
      />
    </>
  );
}
