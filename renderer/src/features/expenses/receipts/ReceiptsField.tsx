import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import { RECEIPT_MAX_BYTES, megabytes } from '../../../../../shared/receipts';
import { useExpenses } from '../store';
import { takeForForm } from './capture';
import { RECEIPT_ACCEPT, sizeText } from './files';
import { dropHeld, useHeldReceipts } from './held';
import { useExpenseReceipts } from './receipt-index';
import { RemoveReceipt } from './RemoveReceipt';
import { openViewer } from './viewer-store';
import classes from './Receipts.module.css';

/** A stored receipt of the expense being changed: show it, or remove it after a confirmation. */
function StoredReceipt({ r, all }: { r: ReceiptViewT; all: ReceiptViewT[] }) {
  return (
    <li className={classes.item}>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => openViewer(all, all.indexOf(r))}
        className={classes.name}
      >
        {r.name}
      </Button>
      <Text size="xs" c="dimmed">
        {sizeText(r.size)}
      </Text>
      <RemoveReceipt id={r.id} name={r.name} />
    </li>
  );
}

function HeldList() {
  const held = useHeldReceipts((s) => s.held);
  const { t } = useTranslation('expenses');
  if (held.length === 0) return null;
  return (
    <ul className={classes.items} aria-label={t('receipts.toAttach')}>
      {held.map((r) => (
        <li key={r.key} className={classes.item}>
          <Text size="xs" className={classes.name} title={r.name}>
            {r.name}
          </Text>
          <Text size="xs" c="dimmed">
            {sizeText(r.size)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={t('receipts.removeName', { name: r.name })}
            onClick={() => dropHeld(r.key)}
          >
            {t('receipts.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function StoredList({ expenseId }: { expenseId: string }) {
  const stored = useExpenseReceipts(expenseId);
  const { t } = useTranslation('expenses');
  if (!stored || stored.length === 0) return null;
  return (
    <ul className={classes.items} aria-label={t('receipts.attached')}>
      {stored.map((r) => (
        <StoredReceipt key={r.id} r={r} all={stored} />
      ))}
    </ul>
  );
}

/**
 * The receipts of the expense form: a keyboard-reachable picker, what is held for a new expense
 * or attached to the one being changed, why a file was refused, and what was read from a PDF.
 */
export function ReceiptsField() {
  const editingId = useExpenses((s) => s.draft.editing?.id ?? null);
  const problems = useHeldReceipts((s) => s.problems);
  const picker = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('expenses');
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('receipts.title')}
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => picker.current?.click()}>
          {t('receipts.attach')}
        </Button>
      </Group>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={RECEIPT_ACCEPT}
        aria-label={t('receipts.files')}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = ''; // the same file can be chosen again
          if (files.length > 0) void takeForForm(files);
        }}
      />
      <Text size="xs" c="dimmed">
        {t('receipts.dropHint', { size: megabytes(RECEIPT_MAX_BYTES) })}
      </Text>
      {editingId === null ? <HeldList /> : <StoredList expenseId={editingId} />}
      {problems.length > 0 && (
        <Alert color="red" p="xs" role="alert" title={t('receipts.notAdded')}>
          {problems.map((p) => (
            <Text key={p} size="xs">
              {p}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
